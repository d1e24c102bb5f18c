// The shapes of a lead as its readers get it (summary, timeline, the bank's decisions), shared by
// the banker's, the telecaller's and the admin's contracts. Built by api/src/leads/queries.ts and
// api/src/leads/bank-decisions.ts; the development read of a mobile's leads is registered in
// api/src/leads/routes.ts.
import { array, boolean, mixed, number, object, string } from 'yup';
import { BANK_DECISIONS, LEAD_STATUSES, type BankDecision, type LeadStatus } from '../schemas/leads';
import { VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract } from './contract';
import { isoDate, isoDateTime, paise, successResponse, uuid } from './envelope';

const leadStatus = () =>
  mixed<LeadStatus>()
    .oneOf([...LEAD_STATUSES])
    .defined();
const actor = () => object({ role: string().defined(), name: string().defined() });

/** A lead as a list shows it: the mobile masked. */
export const leadSummarySchema = object({
  id: uuid(),
  source: mixed<'enquiry' | 'application'>().oneOf(['enquiry', 'application']).defined(),
  product: string().defined(),
  customerName: string().defined(),
  mobileMasked: string().defined(),
  pincode: string().defined(),
  /** What the applicant asked for, in rupees; never what commission is priced on. */
  amount: number().nullable().defined(),
  shopID: string().nullable().defined(),
  status: leadStatus(),
  statusLabel: string().defined(),
  nextCallAt: isoDateTime().nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});

export const timelineEntrySchema = object({
  id: uuid(),
  from: mixed<LeadStatus>()
    .nullable()
    .defined()
    .test('status', 'a lead status or null', (value) => value === null || (LEAD_STATUSES as readonly unknown[]).includes(value)),
  fromLabel: string().nullable().defined(),
  to: leadStatus(),
  toLabel: string().defined(),
  note: string().nullable().defined(),
  by: actor().defined(),
  at: isoDateTime(),
});

/** A decision of the bank with its facts, and whether the bank stands behind it yet. */
export const bankDecisionFactsSchema = object({
  decision: mixed<BankDecision>()
    .oneOf([...BANK_DECISIONS])
    .defined(),
  amountPaise: paise(),
  interestRate: number().nullable().defined(),
  tenureMonths: number().integer().nullable().defined(),
  disbursedOn: isoDate().nullable(),
  lenderReference: string().nullable().defined(),
  note: string().defined(),
  reportedBy: actor().defined(),
  reportedAt: isoDateTime(),
  confirmed: boolean().defined(),
  confirmedBy: actor().nullable().defined(),
  confirmedAt: isoDateTime().nullable(),
});

export const nextStatusesSchema = array(object({ status: leadStatus(), label: string().defined() })).defined();
export const bankDecisionListSchema = array(bankDecisionFactsSchema.defined()).defined();

/** One demo lead the contracts' samples share: a home loan logged in at the demo bank. */
export const SAMPLE_LEAD = {
  id: '9a4f2c1b-3d5e-4f60-8a7b-1c2d3e4f5a6b',
  source: 'enquiry' as const,
  product: 'Home loan',
  customerName: 'Amol Jadhav',
  mobileMasked: '******0107',
  pincode: '411001',
  amount: 3800000,
  shopID: null,
  status: 'logged_in' as const,
  statusLabel: 'Logged in at the bank',
  nextCallAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

/** Its disbursal as a telecaller reported it, before the bank confirmed it. */
export const SAMPLE_REPORTED_DISBURSAL = {
  decision: 'disbursed' as const,
  amountPaise: 350_000_000,
  interestRate: null,
  tenureMonths: null,
  disbursedOn: '2026-11-25',
  lenderReference: 'HDFC/PNQ/HL/0042',
  note: 'Told by the branch',
  reportedBy: { role: 'telecaller', name: 'Rahul Verma' },
  reportedAt: '2026-11-25T09:00:00.000Z',
  confirmed: false,
  confirmedBy: null,
  confirmedAt: null,
};

/** Development only: a mobile's leads and who holds each, so an end-to-end test knows whom to sign in as. */
export const listStoredLeads = defineContract({
  operationId: 'listStoredLeads',
  method: 'GET',
  path: '/dev/leads',
  summary: 'Leads of a mobile with their telecaller (development only, absent in production)',
  tag: 'development',
  callers: ['anyone'],
  query: object({
    mobile: string()
      .required(VALIDATION_TEXTS.enquiries.mobileRequired)
      .matches(/^\d{10}$/, 'Phone number must be 10 digits'),
  }),
  response: successResponse(
    object({
      data: array(
        object({
          id: uuid(),
          status: leadStatus(),
          shopID: string().nullable().defined(),
          telecallerName: string().nullable().defined(),
          telecallerMobile: string().nullable().defined(),
          bankerId: string().nullable().defined(),
        }).defined(),
      ).defined(),
    }),
  ),
  errors: [400],
  samples: [
    {
      // Amol Jadhav's home loan in the demo data, at the bank (ids differ from one seed to the next).
      name: 'A demo lead logged in at the bank',
      request: { query: { mobile: '9823000107' } },
      response: {
        success: true,
        message: 'Leads',
        data: [
          {
            id: SAMPLE_LEAD.id,
            status: 'logged_in',
            shopID: null,
            telecallerName: 'Rahul Verma',
            telecallerMobile: '9876500003',
            bankerId: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98',
          },
        ],
      },
    },
  ],
});
