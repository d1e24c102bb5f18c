// The wiring every field shares: ids, the error of this one field, and the label / hint / error
// frame around the control. Written once so that no form can forget `aria-invalid` or point
// `aria-describedby` at an element that does not exist.
import { useId, type FocusEvent, type ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTexts } from '@platform/shared/i18n';
import { useValidationText } from './form-texts';

export type FieldBaseProps<TName extends string = string> = {
  /** The form value's path, e.g. "fullname" or "applicant.pan". */
  name: TName;
  label: ReactNode;
  /** Help shown under the control and read out with it. */
  hint?: ReactNode;
  /** Defaults to a generated id; pass one when a test or a label elsewhere needs it fixed. */
  id?: string;
  /** Extra class names for the field's wrapper. */
  className?: string;
};

export type FieldMeta = {
  inputId: string;
  hintId: string | undefined;
  errorId: string;
  /** In the reader's language when the schemas gave it (form-texts.ts). */
  errorMessage: string | undefined;
  invalid: boolean;
  /** Goes on the control: the hint and, while invalid, the error. */
  describedBy: string | undefined;
};

/** The surrounding form, or a clear error when a field is rendered outside <Form>. */
export function useFieldForm<TFieldValues extends FieldValues = FieldValues>(name: string): UseFormReturn<TFieldValues> {
  // Typed non-null, but null outside a FormProvider: fail with the cause, not with a property
  // read deep inside react-hook-form.
  const form = useFormContext<TFieldValues>() as UseFormReturn<TFieldValues> | null;
  if (!form) throw new Error(`Field "${name}" must be rendered inside <Form>.`);
  return form;
}

/**
 * Props a field component owns on its control (wiring, value, accessibility); everything else a
 * caller passes goes through to the element.
 */
export type OwnedControlAttributes =
  'name' | 'id' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'aria-invalid' | 'aria-describedby';

/** The id, class and accessibility wiring every control carries. */
export function controlAttributes(meta: FieldMeta) {
  return {
    id: meta.inputId,
    className: 'field__input',
    'aria-invalid': meta.invalid || undefined,
    'aria-describedby': meta.describedBy,
  } as const;
}

/**
 * Wraps a field's blur handler so that leaving the field for its form's submit button does not
 * validate it. A blur happens on the button's mousedown, the click only on mouseup: an error
 * message appearing in between moves the button down the page, the mouseup lands beside it and
 * the form is never submitted (seen on the education-loan form: after a consent box was toggled,
 * Verify showed the consent messages and none of the others). Submitting validates every field
 * anyway.
 */
export function validateOnBlur<TEvent extends FocusEvent<HTMLElement>>(onBlur: (event: TEvent) => unknown) {
  return (event: TEvent) => {
    if (isLeavingForSubmit(event)) return;
    return onBlur(event);
  };
}

function isLeavingForSubmit(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  const control = event.currentTarget as HTMLElement & { form?: HTMLFormElement | null };
  if (!control.form) return false;
  return (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) && next.type === 'submit' && next.form === control.form;
}

export function useFieldMeta(name: string, id: string | undefined, hasHint: boolean): FieldMeta {
  const generatedId = useId();
  const form = useFieldForm(name);
  const validationText = useValidationText();
  // Subscribing to this field's errors only: typing in one field re-renders that field alone.
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as FieldError | undefined;
  const inputId = id ?? `field-${generatedId}`;
  const hintId = hasHint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  const errorMessage = typeof error?.message === 'string' && error.message !== '' ? validationText(error.message) : undefined;
  const invalid = error !== undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, errorMessage, invalid, describedBy };
}

type FieldFrameProps = {
  meta: FieldMeta;
  label: ReactNode;
  hint: ReactNode | undefined;
  className: string | undefined;
  /** Checkboxes put the label after the box. */
  variant?: 'stacked' | 'checkbox';
  children: ReactNode;
};

export function FieldFrame({ meta, label, hint, className, variant = 'stacked', children }: FieldFrameProps) {
  const classes = ['field', variant === 'checkbox' && 'field--checkbox', meta.invalid && 'field--invalid', className].filter(Boolean).join(' ');
  const labelElement = (
    <label className="field__label" htmlFor={meta.inputId}>
      {label}
    </label>
  );
  return (
    <div className={classes}>
      {variant === 'checkbox' ? (
        <>
          {children}
          {labelElement}
        </>
      ) : (
        <>
          {labelElement}
          {children}
        </>
      )}
      <FieldMessages meta={meta} hint={hint} />
    </div>
  );
}

/** The hint and the error under a control (or a group of them), with the ids the controls cite. */
export function FieldMessages({ meta, hint }: { meta: FieldMeta; hint: ReactNode | undefined }) {
  const { t } = useTexts('forms');
  return (
    <>
      {hint != null && (
        <p className="field__hint" id={meta.hintId}>
          {hint}
        </p>
      )}
      {meta.invalid && (
        <p className="field__error" id={meta.errorId}>
          {meta.errorMessage ?? t('checkField')}
        </p>
      )}
    </>
  );
}
