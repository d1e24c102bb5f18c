// The customer's credit-score check and their credit reports (docs/spec/product.md §2, /customer/cibil).
// Handlers: api/src/cibil/routes.ts (the bureau behind them: api/src/cibil/bureau.ts).
import { array, mixed, number, object, string } from 'yup';
import { creditCheckSchema } from '../schemas/account';
import { currentNotice } from '../schemas/consent';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, uuid } from './envelope';

/** The bands Indian lenders read a 300-900 score in, and the answer for someone new to credit. */
export const CREDIT_BANDS = ['Excellent', 'Good', 'Fair', 'Poor', 'Very poor', 'No credit history'] as const;
export type CreditBand = (typeof CREDIT_BANDS)[number];

export const FACTOR_IMPACTS = ['positive', 'neutral', 'negative'] as const;
export type FactorImpact = (typeof FACTOR_IMPACTS)[number];

export const creditFactorSchema = object({
  factor: string().defined(),
  impact: mixed<FactorImpact>()
    .oneOf([...FACTOR_IMPACTS])
    .defined(),
  detail: string().defined(),
});

export const creditReportSchema = object({
  id: uuid(),
  /** Masked: the last four characters. */
  pan: string().defined(),
  fullName: string().defined(),
  bureau: string().defined(),
  /** 300-900, or null for a person with no credit history. */
  score: number().integer().nullable().defined(),
  band: mixed<CreditBand>()
    .oneOf([...CREDIT_BANDS])
    .defined(),
  scoreRange: object({ min: number().integer().defined(), max: number().integer().defined() }).defined(),
  factors: array(creditFactorSchema.defined()).defined(),
  /** The consent text the customer agreed to for this report, and when. */
  consent: object({ text: string().defined(), givenAt: isoDateTime() }).defined(),
  checkedAt: isoDateTime(),
});

/** The credit-check notice's statement (shared/src/schemas/consent.ts), recorded with each report. */
export const CREDIT_CONSENT_TEXT = currentNotice('credit-check').statements.en[0]!;

/** The local test bureau's report for test PAN ABCPE1234F (api/src/cibil/local-bureau.ts). */
const EXCELLENT = {
  id: '4a6c8e0f-2b4d-4f68-8a1c-3e5f7a9b1d2e',
  pan: 'XXXXXX234F',
  fullName: 'Priya Sharma',
  bureau: 'Local test bureau',
  score: 812,
  band: 'Excellent' as const,
  scoreRange: { min: 300, max: 900 },
  factors: [
    { factor: 'Payment history', impact: 'positive' as const, detail: '100% of EMIs and card bills were paid on time.' },
    { factor: 'Credit utilisation', impact: 'positive' as const, detail: 'You use 18% of your card limits, under the 30% lenders like to see.' },
    { factor: 'Length of credit history', impact: 'positive' as const, detail: 'Your oldest account is 8 years old.' },
    { factor: 'Recent credit enquiries', impact: 'positive' as const, detail: '1 lender enquiry in the last 6 months. Checking your own score never counts.' },
    {
      factor: 'Credit mix',
      impact: 'positive' as const,
      detail: 'You have both secured and unsecured credit, which lenders read as experience with both.',
    },
  ],
  consent: { text: CREDIT_CONSENT_TEXT, givenAt: '2026-11-25T10:00:00.000Z' },
  checkedAt: '2026-11-25T10:00:00.000Z',
};

export const creditReports = defineContract({
  operationId: 'listCreditReports',
  method: 'GET',
  path: '/customer/cibil',
  summary: "The customer's credit reports (latest first, 20), the consent text a check records and the PAN checks are tied to",
  tag: 'customer',
  callers: ['customer'],
  response: dataResponse(
    object({
      latest: creditReportSchema.nullable().defined(),
      reports: array(creditReportSchema.defined()).defined(),
      consentText: string().defined(),
      /** The PAN credit checks are tied to (masked), once the first check verified it in the customer's name. */
      panOnProfile: string().nullable().defined(),
    }),
  ),
  errors: [401, 403],
  samples: [
    {
      name: 'One report',
      response: {
        success: true,
        message: 'Credit reports fetched successfully',
        data: { latest: EXCELLENT, reports: [EXCELLENT], consentText: CREDIT_CONSENT_TEXT, panOnProfile: 'XXXXXX234F' },
      },
    },
    {
      name: 'No check yet',
      response: {
        success: true,
        message: 'Credit reports fetched successfully',
        data: { latest: null, reports: [], consentText: CREDIT_CONSENT_TEXT, panOnProfile: null },
      },
    },
  ],
});

export const creditReport = defineContract({
  operationId: 'getCreditReport',
  method: 'GET',
  path: '/customer/cibil/:id',
  summary: 'One of the customer’s credit reports (404 for anyone else’s)',
  tag: 'customer',
  callers: ['customer'],
  params: object({ id: string().defined() }),
  response: dataResponse(creditReportSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'An excellent score',
      request: { params: { id: EXCELLENT.id } },
      response: { success: true, message: 'Credit report fetched successfully', data: EXCELLENT },
    },
  ],
});

export const checkCreditScore = defineContract({
  operationId: 'checkCreditScore',
  method: 'POST',
  path: '/customer/cibil',
  summary:
    'Check the credit score with the customer’s explicit consent (`consent` must be true; the consent text is recorded with the report), at most 5 checks a day; the PAN must be the customer’s own',
  tag: 'customer',
  callers: ['customer'],
  body: creditCheckSchema,
  response: dataResponse(creditReportSchema),
  status: 201,
  errors: [400, 401, 403, 409, 422, 429],
  samples: [
    {
      name: 'Test PAN with an excellent score',
      request: { body: { pan: 'ABCPE1234F', fullName: 'Priya Sharma', consent: true } },
      response: { success: true, message: 'Credit report fetched successfully', data: EXCELLENT },
    },
  ],
});

export const CIBIL_CONTRACTS = [creditReports, creditReport, checkCreditScore] as const;
