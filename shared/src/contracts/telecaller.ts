// The telecaller console's endpoints, and the status history every party to a lead reads.
// Handlers: api/src/leads/routes.ts and api/src/leads/lead-documents.ts (the documents the shop uploaded).
import { array, boolean, mixed, number, object, string } from 'yup';
import { callOutcomeSchema, LEAD_STATUSES, TELECALLER_LANGUAGES, telecallerProfileSchema, type LeadStatus } from '../schemas/leads';
import { SALE_DOCUMENT_LABELS, type SaleDocumentKind } from '../schemas/vendor-selling';
import { VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract } from './contract';
import { dataResponse, FILE_ANSWER, isoDateTime, uuid, messageCodeFields } from './envelope';
import { bankDecisionListSchema, leadSummarySchema, nextStatusesSchema, timelineEntrySchema } from './leads';
import { lenderJourneySchema } from './lender-decisions';

const idParams = object({ id: string().defined() });
const leadStatus = () =>
  mixed<LeadStatus>()
    .oneOf([...LEAD_STATUSES])
    .defined();

export const telecallerProfileAnswerSchema = object({
  id: uuid(),
  name: string().defined(),
  languages: array(
    mixed<(typeof TELECALLER_LANGUAGES)[number]>()
      .oneOf([...TELECALLER_LANGUAGES])
      .defined(),
  ).defined(),
  shiftStart: string().defined(),
  shiftEnd: string().defined(),
  onDuty: boolean().defined(),
});

/** How many of the telecaller's leads are in each status: every status, a whole number each. */
const countsByStatus = mixed<Record<LeadStatus, number>>().test(
  'counts',
  'a whole number for every lead status',
  (value) => typeof value === 'object' && value !== null && LEAD_STATUSES.every((status) => Number.isInteger((value as Record<string, unknown>)[status])),
);

const leadList = () => array(leadSummarySchema.defined()).defined();

/** A document a partner shop uploaded against its sale (PUT /api/pendency-docs/:loanId). */
export const leadDocumentSchema = object({
  kind: mixed<SaleDocumentKind>()
    .oneOf(Object.keys(SALE_DOCUMENT_LABELS) as SaleDocumentKind[])
    .defined(),
  label: string().defined(),
  fileName: string().defined(),
  mimeType: string().defined(),
  sizeBytes: number().integer().min(0).defined(),
  uploadedAt: isoDateTime(),
});

export const leadDetailSchema = leadSummarySchema.concat(
  object({
    /** The full number, for the click-to-call link (the page shows it masked). */
    mobile: string().defined(),
    request: mixed<Record<string, unknown>>().defined(),
    /** The documents the shop uploaded for the sale, in the order the product needs them (the file itself: downloadLeadDocument). */
    documents: array(leadDocumentSchema.defined()).defined(),
    calls: array(
      object({
        id: uuid(),
        statusAfter: leadStatus(),
        statusAfterLabel: string().defined(),
        note: string().nullable().defined(),
        nextCallAt: isoDateTime().nullable(),
        at: isoDateTime(),
      }).defined(),
    ).defined(),
    history: array(timelineEntrySchema.defined()).defined(),
    banker: object({ name: string().defined(), bank: string().defined(), branch: string().defined() }).nullable().defined(),
    decisions: bankDecisionListSchema,
    /** The lender the customer chose, the KFS versions, cooling-off and exit (the telecaller helps; only the customer chooses). */
    lenderJourney: lenderJourneySchema.nullable().defined(),
    nextStatuses: nextStatusesSchema,
  }),
);

const RAHUL = {
  id: '3c9d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Rahul Verma',
  languages: ['English' as const, 'Hindi' as const],
  shiftStart: '09:30',
  shiftEnd: '18:30',
  onDuty: true,
};
const NEW_LEAD = {
  id: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  source: 'enquiry' as const,
  product: 'Education loan',
  customerName: 'Aditya Joshi',
  mobileMasked: '******0101',
  pincode: '411038',
  amount: 1200000,
  shopID: 'DEMOSHOP',
  status: 'new' as const,
  statusLabel: 'New',
  nextCallAt: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
};
const RECEIVED = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  from: null,
  fromLabel: null,
  to: 'new' as const,
  toLabel: 'New',
  note: 'Received',
  by: { role: 'system', name: 'LoanSetu' },
  at: NEW_LEAD.createdAt,
};
const COUNTS = {
  new: 1,
  contacted: 0,
  interested: 0,
  not_interested: 0,
  documents_pending: 0,
  logged_in: 0,
  sanctioned: 0,
  disbursed: 0,
  rejected: 0,
  closed: 0,
};

