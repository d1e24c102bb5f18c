// What the last save of a lender form came to, kept beside the form: the toast goes, this stays.
// In the reader's language, as the toast is: a success by the API's answer (its code, or the
// catalogued message it is), a refusal by the failure's stable code. An English reader sees the
// API's English exactly as it was sent.
import { getErrorMessage, useApiSuccessText, type SuccessAnswer } from '@platform/shared';
import { texts } from './texts';

export type Outcome = { saved: true; answer: SuccessAnswer } | { saved: false; error: unknown } | null;

/** The codes the lender's saves are refused with (a 409 for a stale page, a 404, a 400, a 403): texts.ts's `refusal`. */
const REFUSAL_CODES = ['request.conflict', 'request.not-found-here', 'request.invalid-input', 'auth.forbidden-here'] as const;
type RefusalCode = (typeof REFUSAL_CODES)[number];
const isRefusalCode = (code: unknown): code is RefusalCode => (REFUSAL_CODES as readonly unknown[]).includes(code);

/** The API's failure as the API client raised it (an ApiError, matched by name: this area does not load the client's entry for it). */
function apiFailure(error: unknown): { message: string; code: unknown } | undefined {
  return error instanceof Error && error.name === 'ApiError' ? { message: error.message, code: (error as { code?: unknown }).code } : undefined;
}

function Saved({ answer }: { answer: SuccessAnswer }) {
  // Empty for the moment a Hindi or Marathi reader's table takes to arrive; the region stays put.
  return <p role="status">{useApiSuccessText(answer)}</p>;
}

function Refused({ error }: { error: unknown }) {
  const { t, language } = texts.useTexts();
  const failure = apiFailure(error);
  let text: string;
  if (failure && language === 'en') text = failure.message;
  else if (failure && isRefusalCode(failure.code)) text = t(`refusal.${failure.code}`);
  // A catalogued failure (a session ended, the server's own error) in the reader's language, as the
  // API client gives it; any other keeps the API's specific English (decision 049).
  else text = getErrorMessage(error);
  return (
    <p className="data-error" role="alert">
      {text}
    </p>
  );
}

export function SaveOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.saved ? <Saved answer={outcome.answer} /> : <Refused error={outcome.error} />;
}
