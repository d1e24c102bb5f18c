// The submission call of each service of the catalogue (docs/decisions/012-ca-service-requests.md;
// docs/spec/product.md §7): one contract per service, made from its catalogue entry, so adding a
// service is adding an entry. A multipart body: the text fields are the service's own schema (the
// one its form validates with), the files its documents. Handlers: api/src/ca-services/routes.ts
// and requests.ts.
import { string } from 'yup';
import { formatPaise } from '../finance/format';
import { SERVICES } from '../schemas/ca-services-catalogue';
import {
  SERVICE_UPLOAD_LIMITS,
  serviceDetailsSchema,
  serviceFeeWithGst,
  UNPAID_REQUEST_LIMITS,
  type ServiceDefinition,
  type ServiceField,
} from '../schemas/ca-services';
import { productsByEndpoint } from '../schemas/products';
import { sampleServiceRequest, serviceRequestWithBalanceSchema } from './ca-services';
import { defineContract } from './contract';
import { dataResponse } from './envelope';

/** The multipart field that pays the fee from the wallet at once (`wallet`); it steers the request rather than describing it. */
export const PAY_FROM_FIELD = 'payFrom';

/** What the demo shop would type into a field of this kind. */
function sampleValue(field: ServiceField): string {
  switch (field.kind) {
    case 'email':
      return 'ganesh.patil@example.com';
    case 'tel':
      return '9876500002';
    case 'pincode':
      return '411030';
    case 'pan':
      return 'ABCPP1234F';
    case 'select':
      return field.options![0]!.value;
    case 'textarea':
      return 'Shop 4, Laxmi Road, Sadashiv Peth';
    default:
      return 'Ganesh Patil';
  }
}

const pascal = (id: string) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The contract of a service's submission call. */
export function serviceRequestContract(service: ServiceDefinition) {
  const fee = serviceFeeWithGst(service);
  return defineContract({
    operationId: `request${pascal(service.id)}`,
    method: 'POST',
    path: service.endpoint,
    summary: `Request ${service.name} (multipart: files as form data, other fields as key/value)`,
    tag: 'ca-services',
    callers: ['vendor'],
    multipart: {
      fields: serviceDetailsSchema(service).shape({
        [PAY_FROM_FIELD]: string().optional().meta({ description: 'Pay the fee from the wallet at once when the balance covers it (`wallet`).' }),
      }),
      files: Object.fromEntries(
        service.documents.map((doc) => [doc.key, { description: `${doc.label}: ${SERVICE_UPLOAD_LIMITS.acceptText} by content.`, required: doc.required }]),
      ),
      description: `Files of at most ${SERVICE_UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB each, ${SERVICE_UPLOAD_LIMITS.maxFiles} in all; at most 40 text fields of 4,000 characters. \`${PAY_FROM_FIELD}=wallet\` pays the fee from the wallet at once when the balance covers it; otherwise the request waits as awaiting_payment. A shop may keep at most ${UNPAID_REQUEST_LIMITS.maxRequestsPerShop} unpaid requests holding at most ${UNPAID_REQUEST_LIMITS.maxBytesPerShop / (1024 * 1024)} MB (409 / 413 beyond), may send ${UNPAID_REQUEST_LIMITS.submissionsPerShopPerHour} requests an hour (429 beyond), and an unpaid request expires after ${UNPAID_REQUEST_LIMITS.expiresAfterDays} days with its files deleted.`,
    },
    response: dataResponse(serviceRequestWithBalanceSchema),
    status: 201,
    errors: [400, 401, 403, 409, 413, 415, 429],
    samples: [
      {
        name: 'Every field filled and the required documents attached, paid later',
        request: { body: Object.fromEntries(service.fields.map((field) => [field.name, sampleValue(field)])) },
        response: {
          success: true,
          message: `${service.name} request saved. It waits for the fee of ${formatPaise(fee)}.`,
          data: { ...sampleServiceRequest(service), balance: 250_100 },
        },
      },
    ],
  });
}

export type ServiceRequestContract = ReturnType<typeof serviceRequestContract>;

const PRODUCT_ENDPOINTS = new Set(productsByEndpoint().keys());

/**
 * Whether a service's call is also a b2c product application's (`/web/webdev`,
 * `/social/social-media`, `/graphic-design/create`): that URL's contract is the product's (JSON),
 * and a shop's multipart service request is its second body type (docs/decisions/012).
 */
export const sharesProductCall = (service: Pick<ServiceDefinition, 'endpoint'>) => PRODUCT_ENDPOINTS.has(service.endpoint);

/** One contract per service with a call of its own. */
export const SERVICE_REQUEST_CONTRACTS: readonly ServiceRequestContract[] = SERVICES.filter((service) => !sharesProductCall(service)).map(
  serviceRequestContract,
);