export const statusHistory = defineContract({
  operationId: 'getLeadStatusHistory',
  method: 'GET',
  path: '/api/get-status-history/:id',
  summary:
    "A lead's current status and its status history, oldest first: for the customer whose request it is, the shop it came through, its telecaller and its banker (404 for anyone else)",
  tag: 'leads',
  callers: ['customer', 'vendor', 'telecaller', 'banker'],
  params: idParams,
  response: dataResponse(
    leadSummarySchema.concat(
      object({
        history: array(timelineEntrySchema.defined()).defined(),
        /** The lender's part of the timeline: the choice, the bank's decisions with their facts, the KFS versions, cooling-off and exit. */
        decisions: bankDecisionListSchema,
        lenderJourney: lenderJourneySchema.nullable().defined(),
      }),
    ),
  ),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'A new lead',
      request: { params: { id: NEW_LEAD.id } },
      response: {
        success: true,
        message: 'Status history fetched successfully',
        data: { ...NEW_LEAD, history: [RECEIVED], decisions: [], lenderJourney: null },
      },
    },
  ],
});

export const telecallerQueue = defineContract({
  operationId: 'getTelecallerQueue',
  method: 'GET',
  path: '/telecaller/queue',
  summary: "Today's work: leads due now, scheduled call-backs, every open lead and counts by status",
  tag: 'telecaller',
  callers: ['telecaller'],
  response: dataResponse(
    object({
      telecaller: telecallerProfileAnswerSchema.defined(),
      now: isoDateTime(),
      dueNow: leadList(),
      callBacks: leadList(),
      open: leadList(),
      counts: countsByStatus.defined(),
      callsToday: number().integer().defined(),
    }),
  ),
  errors: [401, 403],
  samples: [
    {
      name: 'One new lead due',
      response: {
        success: true,
        message: 'Queue fetched successfully',
        data: { telecaller: RAHUL, now: '2026-11-25T10:00:00.000Z', dueNow: [NEW_LEAD], callBacks: [], open: [NEW_LEAD], counts: COUNTS, callsToday: 3 },
      },
    },
  ],
});

export const telecallerLead = defineContract({
  operationId: 'getTelecallerLead',
  method: 'GET',
  path: '/telecaller/leads/:id',
  summary: 'One of the telecaller’s leads: the whole request, documents, calls, timeline, the bank’s decisions and the allowed next steps',
  tag: 'telecaller',
  callers: ['telecaller'],
  params: idParams,
  response: dataResponse(leadDetailSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'A new lead',
      request: { params: { id: NEW_LEAD.id } },
      response: {
        success: true,
        message: 'Lead fetched successfully',
        data: {
          ...NEW_LEAD,
          mobile: '9823000101',
          request: { email: 'aditya@example.com', address: 'Pune, Maharashtra', referred: null },
          documents: [],
          calls: [],
          history: [RECEIVED],
          banker: null,
          decisions: [],
          lenderJourney: null,
          nextStatuses: [
            { status: 'contacted', label: 'Contacted' },
            { status: 'not_interested', label: 'Not interested' },
            { status: 'closed', label: 'Closed' },
          ],
        },
      },
    },
  ],
});

export const downloadLeadDocument = defineContract({
  operationId: 'downloadTelecallerLeadDocument',
  method: 'GET',
  path: '/telecaller/leads/:id/documents/:kind',
  summary: 'A document the shop uploaded for one of the telecaller’s leads (404 for a lead assigned to someone else)',
  tag: 'telecaller',
  callers: ['telecaller'],
  params: object({
    id: string().defined(),
    kind: string().oneOf(Object.keys(SALE_DOCUMENT_LABELS), VALIDATION_TEXTS.telecallerLeads.documentFromList).defined(),
  }),
  download: { description: 'The document as the shop uploaded it, shown inline.', types: ['application/pdf', 'image/jpeg', 'image/png'] },
  response: FILE_ANSWER,
  errors: [400, 401, 403, 404],
  samples: [{ name: 'The PAN card of a lead', request: { params: { id: NEW_LEAD.id, kind: 'pan' } }, response: {} }],
});

