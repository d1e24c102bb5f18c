// CA fulfilment in the operations console (issue 30; docs/decisions/012-ca-service-requests.md
// made telecallers the back office until staff roles existed): CA experts and operations admins
// work the paid requests by due date: the queue, the experts and one request; the moves are in
// ca-services-back-office-moves.ts. Handlers: api/src/ca-services/back-office.ts (queries in
// api/src/ca-services/back-office-queries.ts).
import { array, boolean, mixed, number, object, string } from 'yup';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES, type SubmissionStatus } from '../schemas/ca-services';
import { VALIDATION_TEXTS } from '../schemas/validation-texts';
import { SAMPLE_SERVICE_REQUEST as SUBMITTED, serviceRequestSchema } from './ca-services';
import { defineContract, type StaffRole } from './contract';
import { dataResponse, isoDateTime, uuid } from './envelope';

/** Who works CA requests: the experts, and the operations admins who hand them out. */
export const CA_FULFILMENT_ROLES = ['ca_expert', 'ops_admin'] as const satisfies readonly StaffRole[];

/** The statuses of a request our team still has to act on (the queue). */
export const CA_OPEN_STATUSES = ['submitted', 'documents_requested', 'in_progress'] as const satisfies readonly SubmissionStatus[];
/** What the queue can be filtered to: an open status, or the requests our team closed. */
export const CA_QUEUE_STATUSES = [...CA_OPEN_STATUSES, 'completed', 'rejected'] as const satisfies readonly SubmissionStatus[];
export type CaQueueStatus = (typeof CA_QUEUE_STATUSES)[number];

/** What a deliverable is: the certificate itself, or an acknowledgement carrying its number. */
export const DELIVERABLE_KINDS = ['certificate', 'acknowledgement'] as const;
export type DeliverableKind = (typeof DELIVERABLE_KINDS)[number];

export const CA_QUEUE_PAGE_SIZE = 20;

const idParams = object({ id: string().defined() });
const AT = SUBMITTED.createdAt;
const statusSchema = mixed<SubmissionStatus>()
  .oneOf([...SUBMISSION_STATUSES])
  .defined();
const personSchema = object({ id: uuid(), name: string().defined() });

