import type { InputHTMLAttributes } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { controlAttributes, FieldFrame, useFieldForm, useFieldMeta, type FieldBaseProps, type OwnedControlAttributes } from './field-frame';

type OwnedCheckboxAttributes = OwnedControlAttributes | 'checked' | 'defaultChecked' | 'type' | 'aria-readonly';

export type CheckboxFieldProps<TFieldValues extends FieldValues = FieldValues> = FieldBaseProps<FieldPath<TFieldValues>> &
  Omit<InputHTMLAttributes<HTMLInputElement>, OwnedCheckboxAttributes> & {
    /** Shown and submitted, but cannot be toggled (a checkbox ignores the native `readonly`). */
    readOnly?: boolean;
  };

/**
 * A yes/no checkbox whose form value is always a boolean. Several checkboxes may share one name
 * and then move together: the education-loan form binds both consent statements to
 * `termsAccepted` (docs/spec/product.md §2). Plain `register` would turn same-named boxes into an
 * array.
 */
export function CheckboxField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  readOnly = false,
  ...inputProps
}: CheckboxFieldProps<TFieldValues>) {
  const { control } = useFieldForm<TFieldValues>(name);
  const { field } = useController({ control, name });
  const meta = useFieldMeta(name, id, hint != null);
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className} variant="checkbox">
      <input
        {...inputProps}
        ref={field.ref}
        name={field.name}
        {...controlAttributes(meta)}
        type="checkbox"
        checked={field.value === true}
        onChange={(event) => {
          if (readOnly) return;
          field.onChange(event.target.checked);
          // A box changes only when clicked: it is checked there and then (counted as touched),
          // so its message appears under the pointer of the click that caused it. Checked on
          // blur instead, the message would appear when focus moves on, shifting whatever the
          // person is reaching for, the submit button included (see validateOnBlur).
          field.onBlur();
        }}
        aria-readonly={readOnly || undefined}
      />
    </FieldFrame>
  );
}
