// CA and other services (docs/spec/product.md §§3, 4 and 7;
// docs/decisions/012-ca-service-requests.md): the one registry both the site and the API read. A
// service's name picks its submission call (docs/spec/product.md §4): no name means GST
// Registration, an unknown name is an error, never a silent fallback. Fees are integer paise before
// GST; every price is a multiple of ₹50 so the total with 18% GST is whole rupees (a checkout
// top-up is whole rupees).
import { mixed, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { createAddressSchema, createEmailSchema, createMobileSchema, createPanSchema, createPincodeSchema } from './fields';
import { GST_RATE_PERCENT } from './payments';

/** Limits a shop reads before it uploads and the server enforces (4xx beyond them). */
export const SERVICE_UPLOAD_LIMITS = {
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 10,
  /** What the content must be (checked by the server from the bytes, not the name). */
  accept: 'application/pdf,image/jpeg,image/png',
  acceptText: 'PDF, JPG or PNG',
} as const;

export const SERVICE_UPLOAD_MESSAGES = {
  limitsHint: `${SERVICE_UPLOAD_LIMITS.acceptText}, up to 5 MB a file and ${SERVICE_UPLOAD_LIMITS.maxFiles} files a request.`,
  tooLarge: 'Each file must be at most 5 MB',
  tooMany: `Send at most ${SERVICE_UPLOAD_LIMITS.maxFiles} files in one request`,
  wrongType: (label: string) => `${label} must be a PDF, JPG or PNG file`,
  required: (label: string) => `Attach ${label}`,
} as const;

/**
 * What a shop may keep waiting for its fee, and for how long. Unpaid requests hold documents we
 * have not been paid to look at, so they are capped per shop (count and stored bytes; one full
 * request of 10 × 5 MB always fits), submissions are rate-limited per shop, and an unpaid request
 * expires after `expiresAfterDays` with its files deleted.
 */
export const UNPAID_REQUEST_LIMITS = {
  maxRequestsPerShop: 5,
  maxBytesPerShop: 60 * 1024 * 1024,
  expiresAfterDays: 7,
  submissionsPerShopPerHour: 30,
} as const;

export const UNPAID_REQUEST_MESSAGES = {
  tooManyUnpaid: `You already have ${UNPAID_REQUEST_LIMITS.maxRequestsPerShop} requests waiting for their fee. Pay for one or withdraw it, then send this request again.`,
  tooManyBytes: `Your requests waiting for their fee already hold ${UNPAID_REQUEST_LIMITS.maxBytesPerShop / (1024 * 1024)} MB of documents. Pay for one or withdraw it, then send this request again.`,
  tooManySubmissions: 'You have sent many requests in the last hour. Please wait a while and try again.',
  expired: `The fee was not paid within ${UNPAID_REQUEST_LIMITS.expiresAfterDays} days, so the request and its documents were deleted. Please send it again if you still need it.`,
  /** Every fee is refunded to the wallet, including one first paid by card. */
  refunded: (amount: string) => `The fee of ${amount} is back in your wallet. A fee paid by card is refunded to your wallet as well.`,
} as const;

export type ServiceGroup = 'ca' | 'other';

export type ServiceFieldKind = 'text' | 'email' | 'tel' | 'pincode' | 'pan' | 'textarea' | 'select';

export interface ServiceField {
  name: string;
  label: string;
  kind: ServiceFieldKind;
  required: boolean;
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

export interface ServiceDocument {
  /** The multipart field name. */
  key: string;
  label: string;
  required: boolean;
  hint?: string;
}

export interface ServiceDefinition {
  /** The selected service name (docs/spec/product.md §4). */
  name: string;
  /** Short id used in URLs of the API (history filters) and as the wallet ledger's wording. */
  id: string;
  group: ServiceGroup;
  /** The site page (routes.md, mf-ca-services). */
  path: string;
  /** The submission call (docs/spec/product.md §7, or chosen here where the spec names none). */
  endpoint: string;
  summary: string;
  turnaround: string;
  /** Before GST, paise. */
  feePaise: number;
  fields: readonly ServiceField[];
  documents: readonly ServiceDocument[];
}

// ---------------------------------------------------------------------------------------------
// Fields and documents that many services share

const f = {
  applicantName: { name: 'applicantName', label: 'Applicant name', kind: 'text', required: true },
  mobile: { name: 'mobile', label: 'Mobile number', kind: 'tel', required: true },
  email: { name: 'email', label: 'Email', kind: 'email', required: true },
  pan: { name: 'pan', label: 'PAN', kind: 'pan', required: true, hint: '10 characters, as on the card (ABCDE1234F)' },
  businessName: { name: 'businessName', label: 'Business name', kind: 'text', required: true },
  address: { name: 'address', label: 'Address', kind: 'textarea', required: true },
  pinCode: { name: 'pinCode', label: 'PIN code', kind: 'pincode', required: true },
  notes: { name: 'notes', label: 'Anything we should know', kind: 'textarea', required: false },
} as const satisfies Record<string, ServiceField>;

const d = {
  panCard: { key: 'panCard', label: 'PAN card', required: true },
  aadhaar: {
    key: 'aadhaarCard',
    label: 'Aadhaar card (masked)',
    required: false,
    hint: 'Download the masked Aadhaar from UIDAI: only the last 4 digits show.',
  },
  aadhaarRequired: {
    key: 'aadhaarCard',
    label: 'Aadhaar card (masked)',
    required: true,
    hint: 'Download the masked Aadhaar from UIDAI: only the last 4 digits show.',
  },
  photo: { key: 'photograph', label: 'Photograph', required: true, hint: 'A recent passport-size photo on a plain background.' },
  photoOptional: { key: 'photograph', label: 'Photograph', required: false },
  addressProof: {
    key: 'addressProof',
    label: 'Address proof',
    required: true,
    hint: 'Electricity bill, property tax receipt or bank statement, at most 2 months old.',
  },
  rentOrNoc: { key: 'rentAgreement', label: 'Rent agreement or NOC', required: false, hint: 'When the premises are rented or belong to someone else.' },
  bankStatement: { key: 'bankStatement', label: 'Bank statement or cancelled cheque', required: false },
  other: { key: 'otherDocument', label: 'Any other document', required: false },
} as const satisfies Record<string, ServiceDocument>;

export const SERVICES: readonly ServiceDefinition[] = [
  {
    name: 'GST Registration',
    id: 'gst-registration',
    group: 'ca',
    path: '/vender/ca-services/gst-services/gst-registration',
    endpoint: '/ca/gst/gst-registration',
    summary: 'A GSTIN for a business whose turnover crosses the GST threshold, or that sells online or across states.',
    turnaround: '7 to 10 working days, longer if the officer asks for clarification or a site visit',
    feePaise: 1_500_00,
    fields: [
      f.applicantName,
      f.businessName,
      f.pan,
      f.mobile,
      f.email,
      f.address,
      f.pinCode,
      {
        name: 'constitution',
        label: 'Type of business',
        kind: 'select',
        required: true,
        options: [
          { value: 'proprietorship', label: 'Proprietorship' },
          { value: 'partnership', label: 'Partnership' },
          { value: 'llp', label: 'LLP' },
          { value: 'company', label: 'Private limited company' },
        ],
      },
    ],
    documents: [d.panCard, d.addressProof, d.aadhaar, d.photoOptional, d.rentOrNoc, d.bankStatement],
  },
  {
    name: 'GST Return',
    id: 'gst-return',
    group: 'ca',
    path: '/vender/ca-services/gst-services/gst-incometaxreturn',
    endpoint: '/ca/gst/gst-return',
    summary: 'Monthly or quarterly GSTR-1 and GSTR-3B, and the annual return, filed from the sales and purchase records.',
    turnaround: '2 to 3 working days before the due date once records are shared',
    feePaise: 500_00,
    fields: [
      f.applicantName,
      { name: 'gstin', label: 'GSTIN', kind: 'text', required: true, hint: '15 characters' },
      f.mobile,
      f.email,
      { name: 'period', label: 'Return period', kind: 'text', required: true, hint: 'For example: October 2026, or Q2 2026-27' },
    ],
    documents: [
      { key: 'salesRegister', label: 'Sales invoices or register', required: true },
      { key: 'purchaseRegister', label: 'Purchase invoices', required: false },
      d.bankStatement,
    ],
  },
  {
    name: 'Company Registration',
    id: 'company-registration',
    group: 'ca',
    path: '/vender/ca-services/company-registration',
    endpoint: '/ca/company-register/registration',
    summary: 'Incorporation of a private limited company or LLP with the Ministry of Corporate Affairs, including name approval, PAN and TAN.',
    turnaround: '10 to 15 working days, depending on name approval',
    feePaise: 7_000_00,
    fields: [
      f.applicantName,
      { name: 'proposedName', label: 'Proposed company name', kind: 'text', required: true },
      f.mobile,
      f.email,
      f.address,
      f.pinCode,
      {
        name: 'directors',
        label: 'Number of directors',
        kind: 'select',
        required: true,
        options: [
          { value: '2', label: '2' },
          { value: '3', label: '3' },
          { value: '4+', label: '4 or more' },
        ],
      },
    ],
    documents: [d.panCard, d.aadhaarRequired, d.photo, d.addressProof, { key: 'officeNoc', label: 'Registered office NOC', required: true }],
  },
  {
    name: 'New PAN Card',
    id: 'pan-new',
    group: 'ca',
    path: '/vender/ca-services/new-panCard',
    endpoint: '/ca/pancard/pan-registration',
    summary: 'A first Permanent Account Number for an individual or a business.',
    turnaround: 'e-PAN in about 2 working days; the physical card by post in about 15 days',
    feePaise: 200_00,
    fields: [
      f.applicantName,
      { name: 'fatherName', label: "Father's name", kind: 'text', required: true },
      { name: 'dateOfBirth', label: 'Date of birth', kind: 'text', required: true, hint: 'DD/MM/YYYY' },
      f.mobile,
      f.email,
      f.address,
      f.pinCode,
    ],
    documents: [d.aadhaarRequired, d.photo, { key: 'signature', label: 'Signature', required: true }],
  },
  {
    name: 'Duplicate PAN Card',
    id: 'pan-duplicate',
    group: 'ca',
    path: '/vender/ca-services/duplicate-panCard',
    endpoint: '/ca/pancard/duplicate-pan-registration',
    summary: 'A reprint of a lost or damaged PAN card with the same number.',
    turnaround: 'About 15 days for the card by post',
    feePaise: 200_00,
    fields: [f.applicantName, f.pan, f.mobile, f.email, f.address, f.pinCode],
    documents: [d.aadhaarRequired, d.photo, { key: 'oldPanCopy', label: 'Copy of the old PAN card', required: false }],
  },
  {
    name: 'PAN Correction',
    id: 'pan-correction',
    group: 'ca',
    path: '/vender/ca-services/correction-panCard',
    endpoint: '/ca/pancard/pan-correction',
    summary: "Change of name, date of birth, father's name, photograph or signature on an existing PAN.",
    turnaround: '15 to 20 days',
    feePaise: 250_00,
    fields: [
      f.applicantName,
      f.pan,
      f.mobile,
      f.email,
      { name: 'correction', label: 'What to correct', kind: 'textarea', required: true, hint: 'For example: spelling of the surname to "Deshpande".' },
    ],
    documents: [d.panCard, { key: 'proofOfCorrection', label: 'Proof of the correct detail', required: true }, d.photoOptional],
  },
  {
    name: 'IEC Registration',
    id: 'iec',
    group: 'ca',
    path: '/vender/ca-services/iec-registration',
    endpoint: '/ca/iec-registration/iec',
    summary: 'The DGFT code every business needs before it imports or exports goods or services.',
    turnaround: '1 to 3 working days',
    feePaise: 1_500_00,
    fields: [f.applicantName, f.businessName, f.pan, f.mobile, f.email, f.address, f.pinCode],
    documents: [d.panCard, d.aadhaarRequired, d.addressProof, { key: 'cancelledCheque', label: 'Cancelled cheque or bank certificate', required: true }],
  },
  {
    name: 'Trademark Registration',
    id: 'trademark',
    group: 'ca',
    path: '/vender/ca-services/trademark',
    endpoint: '/ca/trademark-registration/trademark',
    summary: 'Filing a brand name or logo with the Trade Marks Registry, after a search for conflicting marks.',
    turnaround: 'Application number within 2 working days; registration usually takes many months if no one objects',
    feePaise: 6_500_00,
    fields: [
      f.applicantName,
      f.pan,
      f.mobile,
      f.email,
      { name: 'mark', label: 'Brand name (word mark)', kind: 'text', required: true },
      { name: 'goodsClass', label: 'Goods or services', kind: 'textarea', required: true, hint: 'What the brand is used for; we pick the class.' },
    ],
    documents: [
      d.panCard,
      { key: 'logo', label: 'Logo', required: false },
      { key: 'msmeCertificate', label: 'MSME (Udyam) certificate', required: false, hint: 'For the lower government fee for small businesses.' },
    ],
  },
  {
    name: 'Digital Signature Certificate',
    id: 'dsc',
    group: 'ca',
    path: '/vender/ca-services/dsc',
    endpoint: '/ca/dsc-registration/dsc',
    summary: 'A Class 3 certificate on a USB token for signing GST, MCA, income-tax and tender filings.',
    turnaround: '1 to 2 working days after video verification',
    feePaise: 1_500_00,
    fields: [f.applicantName, f.pan, f.mobile, f.email, f.address, f.pinCode],
    documents: [d.panCard, d.aadhaarRequired, d.photo],
  },
  {
    name: 'Food Licence',
    id: 'food-licence',
    group: 'ca',
    path: '/vender/ca-services/food-license',
    endpoint: '/ca/food-license-registration/registration',
    summary: 'FSSAI basic registration, state licence or central licence for anyone making, storing, selling or serving food, by turnover.',
    turnaround: '7 to 30 days, depending on registration or licence and any inspection',
    feePaise: 2_000_00,
    fields: [
      f.applicantName,
      f.businessName,
      f.mobile,
      f.email,
      f.address,
      f.pinCode,
      {
        name: 'licenceType',
        label: 'Yearly turnover',
        kind: 'select',
        required: true,
        options: [
          { value: 'basic', label: 'Up to ₹12 lakh: FSSAI basic registration' },
          { value: 'state', label: '₹12 lakh to ₹20 crore: state licence' },
          { value: 'central', label: 'Above ₹20 crore: central licence' },
        ],
      },
      { name: 'products', label: 'Food products', kind: 'textarea', required: true },
    ],
    documents: [
      d.photo,
      { key: 'photoId', label: 'Photo ID of the owner', required: true },
      { key: 'premisesProof', label: 'Proof of premises', required: true },
      d.rentOrNoc,
    ],
  },
  {
    name: 'Other Registration',
    id: 'other-registration',
    group: 'ca',
    path: '/vender/ca-services/other-registration',
    endpoint: '/ca/other-registration/registration',
    summary: 'Shop and establishment, professional tax, partnership deed and other registrations: tell us which.',
    turnaround: 'We call within 1 working day with the timeline for the registration you need',
    feePaise: 1_000_00,
    fields: [f.applicantName, f.mobile, f.email, { name: 'registration', label: 'Registration needed', kind: 'text', required: true }, f.notes],
    documents: [d.panCard, d.aadhaar, d.other],
  },
  {
    name: 'MSME Registration',
    id: 'msme',
    group: 'other',
    path: '/vender/msme',
    endpoint: '/ca/msme-registration/msme',
    summary: 'Udyam registration that lets a small business claim MSME benefits such as priority lending and delayed-payment protection.',
    turnaround: 'Usually the same or next working day',
    feePaise: 500_00,
    fields: [f.applicantName, f.businessName, f.pan, f.mobile, f.email, f.address, f.pinCode],
    documents: [d.panCard, d.aadhaarRequired, d.bankStatement],
  },
  {
    name: 'Accounting and Taxation',
    id: 'accounting-taxation',
    group: 'other',
    path: '/vender/accounting-taxation',
    endpoint: '/ca/accounting-taxation/request',
    summary: 'Bookkeeping, income-tax returns and TDS filings for a small business, by a chartered accountant.',
    turnaround: 'A CA calls within 1 working day; filings by their due dates',
    feePaise: 2_500_00,
    fields: [
      f.applicantName,
      f.businessName,
      f.pan,
      f.mobile,
      f.email,
      {
        name: 'need',
        label: 'What you need',
        kind: 'select',
        required: true,
        options: [
          { value: 'itr', label: 'Income-tax return' },
          { value: 'bookkeeping', label: 'Monthly bookkeeping' },
          { value: 'tds', label: 'TDS returns' },
          { value: 'audit', label: 'Tax audit' },
        ],
      },
      f.notes,
    ],
    documents: [d.panCard, d.bankStatement, { key: 'form16', label: 'Form 16 or last return', required: false }],
  },
  {
    name: 'Website Development',
    id: 'website-development',
    group: 'other',
    path: '/vender/website-development',
    endpoint: '/web/webdev',
    summary: 'A mobile-friendly website for a shop or small business, with a domain, contact form and Google Maps listing.',
    turnaround: 'First draft in 7 working days',
    feePaise: 8_000_00,
    fields: [
      f.applicantName,
      f.businessName,
      f.mobile,
      f.email,
      {
        name: 'pages',
        label: 'Pages needed',
        kind: 'select',
        required: true,
        options: [
          { value: '1-5', label: 'Up to 5 pages' },
          { value: '6-10', label: '6 to 10 pages' },
          { value: 'shop', label: 'Online shop' },
        ],
      },
      { name: 'brief', label: 'About the business', kind: 'textarea', required: true },
    ],
    documents: [
      { key: 'logo', label: 'Logo', required: false },
      { key: 'content', label: 'Content or photos', required: false },
    ],
  },
  {
    name: 'Apply Visa',
    id: 'visa',
    group: 'other',
    path: '/vender/apply-visa',
    endpoint: '/visa/apply',
    summary: 'Tourist and business visa applications prepared and filed, with appointment booking.',
    turnaround: 'Application filed in 3 working days; the embassy decides the visa',
    feePaise: 1_500_00,
    fields: [
      f.applicantName,
      f.mobile,
      f.email,
      { name: 'country', label: 'Country', kind: 'text', required: true },
      {
        name: 'visaType',
        label: 'Visa type',
        kind: 'select',
        required: true,
        options: [
          { value: 'tourist', label: 'Tourist' },
          { value: 'business', label: 'Business' },
          { value: 'student', label: 'Student' },
        ],
      },
      { name: 'travelDate', label: 'Planned travel date', kind: 'text', required: true, hint: 'DD/MM/YYYY' },
    ],
    documents: [{ key: 'passport', label: 'Passport (front and back pages)', required: true }, d.photo, d.bankStatement],
  },
  {
    name: 'Social Media Handling',
    id: 'social-media',
    group: 'other',
    path: '/vender/social-media-handling',
    endpoint: '/social/social-media',
    summary: 'A month of posts, replies and a small ads budget managed on Facebook, Instagram and WhatsApp Business.',
    turnaround: 'Posting starts within 5 working days',
    feePaise: 5_000_00,
    fields: [
      f.applicantName,
      f.businessName,
      f.mobile,
      f.email,
      { name: 'handles', label: 'Existing pages or handles', kind: 'text', required: false },
      f.notes,
    ],
    documents: [
      { key: 'logo', label: 'Logo', required: false },
      { key: 'content', label: 'Photos of the business', required: false },
    ],
  },
  {
    name: 'Graphics Design',
    id: 'graphics-design',
    group: 'other',
    path: '/vender/graphics-design',
    endpoint: '/graphic-design/create',
    summary: 'Logo, visiting card, flyer or banner designed for print and WhatsApp, with two rounds of changes.',
    turnaround: 'First designs in 3 working days',
    feePaise: 1_000_00,
    fields: [
      f.applicantName,
      f.businessName,
      f.mobile,
      f.email,
      {
        name: 'design',
        label: 'What to design',
        kind: 'select',
        required: true,
        options: [
          { value: 'logo', label: 'Logo' },
          { value: 'card', label: 'Visiting card' },
          { value: 'flyer', label: 'Flyer' },
          { value: 'banner', label: 'Banner' },
        ],
      },
      { name: 'brief', label: 'Brief', kind: 'textarea', required: true },
    ],
    documents: [{ key: 'reference', label: 'Reference images', required: false }],
  },
];

/** docs/spec/product.md §4: the default selected service. */
export const DEFAULT_SERVICE_NAME = 'GST Registration';

export class UnknownServiceError extends Error {
  override readonly name = 'UnknownServiceError';
  constructor(readonly serviceName: string) {
    super(`Unknown service: ${serviceName}`);
  }
}

/**
 * The service a name selects (docs/spec/product.md §4): none given means GST Registration; a name
 * that is not in the registry throws, so a typo can never send a request to the wrong call.
 */
export function serviceNamed(name?: string | null): ServiceDefinition {
  const wanted = name ?? DEFAULT_SERVICE_NAME;
  const found = SERVICES.find((s) => s.name === wanted);
  if (!found) throw new UnknownServiceError(wanted);
  return found;
}

export const serviceById = (id: string) => SERVICES.find((s) => s.id === id);

/** Fee with GST, paise. */
export const serviceFeeWithGst = (service: Pick<ServiceDefinition, 'feePaise'>) => service.feePaise + Math.round((service.feePaise * GST_RATE_PERCENT) / 100);

export const SUBMISSION_STATUSES = [
  'awaiting_payment',
  'submitted',
  'documents_requested',
  'in_progress',
  'completed',
  'rejected',
  'withdrawn',
  'expired',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  submitted: 'Submitted',
  documents_requested: 'Documents requested',
  in_progress: 'In progress',
  completed: 'Completed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired (fee not paid)',
};

/** What a shop may still withdraw: before our team starts work. */
export const SHOP_WITHDRAWABLE: readonly SubmissionStatus[] = ['awaiting_payment', 'submitted'];

function fieldSchema(field: ServiceField) {
  const required = `${field.label} is required`;
  let schema;
  switch (field.kind) {
    case 'email':
      schema = createEmailSchema({ messages: { required } });
      break;
    case 'tel':
      schema = createMobileSchema({ messages: { required } });
      break;
    case 'pincode':
      schema = createPincodeSchema({ messages: { required } });
      break;
    case 'pan':
      schema = createPanSchema({ messages: { required } });
      break;
    case 'textarea':
      schema =
        field.name === 'address'
          ? createAddressSchema({ messages: { required } })
          : string().trim().max(2000, `${field.label} must be at most 2000 characters`);
      break;
    case 'select':
      schema = string().oneOf([...(field.options ?? []).map((o) => o.value), ''], `Choose ${field.label.toLowerCase()}`);
      break;
    default:
      schema = string().trim().max(200, `${field.label} must be at most 200 characters`);
  }
  if (field.required) return (schema as ReturnType<typeof string>).required(field.kind === 'select' ? `Choose ${field.label.toLowerCase()}` : required);
  return (schema as ReturnType<typeof string>).optional().default('');
}

/** What the schema needs of a browser File (the API has no DOM types). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** A field's files: an array (the file field's own list) or an input's FileList. */
const fileListOf = (value: unknown): readonly FileLike[] => {
  if (Array.isArray(value)) return value as FileLike[];
  if (value && typeof value === 'object' && 'length' in value && 'item' in value) return Array.from(value as ArrayLike<FileLike>);
  return [];
};

/** The text fields of a service: the server parses the multipart key/values with this. */
export function serviceDetailsSchema(service: ServiceDefinition): ObjectSchema<Record<string, string>, AnyObject, unknown, ''> {
  return object(Object.fromEntries(service.fields.map((field) => [field.name, fieldSchema(field)]))).noUnknown(
    'Unknown field in the request',
  ) as unknown as ObjectSchema<Record<string, string>, AnyObject, unknown, ''>;
}

/**
 * The whole form in the browser: the text fields plus one file list per document (required ones
 * need a file; size and count are checked here too, to save a wasted upload; the type is the
 * server's to decide from the content).
 */
export function serviceFormSchema(service: ServiceDefinition): ObjectSchema<Record<string, unknown>, AnyObject, unknown, ''> {
  const files = Object.fromEntries(
    service.documents.map((doc) => [
      doc.key,
      mixed()
        .test('required', SERVICE_UPLOAD_MESSAGES.required(doc.label), (value) => !doc.required || fileListOf(value).length > 0)
        .test('size', SERVICE_UPLOAD_MESSAGES.tooLarge, (value) => fileListOf(value).every((file) => file.size <= SERVICE_UPLOAD_LIMITS.maxFileBytes))
        .test('count', SERVICE_UPLOAD_MESSAGES.tooMany, function count() {
          const all = service.documents.reduce((n, other) => n + fileListOf((this.parent as Record<string, unknown>)[other.key]).length, 0);
          return all <= SERVICE_UPLOAD_LIMITS.maxFiles;
        }),
    ]),
  );
  return serviceDetailsSchema(service).shape(files).noUnknown(false) as unknown as ObjectSchema<Record<string, unknown>, AnyObject, unknown, ''>;
}

/** The documents' files of a form value, in the order they are sent. */
export const filesOfDocument = fileListOf;
