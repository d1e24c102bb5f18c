// Lender management in the operations console (issue 31, docs/decisions/038): the lenders the
// offers are matched against, as kept in the database, listed and edited by an operations admin.
// Terms are written as lenders publish them (rupees, % a year) and stored in paise and basis
// points. Every change is audited and used from the next set of offers on; sets already shown
// keep what they showed. The same schemas check the console's forms and the API's bodies.
// Handlers: api/src/lenders/routes.ts (rows in api/src/lenders/queries.ts).
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { LENDER_PRODUCTS, OFFER_EMPLOYMENT_TYPES, type LenderProduct, type OfferEmploymentType } from '../finance/offers';
import { LENDER_KINDS, type LenderKind } from '../schemas/public-content';
import { createAmountSchema } from '../schemas/fields';
import { CREDIT_BANDS, type CreditBand } from './cibil';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, uuid, messageCodeFields } from './envelope';

/** The products' names as the console shows them. */
export const LENDER_PRODUCT_LABELS: Record<LenderProduct, string> = {
  'personal-loan': 'Personal loan',
  plbt: 'Personal loan balance transfer',
  'home-loan': 'Home loan',
  hlbt: 'Home loan balance transfer',
  lap: 'Loan against property',
  'lap-bt': 'Loan against property balance transfer',
  'business-loan': 'Business loan',
  'professional-loan': 'Professional loan',
  'used-car-loan': 'Used car loan',
  'education-loan': 'Education loan',
};

export const EMPLOYMENT_TYPE_LABELS: Record<OfferEmploymentType, string> = {
  salaried: 'Salaried',
  'self-employed-business': 'Self-employed business owner',
  'self-employed-professional': 'Self-employed professional',
};

/** The credit-score bands as lenders price them. */
export const CREDIT_BAND_LABELS: Record<CreditBand, string> = {
  Excellent: 'Excellent (750 and above)',
  Good: 'Good (700-749)',
  Fair: 'Fair (650-699)',
  Poor: 'Poor (600-649)',
  'Very poor': 'Very poor (below 600)',
  'No credit history': 'No credit history',
};

const LENDER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PIN_PREFIX = /^[1-9]\d{0,5}$/;

/** A whole number typed in a box ("36", " 36 "): empty is missing, anything else not a number. */
const wholeNumber = (label: string, min: number, max: number) =>
  number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** A percentage with at most two decimals ("12.25"). */
