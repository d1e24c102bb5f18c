// Lenders' offers for an application (RBI Digital Lending Directions 2025, para 6), handlers in
// api/src/offers/routes.ts (the choice: api/src/offers/choice.ts). Every matching lender side by
// side, the lenders that did not match with their reasons, the method in plain words; every set
// shown is stored. Choosing an offer sends an OTP to the customer's own mobile; the code
// acknowledges the offer's Key Fact Statement and sends the application to that lender's banker.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { LENDER_KINDS, type LenderKind } from '../schemas/public-content';
import { otpOnlySchema } from '../schemas/auth';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { LENDERS_LABELS } from '../schemas/validation-texts-lenders';
import { BAND_WITHOUT_CREDIT_CHECK, OFFER_EMPLOYMENT_TYPES, OFFER_METHOD, OFFER_METHOD_VERSION, type OfferEmploymentType } from '../finance/offers';
import { OFFER_LANGUAGES, UNMATCHED_REASON_CODES, type OfferLanguage, type UnmatchedReasonCode } from '../finance/offer-texts';
import { CREDIT_BANDS, type CreditBand } from './cibil';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, messageCodeFields, paise, strings, successResponse, uuid } from './envelope';

// English, Hindi and Marathi (the site's languages); a set records the one it was asked in.
export { OFFER_LANGUAGES, type OfferLanguage };

const O = VALIDATION_TEXTS.offers;
const N = VALIDATION_TEXTS.named;

/**
 * A figure the offers ask for, its messages the keyed `named` words filled with the field's name
 * (schemas/validation-texts-lenders.ts), so the offers form says them in the reader's language.
 */
const whole = (labelKey: 'tenureInMonths' | 'existingEmis' | 'applicantAge', min: number, max: number) => {
  const label = LENDERS_LABELS[labelKey];
  // Mid-sentence in lower case, but "EMIs" stays as it is written.
  const lowerLabel = /^[A-Z]{2}/.test(label) ? label : label.toLowerCase();
  return number()
    .typeError(fillTemplate(N.notANumber, { lowerLabel }))
    .required(fillTemplate(N.required, { label }))
    .integer(fillTemplate(N.wholeNumber, { lowerLabel }))
    .min(min, fillTemplate(N.min, { label, min }))
    .max(max, fillTemplate(N.max, { label, max }));
};

/** What the application does not say and the offers need (the rest is read from the application). */
export const showOffersSchema = object({
  leadId: uuid().required(O.applicationRequired),
  tenureMonths: whole('tenureInMonths', 3, 360),
  existingEmis: whole('existingEmis', 0, 10_00_000).default(0),
  age: whole('applicantAge', 18, 80),
  language: mixed<OfferLanguage>()
    .oneOf([...OFFER_LANGUAGES], O.languageCode)
    .default('en'),
});
export type ShowOffersInput = InferType<typeof showOffersSchema>;

/** The offers page's form: what it asks the person (the application and the page give the rest). */
export const offersAskSchema = showOffersSchema.pick(['tenureMonths', 'existingEmis', 'age']);
export type OffersAskInput = InferType<typeof offersAskSchema>;

const grievanceSchema = object({ name: string().defined(), phone: string().defined(), email: string().defined() });

export const loanOfferSchema = object({
  lenderId: string().defined(),
  lenderName: string().defined(),
  lenderKind: mixed<LenderKind>()
    .oneOf([...LENDER_KINDS])
    .defined(),
  /** A made-up lender of the demo. */
  demo: boolean().defined(),
  amountPaise: paise(),
  rateBps: number().integer().defined(),
  tenureMonths: number().integer().defined(),
  processingFeeBps: number().integer().defined(),
  processingFeePaise: paise(),
  aprBps: number().integer().defined(),
  emiPaise: paise(),
  totalInterestPaise: paise(),
  totalCostPaise: paise(),
  penalCharges: string().defined(),
  foreclosure: string().defined(),
  coolingOffDays: number().integer().defined(),
  /** The lender's own grievance officer, named on its KFS. */
  grievance: grievanceSchema.defined(),
});
export type LoanOfferView = InferType<typeof loanOfferSchema>;

const figure = () => number().integer().optional();

/**
 * Why a lender did not match, as the rule's code and the figures its sentence names (which of them
 * depends on the code: `UnmatchedReason` in shared/src/finance/offer-texts.ts). The page renders
 * it in its reader's language with `unmatchedReasonText`. Null on sets stored before reasons had
 * codes: their `reason` is all there is.
 */
