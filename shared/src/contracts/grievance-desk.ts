// The grievance desk of the operations console (issue 32): every complaint with its reference and
// the date the officer answers by (30 days, the RBI Integrated Ombudsman Scheme's limit), overdue
// ones first to the eye; one complaint with its reply thread; and the desk's moves: assign, reply
// (the person reads it when they follow the complaint and is told by SMS), escalate to the
// Principal Nodal Officer, resolve with a reason. Every move carries the status the page showed; a
// move from another status, or one the state machine refuses, is a 409 that changes nothing.
// Staff only: grievance officers and operations admins. Handlers: api/src/grievances/desk.ts.
import { array, mixed, number, object, string } from 'yup';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_REASON_MAX,
  GRIEVANCE_REPLY_MAX,
  GRIEVANCE_STATUSES,
  GRIEVANCE_STATUS_LABELS,
  type GrievanceCategory,
  type GrievanceStatus,
} from '../schemas/grievance';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract, type StaffRole } from './contract';
import { dataResponse, isoDateTime, UUID_PATTERN, uuid } from './envelope';
import { pageInfoSchema, pageQuerySchema } from './ops-paging';

/** The grievance officer works the desk; an operations admin may cover (assigns, answers in their absence). */
export const GRIEVANCE_DESK_ROLES: readonly StaffRole[] = ['grievance_officer', 'ops_admin'];

// The desk's messages are keyed (validation-texts-desks-a.ts) so the console shows them in Hindi and Marathi.
const m = VALIDATION_TEXTS.grievanceDesk;

const grievanceStatus = () =>
  mixed<GrievanceStatus>()
    .oneOf([...GRIEVANCE_STATUSES])
    .defined();

export const GRIEVANCE_STATUS_FILTERS = ['open', 'overdue', 'all', ...GRIEVANCE_STATUSES] as const;
export type GrievanceStatusFilter = (typeof GRIEVANCE_STATUS_FILTERS)[number];

export const grievanceDeskQuerySchema = pageQuerySchema.shape({
  status: string()
    .default('open')
    .oneOf([...GRIEVANCE_STATUS_FILTERS], m.statusFilter),
  /** `me` (assigned to the caller), `none` (nobody yet), or any. */
  assigned: string().default('').oneOf(['', 'me', 'none'], m.assignedFilter),
  /** The reference, the name or the mobile number. */
  search: string()
    .trim()
    .max(100, fillTemplate(VALIDATION_TEXTS.common.searchTooLong, { max: 100 }))
    .default(''),
});

const personSchema = object({ id: uuid(), name: string().defined() });

export const grievanceDeskRowSchema = object({
  id: uuid(),
  reference: string().defined(),
  name: string().defined(),
  category: mixed<GrievanceCategory>()
    .oneOf([...GRIEVANCE_CATEGORIES])
    .defined(),
  status: grievanceStatus(),
  statusLabel: string().defined(),
  createdAt: isoDateTime(),
  respondBy: isoDateTime(),
  /** Not resolved and past its respond-by date: the person may now go to the RBI. */
  overdue: mixed<boolean>().oneOf([true, false]).defined(),
  assignee: personSchema.nullable().defined(),
});

const countsSchema = object(Object.fromEntries(GRIEVANCE_STATUSES.map((status) => [status, number().integer().defined()]))).defined();

const ROW = {
  id: '7c2e9a41-3b5d-4f86-9e0a-1d2c3b4a5f60',
  reference: 'GRV40817263',
  name: 'Farhan Qureshi',
  category: 'Interest, fees or charges' as const,
  status: 'received' as const,
  statusLabel: GRIEVANCE_STATUS_LABELS.received,
  createdAt: '2026-11-25T10:00:00.000Z',
  respondBy: '2026-12-25T18:30:00.000Z',
  overdue: false,
  assignee: null,
};

export const listGrievances = defineContract({
  operationId: 'listGrievances',
  method: 'GET',
  path: '/ops/grievances',
  summary:
    'Every complaint for the grievance desk, the one due soonest first, paged, filtered by status (open unless asked; overdue = open and past its respond-by date), assignee and search, with counts per status and the overdue count',
  tag: 'grievances',
  callers: ['admin'],
  staffRoles: GRIEVANCE_DESK_ROLES,
  query: grievanceDeskQuerySchema,
  response: dataResponse(
    pageInfoSchema.shape({ items: array(grievanceDeskRowSchema.defined()).defined(), counts: countsSchema, overdue: number().integer().defined() }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'One open complaint',
      request: { query: { status: 'open' } },
      response: {
        success: true,
        message: 'Complaints',
        data: { items: [ROW], counts: { received: 1, in_progress: 0, escalated: 0, resolved: 0 }, overdue: 0, page: 1, pageSize: 25, total: 1 },
      },
    },
  ],
});

