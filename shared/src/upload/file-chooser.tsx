// The file input of every upload, in the page's language (issue 33). A native file input draws its
// own "Choose file" and "No file chosen" in the browser's language, and no page can translate or
// restyle them, so a Hindi or Marathi page showed them in English. Here the native input stays the
// control (the keyboard reaches it and opens the picker with it, screen readers announce it, forms
// and tests read its `files`, `accept` and `multiple` still apply) but is visually hidden, and beside
// it a label styled as a button opens the picker and a line names the file chosen, or says none is.
// No dragging files onto it: the picker is the one way, as before.
import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { fileChooserTexts } from './file-chooser-texts';

export type FileChooserProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'> & {
  /** The input's id: the field's own label names the input with `htmlFor`, as the button does. */
  id: string;
  /**
   * The files to name beside the button when the caller keeps them itself (a list each pick adds
   * to, a picker that empties the input after each pick); without it, the input's own files.
   */
  chosen?: readonly { name: string }[];
  /** Extra class names for the chooser's wrapper. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

export function FileChooser({ id, chosen, className, ref, onChange, 'aria-describedby': describedBy, ...inputProps }: FileChooserProps) {
  const { t } = fileChooserTexts.useTexts();
  const [own, setOwn] = useState<readonly string[]>([]);
  const input = useRef<HTMLInputElement | null>(null);
  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      setRef(ref, node);
    },
    [ref],
  );
  // A form reset empties the input without a change event: its chosen file goes from the line too.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const forget = () => setOwn([]);
    form.addEventListener('reset', forget);
    return () => form.removeEventListener('reset', forget);
  }, []);
  const names = chosen ? chosen.map((file) => file.name) : own;
  const chosenId = `${id}-chosen`;
  return (
    <span className={className ? `file-chooser ${className}` : 'file-chooser'}>
      <input
        {...inputProps}
        ref={attach}
        id={id}
        type="file"
        className="file-chooser__input"
        // Read after the field's own hint and error: which file is chosen, in the page's language.
        aria-describedby={describedBy ? `${describedBy} ${chosenId}` : chosenId}
        onChange={(event) => {
          setOwn(Array.from(event.currentTarget.files ?? [], (file) => file.name));
          onChange?.(event);
        }}
      />
      <label htmlFor={id} className="button file-chooser__button">
        {t(inputProps.multiple ? 'chooseFiles' : 'chooseFile')}
      </label>
      <span className="file-chooser__chosen" id={chosenId}>
        {names.length === 0 ? t('noFile') : names.length === 1 ? names[0] : t('files', { count: names.length })}
      </span>
    </span>
  );
}
