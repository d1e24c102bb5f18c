import { useEffect, useMemo, type InputHTMLAttributes } from 'react';
import { useWatch, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';
import { useTexts } from '@platform/shared/i18n';
// Through the package name: the chooser is the upload entry's (shared-entries.test.ts).
import { FileChooser } from '@platform/shared/upload';
import { validateOnBlur, FieldFrame, useFieldForm, useFieldMeta, type FieldBaseProps, type OwnedControlAttributes } from './field-frame';

type OwnedFileAttributes = OwnedControlAttributes | 'type' | 'readOnly';

export type FileFieldProps<TFieldValues extends FieldValues = FieldValues> = FieldBaseProps<FieldPath<TFieldValues>> &
  Omit<InputHTMLAttributes<HTMLInputElement>, OwnedFileAttributes> & {
    /**
     * Keeps the chosen files as a list under the input: the value is a `File[]` (each pick adds to
     * it), each file shows its size, a preview when it is an image, and a Remove button, so a
     * wrong file can be dropped before sending. Without it the value is the input's FileList.
     */
    listed?: boolean;
    /**
     * Percent sent per listed file (same order), while the form uploads them. No area passes it
     * today: the service forms show `UploadProgress` (@platform/shared/upload) beside the field.
     */
    progress?: readonly number[];
  };

type FormsText = ReturnType<typeof useTexts<'forms'>>['t'];

const sizeText = (t: FormsText, bytes: number) =>
  bytes >= 1024 * 1024 ? t('megabytes', { size: (bytes / (1024 * 1024)).toFixed(1) }) : t('kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });

/** Object URLs for the images among `files`, released when the list changes or the field goes. */
function usePreviews(files: readonly File[]): (string | null)[] {
  const urls = useMemo(
    () => files.map((file) => (file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}

function ChosenFiles({ files, progress, onRemove }: { files: readonly File[]; progress?: readonly number[]; onRemove: (index: number) => void }) {
  const previews = usePreviews(files);
  const { t } = useTexts('forms');
  if (files.length === 0) return null;
  const sending = progress !== undefined;
  return (
    <ul className="file-list">
      {files.map((file, index) => (
        <li key={`${file.name}-${file.size}-${index}`} className="file-list__item">
          {previews[index] ? <img className="file-list__preview" src={previews[index]!} alt={t('previewOf', { name: file.name })} /> : null}
          <span className="file-list__name">
            {file.name} ({sizeText(t, file.size)})
          </span>
          {sending ? (
            <progress className="file-list__progress" max={100} value={progress[index] ?? 0} aria-label={t('sending', { name: file.name })} />
          ) : (
            <button type="button" className="button button--link" onClick={() => onRemove(index)}>
              {t('remove', { name: file.name })}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The files a field's value holds: a FileList, a File[], or nothing chosen yet (undefined, ''). */
function filesOf(value: unknown): File[] {
  // Not `instanceof FileList`: a prerendered form is drawn where there is no FileList.
  return value !== null && typeof value === 'object' && 'length' in value ? Array.from(value as ArrayLike<File>) : [];
}

/**
 * A document upload for the multipart service forms (docs/spec/product.md §3: files as multipart
 * form data). The form value is the input's FileList (or, `listed`, a File[]); the submit handler
 * appends its files to FormData. Say what is accepted in `hint` ("PDF or JPG, up to 2 MB"):
 * `accept` only filters the picker, it does not validate. The input is the shared FileChooser, whose
 * button and chosen file are in the page's language where the browser's own were not.
 */
export function FileField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  listed = false,
  progress,
  ...inputProps
}: FileFieldProps<TFieldValues>) {
  const form = useFieldForm<TFieldValues>(name);
  const registration = form.register(name);
  const meta = useFieldMeta(name, id, hint != null);
  const watched = useWatch({ control: form.control, name }) as unknown;
  const files = filesOf(watched);
  const setFiles = (next: File[]) =>
    form.setValue(name, next as PathValue<TFieldValues, FieldPath<TFieldValues>>, { shouldDirty: true, shouldTouch: true, shouldValidate: true });

  const wiring = { id: meta.inputId, 'aria-invalid': meta.invalid || undefined, 'aria-describedby': meta.describedBy, chosen: files } as const;

  if (!listed) {
    return (
      <FieldFrame meta={meta} label={label} hint={hint} className={className}>
        <FileChooser {...inputProps} {...registration} onBlur={validateOnBlur(registration.onBlur)} {...wiring} />
      </FieldFrame>
    );
  }
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className}>
      <FileChooser
        {...inputProps}
        name={registration.name}
        ref={registration.ref}
        onBlur={validateOnBlur(registration.onBlur)}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          // The input is emptied after each pick so that choosing the same file again is seen.
          event.currentTarget.value = '';
          if (picked.length > 0) setFiles(inputProps.multiple ? [...files, ...picked] : picked.slice(0, 1));
        }}
        {...wiring}
        disabled={inputProps.disabled || progress !== undefined}
      />
      <ChosenFiles files={files} progress={progress} onRemove={(index) => setFiles(files.filter((_, i) => i !== index))} />
    </FieldFrame>
  );
}
