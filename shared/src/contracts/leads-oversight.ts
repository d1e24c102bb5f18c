// Leads oversight for the operations console (issue 30): every lead by status and age, oldest
// first and paged, with who holds it and whether its first call kept the service level
// (LEAD_FIRST_CALL_SLA, shared schemas lead-sla.ts); one lead with its calls, timeline and
// reassignments; and handing a lead to another approved telecaller on duty. Operations admins only.
// Handlers: api/src/leads/oversight.ts (queries in api/src/leads/oversight-queries.ts).
import { array, boolean, number, object, string } from 'yup';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '../schemas/leads';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, UUID_PATTERN, uuid } from './envelope';
import { leadSummarySchema, SAMPLE_LEAD, timelineEntrySchema } from './leads';
import { pageInfoSchema, pageQuerySchema } from './ops-paging';

const messages = VALIDATION_TEXTS.leadsOversight;

/** Which leads a list shows: the open ones (not final), all, or one status. */
export const OVERSIGHT_STATUS_FILTERS = ['open', 'all', ...LEAD_STATUSES] as const;

const optionalUuid = (message: string) =>
  string()
    .trim()
    .default('')
    .test('uuid', message, (value) => !value || UUID_PATTERN.test(value));

export const oversightLeadsQuerySchema = pageQuerySchema.shape({
  status: string()
    .default('open')
    .oneOf([...OVERSIGHT_STATUS_FILTERS], messages.statusFilter),
  /** Held by this telecaller. */
  telecallerId: optionalUuid(messages.telecallerFromList),
  /** Received at least this many days ago. */
  olderThanDays: number().typeError(messages.olderThanDaysWhole).integer(messages.olderThanDaysWhole).min(0).max(3650).default(0),
  /** `breached`: only leads whose first call missed the service level. */
  sla: string().default('').oneOf(['', 'breached'], messages.slaFilter),
});

const personSchema = object({ id: uuid(), name: string().defined() });

/** The first call against the service level. */
export const firstCallSchema = object({
  dueAt: isoDateTime(),
  /** The first call a telecaller recorded, if any. */
  calledAt: isoDateTime().nullable(),
  /** Called late, or not called and past due now. */
  breached: boolean().defined(),
});

export const oversightLeadRowSchema = leadSummarySchema.shape({
  assignedTo: personSchema.nullable().defined(),
  firstCall: firstCallSchema.defined(),
});

const countsSchema = object(Object.fromEntries(LEAD_STATUSES.map((status) => [status, number().integer().defined()]))).defined();

const telecallerOptionSchema = personSchema.shape({ onDuty: boolean().defined() });

const COUNTS = Object.fromEntries(LEAD_STATUSES.map((status) => [status, status === 'logged_in' ? 1 : 0])) as Record<LeadStatus, number>;
const RAHUL = { id: '2c6e9a41-5b7d-4e3f-9a1c-7d8e0f2b4c65', name: 'Rahul Verma' };
const ROW = {
  ...SAMPLE_LEAD,
  assignedTo: RAHUL,
  firstCall: { dueAt: '2026-11-20T12:00:00.000Z', calledAt: '2026-11-20T10:40:00.000Z', breached: false },
};

export const listOversightLeads = defineContract({
  operationId: 'listOversightLeads',
  method: 'GET',
  path: '/admin/leads',
  summary:
    'Every lead for oversight, oldest first and paged, filtered by status (open unless asked), telecaller, age and first-call service level, with counts per status and of breaches under the other filters',
  tag: 'admin',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  query: oversightLeadsQuerySchema,
  response: dataResponse(
    pageInfoSchema.shape({
      items: array(oversightLeadRowSchema.defined()).defined(),
      counts: countsSchema,
      /** Leads under the filters whose first call missed the service level. */
      breached: number().integer().defined(),
      /** Every approved telecaller, for the filter. */
      telecallers: array(telecallerOptionSchema.defined()).defined(),
    }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'One open lead',
      request: { query: { status: 'open' } },
      response: {
        success: true,
        message: 'Leads fetched successfully',
        data: { items: [ROW], counts: COUNTS, breached: 0, telecallers: [{ ...RAHUL, onDuty: true }], page: 1, pageSize: 25, total: 1 },
      },
    },
  ],
});

