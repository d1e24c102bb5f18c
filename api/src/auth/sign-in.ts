// Issuing a sign-in: the access token every way in answers (password, OTP, a staff OTP, a password
// change), and what an OTP sign-in opens.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import type { TokenClaims } from '../security/tokens.ts';
import { findAccountByMobile, identityOf, keepPreferredLanguage, type UserRow } from '../users.ts';
import { requestLanguage } from './language.ts';
import { confirmVendorMobile, customerIdentity } from './queries.ts';
import type { StartedSession } from './shift-sessions.ts';

/** Subject of a flow token for a mobile number with no account behind it. */
export const NO_ACCOUNT = 'no-account';
/** Subject of an OTP login token: the account is chosen when the code is checked. */
export const OTP_LOGIN = 'otp-login';

/**
 * An access token for the account, with its role and who it is. With the reply, a role that works
 * in shifts also starts a shift session: its refresh cookie is set on the reply and the access
 * token names the session (docs/decisions/043); and the language of the page signed in from is
 * kept as the person's, for the SMS and statements written to them later (decision 053).
 */
export async function signIn(ctx: AppContext, user: UserRow, reply?: FastifyReply) {
  const now = ctx.clock.now();
  const language = reply && requestLanguage(reply.request);
  if (language) await keepPreferredLanguage(ctx.db, user.id, language, now);
  const started = reply ? await ctx.db.transaction((tx) => ctx.shifts.start(tx, user, now)) : undefined;
  if (started && reply) ctx.shifts.setCookie(reply, started.refreshToken, started.session.expiresAt);
  return accessAnswer(ctx, user, started?.session);
}

/** The sign-in answer for the account, its access token bound to the shift session if there is one. */
export async function accessAnswer(ctx: AppContext, user: UserRow, session?: StartedSession) {
  const extra = session ? { sid: session.id, sx: Math.floor(session.expiresAt.getTime() / 1000) } : {};
  const access = await ctx.tokens.issue('access', user.id, { role: user.role, ver: user.token_version, ...extra }, session?.expiresAt);
  return { accessToken: access.token, token: access.token, role: user.role, user: identityOf(user) };
}

/** A staff sign-in also says where the account's approval stands (a waiting banker signs in to see it). */
export async function signInStaff(ctx: AppContext, user: UserRow, reply?: FastifyReply) {
  return { ...(await signIn(ctx, user, reply)), approvalStatus: user.approval_status };
}

/** A flow whose body names the mobile again must name the one its OTP went to. */
export function requireFlowMobile(claims: TokenClaims, mobile: string): void {
  if (claims.mobile !== mobile) {
    throw new ApiError(400, 'This mobile number does not match the one the OTP was sent to', { fields: { mobile: 'Mobile number does not match' } });
  }
}

/**
 * Finishes an OTP sign-in. A sign-up flow confirms the registration its token names (and only
 * that one). A login flow signs in the mobile's telecaller account (staff, made by the company,
 * whose console logs in by OTP) or else its customer identity, created on first login. It never
 * opens a vendor account: those are password accounts, and a pending vendor registration is
 * someone else's claim, not the mobile owner's.
 */
export async function completeOtpSignIn(ctx: AppContext, claims: TokenClaims, mobile: string, reply: FastifyReply) {
  const now = ctx.clock.now();
  if (claims.purpose === 'signup') {
    const user = await confirmVendorMobile(ctx.db, claims.sub, mobile, now);
    if (!user) throw new ApiError(403, 'This registration no longer exists. Please sign up again.');
    return { message: 'Mobile number verified successfully', ...(await signIn(ctx, user, reply)) };
  }
  const staff = await findAccountByMobile(ctx.db, mobile);
  if (staff && staff.role === 'telecaller' && staff.mobile_verified_at !== null) {
    return { message: 'Logged in successfully', ...(await signIn(ctx, staff, reply)) };
  }
  return { message: 'Logged in successfully', ...(await signIn(ctx, await customerIdentity(ctx.db, mobile, now), reply)) };
}
