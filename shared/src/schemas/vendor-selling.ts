// What a partner shop sells at its counter (docs/decisions/011-vendor-selling-endpoints.md): the
// thirteen loan and insurance forms of routes.md, the products only shops sell, and the
// sell-history query. Nine of the thirteen forms are the b2c products themselves (PRODUCTS); the
// other four (education loan, health insurance, new car loan, used car loan balance transfer) are
// built here from the same blocks and builders, so a shop's application and a customer's are
// validated by one set of rules on both sides.
//
// Endpoints the spec does not name (docs/decisions/011-vendor-selling-endpoints.md):
// education loan → POST /loans/education-loan/submit, health insurance → POST
// /health-insurance/registration (as motor insurance), new car loan → POST
// /loans/car-loan/submit-job | submit-business (as used car loans). The used car balance transfer
// uses the spec's /loans/used-car-loan-bt/submit-job | submit-business.
import { number, object, string, type InferType } from 'yup';
import { VENDOR_LOAN_FORMS } from '@platform/shared/catalogue';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';
import { LEAD_STATUSES, type LeadStatus } from './leads';
import { cardApplicationPayloadSchema } from './cards';
import { mobileSchema, panSchema, vehicleNumberSchema } from './fields';
import {
  buildProductSchemas,
  isProductSlug,
  PRODUCT_FIELD_BLOCKS,
  productFieldBuilders,
  PRODUCTS,
  rupeesSchema,
  YES_NO,
  HEALTH_COVER_TYPES,
  STUDY_DESTINATIONS,
  SUM_INSURED_OPTIONS,
  VENDOR_PRODUCT_MESSAGES,
  type ProductChoice,
  type ProductSchemas,
  type ProductSlug,
} from './products';

const { applicant, borrower, balanceTransfer } = PRODUCT_FIELD_BLOCKS;
const { choice, requiredText, modelYear, jobOrBusiness, fixed } = productFieldBuilders;

const m = VENDOR_PRODUCT_MESSAGES;

/** A whole number typed into a box, with the field's name in every message. */
const wholeNumber = (label: string, min: number, max: number) =>
  number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(fillTemplate(VALIDATION_TEXTS.named.notANumber, { lowerLabel: label.toLowerCase() }))
    .required(fillTemplate(VALIDATION_TEXTS.named.required, { label }))
    .integer(fillTemplate(VALIDATION_TEXTS.named.wholeNumber, { lowerLabel: label.toLowerCase() }))
    .min(min, fillTemplate(VALIDATION_TEXTS.named.min, { label, min }))
    .max(max, fillTemplate(VALIDATION_TEXTS.named.max, { label, max }));

const vendorOnlyFields = {
  'education-loan': {
    ...applicant,
    studyDestination: choice(STUDY_DESTINATIONS, m.destinationRequired),
    courseName: requiredText(m.courseRequired),
    institutionName: requiredText(m.institutionRequired),
    courseFees: rupeesSchema('Course fees', 10_000, 2_00_00_000),
    coApplicantName: requiredText(m.coApplicantRequired),
    coApplicantPan: panSchema,
    coApplicantIncome: rupeesSchema("Co-applicant's monthly income", 10_000, 1_00_00_000),
    loanAmount: rupeesSchema('Loan amount', 50_000, 1_50_00_000),
  },
  'health-insurance': {
    ...applicant,
    coverType: choice(HEALTH_COVER_TYPES, m.coverTypeRequired),
    members: wholeNumber('Members to cover', 1, 8),
    eldestAge: wholeNumber('Age of the eldest member', 18, 99),
    sumInsured: choice(SUM_INSURED_OPTIONS, m.sumInsuredRequired),
    existingIllness: choice(YES_NO, m.illnessRequired),
  },
  'car-loan': {
    ...borrower,
    carModel: requiredText('Car make and model is required'),
    dealerName: requiredText(m.dealerRequired),
    exShowroomPrice: rupeesSchema('Ex-showroom price', 2_00_000, 2_00_00_000),
    loanAmount: rupeesSchema('Loan amount', 1_00_000, 2_00_00_000),
  },
  'used-car-loan-bt': {
    ...borrower,
    ...balanceTransfer,
    vehicleNumber: vehicleNumberSchema,
    carModel: requiredText('Car make and model is required'),
    manufactureYear: modelYear('Select the year of manufacture'),
    outstandingAmount: rupeesSchema('Outstanding amount', 25_000, 1_00_00_000),
  },
} as const;

export type VendorOnlyProductSlug = keyof typeof vendorOnlyFields;
export type SellingProductSlug = ProductSlug | VendorOnlyProductSlug;

