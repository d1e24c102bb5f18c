import type { FormHTMLAttributes, ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';

export type FormProps<TValues extends FieldValues> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'children' | 'noValidate'> & {
  /** A yup object schema from `@platform/shared/schemas`; the same one the API parses with. */
  schema: ObjectSchema<TValues, AnyObject, unknown, ''>;
  /**
   * Starting values: a draft restored from session storage, a referral code from the query.
   * Leave a number field out (or undefined) for "empty".
   */
  defaultValues?: DefaultValues<TValues>;
  /**
   * Called with the schema's output (trimmed, normalised, amounts as numbers) once every field
   * is valid. `form` is there for `reset()` after a successful submission. While the returned
   * promise is pending the form counts as submitting (`SubmitButton` is disabled).
   */
  onSubmit: (values: TValues, form: UseFormReturn<TValues>) => unknown;
  onInvalid?: SubmitErrorHandler<TValues>;
  /** Fields and buttons; a function gets the form (for `watch`, `formState`, `setValue`). */
  children: ReactNode | ((form: UseFormReturn<TValues>) => ReactNode);
};

/**
 * handleSubmit rethrows whatever onSubmit throws. A failed request has already been shown to the
 * person by the API client (an `ApiError`, docs/spec/product.md §8), so it ends here; anything else
 * is a bug and stays an unhandled rejection, loud in the console and fatal in tests. Matched by
 * name so that the forms entry does not pull in the HTTP client.
 */
function rethrowUnlessAnnounced(error: unknown): void {
  if (error instanceof Error && error.name === 'ApiError') return;
  throw error;
}

/**
 * A <form> validated by a yup schema through react-hook-form. Errors appear beside a field once it
 * has been left (mode "onTouched"), then update as the person types, and every field is checked
 * on submit, focusing the first invalid one. Native browser validation is off (`noValidate`) so
 * that the schema's texts, not the browser's, are what people read.
 */
export function Form<TValues extends FieldValues>({ schema, defaultValues, onSubmit, onInvalid, children, className, ...formProps }: FormProps<TValues>) {
  const form = useForm<TValues>({
    // yupResolver's overloads infer its value type from the concrete schema; for a generic
    // schema TypeScript cannot reduce InferType<ObjectSchema<TValues>> back to TValues.
    resolver: yupResolver(schema) as unknown as Resolver<TValues>,
    mode: 'onTouched',
    defaultValues,
  });
  const submit = form.handleSubmit((values) => onSubmit(values, form), onInvalid);
  return (
    <FormProvider {...form}>
      <form
        {...formProps}
        className={className ? `form ${className}` : 'form'}
        noValidate
        onSubmit={(event) => {
          submit(event).catch(rethrowUnlessAnnounced);
        }}
      >
        {typeof children === 'function' ? children(form) : children}
      </form>
    </FormProvider>
  );
}

export type SubmitButtonProps = {
  children: ReactNode;
  className?: string;
};

/**
 * The form's primary button. Disabled while the submission is in flight, so a double click sends
 * one request.
 */
export function SubmitButton({ children, className }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <button
      type="submit"
      className={className ? `button button--primary ${className}` : 'button button--primary'}
      disabled={isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {children}
    </button>
  );
}
