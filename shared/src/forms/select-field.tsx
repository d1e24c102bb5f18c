import type { SelectHTMLAttributes } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { controlAttributes, validateOnBlur, FieldFrame, useFieldForm, useFieldMeta, type FieldBaseProps, type OwnedControlAttributes } from './field-frame';
import { useChoiceText } from './form-texts';

export type SelectOption = {
  value: string;
  /** Words from a shared table (product-choices.ts) are shown in the reader's language. */
  label: string;
  disabled?: boolean;
};

type OwnedSelectAttributes = OwnedControlAttributes | 'multiple' | 'aria-readonly';

export type SelectFieldProps<TFieldValues extends FieldValues = FieldValues> = FieldBaseProps<FieldPath<TFieldValues>> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, OwnedSelectAttributes> & {
    options: readonly SelectOption[];
    /** The empty first choice ("Select a state"). Its value is "", which `required` rejects. */
    placeholder?: string;
    /** Shown and submitted, but cannot be changed. */
    readOnly?: boolean;
  };

/**
 * A single choice from a list. Controlled so that it can be locked: a <select> has no native
 * read-only state, and `disabled` would drop the value from the submission.
 */
export function SelectField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  options,
  placeholder,
  readOnly = false,
  ...selectProps
}: SelectFieldProps<TFieldValues>) {
  const { control } = useFieldForm<TFieldValues>(name);
  const { field } = useController({ control, name });
  const meta = useFieldMeta(name, id, hint != null);
  const choiceText = useChoiceText();
  const current = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame meta={meta} label={label} hint={hint} className={className}>
      <select
        {...selectProps}
        ref={field.ref}
        name={field.name}
        {...controlAttributes(meta)}
        value={current}
        onChange={(event) => {
          if (!readOnly) field.onChange(event.target.value);
        }}
        onBlur={validateOnBlur(field.onBlur)}
        aria-readonly={readOnly || undefined}
      >
        {/* Without a placeholder an empty value would show the first option as if chosen while
            the form holds nothing; an empty option keeps what is shown and what is held equal. */}
        {(placeholder !== undefined || current === '') && <option value="">{placeholder ?? ''}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {choiceText(option.label)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
