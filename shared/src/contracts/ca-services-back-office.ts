// Our back office on service requests (telecaller accounts until a staff role exists:
// docs/decisions/012-ca-service-requests.md): the queue, moving a request on, completing it with its
// deliverable. Handlers: api/src/ca-services/back-office.ts.
import { array, object, string } from 'yup';
import { SERVICE_UPLOAD_LIMITS, SUBMISSION_STATUS_LABELS } from '../schemas/ca-services';
import { SAMPLE_FILE, SAMPLE_SERVICE_REQUEST as SUBMITTED, serviceRequestSchema } from './ca-services';
import { defineContract } from './contract';
import { dataResponse, paise } from './envelope';

const idParams = object({ id: string().defined() });
const AT = SUBMITTED.createdAt;

export const openServiceRequests = defineContract({
  operationId: 'listOpenServiceRequests',
  method: 'GET',
  path: '/ca/staff/submissions',
  summary: 'Every paid request not closed, oldest first (staff)',
  tag: 'ca-services',
  callers: ['telecaller'],
  response: dataResponse(object({ items: array(serviceRequestSchema.defined()).defined() })),
  errors: [401, 403],
  samples: [{ name: 'One waiting', response: { success: true, message: 'Open requests', data: { items: [SUBMITTED] } } }],
});

export const moveServiceRequest = defineContract({
  operationId: 'moveServiceRequest',
  method: 'POST',
  path: '/ca/staff/submissions/:id/status',
  summary:
    'Move a request on (in_progress, documents_requested or rejected, the last two with a reason for the shop); a rejected request’s fee goes back to the wallet once',
  tag: 'ca-services',
  callers: ['telecaller'],
  params: idParams,
  // Read as sent: the handler names the allowed moves and a missing reason in its own words.
  body: object({ status: string().default(''), reason: string().default('') }),
  response: dataResponse(serviceRequestSchema.shape({ refundedPaise: paise() })),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Documents requested',
      request: { params: { id: SUBMITTED.id }, body: { status: 'documents_requested', reason: 'The rent agreement is missing: please attach it.' } },
      response: {
        success: true,
        message: 'Status changed',
        data: {
          ...SUBMITTED,
          status: 'documents_requested',
          statusLabel: SUBMISSION_STATUS_LABELS.documents_requested,
          reason: 'The rent agreement is missing: please attach it.',
          history: [
            ...SUBMITTED.history,
            {
              status: 'documents_requested',
              label: SUBMISSION_STATUS_LABELS.documents_requested,
              note: 'The rent agreement is missing: please attach it.',
              at: AT,
            },
          ],
          refundedPaise: 0,
        },
      },
    },
  ],
});

export const completeServiceRequest = defineContract({
  operationId: 'completeServiceRequest',
  method: 'PUT',
  path: '/ca/staff/submissions/:id/deliverable',
  summary: 'Complete a request with its deliverable (multipart field `deliverable`: the certificate or filing, PDF/JPG/PNG)',
  tag: 'ca-services',
  callers: ['telecaller'],
  params: idParams,
  multipart: {
    files: { deliverable: { description: `The certificate or filing: ${SERVICE_UPLOAD_LIMITS.acceptText} by content.`, required: true } },
    description: `Exactly one file of at most ${SERVICE_UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB.`,
  },
  response: dataResponse(serviceRequestSchema),
  errors: [400, 401, 403, 404, 409, 413, 415],
  samples: [
    {
      name: 'The GST certificate',
      request: { params: { id: SUBMITTED.id } },
      response: {
        success: true,
        message: 'Request completed',
        data: {
          ...SUBMITTED,
          status: 'completed',
          statusLabel: SUBMISSION_STATUS_LABELS.completed,
          deliverable: {
            ...SAMPLE_FILE,
            id: '5a6b7c8d-9e0f-4a1b-8c2d-0000000000ff',
            document: 'deliverable',
            label: 'Deliverable',
            fileName: 'GST-certificate.pdf',
          },
          history: [...SUBMITTED.history, { status: 'completed', label: SUBMISSION_STATUS_LABELS.completed, note: null, at: AT }],
        },
      },
    },
  ],
});

export const CA_SERVICE_BACK_OFFICE_CONTRACTS = [openServiceRequests, moveServiceRequest, completeServiceRequest] as const;
