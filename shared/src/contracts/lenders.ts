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
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { LENDERS_LABELS } from '../schemas/validation-texts-lenders';
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

// The messages are the keyed templates (schemas/validation-texts-lenders.ts) filled with the field's
// name, so a console reader sees them in Hindi or Marathi while the API answers the same English.
const F = VALIDATION_TEXTS.lenderForm;
const FIELD = VALIDATION_TEXTS.field;
const N = VALIDATION_TEXTS.named;
type LabelKey = keyof typeof LENDERS_LABELS;
const say = (template: string, label: LabelKey, values: Record<string, string | number> = {}) =>
  fillTemplate(template, { label: LENDERS_LABELS[label], ...values });

/** A whole number typed in a box ("36", " 36 "): empty is missing, anything else not a number. */
const wholeNumber = (label: LabelKey, min: number, max: number) =>
  number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(say(FIELD.notANumber, label))
    .required(say(N.required, label))
    .integer(say(FIELD.wholeNumber, label))
    .min(min, say(N.min, label, { min }))
    .max(max, say(N.max, label, { max }));

/** A percentage with at most two decimals ("12.25"). */
const percent = (label: LabelKey, min: number, max: number) =>
  number()
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' ? (original.trim() === '' ? undefined : Number(original.replace(/[%\s]/g, ''))) : value,
    )
    .typeError(say(F.percentNotANumber, label))
    .required(say(N.required, label))
    .min(min, say(N.min, label, { min: `${min}%` }))
    .max(max, say(N.max, label, { max: `${max}%` }))
    .test('two-decimals', say(F.twoDecimals, label), (value) => value == null || Math.abs(Math.round(value * 100) - value * 100) < 1e-6);

const rupees = (label: LabelKey, min: number, max: number, required = say(N.required, label)) =>
  createAmountSchema({
    min,
    max,
    messages: {
      required,
      notANumber: say(F.rupeesNotANumber, label),
      wholeRupees: say(F.wholeRupees, label),
      min: say(N.min, label, { min: `₹${min.toLocaleString('en-IN')}` }),
      max: say(N.max, label, { max: `₹${max.toLocaleString('en-IN')}` }),
    },
  });

const text = (label: LabelKey, max: number) =>
  string()
    .trim()
    .required(say(N.required, label))
    .max(max, say(FIELD.tooLong, label, { max }));

/** PIN codes served: typed as "411, 400001 56" in the console, a list in the API. */
const pincodes = () =>
  array(string().defined().matches(PIN_PREFIX, F.pincodesShape))
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original.split(/[\s,]+/).filter(Boolean) : value))
    .required(F.pincodesRequired)
    .min(1, F.pincodesMin)
    .max(200, fillTemplate(F.pincodesMax, { max: 200 }))
    .test('unique', F.pincodesOnce, (value) => !value || new Set(value).size === value.length);

/** A lender's own details (everything but its products). */
export const lenderDetailsSchema = object({
  name: text('lenderName', 120),
  kind: mixed<LenderKind>()
    .oneOf([...LENDER_KINDS], F.kindRequired)
    .required(F.kindRequired),
  rbiRegistration: text('rbiRegistration', 160),
  registrationStatus: text('registrationStatus', 200),
  website: text('website', 200).matches(/^https:\/\/[^\s/]+\.[^\s]+$/, F.websiteShape),
  /** Paused: asked for no new offers, not quoted on the site. */
  active: boolean().required().default(true),
  pincodes: pincodes(),
  grievanceName: text('grievanceOfficer', 120),
  grievancePhone: text('grievancePhone', 20).matches(/^[0-9+][0-9\s-]{7,19}$/, F.grievancePhoneShape),
  grievanceEmail: text('grievanceEmail', 160).email(F.grievanceEmailShape),
});

/** An edit of the details, carrying the version the editor read. */
export const lenderDetailsUpdateSchema = lenderDetailsSchema.shape({
  seenVersion: number().required(F.reload).integer(),
});