export const grievanceDetailSchema = grievanceDeskRowSchema.shape({
  mobile: string().defined(),
  email: string().nullable().defined(),
  details: string().defined(),
  replies: array(object({ id: uuid(), body: string().defined(), at: isoDateTime(), by: string().defined() }).defined()).defined(),
  escalationReason: string().nullable().defined(),
  escalatedAt: isoDateTime().nullable(),
  resolution: string().nullable().defined(),
  resolvedAt: isoDateTime().nullable(),
  /** The statuses the state machine allows from here (GRIEVANCE_TRANSITIONS). */
  nextStatuses: array(grievanceStatus()).defined(),
  /** Who the complaint may be assigned to: active staff holding the grievance officer role. */
  officers: array(personSchema.defined()).defined(),
});

const OFFICER = { id: '2f4e6a8c-1b3d-4e5f-8a7b-9c0d1e2f3a4b', name: 'Kavita Menon' };
const DETAIL = {
  ...ROW,
  mobile: '9822000412',
  email: 'farhan.qureshi@example.com',
  details: 'The processing fee charged was higher than the one shown on the offer screen.',
  replies: [],
  escalationReason: null,
  escalatedAt: null,
  resolution: null,
  resolvedAt: null,
  nextStatuses: ['in_progress' as const, 'escalated' as const, 'resolved' as const],
  officers: [OFFICER],
};
const ANSWERED = {
  ...DETAIL,
  status: 'in_progress' as const,
  statusLabel: GRIEVANCE_STATUS_LABELS.in_progress,
  assignee: OFFICER,
  replies: [
    {
      id: '8d3f0b52-4c6e-4a97-8f1b-2e3d4c5b6a71',
      body: 'We have asked the lender for the fee breakdown and will write again within 7 days.',
      at: '2026-11-26T06:30:00.000Z',
      by: OFFICER.name,
    },
  ],
  nextStatuses: ['escalated' as const, 'resolved' as const],
};

const idParams = object({ id: string().defined() });

export const grievanceDetail = defineContract({
  operationId: 'getGrievance',
  method: 'GET',
  path: '/ops/grievances/:id',
  summary:
    'One complaint for the grievance desk: the person, what happened, the reply thread, the moves allowed from its status and the officers it may be assigned to',
  tag: 'grievances',
  callers: ['admin'],
  staffRoles: GRIEVANCE_DESK_ROLES,
  params: idParams,
  response: dataResponse(grievanceDetailSchema),
  errors: [401, 403, 404],
  samples: [{ name: 'Just received', request: { params: { id: ROW.id } }, response: { success: true, message: 'Complaint', data: DETAIL } }],
});

const expectedStatus = () =>
  string()
    .required(m.statusMissing)
    .oneOf([...GRIEVANCE_STATUSES], m.statusMissing);

export const assignGrievanceSchema = object({
  assigneeId: string().required(m.officerRequired).matches(UUID_PATTERN, m.officerRequired),
  expectedStatus: expectedStatus(),
});

export const assignGrievance = defineContract({
  operationId: 'assignGrievance',
  method: 'POST',
  path: '/ops/grievances/:id/assign',
  summary: 'Assign a complaint to a grievance officer (a received complaint is then being looked into); audited',
  tag: 'grievances',
  callers: ['admin'],
  staffRoles: GRIEVANCE_DESK_ROLES,
  params: idParams,
  body: assignGrievanceSchema,
  response: dataResponse(grievanceDetailSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'To Kavita Menon',
      request: { params: { id: ROW.id }, body: { assigneeId: OFFICER.id, expectedStatus: 'received' } },
      response: {
        success: true,
        message: `GRV40817263 is assigned to ${OFFICER.name}.`,
        data: {
          ...DETAIL,
          status: 'in_progress',
          statusLabel: GRIEVANCE_STATUS_LABELS.in_progress,
          assignee: OFFICER,
          nextStatuses: ['escalated', 'resolved'],
        },
      },
    },
  ],
});

