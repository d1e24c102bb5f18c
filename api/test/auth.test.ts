import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  databaseKinds,
  decodeJwt,
  json,
  lastOtp,
  post,
  registrationPayload,
  startTestServer,
  uniqueAddress,
  uniqueMobile,
  type TestServer,
} from './helpers.ts';

describe.each(databaseKinds)('accounts and OTP on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  /** Registers a vendor and confirms the mobile; answers the payload and the sign-in answer. */
  async function registeredVendor(overrides: Record<string, unknown> = {}) {
    const payload = registrationPayload(overrides);
    const registered = await post(server.app, '/api/register', payload);
    expect(registered.statusCode).toBe(201);
    const { signUpToken } = json(registered);
    const otp = await lastOtp(server.app, payload.mobile);
    const verified = await post(server.app, '/auth/mobile-verify', { otp }, bearer(signUpToken));
    expect(verified.statusCode).toBe(200);
    return { payload, signedIn: json(verified) };
  }

  async function otpLogin(mobile: string) {
    const sent = await post(server.app, '/auth/send-otp', { mobile });
    expect(sent.statusCode).toBe(200);
    const { newToken } = json(sent);
    return post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, bearer(newToken));
  }

  describe('POST /api/register', () => {
    it('creates a vendor account with an argon2id hash, answers a sign-up token and sends an OTP', async () => {
      const payload = registrationPayload({ referral: 'DEMOSHOP', plan: 'gold' });
      const response = await post(server.app, '/api/register', payload);
      expect(response.statusCode).toBe(201);
      const body = json(response);
      expect(body).toMatchObject({ success: true, message: expect.stringMatching(/OTP/) });
      expect(decodeJwt(body.signUpToken)).toMatchObject({ purpose: 'signup', mobile: payload.mobile });
      const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM users WHERE mobile = $1', [payload.mobile]);
      expect(rows[0]).toMatchObject({ role: 'vendor', email: payload.email, referred_by: 'DEMOSHOP', plan: 'gold', city: 'Kochi' });
      expect(String(rows[0]!.password_hash)).toMatch(/^\$argon2id\$/);
      expect(String(rows[0]!.password_hash)).not.toContain(payload.password);
      expect(rows[0]!.mobile_verified_at).toBeNull();
      expect(await lastOtp(server.app, payload.mobile)).toMatch(/^\d{6}$/);
    });

    it('answers field messages for a bad registration', async () => {
      const response = await post(server.app, '/api/register', registrationPayload({ password: 'short', email: 'x@y', pinCode: '1234' }));
      expect(response.statusCode).toBe(400);
      const { fields } = json(response) as { fields: Record<string, string> };
      expect(fields.password).toMatch(/at least 8/);
      expect(fields.email).toBe('Invalid email address');
      expect(fields.pinCode).toBe('Must be exactly 6 digits');
    });

    it('refuses an email or mobile that a verified account owns, with one answer for either', async () => {
      const { payload } = await registeredVendor();
      const sameEmail = await post(server.app, '/api/register', registrationPayload({ email: payload.email.toUpperCase() }));
      const sameMobile = await post(server.app, '/api/register', registrationPayload({ mobile: payload.mobile }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameMobile.statusCode).toBe(409);
      // Nothing in the answer says which of the two is taken.
      expect(sameEmail.body).toBe(sameMobile.body);
      expect(json(sameEmail)).not.toHaveProperty('fields');
    });

    it('lets a never-verified registration be made again', async () => {
      const payload = registrationPayload();
      expect((await post(server.app, '/api/register', payload)).statusCode).toBe(201);
      server.clock.advance(31_000);
      const again = await post(server.app, '/api/register', { ...payload, username: 'Meera N' });
      expect(again.statusCode).toBe(201);
      const { rows } = await server.db.query('SELECT username FROM users WHERE mobile = $1', [payload.mobile]);
      expect(rows).toEqual([{ username: 'Meera N' }]);
    });
  });

  describe('POST /auth/mobile-verify and /api/login', () => {
    it('confirms the mobile with the sign-up OTP and signs in with a role-carrying access token', async () => {
      const { payload, signedIn } = await registeredVendor();
      expect(signedIn).toMatchObject({ success: true, role: 'vendor' });
      expect(signedIn.token).toBe(signedIn.accessToken);
      expect(decodeJwt(signedIn.accessToken)).toMatchObject({ purpose: 'access', role: 'vendor' });

      const login = await post(server.app, '/api/login', { email: payload.email, password: payload.password });
      expect(login.statusCode).toBe(200);
      const body = json(login);
      expect(body).toMatchObject({ success: true, role: 'vendor' });
      const claims = decodeJwt(body.accessToken);
      expect(claims).toMatchObject({ purpose: 'access', role: 'vendor', sub: (body.user as { id: string }).id });
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const { payload } = await registeredVendor();
      const wrongPassword = await post(server.app, '/api/login', { email: payload.email, password: 'Wrong!Pass1' });
      const unknownEmail = await post(server.app, '/api/login', { email: 'nobody@example.com', password: payload.password });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.body).toBe(unknownEmail.body);
      expect(json(wrongPassword).message).toBe('Invalid email or password');
      // The stable code beside the unchanged English words, for the site to translate.
      expect(json(wrongPassword)).toMatchObject({ success: false, error: 'Invalid email or password', code: 'auth.wrong-password' });
    });

    it('does not sign in an account whose mobile is not verified', async () => {
      const payload = registrationPayload();
      await post(server.app, '/api/register', payload);
      const login = await post(server.app, '/api/login', { email: payload.email, password: payload.password });
      expect(login.statusCode).toBe(403);
    });

    it('locks an email after 10 wrong passwords from one address, without locking its owner out elsewhere', async () => {
      const { payload } = await registeredVendor();
      const attacker = uniqueAddress();
      const owner = uniqueAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await post(server.app, '/api/login', { email: payload.email, password: 'Wrong!Pass1' }, {}, attacker)).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
      // From the attacking address even the right password waits out the window…
      expect((await post(server.app, '/api/login', { email: payload.email, password: payload.password }, {}, attacker)).statusCode).toBe(429);
      // …but the shop signs in from its own network.
      expect((await post(server.app, '/api/login', { email: payload.email, password: payload.password }, {}, owner)).statusCode).toBe(200);
      server.clock.advance(15 * 60_000);
      expect((await post(server.app, '/api/login', { email: payload.email, password: payload.password }, {}, attacker)).statusCode).toBe(200);
    });

    it('counts only failures towards the lock-out', async () => {
      const { payload } = await registeredVendor();
      const address = uniqueAddress();
      for (let i = 0; i < 12; i += 1) {
        const login = await post(server.app, '/api/login', { email: payload.email, password: payload.password }, {}, address);
        expect(login.statusCode).toBe(200);
      }
      for (let i = 0; i < 9; i += 1) {
        expect((await post(server.app, '/api/login', { email: payload.email, password: 'Wrong!Pass1' }, {}, address)).statusCode).toBe(401);
      }
      expect((await post(server.app, '/api/login', { email: payload.email, password: payload.password }, {}, address)).statusCode).toBe(200);
    });

    it('limits login attempts per client address', async () => {
      const address = uniqueAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        statuses.push((await post(server.app, '/api/login', { email: `someone${i}@example.com`, password: 'x' }, {}, address)).statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      expect(statuses[30]).toBe(429);
    });

    it('signs in the seeded demo vendor and telecaller with their documented passwords', async () => {
      const vendor = await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' });
      expect(json(vendor)).toMatchObject({ success: true, role: 'vendor' });
      const telecaller = await post(server.app, '/api/login', { email: 'demo.telecaller@example.com', password: 'Telecaller@2026' });
      expect(json(telecaller)).toMatchObject({ success: true, role: 'telecaller' });
    });
  });

  describe('OTP login: /auth/send-otp and /auth/verify-otp', () => {
    it('creates a customer on first OTP login and finds the same account next time', async () => {
      const mobile = uniqueMobile();
      const first = await otpLogin(mobile);
      expect(first.statusCode).toBe(200);
      const a = json(first);
      expect(decodeJwt(a.accessToken)).toMatchObject({ role: 'customer', purpose: 'access' });
      server.clock.advance(31_000);
      const b = json(await otpLogin(mobile));
      expect((b.user as { id: string }).id).toBe((a.user as { id: string }).id);
    });

    it('signs the demo telecaller in by OTP with the telecaller role', async () => {
      const response = await otpLogin('9876500003');
      expect(json(response)).toMatchObject({ success: true, role: 'telecaller' });
      expect(decodeJwt(json(response).accessToken).role).toBe('telecaller');
    });

    it('refuses a mobile other than the one the OTP went to', async () => {
      const mobile = uniqueMobile();
      const { newToken } = json(await post(server.app, '/auth/send-otp', { mobile }));
      const otp = await lastOtp(server.app, mobile);
      const response = await post(server.app, '/auth/verify-otp', { mobile: uniqueMobile(), otp }, bearer(newToken));
      expect(response.statusCode).toBe(400);
      expect(json(response).fields).toEqual({ mobile: 'Mobile number does not match' });
    });

    it('validates mobile numbers with the shared rules', async () => {
      const response = await post(server.app, '/auth/send-otp', { mobile: '12345' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ success: false, fields: { mobile: 'Phone number must be 10 digits' } });
      const prefix = await post(server.app, '/auth/send-otp', { mobile: '1234567890' });
      expect(json(prefix).fields).toEqual({ mobile: 'Enter a valid Indian mobile number' });
    });
  });

  describe('resend: /auth/verify-resend-otp', () => {
    it('answers a new token after the cooldown; the old token and code stop working', async () => {
      const payload = registrationPayload();
      const { signUpToken } = json(await post(server.app, '/api/register', payload));
      const oldOtp = await lastOtp(server.app, payload.mobile);

      // The cooldown is 30 seconds from the last code sent (literal here: the constant could shrink).
      const early = await post(server.app, '/auth/verify-resend-otp', { mobile: payload.mobile }, bearer(signUpToken));
      expect(early.statusCode).toBe(429);
      expect(json(early).message).toBe('Please wait 30 seconds before requesting another OTP.');
      expect(early.headers['retry-after']).toBe('30');

      server.clock.advance(29_000);
      const almost = await post(server.app, '/auth/verify-resend-otp', { mobile: payload.mobile }, bearer(signUpToken));
      expect(almost.statusCode).toBe(429);
      expect(json(almost).message).toMatch(/^Please wait 1 seconds? before requesting another OTP\.$/);
      expect(almost.headers['retry-after']).toBe('1');
      // Nothing was sent while refused: the code from the registration is still the latest.
      expect(await lastOtp(server.app, payload.mobile)).toBe(oldOtp);

      // Exactly 30 seconds after the first code: allowed.
      server.clock.advance(1_000);
      const resent = await post(server.app, '/auth/verify-resend-otp', { mobile: payload.mobile }, bearer(signUpToken));
      expect(resent.statusCode).toBe(200);
      const { newToken } = json(resent);
      expect(decodeJwt(newToken)).toMatchObject({ purpose: 'signup', mobile: payload.mobile });
      const newOtp = await lastOtp(server.app, payload.mobile);

      const withOld = await post(server.app, '/auth/mobile-verify', { otp: oldOtp }, bearer(signUpToken));
      expect(withOld.statusCode).toBe(400);
      const ok = await post(server.app, '/auth/mobile-verify', { otp: newOtp }, bearer(newToken));
      expect(ok.statusCode).toBe(200);
    });

    it('needs a flow token and the same mobile', async () => {
      expect((await post(server.app, '/auth/verify-resend-otp', { mobile: uniqueMobile() })).statusCode).toBe(403);
      const mobile = uniqueMobile();
      const { newToken } = json(await post(server.app, '/auth/send-otp', { mobile }));
      server.clock.advance(30_000);
      expect((await post(server.app, '/auth/verify-resend-otp', { mobile: uniqueMobile() }, bearer(newToken))).statusCode).toBe(400);
    });
  });

  describe('password reset', () => {
    it('resets the password with the forgot token and OTP; the old password stops working', async () => {
      const { payload } = await registeredVendor();
      server.clock.advance(31_000);
      const forgot = await post(server.app, '/auth/forgot-password', { mobile: payload.mobile });
      expect(forgot.statusCode).toBe(200);
      const { forgotToken } = json(forgot);
      expect(decodeJwt(forgotToken).purpose).toBe('reset');
      const otp = await lastOtp(server.app, payload.mobile);

      const mismatch = await post(
        server.app,
        '/auth/verify-reset-otp',
        { mobile: payload.mobile, otp, newPassword: 'N3w!Password', conformpassword: 'Other!Pass1' },
        bearer(forgotToken),
      );
      expect(mismatch.statusCode).toBe(400);
      expect(json(mismatch).fields).toEqual({ conformpassword: 'Passwords must match' });

      const reset = await post(
        server.app,
        '/auth/verify-reset-otp',
        { mobile: payload.mobile, otp, newPassword: 'N3w!Password', conformpassword: 'N3w!Password' },
        bearer(forgotToken),
      );
      expect(reset.statusCode).toBe(200);
      expect((await post(server.app, '/api/login', { email: payload.email, password: payload.password })).statusCode).toBe(401);
      expect((await post(server.app, '/api/login', { email: payload.email, password: 'N3w!Password' })).statusCode).toBe(200);

      const replay = await post(
        server.app,
        '/auth/verify-reset-otp',
        { mobile: payload.mobile, otp, newPassword: 'An0ther!Pass', conformpassword: 'An0ther!Pass' },
        bearer(forgotToken),
      );
      expect(replay.statusCode).toBe(400);
    });

    it('answers an unknown mobile exactly like a known one and sends nothing', async () => {
      const mobile = uniqueMobile();
      const forgot = await post(server.app, '/auth/forgot-password', { mobile });
      expect(forgot.statusCode).toBe(200);
      const body = json(forgot);
      expect(body.message).toMatch(/If this mobile number is registered/);
      expect(typeof body.forgotToken).toBe('string');
      expect((await server.app.inject({ method: 'GET', url: `/dev/last-otp?mobile=${mobile}` })).statusCode).toBe(404);
      const attempt = await post(
        server.app,
        '/auth/verify-reset-otp',
        { mobile, otp: '123456', newPassword: 'N3w!Password', conformpassword: 'N3w!Password' },
        bearer(body.forgotToken),
      );
      expect(attempt.statusCode).toBe(400);
      expect(json(attempt).message).toMatch(/^Invalid OTP/);
    });
  });

  describe('profile: /api/get-profile and /api/get-user', () => {
    it('answers the signed-in account, never its password hash', async () => {
      const { payload, signedIn } = await registeredVendor();
      const profile = await get('/api/get-profile', bearer(signedIn.accessToken));
      expect(profile.statusCode).toBe(200);
      expect(json(profile).data).toMatchObject({ email: payload.email, mobile: payload.mobile, role: 'vendor', mobileVerified: true });
      expect(profile.body).not.toMatch(/argon2|password/i);
      const user = await get('/api/get-user', bearer(signedIn.accessToken));
      expect(json(user).data).toMatchObject({ email: payload.email, role: 'vendor' });
    });

    it('refuses no token (401), a flow token (403) and an expired access token (401)', async () => {
      expect((await get('/api/get-profile')).statusCode).toBe(401);
      const { newToken } = json(await post(server.app, '/auth/send-otp', { mobile: uniqueMobile() }));
      expect((await get('/api/get-profile', bearer(newToken))).statusCode).toBe(403);
      const access = json(await otpLogin(uniqueMobile())).accessToken;
      expect((await get('/api/get-user', bearer(access))).statusCode).toBe(200);
      server.clock.advance(12 * 60 * 60_000 + 1000);
      const expired = await get('/api/get-user', bearer(access));
      expect(expired.statusCode).toBe(401);
      expect(json(expired)).toMatchObject({ success: false, message: expect.stringMatching(/expired/) });
    });
  });

  describe('token purpose confusion', () => {
    it("refuses each flow's token everywhere but its own routes", async () => {
      const signup = json(await post(server.app, '/api/register', registrationPayload())).signUpToken;
      const login = json(await post(server.app, '/auth/send-otp', { mobile: uniqueMobile() })).newToken;
      const reset = json(await post(server.app, '/auth/forgot-password', { mobile: uniqueMobile() })).forgotToken;
      const careers = json(await post(server.app, '/carrier/send-otp', { mobile: uniqueMobile(), type: 'remote' })).newToken;
      const access = json(await otpLogin(uniqueMobile())).accessToken;
      const mobile = uniqueMobile();
      const routes: Array<[string, Record<string, unknown>, unknown[]]> = [
        ['/auth/mobile-verify', { otp: '123456' }, [reset, careers, access]],
        ['/auth/verify-otp', { mobile, otp: '123456' }, [reset, careers, access]],
        ['/inquiry/verify-otp', { otp: '123456' }, [signup, login, reset, careers, access]],
        ['/carrier/verify-otp', { OTP: '123456' }, [signup, login, reset, access]],
        ['/auth/verify-reset-otp', { mobile, otp: '123456', newPassword: 'N3w!Password', conformpassword: 'N3w!Password' }, [signup, login, careers, access]],
      ];
      for (const [url, body, wrongTokens] of routes) {
        for (const token of wrongTokens) {
          const response = await post(server.app, url, body, bearer(token));
          expect({ url, purpose: decodeJwt(token).purpose, status: response.statusCode }).toEqual({
            url,
            purpose: decodeJwt(token).purpose,
            status: 403,
          });
          expect(json(response).message).toBe('This token is not valid for this request');
        }
      }
    });
  });

  describe('careers: /carrier/send-otp and /carrier/verify-otp', () => {
    it('verifies a job applicant with the capital OTP key', async () => {
      const mobile = uniqueMobile();
      const sent = await post(server.app, '/carrier/send-otp', { mobile, type: 'work-from-home' });
      expect(sent.statusCode).toBe(200);
      const { newToken } = json(sent);
      const otp = await lastOtp(server.app, mobile);
      expect(json(await server.app.inject({ method: 'GET', url: `/dev/last-otp?mobile=${mobile}` })).purpose).toBe('careers');
      const lower = await post(server.app, '/carrier/verify-otp', { otp }, bearer(newToken));
      expect(lower.statusCode).toBe(400);
      expect(json(lower).fields).toEqual({ OTP: 'OTP is required' });
      const ok = await post(server.app, '/carrier/verify-otp', { OTP: otp }, bearer(newToken));
      expect(ok.statusCode).toBe(200);
      const { rows } = await server.db.query('SELECT status, job_type FROM career_verifications WHERE mobile = $1', [mobile]);
      expect(rows).toEqual([{ status: 'verified', job_type: 'work-from-home' }]);
    });
  });
});
