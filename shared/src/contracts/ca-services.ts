// CA and other service requests (docs/decisions/012-ca-service-requests.md): the catalogue, a
// shop's requests (read, pay, withdraw, send documents again, download a file) and the back office
// (telecaller accounts). The submission calls, one per service, are made from the catalogue in
// ca-service-requests.ts. Handlers: api/src/ca-services/routes.ts (registration),
// api/src/ca-services/requests.ts (a shop's calls) and api/src/ca-services/back-office.ts (our team's).
import { array, boolean, mixed, number, object, string } from 'yup';
import { SERVICES } from '../schemas/ca-services-catalogue';
import {
  SERVICE_UPLOAD_LIMITS,
  serviceFeeWithGst,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  type ServiceDefinition,
  type ServiceFieldKind,
  type ServiceGroup,
  type SubmissionStatus,
} from '../schemas/ca-services';
import { defineContract } from './contract';
import { dataResponse, FILE_ANSWER, isoDateTime, paise, uuid } from './envelope';

const SERVICE_FIELD_KINDS = ['text', 'email', 'tel', 'pincode', 'pan', 'textarea', 'select'] as const satisfies readonly ServiceFieldKind[];
const groupSchema = mixed<ServiceGroup>().oneOf(['ca', 'other']).defined();
const submissionStatusSchema = mixed<SubmissionStatus>()
  .oneOf([...SUBMISSION_STATUSES])
  .defined();

/** A service of the catalogue as the API answers it: the registry's entry and its fee with GST. */
export const serviceSchema = object({
  name: string().defined(),
  id: string().defined(),
  group: groupSchema,
  path: string().defined(),
  endpoint: string().defined(),
  summary: string().defined(),
  turnaround: string().defined(),
  turnaroundWorkingDays: number().integer().defined(),
  deliverable: string().defined(),
  feePaise: paise(),
  fields: array(
    object({
      name: string().defined(),
      label: string().defined(),
      kind: mixed<ServiceFieldKind>()
        .oneOf([...SERVICE_FIELD_KINDS])
        .defined(),
      required: boolean().defined(),
      options: array(object({ value: string().defined(), label: string().defined() }).defined()).optional(),
      hint: string().optional(),
    }).defined(),
  ).defined(),
  documents: array(
    object({ key: string().defined(), label: string().defined(), required: boolean().defined(), hint: string().optional() }).defined(),
  ).defined(),
  feeWithGstPaise: paise(),
});

/** A service as the API answers it (`serviceSchema`): its registry entry, copied, and its fee with GST. */
export const serviceAnswerOf = (service: ServiceDefinition) => ({
  ...service,
  fields: service.fields.map(({ options, ...field }) => ({ ...field, ...(options ? { options: options.map((option) => ({ ...option })) } : {}) })),
  documents: service.documents.map((doc) => ({ ...doc })),
  feeWithGstPaise: serviceFeeWithGst(service),
});

/** A document a shop sent, or the deliverable our team sent back. */
export const requestFileSchema = object({
  id: uuid(),
  /** The document's key in the service (`deliverable` for the deliverable). */
  document: string().defined(),
  label: string().defined(),
  fileName: string().defined(),
  mimeType: string().defined(),
  sizeBytes: number().integer().defined(),
  sha256: string().defined(),
  uploadedAt: isoDateTime(),
});

/** A document of the service our team asked the shop for. */
export const requestedDocumentSchema = object({ key: string().defined(), label: string().defined() });

