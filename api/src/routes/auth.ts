import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  loginSchema,
  mobileOnlySchema,
  otpOnlySchema,
  otpVerifySchema,
  registrationSchema,
  resetPasswordSchema,
} from '@platform/shared/schemas';
import { clientAddress, flowToken, signedInUser, type AppContext } from '../context.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import type { Limit } from '../security/rate-limit.ts';
import { NO_STAFF_ACCOUNT, type OtpPurpose, type TokenClaims } from '../security/tokens.ts';
import { findAccountByMobile, findUserByEmail, identityOf, newReferralCode, type UserRow } from '../users.ts';

export interface AuthLimits {
  /** Password logins per client address, right or wrong (guessing across many emails). */
  loginPerAddress: Limit;
  /**
   * Wrong passwords per email from one client address. Only failures count, and only from that
   * address: nobody can lock a shop out of its own account from elsewhere.
   */
  failedLoginsPerEmailAndAddress: Limit;
  registerPerAddress: Limit;
  /** Wrong current passwords on change-password, per account. */
  failedPasswordChecksPerUser: Limit;
}

export const defaultAuthLimits: AuthLimits = {
  loginPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  failedLoginsPerEmailAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  registerPerAddress: { limit: 20, windowMs: 60 * 60_000 },
  failedPasswordChecksPerUser: { limit: 10, windowMs: 15 * 60_000 },
};

/** Subject of a flow token for a mobile number with no account behind it. */
const NO_ACCOUNT = 'no-account';
/** Subject of an OTP login token: the account is chosen when the code is checked. */
const OTP_LOGIN = 'otp-login';
/**
 * A registration nobody verified stops holding anything after the sign-up token's life: it is
 * removed at the next registration, and a new one for the same email or mobile replaces it.
 */
export const PENDING_SIGNUP_MS = 30 * 60_000;

const token = { type: 'string', description: 'Signed JWT' };
const flowSecurity: Array<Record<string, string[]>> = [{ flowToken: [] }, { bearer: [] }];

/**
 * What every sign-up (a shop's, a banker's) checks before it stores anything: registrations per
 * network, and that no verified account holds the email or mobile (a customer identity on the same
 * mobile is no conflict: it is the same person's other role), with one answer for either, so the
 * form cannot be used to find out which emails or numbers have accounts; then the OTP send limits.
 */
export async function checkRegistration(ctx: AppContext, perAddress: Limit, address: string, input: { mobile: string; email: string }): Promise<void> {
  const byAddress = await ctx.limiter.hit(`register:addr:${address}`, perAddress);
  if (!byAddress.allowed) {
    throw tooManyRequests('Too many registrations from your network. Please try again later.', byAddress.retryAfterSeconds);
  }
  const { rows: taken } = await ctx.db.query(
    `SELECT 1 FROM users WHERE mobile_verified_at IS NOT NULL
       AND ((mobile = $1 AND role <> 'customer') OR lower(email) = lower($2)) LIMIT 1`,
    [input.mobile, input.email],
  );
  if (taken.length > 0) {
    throw new ApiError(409, 'An account with this email or mobile number already exists. Please log in or reset your password.');
  }
  await ctx.otp.checkSendAllowed('signup', input.mobile, address);
}

