// The partner banker's endpoints: registration, the public profile, its own status, the leads
// routed to it, the bank's decision on one and the confirmation of one a telecaller recorded.
// Handlers: api/src/leads/bankers.ts.
import { array, mixed, object, string } from 'yup';
import {
  APPROVAL_STATUSES,
  bankConfirmationSchema,
  bankerDecisionSchema,
  bankerDetailsSchema,
  BANK_DECISIONS,
  type ApprovalStatus,
  type BankDecision,
} from '../schemas';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, strings, successResponse, uuid, messageCodeFields } from './envelope';
import { lenderJourneySchema } from './lender-decisions';
import { bankDecisionListSchema, leadSummarySchema, nextStatusesSchema, SAMPLE_LEAD, SAMPLE_REPORTED_DISBURSAL, timelineEntrySchema } from './leads';

const idParams = object({ id: string().defined() });

export const bankerProfileSchema = object({
  id: uuid(),
  name: string().defined(),
  bankName: string().defined(),
  /** The lender the banker works for (a listed lending partner), or null for a banker of old. */
  lenderId: string().nullable().defined(),
  branch: string().defined(),
  ifsc: string().defined(),
  designation: string().defined(),
  products: strings(),
  pincodes: strings(),
  partnerSince: isoDateTime(),
});

export const approvalSchema = object({
  status: mixed<ApprovalStatus>()
    .oneOf([...APPROVAL_STATUSES])
    .defined(),
  label: string().defined(),
  reason: string().nullable().defined(),
  decidedAt: isoDateTime().nullable(),
});

export const routedLeadSchema = leadSummarySchema.concat(
  object({
    nextStatuses: nextStatusesSchema,
    decisions: bankDecisionListSchema,
    /** Decisions a telecaller recorded that wait for this banker's confirmation. */
    awaitingConfirmation: array(
      mixed<BankDecision>()
        .oneOf([...BANK_DECISIONS])
        .defined(),
    ).defined(),
    /** The offer the customer chose from this banker's lender, its KFS versions, cooling-off and exit. */
    lenderJourney: lenderJourneySchema.nullable().defined(),
  }),
);

const VIKRAM = {
  id: '5b0c7d1e-8a61-4c0f-9d59-2f3a1c6e7b10',
  name: 'Vikram Desai',
  bankName: 'Deccan Commercial Bank Ltd',
  lenderId: 'deccan-commercial-bank',
  branch: 'Pune Camp',
  ifsc: 'DCBL0000123',
  designation: 'Relationship Manager, Retail Loans',
  products: ['Personal loan', 'Home loan', 'Education loan', 'Business loan'],
  pincodes: ['411001', '411002', '411030', '411038'],
  partnerSince: '2026-11-25T09:00:00.000Z',
};

const LOGGED_IN_LEAD = SAMPLE_LEAD;

export const registerBanker = defineContract({
  operationId: 'registerBanker',
  method: 'POST',
  path: '/banker/register',
  summary:
    'Submit a banker’s details (the lender, one of the listed lending partners; branch, IFSC, designation, products, PIN codes); sends an OTP to confirm the mobile. The account then waits for approval.',
  tag: 'banker',
  callers: ['anyone'],
  body: bankerDetailsSchema,
  status: 201,
  response: successResponse(object({ signUpToken: string().defined(), bankerId: uuid() })),
  errors: [400, 409, 429, 503],
  samples: [
    {
      name: 'A branch manager registers',
      request: {
        body: {
          username: 'Kiran Bhat',
          mobile: '9876512345',
          email: 'kiran.bhat@example.com',
          lenderId: 'sahyadri-finserv',
          branch: 'Shivajinagar',
          ifsc: 'SAHY0000123',
          designation: 'Branch Manager',
          products: ['Home loan'],
          pincodes: ['411005', '411016'],
        },
      },
      response: {
        success: true,
        message: 'Details received. Enter the OTP sent to your mobile number to confirm them; our operations team then reviews them.',
        signUpToken: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
        bankerId: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
      },
    },
  ],
});

export const bankerProfile = defineContract({
  operationId: 'getBankerProfile',
  method: 'GET',
  path: '/banker/profile/:id',
  summary: 'A partner banker’s public profile (no contact details); only once approved',
  tag: 'banker',
  callers: ['anyone'],
  params: idParams,
  response: dataResponse(bankerProfileSchema),
  errors: [404],
  samples: [
    {
      name: 'The demo banker',
      request: { params: { id: VIKRAM.id } },
      response: { success: true, message: 'Banker profile fetched successfully', data: VIKRAM },
    },
  ],
});

export const myBankerProfile = defineContract({
  operationId: 'getMyBankerProfile',
  method: 'GET',
  path: '/banker/me',
  summary: 'The signed-in banker’s own profile and where its approval stands (answers while waiting for approval too)',
  tag: 'banker',
  callers: ['banker'],
  unapprovedStaff: true,
  response: dataResponse(bankerProfileSchema.concat(object({ approval: approvalSchema.defined() }))),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'A banker waiting for approval',
      response: {
        success: true,
        message: 'Banker profile fetched successfully',
        data: { ...VIKRAM, approval: { status: 'pending', label: 'Waiting for approval', reason: null, decidedAt: null } },
      },
    },
  ],
});