/** A shop's service request with its files and its history. */
export const serviceRequestSchema = object({
  id: uuid(),
  /** What the shop and our team quote (CA-2026-000123). */
  requestNumber: string().defined(),
  serviceId: string().defined(),
  service: string().defined(),
  group: groupSchema,
  status: submissionStatusSchema,
  statusLabel: string().defined(),
  /** What our team told the shop (documents requested, rejected), or why it expired. */
  reason: string().nullable().defined(),
  feePaise: paise(),
  paidAt: isoDateTime().nullable(),
  /** When our team promised it (the service's turnaround in working days from its submission); null before it is paid. */
  dueAt: isoDateTime().nullable(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  documents: array(requestFileSchema.defined()).defined(),
  /** The documents our team asked for while documents are requested (else empty). */
  requestedDocuments: array(requestedDocumentSchema.defined()).defined(),
  /** Labelled by what it is: the service's certificate, or "Acknowledgement no. …". */
  deliverable: requestFileSchema.nullable().defined(),
  history: array(
    object({ status: submissionStatusSchema, label: string().defined(), note: string().nullable().defined(), at: isoDateTime() }).defined(),
  ).defined(),
});

/** The request and the wallet after the call (paise). */
export const serviceRequestWithBalanceSchema = serviceRequestSchema.shape({ balance: paise() });

// ---------------------------------------------------------------------------------------------
// Samples: the demo shop's GST Registration for Ganesh Patil, paid from its wallet.

const GST = SERVICES.find((service) => service.id === 'gst-registration')!;
const AT = '2026-11-24T09:30:00.000Z';
/** Seven working days after Tuesday 24 Nov 2026: the end of Thursday 3 Dec in India. */
const SAMPLE_DUE_AT = '2026-12-03T18:30:00.000Z';
/** A sample file's facts (a 20 KB PDF sent at the sample request's time). */
export const SAMPLE_FILE = {
  mimeType: 'application/pdf',
  sizeBytes: 20_480,
  sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  uploadedAt: AT,
};

/** A request of `service` as its shop reads it right after sending it (required documents only). */
export function sampleServiceRequest(service: ServiceDefinition, status: SubmissionStatus = 'awaiting_payment') {
  const paid = status !== 'awaiting_payment';
  return {
    id: '7d1e4b2a-3c5f-4a6e-9b8d-0f1a2b3c4d5e',
    requestNumber: 'CA-2026-000123',
    serviceId: service.id,
    service: service.name,
    group: service.group,
    status,
    statusLabel: SUBMISSION_STATUS_LABELS[status],
    reason: null,
    feePaise: serviceFeeWithGst(service),
    paidAt: paid ? AT : null,
    dueAt: paid ? SAMPLE_DUE_AT : null,
    createdAt: AT,
    updatedAt: AT,
    documents: service.documents
      .filter((doc) => doc.required)
      .map((doc, index) => ({
        ...SAMPLE_FILE,
        id: `5a6b7c8d-9e0f-4a1b-8c2d-${String(index + 1).padStart(12, '0')}`,
        document: doc.key,
        label: doc.label,
        fileName: `${doc.key}.pdf`,
      })),
    requestedDocuments: [],
    deliverable: null,
    history: [
      { status: 'awaiting_payment' as const, label: SUBMISSION_STATUS_LABELS.awaiting_payment, note: null, at: AT },
      ...(paid ? [{ status: 'submitted' as const, label: SUBMISSION_STATUS_LABELS.submitted, note: 'Fee of ₹1,770 paid from the wallet', at: AT }] : []),
    ],
  };
}

/** The demo shop's GST Registration, paid and submitted. */
export const SAMPLE_SERVICE_REQUEST = sampleServiceRequest(GST, 'submitted');
const SUBMITTED = SAMPLE_SERVICE_REQUEST;
/** The demo shop's wallet (₹2,501) less the GST Registration fee (₹1,770). */
const BALANCE_AFTER_FEE = 250_100 - serviceFeeWithGst(GST);

// ---------------------------------------------------------------------------------------------
// The catalogue

export const caServices = defineContract({
  operationId: 'listServices',
  method: 'GET',
  path: '/ca/services',
  summary: 'Every service: its documents, fee (with GST) and turnaround',
  tag: 'ca-services',
  callers: ['anyone'],
  response: dataResponse(object({ services: array(serviceSchema.defined()).defined() })),
  errors: [],
  samples: [
    {
      name: 'The catalogue',
      response: { success: true, message: 'Services', data: { services: SERVICES.map(serviceAnswerOf) } },
    },
  ],
});

export const caServiceNamed = defineContract({
  operationId: 'getServiceByName',
  method: 'GET',
  path: '/ca/services/:name',
  summary: 'The service a name selects (docs/spec/product.md §4); an unknown name is 404',
  tag: 'ca-services',
  callers: ['anyone'],
  params: object({ name: string().defined() }),
  response: dataResponse(serviceSchema),
  errors: [404],
  samples: [
    {
      name: 'GST Registration',
      request: { params: { name: 'GST Registration' } },
      response: { success: true, message: 'Service', data: serviceAnswerOf(GST) },
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// A shop's requests

const idParams = object({ id: string().defined() });

export const shopServiceRequests = defineContract({
  operationId: 'listServiceRequests',
  method: 'GET',
  path: '/ca/submissions',
  summary: "The shop's service requests, newest first (`group=ca` CA services, `group=other` other services, anything else both)",
  tag: 'ca-services',
  callers: ['vendor'],
  query: object({ group: string().optional() }),
  response: dataResponse(object({ items: array(serviceRequestSchema.defined()).defined() })),
  errors: [401, 403],
  samples: [
    {
      name: 'The CA services history',
      request: { query: { group: 'ca' } },
      response: { success: true, message: 'Service requests', data: { items: [SUBMITTED] } },
    },
  ],
});

export const shopServiceRequest = defineContract({
  operationId: 'getServiceRequest',
  method: 'GET',
  path: '/ca/submissions/:id',
  summary: 'One of the shop’s requests (404 for another shop’s)',
  tag: 'ca-services',
  callers: ['vendor'],
  params: idParams,
  response: dataResponse(serviceRequestSchema),
  errors: [401, 403, 404],
  samples: [
    { name: 'Paid and submitted', request: { params: { id: SUBMITTED.id } }, response: { success: true, message: 'Service request', data: SUBMITTED } },
  ],
});

export const payServiceFee = defineContract({
  operationId: 'payServiceFeeFromWallet',
  method: 'POST',
  path: '/ca/submissions/:id/pay',
  summary: 'Pay a request awaiting payment from the wallet (409 with the balance when it is too low)',
  tag: 'ca-services',
  callers: ['vendor'],
  params: idParams,
  response: dataResponse(serviceRequestWithBalanceSchema),
  errors: [401, 403, 404, 409],
  samples: [
    {
      name: 'Paid from the wallet',
      request: { params: { id: SUBMITTED.id } },
      response: { success: true, message: 'Fee paid from your wallet. Your request is submitted.', data: { ...SUBMITTED, balance: BALANCE_AFTER_FEE } },
    },
  ],
});

export const withdrawServiceRequest = defineContract({
  operationId: 'withdrawServiceRequest',
  method: 'POST',
  path: '/ca/submissions/:id/withdraw',
  summary: 'Withdraw a request before our team starts work (unpaid, or paid and not yet taken up): a paid fee goes back to the wallet once',
  tag: 'ca-services',
  callers: ['vendor'],
  params: idParams,
  response: dataResponse(serviceRequestWithBalanceSchema.shape({ refundedPaise: paise() })),
  errors: [401, 403, 404, 409],
  samples: [
    {
      name: 'Withdrawn after paying: the fee comes back',
      request: { params: { id: SUBMITTED.id } },
      response: {
        success: true,
        message: 'Request withdrawn. The fee of ₹1,770 is back in your wallet. A fee paid by card is refunded to your wallet as well.',
        data: {
          ...SUBMITTED,
          status: 'withdrawn',
          statusLabel: SUBMISSION_STATUS_LABELS.withdrawn,
          history: [...SUBMITTED.history, { status: 'withdrawn', label: SUBMISSION_STATUS_LABELS.withdrawn, note: 'Withdrawn by the shop', at: AT }],
          refundedPaise: serviceFeeWithGst(GST),
          balance: 250_100,
        },
      },
    },
  ],
});

const limitsText = `${SERVICE_UPLOAD_LIMITS.acceptText} by content`;

export const sendRequestedDocuments = defineContract({
  operationId: 'sendRequestedDocuments',
  method: 'PUT',
  path: '/ca/submissions/:id/documents',
  summary: 'Send the documents our team asked for (multipart; only while documents are requested)',
  tag: 'ca-services',
  callers: ['vendor'],
  params: idParams,
  multipart: {
    files: {},
    otherFiles: { description: `A document of the request's service under its key (GET /ca/services lists them): ${limitsText}.` },
    description: `At least one file; each at most ${SERVICE_UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB, ${SERVICE_UPLOAD_LIMITS.maxFiles} in one request and ${SERVICE_UPLOAD_LIMITS.maxFiles * 2} on the request in all.`,
  },
  response: dataResponse(serviceRequestSchema),
  errors: [400, 401, 403, 404, 409, 413, 415],
  samples: [
    {
      name: 'The rent agreement our team asked for',
      request: { params: { id: SUBMITTED.id } },
      response: { success: true, message: 'Documents sent. Our team will continue with your request.', data: SUBMITTED },
    },
  ],
});

export const serviceRequestFile = defineContract({
  operationId: 'downloadServiceRequestFile',
  method: 'GET',
  path: '/ca/files/:id',
  summary: 'A document or deliverable of a request, as stored (404 for anyone but its shop and staff)',
  tag: 'ca-services',
  // Every signed-in role may ask; anyone but the file's shop and our staff is told it is not found.
  callers: ['customer', 'vendor', 'telecaller', 'banker', 'admin'],
  params: idParams,
  download: { description: 'The file as it was stored, under its SHA-256 (`x-content-sha256`)', types: ['application/pdf', 'image/jpeg', 'image/png'] },
  response: FILE_ANSWER,
  errors: [401, 403, 404],
  samples: [{ name: 'The PAN card of a request', request: { params: { id: SUBMITTED.documents[0]!.id } }, response: {} }],
});

export const CA_SERVICE_CONTRACTS = [
  caServices,
  caServiceNamed,
  shopServiceRequests,
  shopServiceRequest,
  payServiceFee,
  withdrawServiceRequest,
  sendRequestedDocuments,
  serviceRequestFile,
] as const;
