// The two-step card application is one application: what form-1 took is kept (sessionStorage, this
// tab only) until form-2 sends both, so a reload or Back between the steps loses nothing. One
// Idempotency-Key per application makes a resend after a lost answer file it once.
const KEY = 'vendorCardApplication';

export interface CardApplicationDraft {
  applicant?: Record<string, unknown>;
  /** form-1 was completed and checked. */
  applicantDone?: boolean;
  employment?: Record<string, unknown>;
  idempotencyKey?: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCardDraft(): CardApplicationDraft {
  try {
    const raw = storage()?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as CardApplicationDraft) : {};
  } catch {
    return {};
  }
}

export function saveCardDraft(change: Partial<CardApplicationDraft>): CardApplicationDraft {
  const next = { ...readCardDraft(), ...change };
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: the steps still work within this page view.
  }
  return next;
}

export function clearCardDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

export function idempotencyKeyOf(draft: CardApplicationDraft): string {
  if (draft.idempotencyKey) return draft.idempotencyKey;
  const key = crypto.randomUUID();
  saveCardDraft({ idempotencyKey: key });
  return key;
}
