// One lead lifecycle for every enquiry, product application and card application (api/README.md,
// "Leads"). The statuses and the allowed moves between them are data: the telecaller console offers
// only the next steps listed here, and the API refuses any move not listed (for the caller's role).
import { array, boolean, number, object, string, type InferType } from 'yup';
import { createAmountSchema, createIfscSchema, emailSchema, fullNameSchema, mobileSchema, pincodeSchema, PINCODE_LENGTH } from './fields';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';

const l = VALIDATION_TEXTS.leads;

export const LEAD_STATUSES = [
  'new',
  'contacted',
  'interested',
  'not_interested',
  'documents_pending',
  'logged_in',
  'sanctioned',
  'disbursed',
  'rejected',
  'closed',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What people read: the same words on the console, the customer's history and the shop's. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  interested: 'Interested',
  not_interested: 'Not interested',
  documents_pending: 'Documents pending',
  logged_in: 'Logged in at the bank',
  sanctioned: 'Sanctioned',
  disbursed: 'Disbursed',
  rejected: 'Rejected',
  closed: 'Closed',
};

/**
 * A customer acts on a lead only by withdrawing their consent, which closes it. An operations
 * admin acts on one only to confirm what the bank decided when no banker of that bank can.
 */
export type LeadActorRole = 'telecaller' | 'banker' | 'customer' | 'admin';

/**
 * Every allowed move, and who may make it. Telecallers work a lead up to filing it with the bank;
 * after that the bank's answer (sanction, disbursal, rejection) is recorded by the banker the
 * lead was routed to, or by the telecaller when the bank tells them first. Until the loan is
 * disbursed, the customer may end it all by withdrawing the consent it rests on.
 */
export const LEAD_TRANSITIONS: Record<LeadStatus, Partial<Record<LeadStatus, readonly LeadActorRole[]>>> = {
  new: { contacted: ['telecaller'], not_interested: ['telecaller'], closed: ['telecaller', 'customer'] },
  contacted: { interested: ['telecaller'], not_interested: ['telecaller'], closed: ['telecaller', 'customer'] },
  interested: { documents_pending: ['telecaller'], not_interested: ['telecaller'], closed: ['telecaller', 'customer'] },
  // A customer who said no may change their mind on a later call.
  not_interested: { contacted: ['telecaller'], interested: ['telecaller'], closed: ['telecaller', 'customer'] },
  documents_pending: { logged_in: ['telecaller'], not_interested: ['telecaller'], closed: ['telecaller', 'customer'] },
  logged_in: { sanctioned: ['banker', 'telecaller'], rejected: ['banker', 'telecaller'], closed: ['customer'] },
  sanctioned: { disbursed: ['banker', 'telecaller'], rejected: ['banker', 'telecaller'], closed: ['customer'] },
  disbursed: {},
  rejected: {},
  closed: {},
};

/** Moves that must say why (a rejection or a closure without a reason helps nobody). */
export const REASON_REQUIRED: readonly LeadStatus[] = ['rejected', 'closed', 'not_interested'];

/**
 * The bank's decisions. Each carries the facts the bank gave (what was sanctioned, what was paid
 * out, when, under which reference) and a note; a shop's commission is computed on the disbursed
 * amount recorded here, never on the amount the applicant asked for.
 */
export const BANK_DECISIONS = ['sanctioned', 'disbursed'] as const;
export type BankDecision = (typeof BANK_DECISIONS)[number];
export const isBankDecision = (status: unknown): status is BankDecision => status === 'sanctioned' || status === 'disbursed';

/** Steps the customer gets an SMS for and the shop is told about. */
export const KEY_LEAD_STEPS: readonly LeadStatus[] = ['contacted', 'documents_pending', 'logged_in', 'sanctioned', 'disbursed', 'rejected', 'closed'];

/** Statuses nothing follows: the lead leaves the telecaller's open work. */
export const FINAL_LEAD_STATUSES: readonly LeadStatus[] = ['disbursed', 'rejected', 'closed'];

export const isLeadStatus = (value: unknown): value is LeadStatus => typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);

/** The statuses `role` may move a lead in `from` to, in the order the table lists them. */
export function nextLeadStatuses(from: LeadStatus, role: LeadActorRole): LeadStatus[] {
  return Object.entries(LEAD_TRANSITIONS[from])
    .filter(([, roles]) => roles!.includes(role))
    .map(([to]) => to as LeadStatus);
}