export const VENDOR_ONLY_PRODUCTS: Readonly<Record<VendorOnlyProductSlug, ProductSchemas<VendorOnlyProductSlug>>> = {
  'education-loan': buildProductSchemas('education-loan', vendorOnlyFields['education-loan'], {
    label: 'Education loan',
    endpoints: ['/loans/education-loan/submit'],
    endpointFor: fixed('/loans/education-loan/submit'),
  }),
  'health-insurance': buildProductSchemas('health-insurance', vendorOnlyFields['health-insurance'], {
    label: 'Health insurance',
    endpoints: ['/health-insurance/registration'],
    endpointFor: fixed('/health-insurance/registration'),
  }),
  'car-loan': buildProductSchemas('car-loan', vendorOnlyFields['car-loan'], { label: 'New car loan', ...jobOrBusiness('/loans/car-loan') }),
  'used-car-loan-bt': buildProductSchemas('used-car-loan-bt', vendorOnlyFields['used-car-loan-bt'], {
    label: 'Used car loan balance transfer',
    ...jobOrBusiness('/loans/used-car-loan-bt'),
  }),
};

/**
 * A shop's credit card application (cards.ts): both steps of /vender/cards/form-1 and form-2, sent
 * with POST /card/credit-card next to the b2c card application (told apart by `product`).
 */
export const CARD_APPLICATION_PRODUCT: ProductSchemas<'card-application'> = {
  slug: 'card-application',
  label: 'Credit card',
  endpoints: ['/card/credit-card'],
  endpointFor: fixed('/card/credit-card'),
  formSchema: cardApplicationPayloadSchema as unknown as ProductSchemas['formSchema'],
  payloadSchema: cardApplicationPayloadSchema as unknown as ProductSchemas['payloadSchema'],
};
/** The lead products a card sale may carry: a customer's own card application and a shop's. */
export const CARD_PRODUCTS = ['credit-card', 'card-application'] as const;

export function isVendorOnlyProduct(value: unknown): value is VendorOnlyProductSlug {
  return typeof value === 'string' && Object.hasOwn(vendorOnlyFields, value);
}

/** Any product a shop or a customer can apply for, by slug. */
export function sellingProduct(slug: SellingProductSlug): ProductSchemas<string> {
  return isVendorOnlyProduct(slug) ? VENDOR_ONLY_PRODUCTS[slug] : PRODUCTS[slug];
}

/** "home-loan" → "Home loan"; anything else (an enquiry's type) with a capital letter. */
export function sellingProductLabel(product: string): string {
  if (isVendorOnlyProduct(product)) return VENDOR_ONLY_PRODUCTS[product].label;
  if (product === CARD_APPLICATION_PRODUCT.slug) return CARD_APPLICATION_PRODUCT.label;
  if (isProductSlug(product)) return PRODUCTS[product].label;
  return product.charAt(0).toUpperCase() + product.slice(1);
}

/** Every endpoint of the products only shops sell, with the products that use it. */
export function vendorOnlyProductsByEndpoint(): Map<string, ProductSchemas<string>[]> {
  const map = new Map<string, ProductSchemas<string>[]>();
  for (const product of [...Object.values(VENDOR_ONLY_PRODUCTS), CARD_APPLICATION_PRODUCT]) {
    for (const endpoint of product.endpoints) map.set(endpoint, [...(map.get(endpoint) ?? []), product]);
  }
  return map;
}

// The thirteen forms a shop sells: a plain table the route table needs too (catalogue entry).
export { VENDOR_LOAN_FORMS } from '@platform/shared/catalogue';

/** Products a loan sell history can be filtered by (the thirteen forms' products). */
export const SELL_HISTORY_PRODUCTS: readonly ProductChoice[] = VENDOR_LOAN_FORMS.map((form) => ({
  value: form.product,
  label: sellingProductLabel(form.product),
}));

// ---------------------------------------------------------------------------------------------
// The sell history's filters, search and paging (kept in the page's URL, sent as the query)

export const SELL_HISTORY_PAGE_SIZES = [10, 25, 50] as const;
/** Most rows one CSV export carries. */
export const SELL_HISTORY_EXPORT_LIMIT = 5000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const optionalDay = (label: string) =>
  string()
    .trim()
    .default('')
    .test({ name: 'day', message: `${label} must be a date (YYYY-MM-DD)`, test: (v) => !v || (DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))) });

const positiveInteger = (label: string, fallback: number) =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined ? fallback : value))
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .default(fallback);

