import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldMessages, useFieldForm, useFieldMeta, type FieldBaseProps } from './field-frame';
import { useChoiceText } from './form-texts';
import type { SelectOption } from './select-field';

export type CheckboxGroupFieldProps<TFieldValues extends FieldValues = FieldValues> = FieldBaseProps<FieldPath<TFieldValues>> & {
  options: readonly SelectOption[];
};

/**
 * Several choices from a list (languages spoken, products a banker handles): one checkbox per
 * option, the value an array of the ticked options' values. A fieldset whose legend is the label;
 * the hint and the error are wired to every box, as FieldFrame does for single controls.
 */
export function CheckboxGroupField<TFieldValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  options,
}: CheckboxGroupFieldProps<TFieldValues>) {
  const { register } = useFieldForm<TFieldValues>(name);
  const meta = useFieldMeta(name, id, hint != null);
  const choiceText = useChoiceText();
  const classes = ['field', 'field--group', meta.invalid && 'field--invalid', className].filter(Boolean).join(' ');
  return (
    <fieldset className={classes}>
      <legend className="field__label">{label}</legend>
      <div className="field__choices">
        {options.map((option, index) => (
          <label key={option.value} className="field__choice">
            <input
              type="checkbox"
              value={option.value}
              disabled={option.disabled}
              {...register(name)}
              id={index === 0 ? meta.inputId : `${meta.inputId}-${index}`}
              aria-invalid={meta.invalid || undefined}
              aria-describedby={meta.describedBy}
            />{' '}
            {choiceText(option.label)}
          </label>
        ))}
      </div>
      <FieldMessages meta={meta} hint={hint} />
    </fieldset>
  );
}
