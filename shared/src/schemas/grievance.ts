// A complaint to the Grievance Redressal Officer (RBI Digital Lending Directions): the
// form on /b2c/grievance-redressal-policy and POST /api/grievances parse the same schema.
import { object, string, type InferType } from 'yup';
import { createFullNameSchema, emailSchema, mobileSchema } from './fields';
import { indiaMidnight } from './working-days';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';

const g = VALIDATION_TEXTS.grievance;

/** Days within which the Grievance Redressal Officer answers; after that the person may go to the RBI. */
export const GRIEVANCE_RESOLUTION_DAYS = 30;

/** Where an unresolved complaint goes after the officer (RBI Integrated Ombudsman Scheme). */
export const RBI_COMPLAINTS_PORTAL = 'https://cms.rbi.org.in';

export const GRIEVANCE_CATEGORIES = [
  'Loan or card application',
  'Interest, fees or charges',
  'Recovery or collection conduct',
  'Partner shop (vendor) service',
  'CA or registration service',
  'Payment or refund',
  'Privacy or consent',
  'Something else',
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/**
 * Each category's key in the `grievance` texts (shared/src/i18n/locales, `categories.<key>`): the
 * form submits and the API stores the English above, which is the category's code; only the words
 * a person reads change with the language.
 */
export const GRIEVANCE_CATEGORY_KEYS = {
  'Loan or card application': 'application',
  'Interest, fees or charges': 'charges',
  'Recovery or collection conduct': 'recovery',
  'Partner shop (vendor) service': 'partnerShop',
  'CA or registration service': 'caService',
  'Payment or refund': 'payment',
  'Privacy or consent': 'privacy',
  'Something else': 'other',
} as const satisfies Record<GrievanceCategory, string>;

export const GRIEVANCE_DETAILS_MIN = 20;
export const GRIEVANCE_DETAILS_MAX = 2000;

/** `GRV` and 8 digits: what the person quotes to follow their complaint. */
export const GRIEVANCE_REFERENCE_PATTERN = /^GRV\d{8}$/;

export const grievanceSchema = object({
  name: createFullNameSchema(),
  mobile: mobileSchema,
  email: emailSchema.notRequired().default(''),
  category: string()
    .required(g.categoryRequired)
    .oneOf([...GRIEVANCE_CATEGORIES], g.categoryRequired),
  details: string()
    .trim()
    .required(g.detailsRequired)
    .min(GRIEVANCE_DETAILS_MIN, fillTemplate(g.detailsTooShort, { min: GRIEVANCE_DETAILS_MIN }))
    .max(GRIEVANCE_DETAILS_MAX, fillTemplate(g.detailsTooLong, { max: GRIEVANCE_DETAILS_MAX })),
});
export type GrievanceInput = InferType<typeof grievanceSchema>;

export const grievanceLookupSchema = object({
  reference: string().trim().uppercase().required(g.referenceRequired).matches(GRIEVANCE_REFERENCE_PATTERN, g.referenceShape),
  mobile: mobileSchema,
});
export type GrievanceLookupInput = InferType<typeof grievanceLookupSchema>;

export const GRIEVANCE_STATUS_LABELS = {
  received: 'Received',
  in_progress: 'Being looked into',
  escalated: 'Escalated to our Principal Nodal Officer',
  resolved: 'Resolved',
} as const;
export type GrievanceStatus = keyof typeof GRIEVANCE_STATUS_LABELS;
export const GRIEVANCE_STATUSES = Object.keys(GRIEVANCE_STATUS_LABELS) as GrievanceStatus[];

/**
 * The grievance desk's state machine (issue 32): a complaint is looked into (an officer takes it
 * or answers it), may be escalated to the Principal Nodal Officer, and is resolved with a reason.
 * A resolved complaint stays resolved: a person still unhappy raises a new one or goes to the RBI.
 */
export const GRIEVANCE_TRANSITIONS: Record<GrievanceStatus, readonly GrievanceStatus[]> = {
  received: ['in_progress', 'escalated', 'resolved'],
  in_progress: ['escalated', 'resolved'],
  escalated: ['resolved'],
  resolved: [],
};

export const canMoveGrievance = (from: GrievanceStatus, to: GrievanceStatus) => GRIEVANCE_TRANSITIONS[from].includes(to);

/**
 * The date by which the officer answers: the end (midnight in India) of the 30th day after the
 * day the complaint arrived, India time, so "30 days" means the same to the person and the desk
 * whatever the hour it was sent.
 */
export function grievanceRespondBy(receivedAt: Date): Date {
  const DAY_MS = 24 * 60 * 60_000;
  return new Date(indiaMidnight(receivedAt).getTime() + (GRIEVANCE_RESOLUTION_DAYS + 1) * DAY_MS);
}

export const GRIEVANCE_REPLY_MAX = 2000;
export const GRIEVANCE_REASON_MAX = 500;