export const grievanceReplySchema = object({
  body: string()
    .trim()
    .required(m.replyRequired)
    .min(10, fillTemplate(m.replyTooShort, { min: 10 }))
    .max(GRIEVANCE_REPLY_MAX, fillTemplate(m.replyTooLong, { max: GRIEVANCE_REPLY_MAX })),
  expectedStatus: expectedStatus(),
});

export const replyToGrievance = defineContract({
  operationId: 'replyToGrievance',
  method: 'POST',
  path: '/ops/grievances/:id/replies',
  summary:
    'Reply to the person: added to the thread they read when they follow the complaint, an SMS tells them; a received complaint is then being looked into. Not on a resolved complaint. Audited.',
  tag: 'grievances',
  callers: ['admin'],
  staffRoles: GRIEVANCE_DESK_ROLES,
  params: idParams,
  body: grievanceReplySchema,
  response: dataResponse(grievanceDetailSchema),
  status: 201,
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'A first answer',
      request: { params: { id: ROW.id }, body: { body: ANSWERED.replies[0]!.body, expectedStatus: 'received' } },
      response: { success: true, message: 'Reply sent. Farhan Qureshi is told by SMS.', data: ANSWERED },
    },
  ],
});

const reasonField = (required: string) =>
  string()
    .trim()
    .required(required)
    .min(10, fillTemplate(m.reasonTooShort, { min: 10 }))
    // The words of the public complaint form's details (VALIDATION_TEXTS.grievance).
    .max(GRIEVANCE_REASON_MAX, fillTemplate(VALIDATION_TEXTS.grievance.detailsTooLong, { max: GRIEVANCE_REASON_MAX }));

export const resolveGrievanceSchema = object({ resolution: reasonField(m.resolutionRequired), expectedStatus: expectedStatus() });
export const escalateGrievanceSchema = object({ reason: reasonField(m.escalationRequired), expectedStatus: expectedStatus() });

export const resolveGrievance = defineContract({
  operationId: 'resolveGrievance',
  method: 'POST',
  path: '/ops/grievances/:id/resolve',
  summary: 'Resolve a complaint with how it was resolved (the person reads it and is told by SMS); final. Audited.',
  tag: 'grievances',
  callers: ['admin'],
  staffRoles: GRIEVANCE_DESK_ROLES,
  params: idParams,
  body: resolveGrievanceSchema,
  response: dataResponse(grievanceDetailSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Fee refunded',
      request: {
        params: { id: ROW.id },
        body: { resolution: 'The excess processing fee of ₹1,180 was refunded to your account.', expectedStatus: 'in_progress' },
      },
      response: {
        success: true,
        message: 'GRV40817263 is resolved. Farhan Qureshi is told by SMS.',
        data: {
          ...ANSWERED,
          status: 'resolved',
          statusLabel: GRIEVANCE_STATUS_LABELS.resolved,
          resolution: 'The excess processing fee of ₹1,180 was refunded to your account.',
          resolvedAt: '2026-11-30T09:00:00.000Z',
          nextStatuses: [],
        },
      },
    },
  ],
});

export const escalateGrievance = defineContract({
  operationId: 'escalateGrievance',
  method: 'POST',
  path: '/ops/grievances/:id/escalate',
  summary: 'Escalate a complaint to the Principal Nodal Officer with the reason (the person sees the new status). Audited.',
  tag: 'grievances',
  callers: ['admin'],
  staffRoles: GRIEVANCE_DESK_ROLES,
  params: idParams,
  body: escalateGrievanceSchema,
  response: dataResponse(grievanceDetailSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'The lender has not answered',
      request: { params: { id: ROW.id }, body: { reason: 'The lender has not sent the fee breakdown in 10 days.', expectedStatus: 'in_progress' } },
      response: {
        success: true,
        message: 'GRV40817263 is escalated to the Principal Nodal Officer.',
        data: {
          ...ANSWERED,
          status: 'escalated',
          statusLabel: GRIEVANCE_STATUS_LABELS.escalated,
          escalationReason: 'The lender has not sent the fee breakdown in 10 days.',
          escalatedAt: '2026-12-06T09:00:00.000Z',
          nextStatuses: ['resolved'],
        },
      },
    },
  ],
});

export const GRIEVANCE_DESK_CONTRACTS = [listGrievances, grievanceDetail, assignGrievance, replyToGrievance, resolveGrievance, escalateGrievance] as const;
