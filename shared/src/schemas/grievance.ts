// A complaint to the Grievance Redressal Officer (RBI Digital Lending Directions): the
// form on /b2c/grievance-redressal-policy and POST /api/grievances parse the same schema.
import { object, string, type InferType } from 'yup';
import { createFullNameSchema, emailSchema, mobileSchema } from './fields';

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

export const GRIEVANCE_DETAILS_MIN = 20;
export const GRIEVANCE_DETAILS_MAX = 2000;

/** `GRV` and 8 digits: what the person quotes to follow their complaint. */
export const GRIEVANCE_REFERENCE_PATTERN = /^GRV\d{8}$/;

export const grievanceSchema = object({
  name: createFullNameSchema(),
  mobile: mobileSchema,
  email: emailSchema.notRequired().default(''),
  category: string()
    .required('Choose what the complaint is about')
    .oneOf([...GRIEVANCE_CATEGORIES], 'Choose what the complaint is about'),
  details: string()
    .trim()
    .required('Tell us what happened')
    .min(GRIEVANCE_DETAILS_MIN, `Tell us a little more (at least ${GRIEVANCE_DETAILS_MIN} characters)`)
    .max(GRIEVANCE_DETAILS_MAX, `Keep it under ${GRIEVANCE_DETAILS_MAX} characters`),
});
export type GrievanceInput = InferType<typeof grievanceSchema>;

export const grievanceLookupSchema = object({
  reference: string().trim().uppercase().required('Enter your complaint reference').matches(GRIEVANCE_REFERENCE_PATTERN, 'A reference looks like GRV12345678'),
  mobile: mobileSchema,
});
export type GrievanceLookupInput = InferType<typeof grievanceLookupSchema>;

export const GRIEVANCE_STATUS_LABELS = {
  received: 'Received',
  in_progress: 'Being looked into',
  resolved: 'Resolved',
} as const;
export type GrievanceStatus = keyof typeof GRIEVANCE_STATUS_LABELS;
