// Issuing a sign-in: the access token every way in answers (password, OTP, a staff OTP, a password
// change), and what an OTP sign-in opens.
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import type { TokenClaims } from '../security/tokens.ts';
import { findAccountByMobile, identityOf, type UserRow } from '../users.ts';
import { confirmVendorMobile, customerIdentity } from './queries.ts';

/** Subject of a flow token for a mobile number with no account behind it. */
export const NO_ACCOUNT = 'no-account';
/** Subject of an OTP login token: the account is chosen when the code is checked. */
export const OTP_LOGIN = 'otp-login';

/** An access token for the account, with its role and who it is. */
export async function signIn(ctx: AppContext, user: UserRow) {
  const access = await ctx.tokens.issue('access', user.id, { role: user.role, ver: user.token_version });
  return { accessToken: access.token, token: access.token, role: user.role, user: identityOf(user) };
}

/** A staff sign-in also says where the account's approval stands (a waiting banker signs in to see it). */
export async function signInStaff(ctx: AppContext, user: UserRow) {
  return { ...(await signIn(ctx, user)), approvalStatus: user.approval_status };
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
export async function completeOtpSignIn(ctx: AppContext, claims: TokenClaims, mobile: string) {
  const now = ctx.clock.now();
  if (claims.purpose === 'signup') {
    const user = await confirmVendorMobile(ctx.db, claims.sub, mobile, now);
    if (!user) throw new ApiError(403, 'This registration no longer exists. Please sign up again.');
    return { message: 'Mobile number verified successfully', ...(await signIn(ctx, user)) };
  }
  const staff = await findAccountByMobile(ctx.db, mobile);
  if (staff && staff.role === 'telecaller' && staff.mobile_verified_at !== null) {
    return { message: 'Logged in successfully', ...(await signIn(ctx, staff)) };
  }
  return { message: 'Logged in successfully', ...(await signIn(ctx, await customerIdentity(ctx.db, mobile, now))) };
}
