// The moves of CA fulfilment (issue 30): assign, ask for documents, start, upload the
// deliverable, complete, reject. Each names the status the page showed (`expectedStatus`): when
// someone else moved the request first the answer is 409 and nothing changes. The queue, the
// experts and the detail are in ca-services-back-office.ts. Handlers: api/src/ca-services/back-office.ts.
import { array, mixed, object, string } from 'yup';
import { SERVICE_UPLOAD_LIMITS, SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES, type SubmissionStatus } from '../schemas/ca-services';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { SAMPLE_FILE, SAMPLE_SERVICE_REQUEST as SUBMITTED } from './ca-services';
import { CA_FULFILMENT_ROLES, caStaffRequestSchema, DELIVERABLE_KINDS, SAMPLE_CA_EXPERT, SAMPLE_CA_STAFF_REQUEST } from './ca-services-back-office';
import { defineContract } from './contract';
import { dataResponse, messageCodeFields, paise } from './envelope';

const messages = VALIDATION_TEXTS.caBackOfficeMoves;
const idParams = object({ id: string().defined() });
const AT = SUBMITTED.createdAt;
// Any status a page can show; a move from one it does not start from is the handler's 409.
const expectedStatus = mixed<SubmissionStatus>()
  .oneOf([...SUBMISSION_STATUSES], messages.statusUnknown)
  .required(messages.statusMissing);
const ASSIGNED = { ...SAMPLE_CA_STAFF_REQUEST, assignee: SAMPLE_CA_EXPERT };
const event = (status: SubmissionStatus, note: string | null) => ({ status, label: SUBMISSION_STATUS_LABELS[status], note, at: AT });

export const assignCaRequest = defineContract({
  operationId: 'assignCaRequest',
  method: 'POST',
  path: '/ca/staff/submissions/:id/assign',
  summary:
    'Assign an open request to a CA expert: an operations admin to any expert, an expert only to themselves and only a request nobody holds (409 when the assignee or status changed since the page was read)',
  tag: 'ca-services',
  callers: ['admin'],
  staffRoles: CA_FULFILMENT_ROLES,
  params: idParams,
  body: object({
    assigneeId: string().trim().required(messages.expertRequired),
    expectedStatus,
    /** Who held it when the page was read (null: nobody). */
    expectedAssigneeId: string().trim().nullable().default(null),
  }),
  response: dataResponse(caStaffRequestSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'To Meera Iyer',
      request: { params: { id: SUBMITTED.id }, body: { assigneeId: SAMPLE_CA_EXPERT.id, expectedStatus: 'submitted', expectedAssigneeId: null } },
      response: {
        success: true,
        message: 'Assigned to Meera Iyer',
        data: { ...ASSIGNED, history: [...SUBMITTED.history, event('submitted', 'Assigned to a CA expert')] },
      },
    },
  ],
});

export const requestCaDocuments = defineContract({
  operationId: 'requestCaDocuments',
  method: 'POST',
  path: '/ca/staff/submissions/:id/request-documents',
  summary: "Ask the shop for some of the service's documents with a note; the shop sends them from its request's page (submitted or in progress only)",
  tag: 'ca-services',
  callers: ['admin'],
  staffRoles: CA_FULFILMENT_ROLES,
  params: idParams,
  body: object({
    expectedStatus,
    documents: array(string().trim().defined())
      .min(1, messages.documentsRequired)
      .max(10, fillTemplate(messages.documentsMax, { max: 10 }))
      .required(messages.documentsRequired),
    note: string()
      .trim()
      .max(500, fillTemplate(VALIDATION_TEXTS.common.noteUnder, { max: 500 }))
      .required(messages.noteRequired),
  }),
  response: dataResponse(caStaffRequestSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'The rent agreement',
      request: {
        params: { id: SUBMITTED.id },
        body: { expectedStatus: 'in_progress', documents: ['rentAgreement'], note: 'The premises are rented: please attach the rent agreement.' },
      },
      response: {
        success: true,
        message: 'Documents requested. The shop has been told.',
        data: {
          ...ASSIGNED,
          status: 'documents_requested',
          statusLabel: SUBMISSION_STATUS_LABELS.documents_requested,
          reason: 'The premises are rented: please attach the rent agreement.',
          requestedDocuments: [{ key: 'rentAgreement', label: 'Rent agreement or NOC' }],
          history: [...SUBMITTED.history, event('documents_requested', 'Rent agreement or NOC: The premises are rented: please attach the rent agreement.')],
        },
      },
    },
  ],
});

const expectedOnly = object({ expectedStatus });

export const startCaRequest = defineContract({
  operationId: 'startCaRequest',
  method: 'POST',
  path: '/ca/staff/submissions/:id/start',
  summary: 'Mark a submitted, assigned request in progress (its expert or an operations admin)',
  tag: 'ca-services',
  callers: ['admin'],
  staffRoles: CA_FULFILMENT_ROLES,
  params: idParams,
  body: expectedOnly,
  response: dataResponse(caStaffRequestSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Work starts',
      request: { params: { id: SUBMITTED.id }, body: { expectedStatus: 'submitted' } },
      response: {
        success: true,
        message: 'Marked in progress',
        data: {
          ...ASSIGNED,
          status: 'in_progress',
          statusLabel: SUBMISSION_STATUS_LABELS.in_progress,
          history: [...SUBMITTED.history, event('in_progress', null)],
        },
      },
    },
  ],
});

const deliverableFile = {
  ...SAMPLE_FILE,
  id: '5a6b7c8d-9e0f-4a1b-8c2d-0000000000ff',
  document: 'deliverable',
  label: 'GST registration certificate',
  fileName: 'GST-certificate.pdf',
};
const IN_PROGRESS_WITH_DELIVERABLE = {
  ...ASSIGNED,
  status: 'in_progress' as const,
  statusLabel: SUBMISSION_STATUS_LABELS.in_progress,
  deliverable: deliverableFile,
  history: [...SUBMITTED.history, event('in_progress', null)],
};