const idParams = object({ id: string().defined() });

export const oversightLeadSchema = oversightLeadRowSchema.shape({
  calls: array(
    object({
      at: isoDateTime(),
      by: string().defined(),
      statusAfterLabel: string().defined(),
      note: string().nullable().defined(),
    }).defined(),
  ).defined(),
  history: array(timelineEntrySchema.defined()).defined(),
  /** Who handed it from whom, newest last (from the audit trail). */
  reassignments: array(
    object({
      at: isoDateTime(),
      by: string().defined(),
      from: string().nullable().defined(),
      to: string().defined(),
      reason: string().nullable().defined(),
    }).defined(),
  ).defined(),
  /** Approved telecallers on duty it may go to (not the one holding it); empty for a closed lead. */
  candidates: array(telecallerOptionSchema.defined()).defined(),
});

const DETAIL = {
  ...ROW,
  calls: [{ at: '2026-11-20T10:40:00.000Z', by: 'Rahul Verma', statusAfterLabel: LEAD_STATUS_LABELS.contacted, note: 'Asked for salary slips' }],
  history: [],
  reassignments: [],
  candidates: [{ id: '7e2b4d6f-1a3c-4e5b-8d7f-9a0b1c2d3e4f', name: 'Sneha Kulkarni', onDuty: true }],
};

export const oversightLead = defineContract({
  operationId: 'getOversightLead',
  method: 'GET',
  path: '/admin/leads/:id',
  summary: 'One lead for oversight: who holds it, its first call against the service level, its calls, status timeline and reassignments, and who it may go to',
  tag: 'admin',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  params: idParams,
  response: dataResponse(oversightLeadSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'A logged-in home loan',
      request: { params: { id: SAMPLE_LEAD.id } },
      response: { success: true, message: 'Lead fetched successfully', data: DETAIL },
    },
  ],
});

export const reassignLeadSchema = object({
  telecallerId: string().trim().required(messages.telecallerRequired).matches(UUID_PATTERN, messages.telecallerRequired),
  /** Who held it when the page was read ('' for nobody): if that changed, the move is refused. */
  seenAssignedTo: optionalUuid(messages.seenAssignedTo),
  reason: string()
    .trim()
    .max(300, fillTemplate(VALIDATION_TEXTS.common.reasonTooLong, { max: 300 }))
    .default(''),
});

export const reassignLead = defineContract({
  operationId: 'reassignLead',
  method: 'POST',
  path: '/admin/leads/:id/reassign',
  summary:
    'Hand an open lead to another approved telecaller on duty (audited). 409 and nothing changed when the lead is closed, the telecaller cannot take it, or someone reassigned it since the page was read.',
  tag: 'admin',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  params: idParams,
  body: reassignLeadSchema,
  response: dataResponse(oversightLeadSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'To Sneha',
      request: { params: { id: SAMPLE_LEAD.id }, body: { telecallerId: DETAIL.candidates[0]!.id, seenAssignedTo: RAHUL.id, reason: 'Rahul is on leave' } },
      response: {
        success: true,
        message: 'Lead handed to Sneha Kulkarni',
        data: {
          ...DETAIL,
          assignedTo: { id: DETAIL.candidates[0]!.id, name: 'Sneha Kulkarni' },
          reassignments: [{ at: '2026-11-25T10:00:00.000Z', by: 'Ops Admin', from: RAHUL.name, to: 'Sneha Kulkarni', reason: 'Rahul is on leave' }],
          candidates: [{ ...RAHUL, onDuty: true }],
        },
      },
    },
  ],
});

export const LEADS_OVERSIGHT_CONTRACTS = [listOversightLeads, oversightLead, reassignLead] as const;
