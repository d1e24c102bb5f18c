// The one component that renders every product form (a `ProductFormDefinition`): fields by kind,
// the full-screen spinner while the request is in flight, the notices of docs/spec/product.md §8,
// an Idempotency-Key per attempt, and a draft in sessionStorage that survives a reload or a failed
// submission and is cleared on success.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormContext, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
// The session, notices, spinner and API client by their package entries, not by relative path:
// each entry of @platform/shared is its own federated singleton, and a relative import would
// bundle a private copy of the session store and spinner into the forms entry, which the shell's
// spinner and every other area would never see.
import { currentLanguage, notify, session, spinner } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { useTexts } from '@platform/shared/i18n';
import { CONSENT_NOTICE_HEADER, currentNotice, noticeHeaderValue } from '@platform/shared/schemas';
import { CheckboxField } from './checkbox-field';
import { Form, SubmitButton } from './form';
import { NumberField } from './number-field';
import { enquiryHandoff, formDraftStore, type FormDraftStore, type ProductField, type ProductFormDefinition, type SubmissionAnswer } from './product-form';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

/** Values the query string fixes for this form: field name → value. */
export function lockedValuesFromQuery(fields: readonly ProductField[], query: URLSearchParams): Record<string, string> {
  const locked: Record<string, string> = {};
  for (const field of fields) {
    if (!field.lockedFromQuery) continue;
    const value = query.get(field.lockedFromQuery)?.trim();
    if (value) locked[field.name] = value;
  }
  return locked;
}

/**
 * Every field blank. A reset must name each field: react-hook-form leaves an uncontrolled input
 * it is not given a value for showing what was typed.
 */
function emptyValuesOf(fields: readonly ProductField[]): Record<string, string | boolean> {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === 'checkbox' ? false : '']));
}

function ProductFieldControl({ field, locked }: { field: ProductField; locked: boolean }) {
  const { t } = useTexts('forms');
  const common = {
    name: field.name,
    label: field.label,
    hint: field.hint,
    className: field.width === 'half' ? 'field--half' : undefined,
  };
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'tel':
      return (
        <TextField
          {...common}
          type={field.kind}
          readOnly={locked}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          inputMode={field.kind === 'tel' ? 'numeric' : undefined}
        />
      );
    case 'amount':
      return <NumberField {...common} readOnly={locked} placeholder={field.placeholder} />;
    case 'number':
      return <NumberField {...common} readOnly={locked} placeholder={field.placeholder} inputMode="decimal" />;
    case 'select':
      return <SelectField {...common} readOnly={locked} options={field.options ?? []} placeholder={field.placeholder ?? t('selectOne')} />;
    case 'textarea':
      return <TextAreaField {...common} readOnly={locked} placeholder={field.placeholder} autoComplete={field.autoComplete} />;
    case 'checkbox':
      return <CheckboxField {...common} readOnly={locked} />;
  }
}

/**
 * Writes what the person types into the draft. Only their own edits count (`name` is set):
 * a reset after success must not write the emptied form back as a draft.
 */
function DraftKeeper({ store, lockedNames }: { store: FormDraftStore; lockedNames: readonly string[] }) {
  const { watch } = useFormContext();
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === undefined) return;
      const draft: Record<string, unknown> = { ...values };
      // Locked values come from the link each time; a draft must not turn them into typed ones.
      for (const locked of lockedNames) delete draft[locked];
      store.saveValues(draft);
    });
    return () => subscription.unsubscribe();
  }, [watch, store, lockedNames]);
  return null;
}

export type ProductFormProps<TValues extends FieldValues, TPayload> = {
  definition: ProductFormDefinition<TValues, TPayload>;
  className?: string;
  /**
   * Shown inside the form above its fields, with the form in context (`useFormContext`), e.g. a
   * shop's "Returning customer?" panel that fills fields. It must not be a <form> itself.
   */
  lead?: ReactNode;
  /** Shown after the fields, above the submit button (e.g. documents to attach). */
  beforeSubmit?: ReactNode;
  /**
   * Runs once the server has accepted the submission, before the form is emptied and the page
   * moves on (e.g. sending the documents attached to a new sale with its id). Whatever it throws
   * is announced by the API client; the submission itself stands.
   */
  onAccepted?: (answer: SubmissionAnswer) => Promise<void>;
};

