// A returning customer (docs/spec/product.md §7: GET /api/get-user). A shop may pre-fill a loan
// form with a customer's saved details only after the customer agrees, by telling the shop the OTP
// sent to their own mobile:
//   POST /api/get-user/send-otp {mobile}      → an OTP to that mobile, a lookup flow token
//   POST /api/get-user/verify-otp {otp}       → a consent token bound to this shop and that mobile
//   GET  /api/get-user?mobile=…               → the details, with the consent token (X-Flow-Token)
// The GET is the spec's existing route (api/src/auth/routes.ts): with `mobile` it is this lookup.
// Every read is recorded in customer_lookups (who, whose, which fields). Whether a mobile has a
// record is not said before the OTP is confirmed: the OTP goes out either way.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendCustomerLookupOtp, verifyCustomerLookupOtp } from '@platform/shared/contracts';
import { customerLookupSchema, RETURNING_CUSTOMER_FIELDS, type ReturningCustomer } from '@platform/shared/schemas';
import { clientAddress, type AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { TokenError } from '../security/tokens.ts';
import { currentVendor } from '../vendor/current-vendor.ts';

export const CONSENT_REQUIRED_MESSAGE = "The customer's consent is needed: send an OTP to their mobile and enter the code they read out.";

/** The customer's own account first; else the latest application filed with this mobile. */
async function customerRecordOf(
  ctx: AppContext,
  mobile: string,
): Promise<{ customer: ReturningCustomer; customerId: string | null; applicationId: string | null } | undefined> {
  const { rows: accounts } = await ctx.db.query<{
    id: string;
    username: string;
    email: string | null;
    pin_code: string | null;
    city: string | null;
    state: string | null;
    address: string | null;
  }>(`SELECT id, username, email, pin_code, city, state, address FROM users WHERE mobile = $1 AND role = 'customer'`, [mobile]);
  const account = accounts[0];
  if (account) {
    return {
      customer: {
        fullName: account.username,
        mobile,
        email: account.email,
        pincode: account.pin_code,
        city: account.city,
        state: account.state,
        address: account.address,
        source: 'account',
      },
      customerId: account.id,
      applicationId: null,
    };
  }
  const { rows: applications } = await ctx.db.query<{ id: string; full_name: string; email: string; pincode: string; city: string }>(
    'SELECT id, full_name, email, pincode, city FROM product_applications WHERE mobile = $1 ORDER BY created_at DESC LIMIT 1',
    [mobile],
  );
  const application = applications[0];
  if (!application) return undefined;
  return {
    customer: {
      fullName: application.full_name,
      mobile,
      email: application.email || null,
      pincode: application.pincode || null,
      city: application.city || null,
      state: null,
      address: null,
      source: 'application',
    },
    customerId: null,
    applicationId: application.id,
  };
}

/** Registered by the selling domain's plugin (./routes.ts). */
export function returningCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { tokens, otp } = ctx;

  registerContract(app, ctx, sendCustomerLookupOtp, async ({ user: vendor, body: { mobile }, request }) => {
    await otp.checkSendAllowed('customer-lookup', mobile, clientAddress(request));
    const flow = await tokens.issue('customer-lookup', vendor.id, { mobile });
    await otp.send('customer-lookup', mobile, flow.jti);
    return { success: true, message: `OTP sent to ${mobile}. Ask the customer to read it out.`, newToken: flow.token };
  });

  // The lookup token of send-otp comes in X-Flow-Token, beside the shop's access token.
  registerContract(app, ctx, verifyCustomerLookupOtp, async ({ user: vendor, body: { otp: code }, request, flow: claims }) => {
    if (claims.sub !== vendor.id || !claims.mobile) throw new ApiError(403, 'This OTP was asked for by another shop. Please send a new OTP.');
    const { mobile } = await otp.verify('customer-lookup', claims.jti, code, clientAddress(request));
    const consent = await tokens.issue('customer-consent', vendor.id, { mobile });
    return {
      success: true,
      message: 'The customer has agreed. Their saved details can be filled in.',
      consentToken: consent.token,
      mobile,
      expiresAt: consent.expiresAt.toISOString(),
    };
  });
}

/**
 * GET /api/get-user?mobile=… (account.ts keeps the one route: without `mobile` it answers who is
 * signed in). Needs the consent token of POST /api/get-user/verify-otp in X-Flow-Token, for this
 * shop and this mobile. Every read is recorded.
 */
export async function returningCustomerLookup(ctx: AppContext, request: FastifyRequest) {
  const vendor = await currentVendor(ctx, request);
  const { mobile } = await parseBody(customerLookupSchema, request.query ?? {});
  let claims;
  try {
    claims = await ctx.tokens.verify(String(request.headers['x-flow-token'] ?? '').trim(), ['customer-consent']);
  } catch (error) {
    const expired = error instanceof TokenError && error.reason === 'expired';
    throw new ApiError(403, expired ? "The customer's consent has expired. Please send a new OTP." : CONSENT_REQUIRED_MESSAGE);
  }
  if (claims.sub !== vendor.id) throw new ApiError(403, "This consent was given to another shop. Send an OTP to the customer's mobile from your shop.");
  if (claims.mobile !== mobile) throw new ApiError(403, `The customer agreed for ${claims.mobile}, not ${mobile}. Send an OTP to this mobile.`);
  const found = await customerRecordOf(ctx, mobile);
  if (!found) throw new ApiError(404, 'We have no customer with this mobile number. Please fill in their details.');
  const shared = [...RETURNING_CUSTOMER_FIELDS, 'state', 'address'].filter((field) => found.customer[field as keyof ReturningCustomer]);
  await ctx.db.query(
    `INSERT INTO customer_lookups (id, vendor_id, mobile, customer_id, application_id, fields_shared, consent_token, client_address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [randomUUID(), vendor.id, mobile, found.customerId, found.applicationId, shared, claims.jti, clientAddress(request), ctx.clock.now()],
  );
  return { success: true, message: 'Customer found', data: found.customer };
}
