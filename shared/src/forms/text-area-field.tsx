import type { TextareaHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldFrame, useFieldForm, useFieldMeta, type FieldBaseProps } from './field-frame';

type OwnedTextAreaAttributes =
  | 'name'
  | 'id'
  | 'className'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'children'
  | 'aria-invalid'
  | 'aria-describedby';

export type TextAreaFieldProps<TFieldValues extends FieldValues = FieldValues> = FieldBaseProps<
  FieldPath<TFieldValues>
> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, OwnedTextAreaAttributes>;

/** Multi-line text (an address, a message). `readOnly` locks it and it is still submitted. */
export function TextAreaField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  rows = 3,
  ...textAreaProps
}: TextAreaFieldProps<TFieldValues>) {
  const { register } = useFieldForm<TFieldValues>(name);
  const meta = useFieldMeta(name, id, hint != null);
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className}>
      <textarea
        {...textAreaProps}
        {...register(name)}
        id={meta.inputId}
        rows={rows}
        className="field__input"
        aria-invalid={meta.invalid || undefined}
        aria-describedby={meta.describedBy}
      />
    </FieldFrame>
  );
}
