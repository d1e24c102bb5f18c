import type { FastifyInstance } from 'fastify';
import { signedInUser, type AppContext } from '../context.ts';
import { failures, successEnvelope } from '../http/openapi.ts';
import { identityOf, profileOf } from '../users.ts';
import type { VendorRow } from '../vendor/current-vendor.ts';
import { vendorProfileOf } from '../vendor/routes.ts';
import { returningCustomerLookup } from '../vendor-selling/returning-customer.ts';

const security = [{ bearer: [] }];

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const currentUser = (request: Parameters<typeof signedInUser>[1]) => signedInUser(ctx, request);

  app.get(
    '/api/get-profile',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in account's profile",
        security,
        response: { 200: successEnvelope({ data: { type: 'object', additionalProperties: true } }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      // A shop's profile also carries its owner, KYC steps and documents (the vendor domain's).
      const data = user.role === 'vendor' ? await vendorProfileOf(ctx.db, user as VendorRow) : profileOf(user);
      return { success: true, message: 'Profile fetched successfully', data };
    },
  );

  app.get(
    '/api/get-user',
    {
      schema: {
        tags: ['account'],
        summary: 'Who is signed in: id, role, name, email, mobile; or, with `mobile`, a returning customer for a partner shop',
        description:
          "With `?mobile=`: a partner shop reads a returning customer's saved details (name, email, PIN code, city, state, address) to pre-fill a loan form. " +
          'It needs the consent token of POST /api/get-user/verify-otp (the OTP the customer received) in the X-Flow-Token header, for this shop and this mobile: ' +
          'without it 403; a mobile with no account and no application 404. Every read is recorded.',
        security: [{ bearer: [] }, { bearer: [], flowToken: [] }],
        querystring: { type: 'object', properties: { mobile: { type: 'string' } } },
        response: { 200: successEnvelope({ data: { type: 'object', additionalProperties: true } }), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if ((request.query as { mobile?: unknown } | undefined)?.mobile !== undefined) return returningCustomerLookup(ctx, request);
      const user = await currentUser(request);
      return { success: true, message: 'User fetched successfully', data: identityOf(user) };
    },
  );
}