export const unmatchedRuleSchema = object({
  code: mixed<UnmatchedReasonCode>()
    .oneOf([...UNMATCHED_REASON_CODES])
    .defined(),
  pincode: string().optional(),
  product: string().optional(),
  loan: string().optional(),
  minAmountPaise: figure(),
  maxAmountPaise: figure(),
  amountPaise: figure(),
  minTenureMonths: figure(),
  maxTenureMonths: figure(),
  tenureMonths: figure(),
  minAge: figure(),
  maxAge: figure(),
  employmentType: string().optional(),
  minMonthlyIncomePaise: figure(),
  band: mixed<CreditBand>()
    .oneOf([...CREDIT_BANDS])
    .optional(),
  emiPaise: figure(),
  sharePercent: figure(),
  foirBps: figure(),
});

export const unmatchedLenderSchema = object({
  lenderId: string().defined(),
  lenderName: string().defined(),
  /** In the set's language, as it was shown. */
  reason: string().defined(),
  rule: unmatchedRuleSchema.nullable().defined(),
});

/**
 * leads.chosen_offer (migration 021): the offer as it was shown and acknowledged. Read by the
 * banker's side (sanction, disbursal, cooling-off), so its shape is fixed here once.
 */
export const chosenOfferSchema = object({
  offerSetId: uuid(),
  lenderId: string().defined(),
  lenderName: string().defined(),
  amountPaise: paise(),
  rateBps: number().integer().defined(),
  tenureMonths: number().integer().defined(),
  /** With GST. */
  processingFeePaise: paise(),
  aprBps: number().integer().defined(),
  emiPaise: paise(),
  /** Interest plus fees. */
  totalCostPaise: paise(),
  penalCharges: string().defined(),
  coolingOffDays: number().integer().defined(),
  /** 1 for the chosen offer. */
  kfsVersion: number().integer().defined(),
  acknowledgedAt: isoDateTime(),
});
export type ChosenOffer = InferType<typeof chosenOfferSchema>;

export const offerSetSchema = object({
  id: uuid(),
  leadId: uuid(),
  product: string().defined(),
  createdAt: isoDateTime(),
  language: mixed<OfferLanguage>()
    .oneOf([...OFFER_LANGUAGES])
    .defined(),
  /** No consented credit check: every lender priced at the same assumed band. */
  indicative: boolean().defined(),
  pricedBand: mixed<CreditBand>()
    .oneOf([...CREDIT_BANDS])
    .defined(),
  methodVersion: number().integer().defined(),
  method: strings(),
  inputs: object({
    amountPaise: paise(),
    tenureMonths: number().integer().defined(),
    monthlyIncomePaise: paise(),
    existingEmisPaise: paise(),
    employmentType: mixed<OfferEmploymentType>()
      .oneOf([...OFFER_EMPLOYMENT_TYPES])
      .defined(),
    age: number().integer().defined(),
    pincode: string().defined(),
    creditBand: mixed<CreditBand>()
      .oneOf([...CREDIT_BANDS])
      .nullable()
      .defined(),
  }).defined(),
  offers: array(loanOfferSchema.defined()).defined(),
  unmatched: array(unmatchedLenderSchema.defined()).defined(),
  /** The offer the customer chose on this application, if any (from any set). */
  chosen: chosenOfferSchema.nullable().defined(),
});
export type OfferSet = InferType<typeof offerSetSchema>;

// The demo's personal-loan application (api/src/offers/demo.ts): Priya Sharma, ₹3,00,000, salaried,
// ₹50,000 a month, Pune 411001, no credit check: three offers and two named lenders that did not match.
export const DEMO_OFFER_LEAD_ID = '0ffe0000-0031-4000-8000-000000000001';
/** The set the demo seed stores for that application, as the customer would have asked for it. */
export const DEMO_OFFER_SET_ID = '0ffe0000-0031-4000-8000-0000000000a1';
const PENAL_BANK = '2% a year on the overdue instalment for the days it is late; no penal interest is added to the rate';
const PENAL_NBFC = '24% a year on the overdue instalment for the days it is late (a penal charge, not added to the rate)';

