// OTP sign-in for staff: telecallers (`/telecaller/send-otp`, `/telecaller/verify-otp`) and partner
// bankers (`/banker/send-otp`, `/banker/verify-otp`). The access token carries the role, which the
// shell's guards and every lead route read. Sending answers the same for every number, so the page
// cannot be used to find out who is staff: a number with no staff account in that role gets a
// flow that fails at the code, like a wrong code. A banker waiting for approval signs in (to see
// that they wait); a suspended or rejected account is refused at the code.
import type { FastifyInstance } from 'fastify';
import { mobileOnlySchema, otpOnlySchema } from '@platform/shared/schemas';
import { APPROVAL_MESSAGES, clientAddress, flowToken, type AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import { NO_STAFF_ACCOUNT, type OtpPurpose } from '../security/tokens.ts';
import { findAccountByMobile, findUserById, identityOf, type UserRow } from '../users.ts';

type StaffRole = 'telecaller' | 'banker';

/** After a code that checked out but opens no account of the role (never before the code). */
const notRegistered: Record<StaffRole, string> = {
  telecaller: 'This mobile number is not registered as a telecaller. Ask your team lead to add you.',
  banker: 'This mobile number is not registered as a partner banker. Submit your details on the banker page first.',
};

export const STAFF_OTP_SENT = 'If this mobile number is registered with us, an OTP has been sent to it';

const token = { type: 'string', description: 'Signed JWT' };

/** An access token for a staff account; the one place staff sign-ins are issued. */
export async function signInStaff(ctx: AppContext, user: UserRow) {
  const access = await ctx.tokens.issue('access', user.id, { role: user.role, ver: user.token_version });
  return {
    accessToken: access.token,
    token: access.token,
    role: user.role,
    user: identityOf(user),
    approvalStatus: user.approval_status,
  };
}

export function staffLoginRoutes(app: FastifyInstance, ctx: AppContext, role: StaffRole): void {
  const { db, clock, tokens, otp } = ctx;

  app.post(
    `/${role}/send-otp`,
    {
      schema: {
        tags: [role],
        summary: `Send a login OTP to a ${role}'s mobile (the same answer for any number)`,
        body: jsonSchemaOf(mobileOnlySchema),
        response: { 200: successEnvelope({ newToken: token }), ...failures(429, 503) },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(mobileOnlySchema, request.body);
      await otp.checkSendAllowed('login', mobile, clientAddress(request));
      const user = await findAccountByMobile(db, mobile);
      const known = !!user && user.role === role && user.mobile_verified_at !== null;
      const login = await tokens.issue('login', known ? user.id : NO_STAFF_ACCOUNT, { mobile });
      await otp.send('login', mobile, login.jti, { deliver: known });
      return { success: true, message: STAFF_OTP_SENT, newToken: login.token };
    },
  );

  app.post(
    `/${role}/verify-otp`,
    {
      schema: {
        tags: [role],
        summary: `Check a ${role}'s OTP (login${role === 'banker' ? ', or the sign-up of /banker/register' : ''}); answers an access token`,
        body: jsonSchemaOf(otpOnlySchema),
        security: [{ flowToken: [] }, { bearer: [] }],
        response: { 200: successEnvelope({ accessToken: token, token, role: { type: 'string' } }), ...failures(403, 429) },
      },
    },
    async (request) => {
      const input = await parseBody(otpOnlySchema, request.body);
      const claims = await flowToken(ctx, request, role === 'banker' ? ['login', 'signup'] : ['login']);
      // The code is checked first, for every flow: a number that is not staff fails here exactly
      // as a wrong code does (its code was never delivered).
      await otp.verify(claims.purpose as OtpPurpose, claims.jti, input.otp, clientAddress(request), { mobile: claims.mobile });
      const user = await findUserById(db, claims.sub);
      if (!user || user.role !== role || user.mobile !== claims.mobile) {
        throw new ApiError(403, notRegistered[role]);
      }
      if (user.approval_status === 'suspended' || user.approval_status === 'rejected') {
        throw new ApiError(403, APPROVAL_MESSAGES[user.approval_status]);
      }
      const now = clock.now();
      await db.query('UPDATE users SET mobile_verified_at = COALESCE(mobile_verified_at, $2), updated_at = $2 WHERE id = $1', [user.id, now]);
      const pending = user.approval_status === 'pending';
      return {
        success: true,
        message:
          claims.purpose === 'signup'
            ? 'Mobile number verified. Your details are with our operations team for approval.'
            : pending
              ? 'Logged in. Your account is waiting for approval.'
              : 'Logged in successfully',
        ...(await signInStaff(ctx, user)),
      };
    },
  );
}
