import type { InputHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { controlAttributes, validateOnBlur, FieldFrame, useFieldForm, useFieldMeta, type FieldBaseProps, type OwnedControlAttributes } from './field-frame';

/** Attributes the field owns (wiring and value); everything else passes through to the input. */
type OwnedInputAttributes = OwnedControlAttributes | 'type';

export type TextFieldProps<TFieldValues extends FieldValues = FieldValues> = FieldBaseProps<FieldPath<TFieldValues>> &
  Omit<InputHTMLAttributes<HTMLInputElement>, OwnedInputAttributes> & {
    type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'time' | 'date' | 'datetime-local';
  };

/**
 * A one-line text input bound to the surrounding <Form>. `readOnly` locks it (still submitted,
 * unlike `disabled`): the referral code pre-filled from the link is shown but cannot be changed.
 */
export function TextField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps<TFieldValues>) {
  const { register } = useFieldForm<TFieldValues>(name);
  const registration = register(name);
  const meta = useFieldMeta(name, id, hint != null);
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className}>
      <input {...inputProps} {...registration} onBlur={validateOnBlur(registration.onBlur)} {...controlAttributes(meta)} type={type} />
    </FieldFrame>
  );
}