export const recordCallOutcome = defineContract({
  operationId: 'recordCallOutcome',
  method: 'POST',
  path: '/telecaller/leads/:id/outcome',
  summary:
    'Record a call: the status after it (refused unless the move is allowed), a note and the next call time; a sanction or disbursal the bank told of carries its facts and waits for the bank’s confirmation',
  tag: 'telecaller',
  callers: ['telecaller'],
  params: idParams,
  body: callOutcomeSchema,
  response: dataResponse(leadSummarySchema.concat(object({ history: array(timelineEntrySchema.defined()).defined() }))).concat(
    messageCodeFields(['lead.status-changed', 'lead.status-changed-awaiting', 'telecaller.call-recorded']),
  ),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'The customer was reached',
      request: { params: { id: NEW_LEAD.id }, body: { status: 'contacted', note: 'Spoke to the customer; explained the process.' } },
      response: {
        success: true,
        message: 'Status changed to Contacted',
        messageCode: 'lead.status-changed',
        messageParams: { status: 'contacted' },
        data: {
          ...NEW_LEAD,
          status: 'contacted',
          statusLabel: 'Contacted',
          updatedAt: '2026-11-25T10:00:00.000Z',
          history: [
            RECEIVED,
            {
              id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
              from: 'new',
              fromLabel: 'New',
              to: 'contacted',
              toLabel: 'Contacted',
              note: 'Spoke to the customer; explained the process.',
              by: { role: 'telecaller', name: 'Rahul Verma' },
              at: '2026-11-25T10:00:00.000Z',
            },
          ],
        },
      },
    },
  ],
});

export const telecallerTeam = defineContract({
  operationId: 'listTelecallerTeam',
  method: 'GET',
  path: '/telecaller/team',
  summary: 'The telecaller team: who is on duty, each person’s open leads and calls today',
  tag: 'telecaller',
  callers: ['telecaller'],
  response: dataResponse(object({}))
    .omit(['data'])
    .concat(
      object({
        data: array(
          telecallerProfileAnswerSchema.concat(object({ openLeads: number().integer().defined(), callsToday: number().integer().defined() })).defined(),
        ).defined(),
      }),
    ),
  errors: [401, 403],
  samples: [{ name: 'The demo team', response: { success: true, message: 'Team fetched successfully', data: [{ ...RAHUL, openLeads: 4, callsToday: 3 }] } }],
});

export const telecallerProfile = defineContract({
  operationId: 'getTelecallerProfile',
  method: 'GET',
  path: '/telecaller/profile',
  summary: "The signed-in telecaller's name, languages, working hours and duty",
  tag: 'telecaller',
  callers: ['telecaller'],
  response: dataResponse(telecallerProfileAnswerSchema),
  errors: [401, 403],
  samples: [{ name: 'Rahul Verma', response: { success: true, message: 'Profile fetched successfully', data: RAHUL } }],
});

export const saveTelecallerProfile = defineContract({
  operationId: 'saveTelecallerProfile',
  method: 'PUT',
  path: '/telecaller/profile',
  summary: 'Change languages, working hours and duty; going off duty hands open leads to the others on duty',
  tag: 'telecaller',
  callers: ['telecaller'],
  body: telecallerProfileSchema,
  response: dataResponse(telecallerProfileAnswerSchema).concat(
    messageCodeFields(['telecaller.profile-saved', 'telecaller.leads-shared', 'telecaller.leads-handed']),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'Off duty for the day',
      request: { body: { languages: ['English', 'Hindi'], shiftStart: '09:30', shiftEnd: '18:30', onDuty: false } },
      response: {
        success: true,
        message: 'Profile saved. You are off duty; 4 open leads handed to the team.',
        messageCode: 'telecaller.leads-handed',
        messageParams: { count: 4 },
        data: { ...RAHUL, onDuty: false },
      },
    },
  ],
});

export const TELECALLER_CONTRACTS = [
  statusHistory,
  telecallerQueue,
  telecallerLead,
  downloadLeadDocument,
  recordCallOutcome,
  telecallerTeam,
  telecallerProfile,
  saveTelecallerProfile,
] as const;
