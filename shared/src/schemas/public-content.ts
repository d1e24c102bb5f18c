// Payloads of the public site's careers and partner-programme forms
// (docs/decisions/014-public-content-store-and-page-meta.md). The API parses the same schemas, so
// the forms and the server give the same messages.
import { mixed, number, object, string, type InferType } from 'yup';
import { noticeConsentField } from './consent';
import { emailSchema, fullNameSchema, mobileSchema, pincodeSchema } from './fields';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';

export const JOB_TYPES = ['Full time', 'Part time', 'Work from home', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Largest résumé accepted, bytes (2 MB). */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_MESSAGES = VALIDATION_TEXTS.resume;

const p = VALIDATION_TEXTS.publicForms;

const cityField = string()
  .trim()
  .required(p.cityRequired)
  .max(60, fillTemplate(p.cityTooLong, { max: 60 }));

/** The text fields of an application (`/apply/:jobId`, `/career-remote-form`); the résumé is a file part. */
export const careerApplicationSchema = object({
  name: fullNameSchema,
  email: emailSchema,
  city: cityField,
  experienceYears: number()
    .typeError(p.experienceRequired)
    .required(p.experienceRequired)
    .integer(p.wholeYears)
    .min(0, p.experienceNegative)
    .max(50, fillTemplate(p.experienceTooLong, { max: 50 })),
});
export type CareerApplicationInput = InferType<typeof careerApplicationSchema>;

/** What the checks read of a browser File (structural, so the API compiles without DOM types). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}
/** A file input's value: its FileList (what forms keep) or one File. */
export type PickedFiles = ArrayLike<PickedFile> | PickedFile;

const firstFile = (value: unknown): PickedFile | undefined =>
  value && typeof (value as ArrayLike<PickedFile>).length === 'number'
    ? ((value as ArrayLike<PickedFile>)[0] ?? undefined)
    : (value as PickedFile | undefined) || undefined;

/** The résumé field of the form; the server checks the bytes themselves. */
export const resumeFileSchema = mixed<PickedFiles>()
  .test('required', RESUME_MESSAGES.required, (value) => !!firstFile(value))
  .test('pdf', RESUME_MESSAGES.type, (value) => {
    const file = firstFile(value);
    return !file || file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  })
  .test('size', RESUME_MESSAGES.size, (value) => {
    const file = firstFile(value);
    return !file || file.size <= RESUME_MAX_BYTES;
  });

/** /apply/:jobId: the application, the mobile to confirm by OTP, and the résumé. */
// The forms' consent box (the careers notice); the API records the notice the request names.
export const jobApplicationFormSchema = careerApplicationSchema.shape({ mobile: mobileSchema, resume: resumeFileSchema, consent: noticeConsentField() });
export type JobApplicationFormInput = InferType<typeof jobApplicationFormSchema>;

/** /career-remote-form: the work-from-home registration (no résumé asked). */
export const remoteWorkFormSchema = careerApplicationSchema.shape({ mobile: mobileSchema, consent: noticeConsentField() });
export type RemoteWorkFormInput = InferType<typeof remoteWorkFormSchema>;

export const PARTNER_PROGRAMMES = ['franchise', 'distributor', 'become-partner'] as const;
export type PartnerProgramme = (typeof PARTNER_PROGRAMMES)[number];

/** POST /api/partner-leads */
export const partnerLeadSchema = object({
  programme: string()
    .required()
    .oneOf([...PARTNER_PROGRAMMES], p.programmeRequired),
  name: fullNameSchema,
  mobile: mobileSchema,
  email: emailSchema,
  city: cityField,
  pinCode: pincodeSchema,
  business: string()
    .trim()
    .required(p.businessRequired)
    .max(120, fillTemplate(p.atMost, { max: 120 })),
  message: string()
    .trim()
    .max(1000, fillTemplate(p.atMost, { max: 1000 }))
    .default(''),
});
export type PartnerLeadInput = InferType<typeof partnerLeadSchema>;
/** The programme pages' form: the lead plus the partner-programme notice's box. */
export const partnerLeadFormSchema = partnerLeadSchema.shape({ consent: noticeConsentField() });
export type PartnerLeadFormInput = InferType<typeof partnerLeadFormSchema>;

// Lending partners (RBI Digital Lending Directions ask a platform to list the banks and
// NBFCs it works with). Served by GET /api/lending-partners, shown on /loan-services.
export const LENDER_KINDS = ['bank', 'nbfc'] as const;
export type LenderKind = (typeof LENDER_KINDS)[number];

export interface LendingPartnerProduct {
  /** The application form's slug (or `education-loan`). */
  product: string;
  name: string;
  /** Lowest rate of the lender's rate grid, % p.a. (reducing balance). */
  fromRate: number;
  /** Processing fee, % of the amount, before GST. */
  processingFeePercent: number;
  /** Tenure the APR example is worked over, months. */
  months: number;
}

export interface LendingPartner {
  id: string;
  name: string;
  kind: LenderKind;
  rbiRegistration: string;
  registrationStatus: string;
  products: LendingPartnerProduct[];
  grievance: { name: string; phone: string; email: string };
  website: string;
  /** A made-up lender of the demo: the site says so beside it. */
  demo: boolean;
}
