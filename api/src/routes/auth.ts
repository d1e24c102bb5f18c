import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  loginSchema,
  mobileOnlySchema,
  otpOnlySchema,
  otpVerifySchema,
  registrationSchema,
  resetPasswordSchema,
} from '@platform/shared/schemas';
import { clientAddress, flowToken, type AppContext } from '../context.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import type { Limit } from '../security/rate-limit.ts';
import type { OtpPurpose, TokenClaims } from '../security/tokens.ts';
import { findUserByEmail, findUserByMobile, identityOf, newReferralCode, type UserRow } from '../users.ts';

export interface AuthLimits {
  loginPerAddress: Limit;
  loginPerEmail: Limit;
  registerPerAddress: Limit;
}

export const defaultAuthLimits: AuthLimits = {
  loginPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  loginPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  registerPerAddress: { limit: 20, windowMs: 60 * 60_000 },
};

/** Subject of a flow token for a mobile number with no account behind it. */
const NO_ACCOUNT = 'no-account';

const token = { type: 'string', description: 'Signed JWT' };
const flowSecurity: Array<Record<string, string[]>> = [{ flowToken: [] }, { bearer: [] }];

export function authRoutes(app: FastifyInstance, ctx: AppContext, limits: AuthLimits): void {
  const { db, clock, tokens, passwords, otp, limiter } = ctx;

  async function signIn(user: UserRow) {
    const access = await tokens.issue('access', user.id, { role: user.role });
    return { accessToken: access.token, token: access.token, role: user.role, user: identityOf(user) };
  }

  /** Finishes an OTP sign-in: the sign-up flow confirms its account, the login flow finds or creates one. */
  async function completeOtpSignIn(claims: TokenClaims, mobile: string) {
    const now = clock.now();
    if (claims.purpose === 'signup') {
      const { rows } = await db.query<UserRow>(
        `UPDATE users SET mobile_verified_at = COALESCE(mobile_verified_at, $2), updated_at = $2
         WHERE id = $1 AND mobile = $3 RETURNING *`,
        [claims.sub, now, mobile],
      );
      const user = rows[0];
      if (!user) throw new ApiError(403, 'This registration no longer exists. Please sign up again.');
      return { message: 'Mobile number verified successfully', ...(await signIn(user)) };
    }
    const { rows } = await db.query<UserRow>(
      `INSERT INTO users (id, role, username, mobile, referral_code, mobile_verified_at, created_at, updated_at)
       VALUES ($1, 'customer', '', $2, $3, $4, $4, $4)
       ON CONFLICT (mobile) DO UPDATE SET mobile_verified_at = COALESCE(users.mobile_verified_at, $4), updated_at = $4
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
        response: { 201: successEnvelope({ signUpToken: token }), ...failures(409, 503) },
      },
    },
    async (request, reply) => {
      const input = await parseBody(registrationSchema, request.body);
      const address = clientAddress(request);
      const byAddress = await limiter.hit(`register:addr:${address}`, limits.registerPerAddress);
      if (!byAddress.allowed) {
        throw tooManyRequests('Too many registrations from your network. Please try again later.', byAddress.retryAfterSeconds);
      }
      const [byEmail, byMobile] = await Promise.all([findUserByEmail(db, input.email), findUserByMobile(db, input.mobile)]);
      // An account whose mobile was never verified does not own its email or number yet.
      const blocking = [byEmail, byMobile].filter((u): u is UserRow => !!u && u.mobile_verified_at !== null);
      if (blocking.length > 0) {
        const fields: Record<string, string> = {};
        if (byEmail && byEmail.mobile_verified_at !== null) fields.email = 'This email is already registered';
        if (byMobile && byMobile.mobile_verified_at !== null) fields.mobile = 'This mobile number is already registered';
        throw new ApiError(409, 'An account with this email or mobile number already exists', { fields });
      }
      await otp.checkSendAllowed('signup', input.mobile, address);
      const passwordHash = await passwords.hash(input.password);
      const now = clock.now();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM users WHERE mobile_verified_at IS NULL AND (mobile = $1 OR lower(email) = lower($2))', [
          input.mobile,
          input.email,
        ]);
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
        response: { 200: successEnvelope({ accessToken: token, token, role: { type: 'string' } }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const input = await parseBody(loginSchema, request.body);
      const byAddress = await limiter.hit(`login:addr:${clientAddress(request)}`, limits.loginPerAddress);
      const byEmail = await limiter.hit(`login:email:${input.email.toLowerCase()}`, limits.loginPerEmail);
      if (!byAddress.allowed || !byEmail.allowed) {
        throw tooManyRequests(
          'Too many login attempts. Please try again later.',
          Math.max(byAddress.allowed ? 0 : byAddress.retryAfterSeconds, byEmail.allowed ? 0 : byEmail.retryAfterSeconds),
        );
      }
      const user = await findUserByEmail(db, input.email);
      const ok = await passwords.verify(user?.password_hash, input.password);
      if (!user || !ok) throw new ApiError(401, 'Invalid email or password');
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
        response: { 200: successEnvelope({ newToken: token }), ...failures(503) },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(mobileOnlySchema, request.body);
      await otp.checkSendAllowed('login', mobile, clientAddress(request));
      const user = await findUserByMobile(db, mobile);
      const login = await tokens.issue('login', user?.id ?? NO_ACCOUNT, { mobile });
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
        response: { 200: successEnvelope({ accessToken: token, token, role: { type: 'string' } }), ...failures(403) },
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
        response: { 200: successEnvelope({ accessToken: token, token, role: { type: 'string' } }), ...failures(403) },
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
        response: { 200: successEnvelope({ forgotToken: token }), ...failures(503) },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(mobileOnlySchema, request.body);
      await otp.checkSendAllowed('reset', mobile, clientAddress(request));
      const user = await findUserByMobile(db, mobile);
      const known = !!user && user.password_hash !== null;
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
        response: { 200: successEnvelope(), ...failures(403) },
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
        'UPDATE users SET password_hash = $2, updated_at = $3 WHERE id::text = $1 AND mobile = $4 RETURNING id',
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
        response: { 200: successEnvelope({ newToken: token }), ...failures(403, 503) },
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
      await otp.send(purpose, mobile, next.jti, { deliver: claims.sub !== NO_ACCOUNT || purpose === 'login' });
      return {
        success: true,
        message: 'OTP resent successfully',
        newToken: next.token,
        ...(purpose === 'enquiry' ? { inquiryToken: next.token } : {}),
      };
    },
  );
}