const percent = (label: string, min: number, max: number, minMessage = `${label} must be at least ${min}%`) =>
  number()
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' ? (original.trim() === '' ? undefined : Number(original.replace(/[%\s]/g, ''))) : value,
    )
    .typeError(`${label} must be a number, e.g. 12.25`)
    .required(`${label} is required`)
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max}%`)
    .test('two-decimals', `${label} may have at most two decimals`, (value) => value == null || Math.abs(Math.round(value * 100) - value * 100) < 1e-6);

const rupees = (label: string, min: number, max: number) =>
  createAmountSchema({
    min,
    max,
    messages: {
      required: `${label} is required`,
      notANumber: `${label}: enter rupees, digits only`,
      wholeRupees: `${label}: enter whole rupees`,
      min: `${label} must be at least ₹${min.toLocaleString('en-IN')}`,
      max: `${label} must be at most ₹${max.toLocaleString('en-IN')}`,
    },
  });

const text = (label: string, max: number) => string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** PIN codes served: typed as "411, 400001 56" in the console, a list in the API. */
const pincodes = () =>
  array(string().defined().matches(PIN_PREFIX, 'PIN codes served: each is a PIN code or its first digits, e.g. 41 or 411001'))
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original.split(/[\s,]+/).filter(Boolean) : value))
    .required('PIN codes served are required')
    .min(1, 'List at least one PIN code (or its first digits) the lender serves')
    .max(200, 'List at most 200 PIN codes; use their first digits for a whole region')
    .test('unique', 'Each PIN code is listed once', (value) => !value || new Set(value).size === value.length);

/** A lender's own details (everything but its products). */
export const lenderDetailsSchema = object({
  name: text('Name', 120),
  kind: mixed<LenderKind>()
    .oneOf([...LENDER_KINDS], 'Choose bank or NBFC')
    .required('Choose bank or NBFC'),
  rbiRegistration: text('RBI registration', 160),
  registrationStatus: text('Registration status', 200),
  website: text('Website', 200).matches(/^https:\/\/[^\s/]+\.[^\s]+$/, 'Website must be an https:// address'),
  /** Paused: asked for no new offers, not quoted on the site. */
  active: boolean().required().default(true),
  pincodes: pincodes(),
  grievanceName: text('Grievance officer', 120),
  grievancePhone: text('Grievance officer’s phone', 20).matches(/^[0-9+][0-9\s-]{7,19}$/, 'Grievance officer’s phone: digits, spaces and dashes'),
  grievanceEmail: text('Grievance officer’s e-mail', 160).email('Grievance officer’s e-mail must be an e-mail address'),
});

/** An edit of the details, carrying the version the editor read. */
export const lenderDetailsUpdateSchema = lenderDetailsSchema.shape({
  seenVersion: number().required('Reload the lender and edit again').integer(),
});

/** A new lender: its details and the id it keeps (its web address in the console, its banker's choice). */
export const newLenderSchema = lenderDetailsSchema.shape({
  id: string()
    .trim()
    .lowercase()
    .required('Id is required')
    .max(60, 'Id must be at most 60 characters')
    .matches(LENDER_ID, 'Id: lower-case letters, digits and dashes, e.g. tapti-finance'),
});

const rateCellSchema = object({
  band: mixed<CreditBand>()
    .oneOf([...CREDIT_BANDS], 'Choose a credit-score band')
    .required('Choose a credit-score band'),
  minMonthlyIncome: createAmountSchema({
    min: 0,
    max: 10_000_000,
    messages: {
      required: 'Income from is required (0 for any income)',
      notANumber: 'Income from: enter rupees, digits only',
      wholeRupees: 'Income from: enter whole rupees',
    },
  }),
  ratePercent: percent('Rate', 1, 59.99),
});

/** A lender's terms for one product. */
export const lenderProductSchema = object({
  seenVersion: number().required('Reload the lender and edit again').integer(),
  name: text('Product name', 120),
  minAmount: rupees('Smallest amount', 1_000, 1_000_000_000),
  maxAmount: rupees('Largest amount', 1_000, 1_000_000_000).test('max-amount', 'Largest amount must be at least the smallest', function check(value) {
    const min = (this.parent as { minAmount?: number }).minAmount;
    return value == null || min == null || value >= min;
  }),
  minTenureMonths: wholeNumber('Shortest tenure (months)', 1, 480),
  maxTenureMonths: wholeNumber('Longest tenure (months)', 1, 480).test('max-tenure', 'Longest tenure must be at least the shortest', function check(value) {
    const min = (this.parent as { minTenureMonths?: number }).minTenureMonths;
    return value == null || min == null || value >= min;
  }),
  exampleTenureMonths: wholeNumber('Tenure of the APR example (months)', 1, 480).test(
    'example-tenure',
    'Tenure of the APR example must lie between the shortest and the longest tenure',
    function check(value) {
      const { minTenureMonths: min, maxTenureMonths: max } = this.parent as { minTenureMonths?: number; maxTenureMonths?: number };
      return value == null || min == null || max == null || (value >= min && value <= max);
    },
  ),
  minAge: wholeNumber('Youngest age', 18, 80),
  maxAge: wholeNumber('Oldest age', 18, 80).test('max-age', 'Oldest age must be at least the youngest', function check(value) {
    const min = (this.parent as { minAge?: number }).minAge;
    return value == null || min == null || value >= min;
  }),
  employmentTypes: array(
    mixed<OfferEmploymentType>()
      .oneOf([...OFFER_EMPLOYMENT_TYPES], 'Choose who the lender lends to')
      .defined(),
  )
    // An unticked group of checkboxes reads as false in the browser.
    .transform((value: unknown) => (Array.isArray(value) ? value : []))
    .required('Choose who the lender lends to')
    .min(1, 'Choose who the lender lends to'),
  minMonthlyIncome: rupees('Least monthly income', 0, 10_000_000),
  foirPercent: percent('Share of income all EMIs may take', 1, 100),
  processingFeePercent: percent('Processing fee', 0, 10),
  rates: array(rateCellSchema.defined())
    .required('The rate grid needs at least one rate')
    .min(1, 'The rate grid needs at least one rate')
    .max(60, 'The rate grid has at most 60 rates')
    .test('good-band', 'The rate grid needs a rate for the Good (700-749) band from income 0: offers without a credit check are priced at it', (rates) =>
      (rates ?? []).some((cell) => cell.band === 'Good' && cell.minMonthlyIncome === 0),
    )
    .test('unique-cells', 'Each band has one rate per “income from”', (rates) => {
      const keys = (rates ?? []).map((cell) => `${cell.band}:${cell.minMonthlyIncome}`);
      return new Set(keys).size === keys.length;
    }),
  penalCharges: text('Penal charges', 500),
  foreclosure: text('Foreclosure', 500),
  coolingOffDays: wholeNumber('Cooling-off days', 1, 30),
});

export type LenderDetailsInput = InferType<typeof lenderDetailsSchema>;
export type LenderProductInput = Omit<InferType<typeof lenderProductSchema>, 'seenVersion'>;

const bandSchema = () =>
  mixed<CreditBand>()
    .oneOf([...CREDIT_BANDS])
    .defined();

/** A product's terms as the console shows them (the units of the form). */
export const lenderProductViewSchema = object({
  product: mixed<LenderProduct>()
    .oneOf([...LENDER_PRODUCTS])
    .defined(),
  name: string().defined(),
  minAmount: number().defined(),
  maxAmount: number().defined(),
  minTenureMonths: number().integer().defined(),
  maxTenureMonths: number().integer().defined(),
  exampleTenureMonths: number().integer().defined(),
  minAge: number().integer().defined(),
  maxAge: number().integer().defined(),
  employmentTypes: array(
    mixed<OfferEmploymentType>()
      .oneOf([...OFFER_EMPLOYMENT_TYPES])
      .defined(),
  ).defined(),
  minMonthlyIncome: number().defined(),
  foirPercent: number().defined(),
  processingFeePercent: number().defined(),
  rates: array(object({ band: bandSchema(), minMonthlyIncome: number().defined(), ratePercent: number().defined() }).defined()).defined(),
  penalCharges: string().defined(),
  foreclosure: string().defined(),
  coolingOffDays: number().integer().defined(),
});

const bankerSchema = object({
  id: uuid(),
  name: string().defined(),
  mobile: string().defined(),
  approval: string().defined(),
  branch: string().nullable().defined(),
  pincodes: array(string().defined()).defined(),
});

export const lenderSchema = object({
  id: string().defined(),
  name: string().defined(),
  kind: mixed<LenderKind>()
    .oneOf([...LENDER_KINDS])
    .defined(),
  rbiRegistration: string().defined(),
  registrationStatus: string().defined(),
  website: string().defined(),
  active: boolean().defined(),
  pincodes: array(string().defined()).defined(),
  grievanceName: string().defined(),
  grievancePhone: string().defined(),
  grievanceEmail: string().defined(),
  /** Made-up lenders of the demo, said to be so on the site. */
  demo: boolean().defined(),
  /** Edited in the console: the seed file no longer rewrites it. */
  managedAt: isoDateTime().nullable(),
  version: number().integer().defined(),
  products: array(lenderProductViewSchema.defined()).defined(),
  /** The lender's bankers (read only here: they register and are approved under partners). */
  bankers: array(bankerSchema.defined()).defined(),
});

export const lenderRowSchema = object({
  id: string().defined(),
  name: string().defined(),
  kind: mixed<LenderKind>()
    .oneOf([...LENDER_KINDS])
    .defined(),
  active: boolean().defined(),
  demo: boolean().defined(),
  pincodes: array(string().defined()).defined(),
  products: array(string().defined()).defined(),
  approvedBankers: number().integer().defined(),
  managedAt: isoDateTime().nullable(),
});

const DETAILS = {
  name: 'Deccan Commercial Bank Ltd',
  kind: 'bank' as const,
  rbiRegistration: 'Banking licence MUM:114 under the Banking Regulation Act, 1949',
  registrationStatus: 'Scheduled commercial bank, licence in force',
  website: 'https://deccan-commercial.example.in',
  active: true,
  pincodes: ['4', '5', '6'],
  grievanceName: 'Meera Kulkarni',
  grievancePhone: '022-6140-2200',
  grievanceEmail: 'grievance@deccan-commercial.example.in',
};
const PRODUCT_TERMS = {
  name: 'Personal loan',
  minAmount: 50_000,
  maxAmount: 4_000_000,
  minTenureMonths: 12,
  maxTenureMonths: 72,
  exampleTenureMonths: 36,
  minAge: 21,
  maxAge: 58,
  employmentTypes: ['salaried' as const],
  minMonthlyIncome: 25_000,
  foirPercent: 50,
  processingFeePercent: 2,
  rates: [
    { band: 'Excellent' as const, minMonthlyIncome: 0, ratePercent: 10.99 },
    { band: 'Good' as const, minMonthlyIncome: 0, ratePercent: 12.25 },
  ],
  penalCharges: '2% a year on the overdue instalment for the days it is late; no penal interest is added to the rate',
  foreclosure: 'After 12 EMIs: 4% of the principal repaid early plus GST; nil after 24 EMIs',
  coolingOffDays: 3,
};
const PRODUCT = { product: 'personal-loan' as const, ...PRODUCT_TERMS };
const LENDER = {
  id: 'deccan-commercial-bank',
  ...DETAILS,
  demo: true,
  managedAt: null,
  version: 1,
  products: [PRODUCT],
  bankers: [
    { id: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f', name: 'Rahul Deshmukh', mobile: '9876500011', approval: 'approved', branch: 'Pune', pincodes: ['411001'] },
  ],
};

const ONLY_OPS_ADMIN = ['ops_admin'] as const;
const idParams = object({ id: string().defined() });

export const listLenders = defineContract({
  operationId: 'listLenders',
  method: 'GET',
  path: '/ops/lenders',
  summary: 'Every lender the offers are matched against, active or paused, with its products and approved bankers',
  tag: 'lenders',
  callers: ['admin'],
  staffRoles: ONLY_OPS_ADMIN,
  response: dataResponse(object({ items: array(lenderRowSchema.defined()).defined() })),
  errors: [401, 403],
  samples: [
    {
      name: 'The demo lenders',
      response: {
        success: true,
        message: 'Lenders fetched',
        data: {
          items: [
            {
              id: LENDER.id,
              name: LENDER.name,
              kind: 'bank',
              active: true,
              demo: true,
              pincodes: DETAILS.pincodes,
              products: ['Personal loan'],
              approvedBankers: 1,
              managedAt: null,
            },
          ],
        },
      },
    },
  ],
});

export const getLender = defineContract({
  operationId: 'getLender',
  method: 'GET',
  path: '/ops/lenders/:id',
  summary: "One lender's details, its terms per product and its bankers, with the version an edit must name",
  tag: 'lenders',
  callers: ['admin'],
  staffRoles: ONLY_OPS_ADMIN,
  params: idParams,
  response: dataResponse(lenderSchema),
  errors: [401, 403, 404],
  samples: [{ name: 'A demo bank', request: { params: { id: LENDER.id } }, response: { success: true, message: 'Lender fetched', data: LENDER } }],
});

export const addLender = defineContract({
  operationId: 'addLender',
  method: 'POST',
  path: '/ops/lenders',
  summary: 'Adds a lender (its products are added on its page); audited. 409 when the id is taken.',
  tag: 'lenders',
  callers: ['admin'],
  staffRoles: ONLY_OPS_ADMIN,
  body: newLenderSchema,
  response: dataResponse(lenderSchema),
  status: 201,
  errors: [400, 401, 403, 409],
  samples: [
    {
      name: 'A new NBFC',
      request: { body: { ...DETAILS, id: 'tapti-finance', name: 'Tapti Finance Ltd', kind: 'nbfc' } },
      response: {
        success: true,
        message: 'Tapti Finance Ltd added. Add its products to have it make offers.',
        data: {
          ...LENDER,
          id: 'tapti-finance',
          name: 'Tapti Finance Ltd',
          kind: 'nbfc',
          demo: false,
          managedAt: '2026-11-25T10:00:00.000Z',
          products: [],
          bankers: [],
        },
      },
    },
  ],
});

export const updateLender = defineContract({
  operationId: 'updateLender',
  method: 'PUT',
  path: '/ops/lenders/:id',
  summary:
    "Changes a lender's details (name, bank or NBFC, registration, active or paused, PIN codes served, grievance officer); audited with before and after. Used from the next set of offers; sets already shown are kept. 409 when someone changed it since it was read.",
  tag: 'lenders',
  callers: ['admin'],
  staffRoles: ONLY_OPS_ADMIN,
  params: idParams,
  body: lenderDetailsUpdateSchema,
  response: dataResponse(lenderSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Paused',
      request: { params: { id: LENDER.id }, body: { ...DETAILS, active: false, seenVersion: 1 } },
      response: {
        success: true,
        message: 'Deccan Commercial Bank Ltd saved. New offers use it from now on.',
        data: { ...LENDER, active: false, version: 2, managedAt: '2026-11-25T10:00:00.000Z' },
      },
    },
  ],
});

export const saveLenderProduct = defineContract({
  operationId: 'saveLenderProduct',
  method: 'PUT',
  path: '/ops/lenders/:id/products/:product',
  summary:
    "Sets a lender's terms for one product (adding the product when it has none): bounds, who it lends to, the rate grid by credit-score band and income, fee, penal charges, foreclosure and cooling-off; audited with before and after. Used from the next set of offers. 409 when the lender changed since it was read.",
  tag: 'lenders',
  callers: ['admin'],
  staffRoles: ONLY_OPS_ADMIN,
  params: object({ id: string().defined(), product: string().defined() }),
  body: lenderProductSchema,
  response: dataResponse(lenderSchema).concat(messageCodeFields(['lender.product-saved'])),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'A lower rate for the Good band',
      request: {
        params: { id: LENDER.id, product: 'personal-loan' },
        body: {
          ...PRODUCT_TERMS,
          seenVersion: 1,
          rates: [
            { band: 'Excellent', minMonthlyIncome: 0, ratePercent: 10.99 },
            { band: 'Good', minMonthlyIncome: 0, ratePercent: 11.5 },
          ],
        },
      },
      response: {
        success: true,
        message: 'Personal loan of Deccan Commercial Bank Ltd saved. New offers use it from now on.',
        messageCode: 'lender.product-saved',
        messageParams: { product: 'personal-loan', lender: 'Deccan Commercial Bank Ltd' },
        data: {
          ...LENDER,
          version: 2,
          managedAt: '2026-11-25T10:00:00.000Z',
          products: [
            {
              ...PRODUCT,
              rates: [
                { band: 'Excellent', minMonthlyIncome: 0, ratePercent: 10.99 },
                { band: 'Good', minMonthlyIncome: 0, ratePercent: 11.5 },
              ],
            },
          ],
        },
      },
    },
  ],
});

/** Why a product is removed: kept on the audit row beside the terms it had. */
export const removeLenderProductSchema = object({
  seenVersion: number().required('Reload the lender and edit again').integer(),
  reason: string().trim().required('Say why the product is removed').max(500, 'Reason must be at most 500 characters'),
});

export const removeLenderProduct = defineContract({
  operationId: 'removeLenderProduct',
  method: 'POST',
  path: '/ops/lenders/:id/products/:product/remove',
  summary:
    "Removes one product from a lender: the next set of offers no longer includes the lender for it (nor names it unmatched), and the site no longer quotes it. Audited with the terms it had and the reason; sets already shown keep what they showed. Added back with the product's terms. 404 when the lender does not offer the product, 409 when the lender changed since it was read.",
  tag: 'lenders',
  callers: ['admin'],
  staffRoles: ONLY_OPS_ADMIN,
  params: object({ id: string().defined(), product: string().defined() }),
  body: removeLenderProductSchema,
  response: dataResponse(lenderSchema).concat(messageCodeFields(['lender.product-removed'])),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'The personal loan withdrawn by the bank',
      request: {
        params: { id: LENDER.id, product: 'personal-loan' },
        body: { seenVersion: 1, reason: 'The bank has stopped personal loans through partners' },
      },
      response: {
        success: true,
        message: 'Personal loan of Deccan Commercial Bank Ltd removed. New offers no longer include it.',
        messageCode: 'lender.product-removed',
        messageParams: { product: 'personal-loan', lender: 'Deccan Commercial Bank Ltd' },
        data: { ...LENDER, version: 2, managedAt: '2026-11-25T10:00:00.000Z', products: [] },
      },
    },
  ],
});

export const LENDER_CONTRACTS = [listLenders, getLender, addLender, updateLender, saveLenderProduct, removeLenderProduct] as const;