export const routedLeads = defineContract({
  operationId: 'listRoutedLeads',
  method: 'GET',
  path: '/banker/leads',
  summary: 'Leads routed to the signed-in banker, newest first, with the steps the banker may record and the bank decisions recorded',
  tag: 'banker',
  callers: ['banker'],
  response: dataResponse(object({ bankerId: uuid(), items: array(routedLeadSchema.defined()).defined() })),
  errors: [401, 403],
  samples: [
    {
      name: 'A lead logged in at the bank',
      response: {
        success: true,
        message: 'Routed leads fetched successfully',
        data: {
          bankerId: VIKRAM.id,
          items: [
            {
              ...LOGGED_IN_LEAD,
              nextStatuses: [
                { status: 'sanctioned', label: 'Sanctioned' },
                { status: 'rejected', label: 'Rejected' },
              ],
              decisions: [],
              awaitingConfirmation: [],
              lenderJourney: null,
            },
          ],
        },
      },
    },
  ],
});

export const recordBankDecision = defineContract({
  operationId: 'recordBankDecision',
  method: 'POST',
  path: '/banker/leads/:id/status',
  summary:
    'Record the bank’s decision on a routed lead: sanctioned (amount, rate, tenure), disbursed (amount, date, lender’s reference) or rejected; a note each time. On a lead whose customer chose a lender, only that lender’s bankers may (403 for others); a sanction on other terms than the chosen offer makes a new KFS the customer must acknowledge by OTP before the disbursal (409 until then)',
  tag: 'banker',
  callers: ['banker'],
  params: idParams,
  body: bankerDecisionSchema,
  response: dataResponse(
    leadSummarySchema.concat(
      object({
        history: array(timelineEntrySchema.defined()).defined(),
        decisions: bankDecisionListSchema,
        lenderJourney: lenderJourneySchema.nullable().defined(),
      }),
    ),
  ).concat(messageCodeFields(['lead.status-changed'])),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'A home loan sanctioned',
      request: {
        params: { id: LOGGED_IN_LEAD.id },
        body: { status: 'sanctioned', note: 'Sanctioned on salary slips', sanctionedAmount: 3500000, interestRate: 8.75, tenureMonths: 240 },
      },
      response: {
        success: true,
        message: 'Status changed to Sanctioned',
        messageCode: 'lead.status-changed',
        messageParams: { status: 'sanctioned' },
        data: {
          ...LOGGED_IN_LEAD,
          status: 'sanctioned',
          statusLabel: 'Sanctioned',
          updatedAt: '2026-11-25T10:00:00.000Z',
          history: [
            {
              id: '11111111-2222-4333-8444-555555555555',
              from: 'logged_in',
              fromLabel: 'Logged in at the bank',
              to: 'sanctioned',
              toLabel: 'Sanctioned',
              note: 'Sanctioned on salary slips',
              by: { role: 'banker', name: 'Vikram Desai' },
              at: '2026-11-25T10:00:00.000Z',
            },
          ],
          decisions: [
            {
              decision: 'sanctioned',
              amountPaise: 350_000_000,
              interestRate: 8.75,
              tenureMonths: 240,
              disbursedOn: null,
              lenderReference: null,
              note: 'Sanctioned on salary slips',
              reportedBy: { role: 'banker', name: 'Vikram Desai' },
              reportedAt: '2026-11-25T10:00:00.000Z',
              confirmed: true,
              confirmedBy: { role: 'banker', name: 'Vikram Desai' },
              confirmedAt: '2026-11-25T10:00:00.000Z',
            },
          ],
          lenderJourney: null,
        },
      },
    },
  ],
});

export const confirmBankDecision = defineContract({
  operationId: 'confirmBankDecision',
  method: 'POST',
  path: '/banker/leads/:id/confirm',
  summary: 'Confirm a sanction or disbursal a telecaller recorded, with the facts as the bank has them (they replace the reported ones)',
  tag: 'banker',
  callers: ['banker'],
  params: idParams,
  body: bankConfirmationSchema,
  response: dataResponse(leadSummarySchema.concat(object({ decisions: bankDecisionListSchema }))),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'A disbursal confirmed at the bank’s figure',
      request: {
        params: { id: LOGGED_IN_LEAD.id },
        body: { decision: 'disbursed', disbursedAmount: 3500000, disbursedOn: '2026-11-25', lenderReference: 'HDFC/PNQ/HL/0042' },
      },
      response: {
        success: true,
        message: 'Disbursal confirmed',
        data: {
          ...LOGGED_IN_LEAD,
          status: 'disbursed',
          statusLabel: 'Disbursed',
          decisions: [
            {
              ...SAMPLE_REPORTED_DISBURSAL,
              confirmed: true,
              confirmedBy: { role: 'banker', name: 'Vikram Desai' },
              confirmedAt: '2026-11-25T10:00:00.000Z',
            },
          ],
        },
      },
    },
  ],
});

/** Every banker endpoint, for the API to register and for /docs. */
export const BANKER_CONTRACTS = [registerBanker, bankerProfile, myBankerProfile, routedLeads, recordBankDecision, confirmBankDecision] as const;
