import type { TextareaHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { controlAttributes, validateOnBlur, FieldFrame, useFieldForm, useFieldMeta, type FieldBaseProps, type OwnedControlAttributes } from './field-frame';

type OwnedTextAreaAttributes = OwnedControlAttributes;

export type TextAreaFieldProps<TFieldValues extends FieldValues = FieldValues> = FieldBaseProps<FieldPath<TFieldValues>> &
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
  const registration = register(name);
  const meta = useFieldMeta(name, id, hint != null);
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className}>
      <textarea {...textAreaProps} {...registration} onBlur={validateOnBlur(registration.onBlur)} {...controlAttributes(meta)} rows={rows} />
    </FieldFrame>
  );
}