export const SAMPLE_OFFER_SET: OfferSet = {
  id: DEMO_OFFER_SET_ID,
  leadId: DEMO_OFFER_LEAD_ID,
  product: 'personal-loan',
  createdAt: '2026-11-25T10:00:00.000Z',
  language: 'en',
  indicative: true,
  pricedBand: BAND_WITHOUT_CREDIT_CHECK,
  methodVersion: OFFER_METHOD_VERSION,
  method: [...OFFER_METHOD],
  inputs: {
    amountPaise: 300_000_00,
    tenureMonths: 36,
    monthlyIncomePaise: 50_000_00,
    existingEmisPaise: 0,
    employmentType: 'salaried',
    age: 30,
    pincode: '411001',
    creditBand: null,
  },
  offers: [
    {
      lenderId: 'deccan-commercial-bank',
      lenderName: 'Deccan Commercial Bank Ltd',
      lenderKind: 'bank',
      demo: true,
      amountPaise: 300_000_00,
      rateBps: 1225,
      tenureMonths: 36,
      processingFeeBps: 200,
      processingFeePaise: 7_080_00,
      aprBps: 1392,
      emiPaise: 10_000_15,
      totalInterestPaise: 60_005_49,
      totalCostPaise: 67_085_49,
      penalCharges: PENAL_BANK,
      foreclosure: 'After 12 EMIs: 4% of the principal repaid early plus GST; nil after 24 EMIs',
      coolingOffDays: 3,
      grievance: { name: 'Anand Kulkarni', phone: '022-6140-2200', email: 'nodal.officer@deccanbank.example' },
    },
    {
      lenderId: 'sahyadri-finserv',
      lenderName: 'Sahyadri Finserv Ltd',
      lenderKind: 'nbfc',
      demo: true,
      amountPaise: 300_000_00,
      rateBps: 1275,
      tenureMonths: 36,
      processingFeeBps: 250,
      processingFeePaise: 8_850_00,
      aprBps: 1485,
      emiPaise: 10_072_10,
      totalInterestPaise: 62_595_56,
      totalCostPaise: 71_445_56,
      penalCharges: PENAL_NBFC,
      foreclosure: 'After 6 EMIs: 4% of the principal repaid early plus GST',
      coolingOffDays: 3,
      grievance: { name: 'Sachin Patil', phone: '020-6710-3300', email: 'gro@sahyadrifinserv.example' },
    },
    {
      lenderId: 'vindhya-digital-finance',
      lenderName: 'Vindhya Digital Finance Pvt Ltd',
      lenderKind: 'nbfc',
      demo: true,
      amountPaise: 300_000_00,
      rateBps: 1450,
      tenureMonths: 36,
      processingFeeBps: 300,
      processingFeePaise: 10_620_00,
      aprBps: 1706,
      emiPaise: 10_326_29,
      totalInterestPaise: 71_746_56,
      totalCostPaise: 82_366_56,
      penalCharges: PENAL_NBFC,
      foreclosure: 'Nil after 6 EMIs; 3% of the principal repaid early before that',
      coolingOffDays: 3,
      grievance: { name: 'Rohit Malviya', phone: '0731-488-2600', email: 'grievance@vindhyadigital.example' },
    },
  ],
  unmatched: [
    {
      lenderId: 'kaveri-credit',
      lenderName: 'Kaveri Credit Pvt Ltd',
      reason: 'Kaveri Credit Pvt Ltd does not lend in PIN code 411001.',
      rule: { code: 'pincode', pincode: '411001' },
    },
    {
      lenderId: 'narmada-small-finance-bank',
      lenderName: 'Narmada Small Finance Bank Ltd',
      reason: "Narmada Small Finance Bank Ltd's personal loans run 6 to 24 months; the application asks for 36.",
      rule: { code: 'tenure', product: 'personal-loan', loan: 'personal loan', minTenureMonths: 6, maxTenureMonths: 24, tenureMonths: 36 },
    },
  ],
  chosen: null,
};

const offerSetParams = object({ id: uuid() });

