import type { InputHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { controlAttributes, validateOnBlur, FieldFrame, useFieldForm, useFieldMeta, type FieldBaseProps, type OwnedControlAttributes } from './field-frame';

type OwnedFileAttributes = OwnedControlAttributes | 'type' | 'readOnly';

export type FileFieldProps<TFieldValues extends FieldValues = FieldValues> = FieldBaseProps<
  FieldPath<TFieldValues>
> &
  Omit<InputHTMLAttributes<HTMLInputElement>, OwnedFileAttributes>;

/**
 * A document upload for the multipart service forms (spec section 3: files as multipart form
 * data). The form value is the input's FileList; the submit handler appends its files to
 * FormData. Say what is accepted in `hint` ("PDF or JPG, up to 2 MB"): `accept` only filters the
 * picker, it does not validate.
 */
export function FileField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  ...inputProps
}: FileFieldProps<TFieldValues>) {
  const { register } = useFieldForm<TFieldValues>(name);
  const registration = register(name);
  const meta = useFieldMeta(name, id, hint != null);
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className}>
      <input
        {...inputProps}
        {...registration}
        onBlur={validateOnBlur(registration.onBlur)}
        {...controlAttributes(meta)}
        type="file"
      />
    </FieldFrame>
  );
}
