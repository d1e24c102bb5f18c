// OTP sign-in for staff: telecallers (`/telecaller/send-otp`, `/telecaller/verify-otp`) and partner
// bankers (`/banker/send-otp`, `/banker/verify-otp`). Only mobiles registered in that role get a
// code; the access token carries the role, which the shell's guards and every lead route read.
import type { FastifyInstance } from 'fastify';
import { mobileOnlySchema, otpOnlySchema } from '@platform/shared/schemas';
import { clientAddress, flowToken, type AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import type { OtpPurpose } from '../security/tokens.ts';
import { findAccountByMobile, findUserById, identityOf, type UserRow } from '../users.ts';

type StaffRole = 'telecaller' | 'banker';

const notRegistered: Record<StaffRole, string> = {
  telecaller: 'This mobile number is not registered as a telecaller. Ask your team lead to add you.',
  banker: 'This mobile number is not registered as a partner banker. Submit your details on the banker page first.',
};

const token = { type: 'string', description: 'Signed JWT' };

/** An access token for a staff account; the one place staff sign-ins are issued. */
export async function signInStaff(ctx: AppContext, user: UserRow) {
  const access = await ctx.tokens.issue('access', user.id, { role: user.role, ver: user.token_version });
  return { accessToken: access.token, token: access.token, role: user.role, user: identityOf(user) };
}

export function staffLoginRoutes(app: FastifyInstance, ctx: AppContext, role: StaffRole): void {
  const { db, clock, tokens, otp } = ctx;

  app.post(
    `/${role}/send-otp`,
    {
      schema: {
        tags: [role],
        summary: `Send a login OTP to a registered ${role}'s mobile`,
        body: jsonSchemaOf(mobileOnlySchema),
        response: { 200: successEnvelope({ newToken: token }), ...failures(403, 503) },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(mobileOnlySchema, request.body);
      const user = await findAccountByMobile(db, mobile);
      if (!user || user.role !== role || user.mobile_verified_at === null) {
        throw new ApiError(403, notRegistered[role], { fields: { mobile: notRegistered[role] } });
      }
      await otp.checkSendAllowed('login', mobile, clientAddress(request));
      const login = await tokens.issue('login', user.id, { mobile });
      await otp.send('login', mobile, login.jti);
      return { success: true, message: 'OTP sent successfully', newToken: login.token };
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
        response: { 200: successEnvelope({ accessToken: token, token, role: { type: 'string' } }), ...failures(403) },
      },
    },
    async (request) => {
      const input = await parseBody(otpOnlySchema, request.body);
      const claims = await flowToken(ctx, request, role === 'banker' ? ['login', 'signup'] : ['login']);
      const user = await findUserById(db, claims.sub);
      if (!user || user.role !== role || user.mobile !== claims.mobile) {
        throw new ApiError(403, notRegistered[role]);
      }
      await otp.verify(claims.purpose as OtpPurpose, claims.jti, input.otp, clientAddress(request), { mobile: user.mobile });
      const now = clock.now();
      await db.query('UPDATE users SET mobile_verified_at = COALESCE(mobile_verified_at, $2), updated_at = $2 WHERE id = $1', [user.id, now]);
      return {
        success: true,
        message: claims.purpose === 'signup' ? 'Mobile number verified. Welcome aboard!' : 'Logged in successfully',
        ...(await signInStaff(ctx, user)),
      };
    },
  );
}