export function canMoveLead(from: LeadStatus, to: LeadStatus, role: LeadActorRole): boolean {
  return LEAD_TRANSITIONS[from][to]?.includes(role) ?? false;
}

export const LEAD_NOTE_MAX_LENGTH = 1000;

const note = string()
  .trim()
  .max(LEAD_NOTE_MAX_LENGTH, fillTemplate(l.noteTooLong, { max: LEAD_NOTE_MAX_LENGTH }));

const statusField = string()
  .required(l.outcomeRequired)
  .oneOf(['', ...LEAD_STATUSES], l.statusFromList);

/** The note a move needs: why, for a refusal; what the bank said, for a decision. */
const noteFor = (statusKey: string) =>
  note.when(statusKey, ([status], s) =>
    isBankDecision(status)
      ? s.required(l.decisionNote)
      : (REASON_REQUIRED as readonly unknown[]).includes(status)
        ? s.required(l.reasonRequired)
        : s.optional(),
  );

export const BANK_RATE_MAX_PERCENT = 60;
export const BANK_TENURE_MAX_MONTHS = 480;
export const LENDER_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/ -]{2,39}$/;

/** Today in India (IST, no daylight saving), as YYYY-MM-DD. */
export const indianToday = (now = new Date()) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

const onlyFor = (decision: BankDecision) => ({ is: (status: unknown) => status === decision });

/**
 * The facts of a sanction (amount, rate, tenure) and of a disbursal (amount, date, the lender's
 * reference), required exactly when the move records that decision and dropped otherwise.
 */
const decisionFacts = (statusKey: string) => ({
  sanctionedAmount: createAmountSchema({ messages: { required: l.sanctionedRequired } })
    .optional()
    .when(statusKey, { ...onlyFor('sanctioned'), then: (s) => s.required(l.sanctionedRequired), otherwise: (s) => s.strip() }),
  interestRate: number()
    .transform((value, original) =>
      original === '' || original == null ? undefined : typeof original === 'string' ? Number(original.replace(/%/g, '').trim()) : value,
    )
    .typeError(l.rateNotANumber)
    .optional()
    .when(statusKey, {
      ...onlyFor('sanctioned'),
      then: (s) =>
        s
          .required(l.rateRequired)
          .moreThan(0, l.rateMoreThanZero)
          .max(BANK_RATE_MAX_PERCENT, fillTemplate(l.rateMax, { max: BANK_RATE_MAX_PERCENT }))
          .test('two-decimals', l.rateDecimals, (v) => v === undefined || Math.abs(v * 100 - Math.round(v * 100)) < 1e-9),
      otherwise: (s) => s.strip(),
    }),
  tenureMonths: number()
    .transform((value, original) => (original === '' || original == null ? undefined : typeof original === 'string' ? Number(original.trim()) : value))
    .typeError(l.tenureNotANumber)
    .optional()
    .when(statusKey, {
      ...onlyFor('sanctioned'),
      then: (s) =>
        s
          .required(l.tenureRequired)
          .integer(l.tenureWhole)
          .min(1, l.tenureMin)
          .max(BANK_TENURE_MAX_MONTHS, fillTemplate(l.tenureMax, { max: BANK_TENURE_MAX_MONTHS })),
      otherwise: (s) => s.strip(),
    }),
  disbursedAmount: createAmountSchema({ messages: { required: l.disbursedRequired } })
    .optional()
    .when(statusKey, { ...onlyFor('disbursed'), then: (s) => s.required(l.disbursedRequired), otherwise: (s) => s.strip() }),
  disbursedOn: string()
    .trim()
    .optional()
    .when(statusKey, {
      ...onlyFor('disbursed'),
      then: (s) =>
        s
          .required(l.disbursalDateRequired)
          .matches(/^\d{4}-\d{2}-\d{2}$/, l.disbursalDateShape)
          .test('real-date', l.disbursalDateShape, (v) => !v || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
          .test('not-future', l.disbursalDateFuture, (v) => !v || v <= indianToday()),
      otherwise: (s) => s.strip(),
    }),
  lenderReference: string()
    .trim()
    .optional()
    .when(statusKey, {
      ...onlyFor('disbursed'),
      then: (s) => s.required(l.lenderReferenceRequired).matches(LENDER_REFERENCE_PATTERN, l.lenderReferenceShape),
      otherwise: (s) => s.strip(),
    }),
});

/**
 * POST /telecaller/leads/:id/outcome, and the telecaller form. `status` is the lead's status
 * after the call (the same status when it did not change); `nextCallAt` schedules a call-back.
 * A telecaller may record what the bank told them; it waits for the bank's confirmation.
 */
export const callOutcomeSchema = object({
  status: statusField,
  note: noteFor('status'),
  nextCallAt: string()
    .trim()
    .optional()
    .test('date', l.dateTime, (value) => !value || !Number.isNaN(Date.parse(value))),
  ...decisionFacts('status'),
});
export type CallOutcomeInput = InferType<typeof callOutcomeSchema>;

/** POST /banker/leads/:id/status: a banker records the bank's answer, with its facts. */
export const bankerDecisionSchema = object({
  status: string()
    .required(l.bankDecisionRequired)
    .oneOf([...LEAD_STATUSES], l.statusFromList),
  note: noteFor('status'),
  ...decisionFacts('status'),
});
export type BankerDecisionInput = InferType<typeof bankerDecisionSchema>;

/**
 * POST /banker/leads/:id/confirm (and the admin's): the bank confirms a decision a telecaller
 * recorded, with the facts as the bank has them (they replace what was reported).
 */
export const bankConfirmationSchema = object({
  decision: string()
    .required(l.confirmDecision)
    .oneOf([...BANK_DECISIONS], l.sanctionedOrDisbursed),
  note: note.optional(),
  ...decisionFacts('decision'),
});
export type BankConfirmationInput = InferType<typeof bankConfirmationSchema>;

// ---------------------------------------------------------------------------------------------
// Telecaller profile

export const TELECALLER_LANGUAGES = [
  'English',
  'Hindi',
  'Marathi',
  'Gujarati',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Bengali',
  'Punjabi',
  'Odia',
] as const;

const timeOfDay = (required: string, shape: string) =>
  string()
    .required(required)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, shape);

