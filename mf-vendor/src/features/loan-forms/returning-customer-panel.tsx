// "Returning customer?": the shop fills a loan form from the customer's saved details, once the
// customer has agreed by reading out the OTP sent to their mobile. Shared by all thirteen forms
// (LoanFormPage renders it in the form engine's `lead` slot, so the form is in context).
// Empty fields are filled; a field the shop already typed differently is only replaced when the
// shop says so, so nothing typed is lost by surprise.
import { useId, useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { getErrorMessage } from '@platform/shared';
import { useValidationText } from '@platform/shared/forms';
import { customerLookupSchema, otpOnlySchema, type ReturningCustomer } from '@platform/shared/schemas';
import { confirmCustomerOtp, fetchReturningCustomer, sendCustomerOtp } from './returning-customer-api';
import { texts } from './texts';

/** Form fields a returning customer's details can fill, and the detail each takes. */
const FILLS: readonly { field: string; from: keyof ReturningCustomer }[] = [
  { field: 'fullName', from: 'fullName' },
  { field: 'mobile', from: 'mobile' },
  { field: 'email', from: 'email' },
  { field: 'pincode', from: 'pincode' },
  { field: 'city', from: 'city' },
];

type Step = { at: 'mobile' } | { at: 'otp'; mobile: string; lookupToken: string } | { at: 'done'; mobile: string; customer: ReturningCustomer };

interface Conflict {
  field: string;
  label: string;
  typed: string;
  saved: string;
}

function firstError(schema: { validateSync: (value: unknown) => unknown }, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return getErrorMessage(error);
  }
}

export function ReturningCustomerPanel({ labels }: { labels: Readonly<Record<string, string>> }) {
  const form = useFormContext();
  const { t } = texts.useTexts();
  // The shared rules' English (the mobile, the OTP) in the reader's language; a server's answer is shown as sent.
  const validationText = useValidationText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ at: 'mobile' });
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);

  const fields = FILLS.filter((f) => f.field in labels);
  const write = (field: string, value: string) => form.setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });

  /** Fills what is empty; answers what was typed differently, for the shop to decide. */
  function prefill(customer: ReturningCustomer): Conflict[] {
    const left: Conflict[] = [];
    const filled: string[] = [];
    for (const { field, from } of fields) {
      const saved = customer[from];
      if (typeof saved !== 'string' || !saved) continue;
      const typed = String(form.getValues(field) ?? '').trim();
      if (!typed) {
        write(field, saved);
        filled.push(labels[field]!);
      } else if (typed !== saved) {
        left.push({ field, label: labels[field]!, typed, saved });
      }
    }
    setStatus(filled.length ? t('returning.filled', { fields: filled.join(', ') }) : t('returning.nothingEmpty'));
    return left;
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      // Shown here, beside the step (the requests ask the API client not to announce them).
      setProblem(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const sendOtp = () => {
    const wrong = firstError(customerLookupSchema, { mobile });
    if (wrong) return setProblem(wrong);
    void run(async () => {
      const answer = await sendCustomerOtp(mobile.trim());
      setStep({ at: 'otp', mobile: mobile.trim(), lookupToken: answer.newToken });
      setOtp('');
      setStatus(answer.message);
    });
  };

  const confirmOtp = () => {
    if (step.at !== 'otp') return;
    const wrong = firstError(otpOnlySchema, { otp });
    if (wrong) return setProblem(wrong);
    void run(async () => {
      const consent = await confirmCustomerOtp(otp.trim(), step.lookupToken);
      try {
        const customer = await fetchReturningCustomer(step.mobile, consent.consentToken);
        setStep({ at: 'done', mobile: step.mobile, customer });
        setConflicts(prefill(customer));
      } catch (error) {
        setStep({ at: 'mobile' });
        setStatus(null);
        throw error;
      }
    });
  };

  // Enter in these boxes must run their step, not submit the application around them.
  const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

  const restart = () => {
    setStep({ at: 'mobile' });
    setOtp('');
    setProblem(null);
    setStatus(null);
    setConflicts([]);
  };

  if (!open) {
    return (
      <div className="returning-customer returning-customer--closed">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('returning.open')}
        </button>
      </div>
    );
  }

  return (
    <fieldset className="returning-customer card" aria-describedby={`${id}-intro`}>
      <legend>{t('returning.legend')}</legend>
      <p id={`${id}-intro`} className="field__hint">
        {t('returning.intro')}
      </p>
      {step.at === 'mobile' ? (
        <div className="field field--half">
          <label className="field__label" htmlFor={`${id}-mobile`}>
            {t('returning.mobile')}
          </label>
          <input
            id={`${id}-mobile`}
            className="field__input"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            value={mobile}
            onChange={(event) => setMobile(event.currentTarget.value)}
            onKeyDown={onEnter(sendOtp)}
            aria-invalid={problem ? true : undefined}
          />
        </div>
      ) : null}
      {step.at === 'otp' ? (
        <div className="field field--half">
          <label className="field__label" htmlFor={`${id}-otp`}>
            {t('returning.otp')}
          </label>
          <input
            id={`${id}-otp`}
            className="field__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(event) => setOtp(event.currentTarget.value)}
            onKeyDown={onEnter(confirmOtp)}
            aria-invalid={problem ? true : undefined}
          />
        </div>
      ) : null}
      {problem ? (
        <p className="field__error" role="alert">
          {validationText(problem)}
        </p>
      ) : null}
      {status ? (
        <p className="notice" role="status">
          {status}
        </p>
      ) : null}
      {conflicts.length > 0 ? (
        <div className="notice" role="group" aria-label={t('returning.differ')}>
          <p>{t('returning.typedElse')}</p>
          <ul>
            {conflicts.map((c) => (
              <li key={c.field}>{t('returning.conflict', { label: c.label, typed: c.typed, saved: c.saved })}</li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            onClick={() => {
              for (const c of conflicts) write(c.field, c.saved);
              setStatus(t('returning.replaced', { fields: conflicts.map((c) => c.label).join(', ') }));
              setConflicts([]);
            }}
          >
            {t('returning.useSaved')}
          </button>{' '}
          <button type="button" className="button button--link" onClick={() => setConflicts([])}>
            {t('returning.keepTyped')}
          </button>
        </div>
      ) : null}
      <div className="form__actions">
        {step.at === 'mobile' ? (
          <button type="button" className="button" onClick={sendOtp} disabled={busy} aria-busy={busy || undefined}>
            {t('returning.sendOtp')}
          </button>
        ) : null}
        {step.at === 'otp' ? (
          <>
            <button type="button" className="button" onClick={confirmOtp} disabled={busy} aria-busy={busy || undefined}>
              {t('returning.confirmOtp')}
            </button>{' '}
            <button type="button" className="button button--link" onClick={restart}>
              {t('returning.changeMobile')}
            </button>
          </>
        ) : null}
        {step.at === 'done' ? (
          <button type="button" className="button button--link" onClick={restart}>
            {t('returning.another')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