/** A new lender: its details and the id it keeps (its web address in the console, its banker's choice). */
export const newLenderSchema = lenderDetailsSchema.shape({
  id: string()
    .trim()
    .lowercase()
    .required(say(N.required, 'lenderId'))
    .max(60, say(FIELD.tooLong, 'lenderId', { max: 60 }))
    .matches(LENDER_ID, F.idShape),
});

const rateCellSchema = object({
  band: mixed<CreditBand>()
    .oneOf([...CREDIT_BANDS], F.bandRequired)
    .required(F.bandRequired),
  // Its own bounds' messages name the field too ("Income from must be at most ₹1,00,00,000").
  minMonthlyIncome: rupees('incomeFrom', 0, 10_000_000, F.incomeFromRequired),
  ratePercent: percent('rate', 1, 59.99),
});

/** A lender's terms for one product. */
export const lenderProductSchema = object({
  seenVersion: number().required(F.reload).integer(),
  name: text('productName', 120),
  minAmount: rupees('smallestAmount', 1_000, 1_000_000_000),
  maxAmount: rupees('largestAmount', 1_000, 1_000_000_000).test('max-amount', F.largestAmountOrder, function check(value) {
    const min = (this.parent as { minAmount?: number }).minAmount;
    return value == null || min == null || value >= min;
  }),
  minTenureMonths: wholeNumber('shortestTenure', 1, 480),
  maxTenureMonths: wholeNumber('longestTenure', 1, 480).test('max-tenure', F.longestTenureOrder, function check(value) {
    const min = (this.parent as { minTenureMonths?: number }).minTenureMonths;
    return value == null || min == null || value >= min;
  }),
  exampleTenureMonths: wholeNumber('exampleTenure', 1, 480).test('example-tenure', F.exampleTenureBetween, function check(value) {
    const { minTenureMonths: min, maxTenureMonths: max } = this.parent as { minTenureMonths?: number; maxTenureMonths?: number };
    return value == null || min == null || max == null || (value >= min && value <= max);
  }),
  minAge: wholeNumber('youngestAge', 18, 80),
  maxAge: wholeNumber('oldestAge', 18, 80).test('max-age', F.oldestAgeOrder, function check(value) {
    const min = (this.parent as { minAge?: number }).minAge;
    return value == null || min == null || value >= min;
  }),
  employmentTypes: array(
    mixed<OfferEmploymentType>()
      .oneOf([...OFFER_EMPLOYMENT_TYPES], F.lendsToRequired)
      .defined(),
  )
    // An unticked group of checkboxes reads as false in the browser.
    .transform((value: unknown) => (Array.isArray(value) ? value : []))
    .required(F.lendsToRequired)
    .min(1, F.lendsToRequired),
  minMonthlyIncome: rupees('leastMonthlyIncome', 0, 10_000_000),
  foirPercent: percent('foirShare', 1, 100),
  processingFeePercent: percent('processingFee', 0, 10),
  rates: array(rateCellSchema.defined())
    .required(F.rateGridRequired)
    .min(1, F.rateGridRequired)
    .max(60, fillTemplate(F.rateGridMax, { max: 60 }))
    .test('good-band', F.rateGridGoodBand, (rates) => (rates ?? []).some((cell) => cell.band === 'Good' && cell.minMonthlyIncome === 0))
    .test('unique-cells', F.rateGridOnce, (rates) => {
      const keys = (rates ?? []).map((cell) => `${cell.band}:${cell.minMonthlyIncome}`);
      return new Set(keys).size === keys.length;
    }),
  penalCharges: text('penalCharges', 500),
  foreclosure: text('foreclosure', 500),
  coolingOffDays: wholeNumber('coolingOffDays', 1, 30),
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
  seenVersion: number().required(F.reload).integer(),
  reason: string()
    .trim()
    .required(F.removeReasonRequired)
    .max(500, fillTemplate(VALIDATION_TEXTS.common.reasonTooLong, { max: 500 })),
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