/** A failed request was already announced by the API client (see Form); anything else is a bug. */
function rethrowUnlessAnnounced(error: unknown): void {
  if (error instanceof Error && error.name === 'ApiError') return;
  throw error;
}

export function ProductForm<TValues extends FieldValues, TPayload>({
  definition,
  className,
  lead,
  beforeSubmit,
  onAccepted,
}: ProductFormProps<TValues, TPayload>) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const store = useMemo(() => formDraftStore(definition.id), [definition.id]);
  const locked = useMemo(() => lockedValuesFromQuery(definition.fields, query), [definition.fields, query]);
  const lockedNames = useMemo(() => Object.keys(locked), [locked]);
  // Read once, on mount: after that the form owns its values, and a later query change must not
  // overwrite what the person is typing.
  const [initialValues] = useState(() => ({ ...definition.defaultValues, ...store.readValues(), ...locked }) as DefaultValues<TValues>);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function submit(values: TValues, form: UseFormReturn<TValues>) {
    const payload = definition.toPayload(values, query);
    const endpoint = typeof definition.endpoint === 'function' ? definition.endpoint(payload) : definition.endpoint;
    const idempotencyKey = store.idempotencyKeyFor(payload);
    // A failed request throws ApiError; the API client has announced it (docs/spec/product.md §8)
    // and the form ends it there, keeping what was typed and the draft for another try.
    const response = await spinner.during(
      apiClient.post<SubmissionAnswer | null>(endpoint, payload, {
        headers: {
          'Idempotency-Key': idempotencyKey,
          ...(definition.consent ? { [CONSENT_NOTICE_HEADER]: noticeHeaderValue(currentNotice(definition.consent), currentLanguage()) } : {}),
        },
      }),
    );
    // An answer that is not the contract's (a proxy's page, an empty body) is a failure to show.
    const answer: Partial<SubmissionAnswer> & { inquiryToken?: unknown } = response.data && typeof response.data === 'object' ? response.data : {};
    if (answer.success !== true) {
      notify.error(typeof answer.message === 'string' && answer.message.trim() ? answer.message : definition.failureMessage);
      return;
    }
    // The API's words are English (the spec's); a visitor reading another language gets the
    // form's own translated success text instead.
    const serverSaid = typeof answer.message === 'string' && answer.message.trim() ? answer.message : null;
    notify.success(serverSaid && currentLanguage() === 'en' ? serverSaid : definition.successMessage);
    if (onAccepted) await spinner.during(onAccepted(answer as SubmissionAnswer)).catch(rethrowUnlessAnnounced);
    form.reset({ ...emptyValuesOf(definition.fields), ...definition.defaultValues, ...locked } as DefaultValues<TValues>);
    store.clear();
    const next = definition.afterSuccess;
    if (!next) return;
    if (next.storeInquiryToken && typeof answer.inquiryToken === 'string') {
      session.setToken('inquiryToken', answer.inquiryToken);
    }
    const state = next.handoff?.(values, answer as SubmissionAnswer);
    if (state && enquiryHandoff.isHandoff(state)) enquiryHandoff.save(state);
    redirectTimer.current = setTimeout(() => {
      navigate(next.redirectTo, state ? { state } : undefined);
    }, next.redirectDelayMs);
  }

  return (
    <section className={className ? `product-form ${className}` : 'product-form'} aria-labelledby={`${definition.id}-title`}>
      <h2 className="product-form__title" id={`${definition.id}-title`}>
        {definition.title}
      </h2>
      <Form<TValues>
        schema={definition.schema}
        defaultValues={initialValues}
        onSubmit={submit}
        aria-labelledby={`${definition.id}-title`}
        className="product-form__form"
      >
        <DraftKeeper store={store} lockedNames={lockedNames} />
        {lead}
        {definition.fields.map((field, index) => (
          <ProductFieldControl key={`${field.name}-${index}`} field={field} locked={field.name in locked} />
        ))}
        {beforeSubmit}
        <div className="form__actions">
          <SubmitButton>{definition.submitLabel}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