/** One row of the queue. */
export const caQueueItemSchema = object({
  id: uuid(),
  requestNumber: string().defined(),
  serviceId: string().defined(),
  service: string().defined(),
  status: statusSchema,
  statusLabel: string().defined(),
  shop: personSchema.defined(),
  assignee: personSchema.nullable().defined(),
  dueAt: isoDateTime().nullable(),
  overdue: boolean().defined(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});

/** A request as our team reads it: the shop's view plus who works it, the shop and what the shop filled in. */
export const caStaffRequestSchema = serviceRequestSchema.shape({
  overdue: boolean().defined(),
  shop: personSchema.shape({ mobile: string().defined() }).defined(),
  assignee: personSchema.nullable().defined(),
  /** The service's form as the shop filled it in, in the form's order. */
  details: array(object({ label: string().defined(), value: string().defined() }).defined()).defined(),
  /** The service's documents, for asking the shop for some of them. */
  serviceDocuments: array(object({ key: string().defined(), label: string().defined() }).defined()).defined(),
});

const paging = VALIDATION_TEXTS.paging;

export const caQueueQuerySchema = object({
  status: string()
    .trim()
    .oneOf(['', 'open', ...CA_QUEUE_STATUSES], VALIDATION_TEXTS.caBackOffice.queueStatus)
    .default('open'),
  service: string().trim().max(60).default(''),
  /** `me`, `none`, or a staff member's id. */
  assignee: string()
    .trim()
    .matches(/^(me|none|[0-9a-f-]{36})?$/i, VALIDATION_TEXTS.caBackOffice.assignee)
    .default(''),
  overdue: string().trim().oneOf(['', 'true', 'false'], VALIDATION_TEXTS.caBackOffice.overdue).default(''),
  // The console's paging words, as every other desk's list says them.
  page: number().typeError(paging.pageWhole).integer(paging.pageWhole).min(1, paging.pageFrom).max(10_000).default(1),
});

/** Samples the moves' contracts (ca-services-back-office-moves.ts) build on. */
export const SAMPLE_CA_EXPERT = { id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', name: 'Meera Iyer' };
const SAMPLE_SHOP = { id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Shree Ganesh Mobile & Finance Point' };
export const SAMPLE_CA_STAFF_REQUEST = {
  ...SUBMITTED,
  overdue: false,
  shop: { ...SAMPLE_SHOP, mobile: '9876500002' },
  assignee: null,
  details: [
    { label: 'Applicant name', value: 'Ganesh Patil' },
    { label: 'PAN', value: 'ABCPP1234F' },
  ],
  serviceDocuments: [
    { key: 'panCard', label: 'PAN card' },
    { key: 'addressProof', label: 'Address proof' },
    { key: 'rentAgreement', label: 'Rent agreement or NOC' },
  ],
};

export const caRequestQueue = defineContract({
  operationId: 'listCaRequestQueue',
  method: 'GET',
  path: '/ca/staff/submissions',
  summary: `Paid requests by due date, oldest first, ${CA_QUEUE_PAGE_SIZE} a page (status \`open\` by default; service id; assignee me, none or an id; overdue), with the open requests counted per status (CA experts, operations admins)`,
  tag: 'ca-services',
  callers: ['admin'],
  staffRoles: CA_FULFILMENT_ROLES,
  query: caQueueQuerySchema,
  response: dataResponse(
    object({
      items: array(caQueueItemSchema.defined()).defined(),
      total: number().integer().defined(),
      page: number().integer().defined(),
      pageSize: number().integer().defined(),
      counts: object({
        submitted: number().integer().defined(),
        documents_requested: number().integer().defined(),
        in_progress: number().integer().defined(),
        overdue: number().integer().defined(),
      }).defined(),
    }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'One waiting',
      request: { query: { status: 'open' } },
      response: {
        success: true,
        message: 'CA requests',
        data: {
          items: [
            {
              id: SUBMITTED.id,
              requestNumber: SUBMITTED.requestNumber,
              serviceId: SUBMITTED.serviceId,
              service: SUBMITTED.service,
              status: 'submitted',
              statusLabel: SUBMISSION_STATUS_LABELS.submitted,
              shop: SAMPLE_SHOP,
              assignee: null,
              dueAt: SUBMITTED.dueAt,
              overdue: false,
              createdAt: AT,
              updatedAt: AT,
            },
          ],
          total: 1,
          page: 1,
          pageSize: CA_QUEUE_PAGE_SIZE,
          counts: { submitted: 1, documents_requested: 0, in_progress: 0, overdue: 0 },
        },
      },
    },
  ],
});

export const caExperts = defineContract({
  operationId: 'listCaExperts',
  method: 'GET',
  path: '/ca/staff/experts',
  summary: 'The staff holding the CA expert role, to assign requests to (CA experts, operations admins)',
  tag: 'ca-services',
  callers: ['admin'],
  staffRoles: CA_FULFILMENT_ROLES,
  response: dataResponse(object({ items: array(personSchema.defined()).defined() })),
  errors: [401, 403],
  samples: [{ name: 'One expert', response: { success: true, message: 'CA experts', data: { items: [SAMPLE_CA_EXPERT] } } }],
});

export const caStaffRequest = defineContract({
  operationId: 'getCaRequestForStaff',
  method: 'GET',
  path: '/ca/staff/submissions/:id',
  summary: 'One request with its documents, timeline, assignee and what the shop filled in (CA experts, operations admins)',
  tag: 'ca-services',
  callers: ['admin'],
  staffRoles: CA_FULFILMENT_ROLES,
  params: idParams,
  response: dataResponse(caStaffRequestSchema),
  errors: [401, 403, 404],
  samples: [
    { name: 'Submitted', request: { params: { id: SUBMITTED.id } }, response: { success: true, message: 'CA request', data: SAMPLE_CA_STAFF_REQUEST } },
  ],
});

export const CA_SERVICE_BACK_OFFICE_CONTRACTS = [caRequestQueue, caExperts, caStaffRequest] as const;