export function authRoutes(app: FastifyInstance, ctx: AppContext, limits: AuthLimits): void {
  const { db, clock, tokens, passwords, otp, limiter } = ctx;

  async function signIn(user: UserRow) {
    const access = await tokens.issue('access', user.id, { role: user.role, ver: user.token_version });
    return { accessToken: access.token, token: access.token, role: user.role, user: identityOf(user) };
  }

  /**
   * Finishes an OTP sign-in. A sign-up flow confirms the registration its token names (and only
   * that one). A login flow signs in the mobile's telecaller account (staff, made by the company,
   * whose console logs in by OTP) or else its customer identity, created on first login. It never
   * opens a vendor account: those are password accounts, and a pending vendor registration is
   * someone else's claim, not the mobile owner's.
   */
  async function completeOtpSignIn(claims: TokenClaims, mobile: string) {
    const now = clock.now();
    if (claims.purpose === 'signup') {
      const { rows } = await db.query<UserRow>(
        `UPDATE users SET mobile_verified_at = COALESCE(mobile_verified_at, $2), updated_at = $2
         WHERE id::text = $1 AND mobile = $3 AND role = 'vendor' RETURNING *`,
        [claims.sub, now, mobile],
      );
      const user = rows[0];
      if (!user) throw new ApiError(403, 'This registration no longer exists. Please sign up again.');
      return { message: 'Mobile number verified successfully', ...(await signIn(user)) };
    }
    const staff = await findAccountByMobile(db, mobile);
    if (staff && staff.role === 'telecaller' && staff.mobile_verified_at !== null) {
      return { message: 'Logged in successfully', ...(await signIn(staff)) };
    }
    const { rows } = await db.query<UserRow>(
      `INSERT INTO users (id, role, username, mobile, referral_code, mobile_verified_at, created_at, updated_at)
       VALUES ($1, 'customer', '', $2, $3, $4, $4, $4)
       ON CONFLICT (mobile) WHERE role = 'customer' DO UPDATE SET updated_at = $4
       RETURNING *`,
      [randomUUID(), mobile, newReferralCode(), now],
    );
    return { message: 'Logged in successfully', ...(await signIn(rows[0]!)) };
  }

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a partner (vendor) account; sends a sign-up OTP to the mobile number',
        body: jsonSchemaOf(registrationSchema),
        response: { 201: successEnvelope({ signUpToken: token }), ...failures(409, 429, 503) },
      },
    },
    async (request, reply) => {
      const input = await parseBody(registrationSchema, request.body);
      const address = clientAddress(request);
      await checkRegistration(ctx, limits.registerPerAddress, address, input);
      const passwordHash = await passwords.hash(input.password);
      const now = clock.now();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.query(
          `DELETE FROM users WHERE mobile_verified_at IS NULL
             AND ((mobile = $1 AND role <> 'customer') OR lower(email) = lower($2) OR created_at < $3)`,
          [input.mobile, input.email, new Date(now.getTime() - PENDING_SIGNUP_MS)],
        );
        await tx.query(
          `INSERT INTO users (id, role, username, email, mobile, password_hash, state, city, pin_code, address,
             referral_code, referred_by, plan, created_at, updated_at)
           VALUES ($1, 'vendor', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
          [
            id,
            input.username,
            input.email,
            input.mobile,
            passwordHash,
            input.state,
            input.city,
            input.pinCode,
            input.address,
            newReferralCode(),
            input.referral || null,
            input.plan || null,
            now,
          ],
        );
      });
      const signUp = await tokens.issue('signup', id, { mobile: input.mobile });
      await otp.send('signup', input.mobile, signUp.jti);
      return reply.code(201).send({
        success: true,
        message: 'Registration successful. Enter the OTP sent to your mobile number.',
        signUpToken: signUp.token,
      });
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: jsonSchemaOf(loginSchema),
        response: { 200: successEnvelope({ accessToken: token, token, role: { type: 'string' } }), ...failures(401, 403, 429) },
      },
    },
    async (request) => {
      const input = await parseBody(loginSchema, request.body);
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
      if (user.mobile_verified_at === null) {
        throw new ApiError(403, 'Please verify your mobile number before logging in.');
      }
      return { success: true, message: 'Logged in successfully', ...(await signIn(user)) };
    },
  );

  app.post(
    '/auth/send-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a login OTP to a mobile number (customers and telecallers sign in this way)',
        body: jsonSchemaOf(mobileOnlySchema),
        response: { 200: successEnvelope({ newToken: token }), ...failures(429, 503) },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(mobileOnlySchema, request.body);
      await otp.checkSendAllowed('login', mobile, clientAddress(request));
      const login = await tokens.issue('login', OTP_LOGIN, { mobile });
      await otp.send('login', mobile, login.jti);
      return { success: true, message: 'OTP sent successfully', newToken: login.token };
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a login (or sign-up) OTP; answers an access token',
        body: jsonSchemaOf(otpVerifySchema),
        security: flowSecurity,
        response: { 200: successEnvelope({ accessToken: token, token, role: { type: 'string' } }), ...failures(403, 429) },
      },
    },
    async (request) => {
      const input = await parseBody(otpVerifySchema, request.body);
      const claims = await flowToken(ctx, request, ['login', 'signup']);
      if (claims.mobile !== input.mobile) {
        throw new ApiError(400, 'This mobile number does not match the one the OTP was sent to', {
          fields: { mobile: 'Mobile number does not match' },
        });
      }
      const { mobile } = await otp.verify(claims.purpose as OtpPurpose, claims.jti, input.otp, clientAddress(request), {
        mobile: input.mobile,
      });
      return { success: true, ...(await completeOtpSignIn(claims, mobile)) };
    },
  );

  app.post(
    '/auth/mobile-verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the OTP of a sign-up (or mobile login) flow named by its token',
        body: jsonSchemaOf(otpOnlySchema),
        security: flowSecurity,
        response: { 200: successEnvelope({ accessToken: token, token, role: { type: 'string' } }), ...failures(403, 429) },
      },
    },
    async (request) => {
      const input = await parseBody(otpOnlySchema, request.body);
      const claims = await flowToken(ctx, request, ['signup', 'login']);
      const { mobile } = await otp.verify(claims.purpose as OtpPurpose, claims.jti, input.otp, clientAddress(request));
      return { success: true, ...(await completeOtpSignIn(claims, mobile)) };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a password reset: sends an OTP when the number belongs to an account with a password',
        body: jsonSchemaOf(mobileOnlySchema),
        response: { 200: successEnvelope({ forgotToken: token }), ...failures(429, 503) },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(mobileOnlySchema, request.body);
      await otp.checkSendAllowed('reset', mobile, clientAddress(request));
      const user = await findAccountByMobile(db, mobile);
      const known = !!user && user.password_hash !== null && user.mobile_verified_at !== null;
      const reset = await tokens.issue('reset', known ? user.id : NO_ACCOUNT, { mobile });
      // The same answer either way, so the route cannot be used to find out who has an account.
      await otp.send('reset', mobile, reset.jti, { deliver: known });
      return {
        success: true,
        message: 'If this mobile number is registered, an OTP has been sent to it',
        forgotToken: reset.token,
      };
    },
  );

  app.post(
    '/auth/verify-reset-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the reset OTP and set a new password',
        body: jsonSchemaOf(resetPasswordSchema),
        security: flowSecurity,
        response: { 200: successEnvelope(), ...failures(403, 429) },
      },
    },
    async (request) => {
      const input = await parseBody(resetPasswordSchema, request.body);
      const claims = await flowToken(ctx, request, ['reset']);
      if (claims.mobile !== input.mobile) {
        throw new ApiError(400, 'This mobile number does not match the one the OTP was sent to', {
          fields: { mobile: 'Mobile number does not match' },
        });
      }
      await otp.verify('reset', claims.jti, input.otp, clientAddress(request), { mobile: input.mobile });
      const passwordHash = await passwords.hash(input.newPassword);
      const { rows } = await db.query(
        // A reset signs every session out (the old password may be why it was needed).
        `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = $3
         WHERE id::text = $1 AND mobile = $4 AND password_hash IS NOT NULL RETURNING id`,
        [claims.sub, passwordHash, clock.now(), input.mobile],
      );
      if (rows.length === 0) throw new ApiError(400, 'Invalid OTP', { fields: { otp: 'Invalid OTP' } });
      return { success: true, message: 'Password changed successfully. Please log in with your new password.' };
    },
  );

  app.post(
    '/auth/verify-resend-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a fresh OTP for the flow named by the token (sign-up, login, enquiry, reset, careers)',
        description: 'Answers a new token for the same flow; the earlier token and code stop working.',
        body: jsonSchemaOf(mobileOnlySchema),
        security: flowSecurity,
        response: { 200: successEnvelope({ newToken: token }), ...failures(403, 429, 503) },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(mobileOnlySchema, request.body);
      const claims = await flowToken(ctx, request, ['signup', 'login', 'enquiry', 'reset', 'careers']);
      if (claims.mobile !== mobile) {
        throw new ApiError(400, 'This mobile number does not match the one the OTP was sent to', {
          fields: { mobile: 'Mobile number does not match' },
        });
      }
      const purpose = claims.purpose as OtpPurpose;
      await otp.checkSendAllowed(purpose, mobile, clientAddress(request));
      const next = await tokens.issue(purpose, claims.sub, { mobile });
      await otp.send(purpose, mobile, next.jti, { deliver: claims.sub !== NO_STAFF_ACCOUNT && (claims.sub !== NO_ACCOUNT || purpose === 'login') });
      return {
        success: true,
        message: 'OTP resent successfully',
        newToken: next.token,
        ...(purpose === 'enquiry' ? { inquiryToken: next.token } : {}),
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: every access token issued to the account so far stops working',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(), ...failures(401) },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx, request, { allowUnapproved: true });
      await db.query('UPDATE users SET token_version = token_version + 1, updated_at = $2 WHERE id = $1', [user.id, clock.now()]);
      return { success: true, message: 'Logged out successfully' };
    },
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password of the signed-in account (vendors, staff)',
        description: 'Checks the current password; every other session is signed out and the answer carries a fresh access token for this one.',
        security: [{ bearer: [] }],
        body: jsonSchemaOf(changePasswordSchema),
        response: { 200: successEnvelope({ accessToken: token, token, role: { type: 'string' } }), ...failures(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await signedInUser(ctx, request);
      const input = await parseBody(changePasswordSchema, request.body);
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
      const { rows } = await db.query<UserRow>(
        `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = $3
         WHERE id = $1 AND token_version = $4 RETURNING *`,
        [user.id, passwordHash, clock.now(), user.token_version],
      );
      // Signed out meanwhile (a logout or reset raced this request): that session is over.
      if (!rows[0]) throw new ApiError(401, 'You have been signed out. Please log in again.');
      return { success: true, message: 'Password changed successfully', ...(await signIn(rows[0])) };
    },
  );
}
