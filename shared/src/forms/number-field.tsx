import { TextField, type TextFieldProps } from './text-field';
import type { FieldValues } from 'react-hook-form';

export type NumberFieldProps<TFieldValues extends FieldValues = FieldValues> = Omit<TextFieldProps<TFieldValues>, 'type'>;

/**
 * An amount in rupees. A text input with a numeric keypad rather than `type="number"`: number
 * inputs change value on scroll, accept "1e5", and hide what was typed when it is not a number.
 * The schema (`amountSchema`) reads "5,00,000" or "₹ 50000" and hands the form a number.
 */
export function NumberField<TFieldValues extends FieldValues = FieldValues>({
  inputMode = 'numeric',
  autoComplete = 'off',
  ...props
}: NumberFieldProps<TFieldValues>) {
  return <TextField<TFieldValues> {...props} inputMode={inputMode} autoComplete={autoComplete} />;
}