export const showOffers = defineContract({
  operationId: 'showOffers',
  method: 'POST',
  path: '/api/offers',
  summary: 'Match an application against every lender that offers its loan: the offers side by side and the lenders that did not match, each with its reason',
  description:
    'The amount, income, employment and PIN code are read from the application; the tenure, the EMIs already paid and the age come with the call. The credit-score band is used only when the customer has a consented credit check on their account; otherwise every lender is priced at its 700-749 rate and the set is `indicative`. Offers are sorted by APR, then lender name. Every set answered is stored (inputs, offers, unmatched with reasons, language, who asked, when). Each unmatched lender’s `reason` is worded in the language asked (`en`, `hi` or `mr`), and its `rule` (a stable code with the figures it names) lets a page say it in its reader’s language. Callers: the customer for their own application, the shop for an application it filed or that came through it, the telecaller the lead is assigned to.',
  tag: 'offers',
  callers: ['customer', 'vendor', 'telecaller'],
  body: showOffersSchema,
  response: dataResponse(offerSetSchema).concat(messageCodeFields(['offers.shown'])),
  status: 201,
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'The demo personal loan: three offers, two lenders that did not match',
      request: { body: { leadId: DEMO_OFFER_LEAD_ID, tenureMonths: 36, existingEmis: 0, age: 30, language: 'en' } },
      response: {
        success: true,
        message: '3 offers from 5 lenders',
        messageCode: 'offers.shown',
        messageParams: { count: 3, lenders: 5 },
        data: SAMPLE_OFFER_SET,
      },
    },
  ],
});

export const getOfferSet = defineContract({
  operationId: 'getOfferSet',
  method: 'GET',
  path: '/api/offers/:id',
  summary: 'A set of offers as it was shown (and the offer chosen on its application, if any)',
  tag: 'offers',
  callers: ['customer', 'vendor', 'telecaller'],
  params: offerSetParams,
  response: dataResponse(offerSetSchema),
  errors: [401, 403, 404],
  samples: [
    { name: 'The demo set', request: { params: { id: DEMO_OFFER_SET_ID } }, response: { success: true, message: 'Offers fetched', data: SAMPLE_OFFER_SET } },
  ],
});

export const chooseOfferSchema = object({ lenderId: string().trim().required(O.lenderRequired).max(80) });

export const chooseOffer = defineContract({
  operationId: 'chooseOffer',
  method: 'POST',
  path: '/api/offers/:id/choose',
  summary:
    "Choose one offer of a set: an OTP goes to the customer's own mobile (answers `choiceToken`, the flow token for POST /api/offers/:id/confirm). A shop may start it at its counter; only the customer's code completes it",
  tag: 'offers',
  callers: ['customer', 'vendor'],
  params: offerSetParams,
  body: chooseOfferSchema,
  response: successResponse(object({ choiceToken: string().defined(), sentTo: string().defined(), offer: loanOfferSchema.defined() })),
  errors: [400, 401, 403, 404, 409, 429, 503],
  samples: [
    {
      name: 'The demo customer chooses Sahyadri Finserv',
      request: { params: { id: DEMO_OFFER_SET_ID }, body: { lenderId: 'sahyadri-finserv' } },
      response: {
        success: true,
        message: 'OTP sent to the customer’s mobile ******0001. Read the Key Fact Statement, then enter the code to accept it.',
        choiceToken: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
        sentTo: '******0001',
        offer: SAMPLE_OFFER_SET.offers[1]!,
      },
    },
  ],
});

export const confirmOfferChoice = defineContract({
  operationId: 'confirmOfferChoice',
  method: 'POST',
  path: '/api/offers/:id/confirm',
  summary:
    "Acknowledge the chosen offer's Key Fact Statement with the OTP sent to the customer's mobile (the choice token in X-Flow-Token): the lead gets the lender and the offer and goes to that lender's banker",
  tag: 'offers',
  callers: ['customer', 'vendor'],
  flow: ['offer-choice'],
  params: offerSetParams,
  body: otpOnlySchema,
  response: dataResponse(chosenOfferSchema),
  errors: [400, 401, 403, 404, 409, 429],
  samples: [
    {
      name: 'The code from the customer’s mobile',
      request: { params: { id: DEMO_OFFER_SET_ID }, body: { otp: '123456' } },
      response: {
        success: true,
        message: 'Offer accepted. Your application has gone to Sahyadri Finserv Ltd.',
        data: {
          offerSetId: DEMO_OFFER_SET_ID,
          lenderId: 'sahyadri-finserv',
          lenderName: 'Sahyadri Finserv Ltd',
          amountPaise: 300_000_00,
          rateBps: 1275,
          tenureMonths: 36,
          processingFeePaise: 8_850_00,
          aprBps: 1485,
          emiPaise: 10_072_10,
          totalCostPaise: 71_445_56,
          penalCharges: PENAL_NBFC,
          coolingOffDays: 3,
          kfsVersion: 1,
          acknowledgedAt: '2026-11-25T10:05:00.000Z',
        },
      },
    },
  ],
});

export const OFFERS_CONTRACTS = [showOffers, getOfferSet, chooseOffer, confirmOfferChoice] as const;
