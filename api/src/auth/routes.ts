// Accounts and sign-in (docs/spec/product.md §§3, 4 and 7): a shop's registration and password
// login, the OTP flows (customer login, sign-up confirmation, resend, password reset), logout and
// password change, who is signed in, and the staff's OTP sign-in. Every route is registered from
// its contract (@platform/shared/contracts, auth.ts), which names the OTP flow whose token it needs.
import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  getProfile,
  getUser,
  logIn,
  logOut,
  registerPartner,
  resendOtp,
  resetPassword,
  sendLoginOtp,
  startPasswordReset,
  verifyLoginOtp,
  verifySignUpOtp,
} from '@platform/shared/contracts';
import { accessToken, clientAddress, shopSuspendedMessage, type AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { NO_STAFF_ACCOUNT, type OtpPurpose } from '../security/tokens.ts';
import { findAccountByMobile, findUserByEmail, identityOf, profileOf } from '../users.ts';
import type { VendorRow } from '../vendor/current-vendor.ts';
import { vendorProfileOf } from '../vendor/routes.ts';
import { returningCustomerLookup } from '../vendor-selling/returning-customer.ts';
import { languageRoutes, requestLanguage } from './language.ts';
import { defaultAuthLimits, type AuthLimits } from './limits.ts';
import { changePasswordOf, resetPasswordOf, signOutEverywhere, storeVendorRegistration } from './queries.ts';
import { checkRegistration } from './registration.ts';
import { completeOtpSignIn, NO_ACCOUNT, OTP_LOGIN, requireFlowMobile, signIn } from './sign-in.ts';
import { staffLoginRoutes } from './staff-login.ts';
import { endEverySession, sessionRoutes } from './session-routes.ts';

/** What `/api/login` tells a staff account: the console's sign-in also needs the authenticator code. */
export const STAFF_USE_CONSOLE = 'Staff sign in on the operations console (/ops/login) with their authenticator code.';

/** The auth domain; `limits` override the defaults one by one (tests loosen or tighten them). */
export const authPlugin = domainPlugin<{ limits?: Partial<AuthLimits> }>((app, ctx, { limits }) => {
  authRoutes(app, ctx, { ...defaultAuthLimits, ...limits });
  accountRoutes(app, ctx);
  sessionRoutes(app, ctx);
  languageRoutes(app, ctx);
  staffLoginRoutes(app, ctx, 'telecaller');
  staffLoginRoutes(app, ctx, 'banker');
});

function authRoutes(app: FastifyInstance, ctx: AppContext, limits: AuthLimits): void {
  const { db, clock, tokens, passwords, otp, limiter } = ctx;

  registerContract(app, ctx, registerPartner, async ({ body: input, request }) => {
    const address = clientAddress(request);
    await checkRegistration(ctx, limits.registerPerAddress, address, input);
    const id = await storeVendorRegistration(db, input, await passwords.hash(input.password), clock.now());
    const signUp = await tokens.issue('signup', id, { mobile: input.mobile });
    await otp.send('signup', input.mobile, signUp.jti, { language: requestLanguage(request) });
    return { success: true, message: 'Registration successful. Enter the OTP sent to your mobile number.', signUpToken: signUp.token };
  });

  registerContract(app, ctx, logIn, async ({ body: input, request, reply }) => {
    const address = clientAddress(request);
    const failureBucket = `login-failed:${input.email.toLowerCase()}:${address}`;
    const [byAddress, locked] = await Promise.all([
      limiter.hit(`login:addr:${address}`, limits.loginPerAddress),
      limiter.peek(failureBucket, limits.failedLoginsPerEmailAndAddress),
    ]);
    if (!byAddress.allowed || !locked.allowed) {
      throw tooManyRequests(
        'Too many login attempts. Please try again later.',
        Math.max(byAddress.allowed ? 0 : byAddress.retryAfterSeconds, locked.allowed ? 0 : locked.retryAfterSeconds),
      );
    }
    const user = await findUserByEmail(db, input.email);
    const ok = await passwords.verify(user?.password_hash, input.password);
    if (!user || !ok) {
      await limiter.hit(failureBucket, limits.failedLoginsPerEmailAndAddress);
      throw new ApiError(401, 'Invalid email or password');
    }
    // Company staff sign in on the operations console, where a password alone is never enough.
    if (user.role === 'admin') throw new ApiError(403, STAFF_USE_CONSOLE);
    if (user.mobile_verified_at === null) {
      throw new ApiError(403, 'Please verify your mobile number before logging in.');
    }
    if (user.role === 'vendor' && user.approval_status === 'suspended') throw new ApiError(403, shopSuspendedMessage(user.approval_reason));
    return { success: true, message: 'Logged in successfully', ...(await signIn(ctx, user, reply)) };
  });

  registerContract(app, ctx, sendLoginOtp, async ({ body: { mobile }, request }) => {
    await otp.checkSendAllowed('login', mobile, clientAddress(request));
    const login = await tokens.issue('login', OTP_LOGIN, { mobile });
    await otp.send('login', mobile, login.jti, { language: requestLanguage(request) });
    return { success: true, message: 'OTP sent successfully', newToken: login.token };
  });

  registerContract(app, ctx, verifyLoginOtp, async ({ body: input, flow: claims, request, reply }) => {
    requireFlowMobile(claims, input.mobile);
    const { mobile } = await otp.verify(claims.purpose as OtpPurpose, claims.jti, input.otp, clientAddress(request), { mobile: input.mobile });
    return { success: true, ...(await completeOtpSignIn(ctx, claims, mobile, reply)) };
  });

  registerContract(app, ctx, verifySignUpOtp, async ({ body: input, flow: claims, request, reply }) => {
    const { mobile } = await otp.verify(claims.purpose as OtpPurpose, claims.jti, input.otp, clientAddress(request));
    return { success: true, ...(await completeOtpSignIn(ctx, claims, mobile, reply)) };
  });

  registerContract(app, ctx, startPasswordReset, async ({ body: { mobile }, request }) => {
    await otp.checkSendAllowed('reset', mobile, clientAddress(request));
    const user = await findAccountByMobile(db, mobile);
    const known = !!user && user.password_hash !== null && user.mobile_verified_at !== null;
    const reset = await tokens.issue('reset', known ? user.id : NO_ACCOUNT, { mobile });
    // The same answer either way, so the route cannot be used to find out who has an account.
    await otp.send('reset', mobile, reset.jti, { deliver: known, language: requestLanguage(request) });
    return { success: true, message: 'If this mobile number is registered, an OTP has been sent to it', forgotToken: reset.token };
  });

  registerContract(app, ctx, resetPassword, async ({ body: input, flow: claims, request }) => {
    requireFlowMobile(claims, input.mobile);
    await otp.verify('reset', claims.jti, input.otp, clientAddress(request), { mobile: input.mobile });
    const passwordHash = await passwords.hash(input.newPassword);
    const now = clock.now();
    const changed = await db.transaction(async (tx) => {
      if (!(await resetPasswordOf(tx, claims.sub, input.mobile, passwordHash, now))) return false;
      await endEverySession(ctx, tx, { id: claims.sub, role: 'account' }, claims.sub, 'password-reset', now);
      return true;
    });
    if (!changed) throw new ApiError(400, 'Invalid OTP', { fields: { otp: 'Invalid OTP' } });
    return { success: true, message: 'Password changed successfully. Please log in with your new password.' };
  });

  registerContract(app, ctx, resendOtp, async ({ body: { mobile }, flow: claims, request }) => {
    requireFlowMobile(claims, mobile);
    const purpose = claims.purpose as OtpPurpose;
    await otp.checkSendAllowed(purpose, mobile, clientAddress(request));
    const next = await tokens.issue(purpose, claims.sub, { mobile });
    await otp.send(purpose, mobile, next.jti, {
      deliver: claims.sub !== NO_STAFF_ACCOUNT && (claims.sub !== NO_ACCOUNT || purpose === 'login'),
      language: requestLanguage(request),
    });
    return {
      success: true,
      message: 'OTP resent successfully',
      newToken: next.token,
      ...(purpose === 'enquiry' ? { inquiryToken: next.token } : {}),
    };
  });

  registerContract(app, ctx, logOut, async ({ user, request, reply }) => {
    const now = clock.now();
    const { sid } = await accessToken(ctx, request);
    // A shift session ends for this browser (its tabs share the cookie); the account's other
    // devices keep theirs ("Sign out everywhere" ends those). A bare access token (a customer's)
    // can only be ended by ending them all, as before.
    if (sid !== undefined) await ctx.shifts.end(db, sid, 'logout', now);
    else await signOutEverywhere(db, user.id, now);
    ctx.shifts.clearCookie(reply);
    return { success: true, message: 'Logged out successfully' };
  });

  registerContract(app, ctx, changePassword, async ({ body: input, user, reply }) => {
    if (user.password_hash === null) {
      throw new ApiError(400, 'This account signs in with an OTP and has no password to change.');
    }
    const failureBucket = `password-check-failed:${user.id}`;
    const locked = await limiter.peek(failureBucket, limits.failedPasswordChecksPerUser);
    if (!locked.allowed) {
      throw tooManyRequests('Too many wrong passwords. Please try again later.', locked.retryAfterSeconds);
    }
    if (!(await passwords.verify(user.password_hash, input.currentPassword))) {
      await limiter.hit(failureBucket, limits.failedPasswordChecksPerUser);
      throw new ApiError(400, 'Current password is incorrect', { fields: { currentPassword: 'Current password is incorrect' } });
    }
    const passwordHash = await passwords.hash(input.newPassword);
    const now = clock.now();
    const updated = await db.transaction(async (tx) => {
      const changed = await changePasswordOf(tx, user, passwordHash, now);
      if (changed) await endEverySession(ctx, tx, { id: user.id, role: user.role }, user.id, 'password-change', now);
      return changed;
    });
    // Signed out meanwhile (a logout or reset raced this request): that session is over.
    if (!updated) throw new ApiError(401, 'You have been signed out. Please log in again.');
    // This browser goes on in a new shift session; every other device signs in again.
    return { success: true, message: 'Password changed successfully', ...(await signIn(ctx, updated, reply)) };
  });
}

function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerContract(app, ctx, getProfile, async ({ user }) => {
    // A shop's profile also carries its owner, KYC steps and documents (the vendor domain's); the
    // contract tells the two apart by the role.
    const data = user.role === 'vendor' ? await vendorProfileOf(ctx.db, user as VendorRow) : { ...profileOf(user), role: user.role };
    return { success: true, message: 'Profile fetched successfully', data };
  });

  // With `mobile`, a shop reads a returning customer's details (the vendor-selling domain's lookup).
  registerContract(app, ctx, getUser, async ({ query, user, request }) => {
    if (query.mobile !== undefined) return returningCustomerLookup(ctx, request);
    return { success: true, message: 'User fetched successfully', data: identityOf(user) };
  });
}
