// CA and other services (docs/decisions/012-ca-service-requests.md; docs/spec/product.md §§3, 4 and
// 7): the catalogue, one submission call per service (multipart: files as form data, other fields
// as key/value), and what a shop (requests.ts) and our back office (back-office.ts) do with a
// request afterwards. Contracts: @platform/shared/contracts (ca-services.ts and
// ca-service-requests.ts); rows: queries.ts; uploads: uploads.ts; fees: fees.ts; expiry: expiry.ts.
import type { FastifyInstance } from 'fastify';
import { caServiceNamed, caServices, SERVICE_REQUEST_CONTRACTS, serviceAnswerOf, serviceRequestContract, sharesProductCall } from '@platform/shared/contracts';
import { SERVICES, serviceNamed, UnknownServiceError, type ServiceDefinition } from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';
import { multipartBody } from '../http/openapi.ts';
import { currentVendor } from '../vendor/current-vendor.ts';
import { backOfficeRoutes } from './back-office.ts';
import { unpaidSweep } from './expiry.ts';
import { shopRequestRoutes, submitServiceRequest } from './requests.ts';

/** The CA-services domain: the catalogue, a shop's requests and the back office. */
export const caServicesPlugin = domainPlugin((app, ctx) => caServiceRoutes(app, ctx));

const serviceAt = (endpoint: string): ServiceDefinition => SERVICES.find((service) => service.endpoint === endpoint)!;

function caServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerContract(app, ctx, caServices, async () => ({
    success: true,
    message: 'Services',
    data: { services: SERVICES.map(serviceAnswerOf) },
  }));

  registerContract(app, ctx, caServiceNamed, async ({ params }) => {
    try {
      const service = serviceNamed(params.name);
      return { success: true, message: 'Service', data: serviceAnswerOf(service) };
    } catch (error) {
      if (error instanceof UnknownServiceError) throw new ApiError(404, error.message.slice(0, 140));
      throw error;
    }
  });

  for (const contract of SERVICE_REQUEST_CONTRACTS) {
    const service = serviceAt(contract.path);
    registerContract(app, ctx, contract, async ({ user, request }) => submitServiceRequest(ctx, contract, service, user, request));
  }

  shopRequestRoutes(app, ctx);
  backOfficeRoutes(app, ctx);
}

/**
 * What the plugin cannot do from inside its encapsulation, called on the root instance by app.ts
 * after the product routes: (1) three calls of docs/spec/product.md §7 also take the b2c product
 * applications (JSON, api/src/products/routes.ts); a multipart request there is a shop's service request,
 * answered in a hook before the product route's own handling starts, and documented as that
 * route's second body type; (2) `app.caServices`, the unpaid-request sweep main.ts runs on a timer.
 */
export function caServicesOnRoot(app: FastifyInstance, ctx: AppContext): void {
  const shared = new Map(
    SERVICES.filter(sharesProductCall).map((service) => {
      const contract = serviceRequestContract(service);
      const { multipart } = contract;
      // The JSON route documents its own body; the service request is its second body type.
      app.openapi.alsoAccepts('POST', service.endpoint, 'multipart/form-data', multipartBody({ ...multipart! }), [...contract.errors]);
      return [service.endpoint, { contract, service }] as const;
    }),
  );
  app.addHook('preValidation', async (request, reply) => {
    const found = request.method === 'POST' ? shared.get(request.routeOptions.url ?? '') : undefined;
    if (!found || !request.isMultipart()) return;
    const vendor = await currentVendor(ctx, request);
    const answer = await submitServiceRequest(ctx, found.contract, found.service, vendor, request);
    return reply.code(201).send(answer);
  });
  app.decorate('caServices', unpaidSweep(ctx));
}
