// CA and other services (docs/spec/product.md §§3, 4 and 7;
// docs/decisions/012-ca-service-requests.md): the one registry both the site and the API read (its
// entries, data only, are in ca-services-catalogue.ts; what they mean is here). A service's name
// picks its submission call (docs/spec/product.md §4): no name means GST Registration, an unknown
// name is an error, never a silent fallback. Fees are integer paise before
// GST; every price is a multiple of ₹50 so the total with 18% GST is whole rupees (a checkout
// top-up is whole rupees).
import { mixed, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { createAddressSchema, createEmailSchema, createMobileSchema, createPanSchema, createPincodeSchema } from './fields';
import { GST_RATE_PERCENT } from './payments';
import { SERVICES } from './ca-services-catalogue';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';

/** Limits a shop reads before it uploads and the server enforces (4xx beyond them). */
export const SERVICE_UPLOAD_LIMITS = {
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 10,
  /** What the content must be (checked by the server from the bytes, not the name). */
  accept: 'application/pdf,image/jpeg,image/png',
  acceptText: 'PDF, JPG or PNG',
} as const;

const upload = VALIDATION_TEXTS.upload;

export const SERVICE_UPLOAD_MESSAGES = {
  limitsHint: `${SERVICE_UPLOAD_LIMITS.acceptText}, up to 5 MB a file and ${SERVICE_UPLOAD_LIMITS.maxFiles} files a request.`,
  tooLarge: upload.tooLarge,
  tooMany: fillTemplate(upload.tooMany, { max: SERVICE_UPLOAD_LIMITS.maxFiles }),
  wrongType: (label: string) => fillTemplate(upload.wrongType, { document: label }),
  required: (label: string) => fillTemplate(upload.required, { document: label }),
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
  /**
   * The turnaround our team commits to, in working days (working-days.ts): a paid request is due
   * at the end of this many working days after it was submitted, and overdue after that.
   */
  turnaroundWorkingDays: number;
  /** What the shop receives when the work is done (the deliverable's label on its history). */
  deliverable: string;
  /** Before GST, paise. */
  feePaise: number;
  fields: readonly ServiceField[];
  documents: readonly ServiceDocument[];
}

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