/** The text fields sent with a deliverable (the console's form validates with it too). */
export const caDeliverableFieldsSchema = object({
  expectedStatus,
  kind: string()
    .trim()
    .oneOf([...DELIVERABLE_KINDS], messages.deliverableKind)
    .required(messages.deliverableKind),
  referenceNumber: string()
    .trim()
    .max(60, fillTemplate(messages.acknowledgementTooLong, { max: 60 }))
    .matches(/^[A-Za-z0-9/-]*$/, messages.acknowledgementShape)
    .when('kind', {
      is: 'acknowledgement',
      then: (schema) => schema.required(messages.acknowledgementRequired),
      otherwise: (schema) => schema.optional().default(''),
    }),
});

export const uploadCaDeliverable = defineContract({
  operationId: 'uploadCaDeliverable',
  method: 'PUT',
  path: '/ca/staff/submissions/:id/deliverable',
  summary: 'Upload the deliverable of a request in progress: the certificate, or an acknowledgement with its number (a second upload replaces the first)',
  tag: 'ca-services',
  callers: ['admin'],
  staffRoles: CA_FULFILMENT_ROLES,
  params: idParams,
  multipart: {
    fields: caDeliverableFieldsSchema,
    files: { deliverable: { description: `The certificate or acknowledgement: ${SERVICE_UPLOAD_LIMITS.acceptText} by content.`, required: true } },
    description: `Exactly one file of at most ${SERVICE_UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB, with the fields expectedStatus, kind (certificate or acknowledgement) and referenceNumber (an acknowledgement's number).`,
  },
  // The deliverable goes by its service's id, or the acknowledgement by its number, beside the English label.
  response: dataResponse(caStaffRequestSchema).concat(messageCodeFields(['ca-desk.deliverable-uploaded', 'ca-desk.acknowledgement-uploaded'])),
  errors: [400, 401, 403, 404, 409, 413, 415],
  samples: [
    {
      name: 'The GST certificate',
      request: { params: { id: SUBMITTED.id }, body: { expectedStatus: 'in_progress', kind: 'certificate' } },
      response: {
        success: true,
        message: 'Deliverable uploaded: GST registration certificate',
        messageCode: 'ca-desk.deliverable-uploaded',
        messageParams: { deliverable: 'gst-registration' },
        data: IN_PROGRESS_WITH_DELIVERABLE,
      },
    },
  ],
});

export const completeCaRequest = defineContract({
  operationId: 'completeCaRequest',
  method: 'POST',
  path: '/ca/staff/submissions/:id/complete',
  summary: 'Complete a request in progress whose deliverable is uploaded; the shop is told it can download it',
  tag: 'ca-services',
  callers: ['admin'],
  staffRoles: CA_FULFILMENT_ROLES,
  params: idParams,
  body: expectedOnly,
  response: dataResponse(caStaffRequestSchema).concat(messageCodeFields(['ca-desk.completed', 'ca-desk.completed-acknowledgement'])),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Delivered',
      request: { params: { id: SUBMITTED.id }, body: { expectedStatus: 'in_progress' } },
      response: {
        success: true,
        message: 'Request completed. The shop can download the GST registration certificate.',
        messageCode: 'ca-desk.completed',
        messageParams: { deliverable: 'gst-registration' },
        data: {
          ...IN_PROGRESS_WITH_DELIVERABLE,
          status: 'completed',
          statusLabel: SUBMISSION_STATUS_LABELS.completed,
          history: [...IN_PROGRESS_WITH_DELIVERABLE.history, event('completed', 'GST registration certificate')],
        },
      },
    },
  ],
});

export const rejectCaRequest = defineContract({
  operationId: 'rejectCaRequest',
  method: 'POST',
  path: '/ca/staff/submissions/:id/reject',
  summary: "Reject an open request with a reason for the shop; its fee goes back to the shop's wallet once, in the same transaction",
  tag: 'ca-services',
  callers: ['admin'],
  staffRoles: CA_FULFILMENT_ROLES,
  params: idParams,
  body: object({
    expectedStatus,
    reason: string()
      .trim()
      .min(5, messages.rejectReasonTooShort)
      .max(500, fillTemplate(messages.rejectReasonTooLong, { max: 500 }))
      .required(messages.rejectReasonRequired),
  }),
  response: dataResponse(caStaffRequestSchema.shape({ refundedPaise: paise() })),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'The PAN is not the applicant’s',
      request: { params: { id: SUBMITTED.id }, body: { expectedStatus: 'submitted', reason: 'The PAN does not belong to the applicant.' } },
      response: {
        success: true,
        message: "Request rejected. ₹1,770 was refunded to the shop's wallet.",
        data: {
          ...SAMPLE_CA_STAFF_REQUEST,
          status: 'rejected',
          statusLabel: SUBMISSION_STATUS_LABELS.rejected,
          reason: 'The PAN does not belong to the applicant.',
          history: [
            ...SUBMITTED.history,
            event(
              'rejected',
              'The PAN does not belong to the applicant. The fee of ₹1,770 is back in your wallet. A fee paid by card is refunded to your wallet as well.',
            ),
          ],
          refundedPaise: 177_000,
        },
      },
    },
  ],
});

export const CA_SERVICE_BACK_OFFICE_MOVE_CONTRACTS = [
  assignCaRequest,
  requestCaDocuments,
  startCaRequest,
  uploadCaDeliverable,
  completeCaRequest,
  rejectCaRequest,
] as const;