/** PUT /telecaller/profile */
export const telecallerProfileSchema = object({
  languages: array(
    string()
      .required()
      .oneOf([...TELECALLER_LANGUAGES], l.languagesFromList),
  )
    .required(l.languagesRequired)
    .min(1, l.languagesRequired),
  shiftStart: timeOfDay(l.shiftStartRequired, l.shiftStartShape),
  shiftEnd: timeOfDay(l.shiftEndRequired, l.shiftEndShape).test('after', l.shiftOrder, function after(value) {
    const start = this.parent.shiftStart as string | undefined;
    return !start || !value || value > start;
  }),
  onDuty: boolean().required().typeError(l.onDuty),
});
export type TelecallerProfileInput = InferType<typeof telecallerProfileSchema>;

// ---------------------------------------------------------------------------------------------
// Bankers

export const BANKER_PRODUCTS = [
  'Personal loan',
  'Home loan',
  'Loan against property',
  'Business loan',
  'Education loan',
  'Used car loan',
  'Credit card',
] as const;

export const BANKER_PINCODES_MAX = 50;

/** "411001, 411002 411003" → ["411001", "411002", "411003"] (the form takes one text box). */
export function parsePincodeList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const requiredText = (message: string, max = 100) => string().trim().required(message).max(max, fillTemplate(VALIDATION_TEXTS.text.tooLong, { max }));

/** POST /banker/register: the banker's details, confirmed by an OTP to the mobile number. */
export const bankerDetailsSchema = object({
  username: fullNameSchema,
  mobile: mobileSchema,
  email: emailSchema,
  /**
   * The lender the banker works for, one of the listed lending partners (the server checks the id):
   * leads whose customer chose that lender come only to its bankers, so a banker cannot name a
   * bank as free text. The profile's bank name is the lender's name.
   */
  lenderId: requiredText(l.lenderRequired),
  branch: requiredText(l.branchRequired),
  ifsc: createIfscSchema(),
  designation: requiredText(l.designationRequired),
  products: array(
    string()
      .required()
      .oneOf([...BANKER_PRODUCTS], l.productsFromList),
  )
    .required(l.productsRequired)
    .min(1, l.productsRequired),
  pincodes: array(pincodeSchema)
    .transform((_, original: unknown) => parsePincodeList(original))
    .required(l.pincodesRequired)
    .min(1, l.pincodesRequired)
    .max(BANKER_PINCODES_MAX, fillTemplate(l.pincodesMax, { max: BANKER_PINCODES_MAX }))
    .typeError(fillTemplate(l.pincodesShape, { length: PINCODE_LENGTH })),
});
export type BankerDetailsInput = InferType<typeof bankerDetailsSchema>;