export const sellHistoryQuerySchema = object({
  status: string()
    .trim()
    .default('')
    .oneOf(['', ...LEAD_STATUSES], 'Choose a status from the list'),
  product: string().trim().max(40, 'Choose a product from the list').default(''),
  from: optionalDay('From'),
  to: optionalDay('To').test({
    name: 'after-from',
    message: 'The end date must not be before the start date',
    test: (to, context) => !to || !context.parent.from || to >= context.parent.from,
  }),
  q: string().trim().max(100, 'Search must be at most 100 characters').default(''),
  page: positiveInteger('Page', 1).max(100_000, 'Page must be at most 100000'),
  pageSize: positiveInteger('Page size', SELL_HISTORY_PAGE_SIZES[0]).oneOf([...SELL_HISTORY_PAGE_SIZES], 'Page size must be 10, 25 or 50'),
  /** Every matching row (up to SELL_HISTORY_EXPORT_LIMIT) for the CSV export, ignoring paging. */
  all: string().oneOf(['', 'true', 'false'], 'all must be true or false').default(''),
});
export type SellHistoryQuery = InferType<typeof sellHistoryQuerySchema>;
export type SellHistoryStatus = LeadStatus | '';

// ---------------------------------------------------------------------------------------------
// Documents each sale needs (uploaded later with PUT /api/pendency-docs/:loanId)

export const SALE_DOCUMENT_LABELS = {
  pan: 'PAN card',
  aadhaar: 'Aadhaar (address proof)',
  photo: 'Passport-size photo',
  incomeProof: 'Income proof (3 salary slips, or 2 years of ITR)',
  bankStatement: 'Bank statement (last 6 months)',
  propertyPapers: 'Property papers (sale deed or agreement)',
  loanStatement: 'Statement of the current loan',
  businessProof: 'Business registration (GST, Udyam or shop licence)',
  vehicleRc: 'Vehicle registration certificate (RC)',
  previousPolicy: 'Previous insurance policy',
  admissionLetter: 'Admission letter and fee schedule',
  marksheets: 'Last marksheets',
  medicalReports: 'Recent medical reports (if any illness)',
  quotation: 'Dealer quotation',
} as const;
export type SaleDocumentKind = keyof typeof SALE_DOCUMENT_LABELS;

const KYC: SaleDocumentKind[] = ['pan', 'aadhaar', 'photo'];
const EARNER: SaleDocumentKind[] = [...KYC, 'incomeProof', 'bankStatement'];

/** What each product needs, in the order a lender asks for it; an enquiry's type counts as its product. */
const SALE_DOCUMENTS: Record<string, readonly SaleDocumentKind[]> = {
  'personal-loan': EARNER,
  plbt: [...EARNER, 'loanStatement'],
  'home-loan': [...EARNER, 'propertyPapers'],
  hlbt: [...EARNER, 'propertyPapers', 'loanStatement'],
  lap: [...EARNER, 'propertyPapers'],
  'lap-bt': [...EARNER, 'propertyPapers', 'loanStatement'],
  'business-loan': [...KYC, 'businessProof', 'bankStatement', 'incomeProof'],
  'professional-loan': [...KYC, 'businessProof', 'bankStatement', 'incomeProof'],
  'motor-insurance': ['vehicleRc', 'previousPolicy'],
  'education-loan': [...KYC, 'admissionLetter', 'marksheets', 'incomeProof'],
  'education loan': [...KYC, 'admissionLetter', 'marksheets', 'incomeProof'],
  'health-insurance': [...KYC, 'medicalReports'],
  'car-loan': [...EARNER, 'quotation'],
  'used-car-loan': [...EARNER, 'vehicleRc'],
  'used-car-loan-bt': [...EARNER, 'vehicleRc', 'loanStatement'],
  'credit-card': EARNER,
  'card-application': EARNER,
};

export const saleDocumentsFor = (product: string): readonly SaleDocumentKind[] => SALE_DOCUMENTS[product] ?? KYC;
export const isSaleDocumentKind = (value: unknown): value is SaleDocumentKind => typeof value === 'string' && Object.hasOwn(SALE_DOCUMENT_LABELS, value);
export const MAX_SALE_DOCUMENT_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// A returning customer (GET /api/get-user): the shop finds them by mobile only after they confirm
// with the OTP sent to that mobile (docs/decisions/022).

/** The mobile a shop asks the customer's OTP for (POST /api/get-user/send-otp) and looks up. */
export const customerLookupSchema = object({ mobile: mobileSchema });
export type CustomerLookupInput = InferType<typeof customerLookupSchema>;

/** What a returning customer's record gives the loan forms: only fields the forms ask for. */
export interface ReturningCustomer {
  fullName: string;
  mobile: string;
  email: string | null;
  pincode: string | null;
  city: string | null;
  state: string | null;
  address: string | null;
  /** Where the details came from: the customer's own account, or their latest application. */
  source: 'account' | 'application';
}

/** Form fields a returning customer's details fill, and where each comes from. */
export const RETURNING_CUSTOMER_FIELDS = ['fullName', 'email', 'pincode', 'city'] as const satisfies readonly (keyof ReturningCustomer)[];
