// A product form as data (docs/architecture.md, "shared, the library"): its fields, the schema that
// validates them, where it is sent and how the values become the request body. `<ProductForm
// definition=… />` (form-engine.tsx) renders any definition, so adding a product is adding one of
// these.
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';
import type { ConsentPurpose } from '@platform/shared/schemas';
import type { SelectOption } from './select-field';
import type { PRODUCT_APPLICATION_CONTRACTS, ResponseOf, submitEnquiry } from '@platform/shared/contracts';

export type ProductFieldKind = 'text' | 'email' | 'tel' | 'amount' | 'number' | 'select' | 'textarea' | 'checkbox';

export interface ProductField {
  /** The form value's name; a schema key. Several checkboxes may share one (both consents). */
  name: string;
  kind: ProductFieldKind;
  label: ReactNode;
  hint?: ReactNode;
  /** Choices of a `select`. */
  options?: readonly SelectOption[];
  placeholder?: string;
  autoComplete?: string;
  /**
   * A query parameter that pre-fills this field and locks it when present (a referral link's
   * `referral`): the person sees the value and cannot change it.
   */
  lockedFromQuery?: string;
  /** Half-width fields sit two to a row on wide screens. */
  width?: 'half' | 'full';
}

/**
 * What the API answers to a submission, as the contracts say (docs/spec/product.md §7): an
 * enquiry's answer carries its `inquiryToken`, a product application's its `applicationId`. Types
 * only: a form page does not load the contracts' schemas.
 */
export type SubmissionAnswer = ResponseOf<typeof submitEnquiry> | ResponseOf<(typeof PRODUCT_APPLICATION_CONTRACTS)[number]>;

/** What happens once the server has accepted a submission. */
export interface AfterSuccess<TValues> {
  /** Keep the answer's `inquiryToken` as the session's InquiryToken (docs/spec/product.md §§3 and 4). */
  storeInquiryToken?: boolean;
  /** Where to go next. */
  redirectTo: string;
  /** docs/spec/product.md §9: 3 seconds after an enquiry, so the success notice can be read. */
  redirectDelayMs: number;
  /**
   * What the next page needs to know, as router state; also kept in sessionStorage (see
   * `enquiryHandoff`) so that a reload of the next page still has it.
   */
  handoff?: (values: TValues, answer: SubmissionAnswer) => Record<string, unknown>;
}

export interface ProductFormDefinition<TValues extends FieldValues = FieldValues, TPayload = unknown> {
  /** Names the draft and the idempotency key in sessionStorage; unique per form. */
  id: string;
  /** The form's heading ("Education Loan Application"). */
  title: string;
  fields: readonly ProductField[];
  schema: ObjectSchema<TValues, AnyObject, unknown, ''>;
  defaultValues: DefaultValues<TValues>;
  /** The endpoint of docs/spec/product.md §7, or a rule picking one from the payload. */
  endpoint: string | ((payload: TPayload) => string);
  /** The validated form (and the page's query string) as the request body. */
  toPayload: (values: TValues, query: URLSearchParams) => TPayload;
  submitLabel: string;
  /** Shown when the server accepts but says nothing. */
  successMessage: string;
  /** docs/spec/product.md §8: shown when the server answers `success: false` without a message. */
  failureMessage: string;
  afterSuccess?: AfterSuccess<TValues>;
  /**
   * The consent notice the form's checkboxes show (see consentFields): the form names its
   * version in the CONSENT_NOTICE_HEADER so the server records what was agreed to.
   */
  consent?: ConsentPurpose;
}

/** The spec's fallback for an enquiry the server declined without saying why (docs/spec/product.md §8). */
export const ENQUIRY_NOT_SUBMITTED_MESSAGE = 'Your inquiry has not submitted';

// ---------------------------------------------------------------------------------------------
// Drafts and idempotency keys, kept in sessionStorage per form

const DRAFT_PREFIX = 'productFormDraft:';

type StoredDraft = {
  values?: Record<string, unknown>;
  /** The key of the last attempt and the body it was sent with. */
  attempt?: { key: string; fingerprint: string };
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy mode): the form still works, it just forgets on reload.
    return null;
  }
}

function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The same body in any key order gives the same fingerprint. */
export function fingerprintOf(payload: unknown): string {
  const normalise = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(normalise);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return JSON.stringify(normalise(payload)) ?? '';
}

export interface FormDraftStore {
  readValues(): Record<string, unknown> | undefined;
  saveValues(values: Record<string, unknown>): void;
  /**
   * The Idempotency-Key for sending `payload`: the previous attempt's key when the body is the
   * same (a retry after a lost answer is then stored once), a new one when it changed (the server
   * refuses a key reused for a different body).
   */
  idempotencyKeyFor(payload: unknown): string;
  /** After success: the draft and the key go, so the next application is a new one. */
  clear(): void;
}

export function formDraftStore(formId: string): FormDraftStore {
  const key = `${DRAFT_PREFIX}${formId}`;
  const read = (): StoredDraft => {
    try {
      const raw = storage()?.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : undefined;
      return parsed && typeof parsed === 'object' ? (parsed as StoredDraft) : {};
    } catch {
      return {};
    }
  };
  const write = (draft: StoredDraft) => {
    try {
      storage()?.setItem(key, JSON.stringify(draft));
    } catch {
      // Quota or disabled storage: losing a draft must not break the form.
    }
  };
  return {
    readValues: () => {
      const values = read().values;
      return values && typeof values === 'object' ? values : undefined;
    },
    saveValues: (values) => write({ ...read(), values }),
    idempotencyKeyFor(payload) {
      const draft = read();
      const fingerprint = fingerprintOf(payload);
      if (draft.attempt && draft.attempt.fingerprint === fingerprint) return draft.attempt.key;
      const attempt = { key: newIdempotencyKey(), fingerprint };
      write({ ...draft, attempt });
      return attempt.key;
    },
    clear: () => {
      storage()?.removeItem(key);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Handing an enquiry over to the OTP page

const HANDOFF_KEY = 'pendingEnquiry';

/** What the OTP page needs: where the OTP went, what was applied for, and the product's image. */
export interface EnquiryHandoff {
  mobile: string;
  service: string;
  image: string;
  /** When the OTP was sent (ms since epoch): the resend cooldown counts from here. */
  otpSentAt: number;
}

function isEnquiryHandoff(value: unknown): value is EnquiryHandoff {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.mobile === 'string' && typeof v.service === 'string' && typeof v.image === 'string' && typeof v.otpSentAt === 'number';
}

export const enquiryHandoff = {
  save(handoff: EnquiryHandoff) {
    try {
      storage()?.setItem(HANDOFF_KEY, JSON.stringify(handoff));
    } catch {
      // Router state still carries it on this navigation.
    }
  },
  /** Router state first (the navigation that just happened), else what survived a reload. */
  read(routerState?: unknown): EnquiryHandoff | null {
    if (isEnquiryHandoff(routerState)) return routerState;
    try {
      const raw = storage()?.getItem(HANDOFF_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isEnquiryHandoff(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  clear() {
    storage()?.removeItem(HANDOFF_KEY);
  },
  isHandoff: isEnquiryHandoff,
};
