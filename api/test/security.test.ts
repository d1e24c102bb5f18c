// The security review's findings (api/README.md, "Security decisions"), each as the attack it
// describes, through the real server on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import {
  bearer,
  databaseKinds,
  decodeJwt,
  json,
  lastOtp,
  otpLogin as login,
  post,
  registrationPayload,
  startTestServer,
  uniqueAddress,
  uniqueMobile,
  type TestServer,
} from './helpers.ts';

describe.each(databaseKinds)('security review on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, token?: unknown) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  /** An OTP login past the resend cooldown of an earlier code to the same mobile. */
  async function otpLogin(mobile: string) {
    server.clock.advance(31_000);
    return login(server.app, mobile);
  }

  async function vendor(overrides: Record<string, unknown> = {}) {
    const payload = registrationPayload(overrides);
    const registered = await post(server.app, '/api/register', payload);
    expect(registered.statusCode).toBe(201);
    const verified = await post(server.app, '/auth/mobile-verify', { otp: await lastOtp(server.app, payload.mobile) }, bearer(json(registered).signUpToken));
    expect(verified.statusCode).toBe(200);
    return { payload, token: String(json(verified).accessToken) };
  }

  describe('an unfinished sign-up cannot take over a mobile (High 1)', () => {
    it('the owner’s OTP login gets their own customer account; the attacker’s registration stays unverified and earns nothing', async () => {
      const attacker = await otpLogin(uniqueMobile());
      const attackerCode = String((json(await get('/customer/profile', attacker.accessToken)).data as Record<string, unknown>).referralCode);
      const victim = uniqueMobile();
      const claim = registrationPayload({ mobile: victim, email: `attacker.${victim}@example.com`, referral: attackerCode });
      expect((await post(server.app, '/api/register', claim)).statusCode).toBe(201);

      const owner = await otpLogin(victim);
      expect(owner.role).toBe('customer');
      expect(decodeJwt(owner.accessToken).role).toBe('customer');
      const profile = await get('/customer/profile', owner.accessToken);
      expect(profile.statusCode).toBe(200);
      expect(json(profile).data).toMatchObject({ mobile: victim, email: null, role: 'customer' });

      // The attacker's password still opens nothing, and no partner reward is credited.
      expect((await post(server.app, '/api/login', { email: claim.email, password: claim.password })).statusCode).toBe(403);
      const { rows } = await server.db.query<{ role: string; mobile_verified_at: unknown }>(
        'SELECT role, mobile_verified_at FROM users WHERE mobile = $1 ORDER BY role',
        [victim],
      );
      expect(rows).toEqual([
        { role: 'customer', mobile_verified_at: expect.anything() },
        { role: 'vendor', mobile_verified_at: null },
      ]);
      const earnings = json(await get('/customer/earn-history', attacker.accessToken)).data as { totals: { earned: number } };
      expect(earnings.totals.earned).toBe(0);
    });

    it('the owner can still open a shop on their number: their registration replaces the pending one', async () => {
      const victim = uniqueMobile();
      expect((await post(server.app, '/api/register', registrationPayload({ mobile: victim, email: `squat.${victim}@example.com` }))).statusCode).toBe(201);
      await otpLogin(victim);
      server.clock.advance(31_000);
      const mine = await vendor({ mobile: victim });
      expect(decodeJwt(mine.token).role).toBe('vendor');
      const { rows } = await server.db.query<{ role: string; email: string | null }>('SELECT role, email FROM users WHERE mobile = $1 ORDER BY role', [victim]);
      expect(rows).toEqual([
        { role: 'customer', email: null },
        { role: 'vendor', email: mine.payload.email },
      ]);
    });

    it('a pending sign-up expires: after 30 minutes it no longer holds its email, and its token is dead', async () => {
      const payload = registrationPayload();
      const registered = json(await post(server.app, '/api/register', payload));
      server.clock.advance(30 * 60_000 + 1000);
      // Someone else's registration sweeps expired pending ones.
      expect((await post(server.app, '/api/register', registrationPayload())).statusCode).toBe(201);
      const { rows } = await server.db.query('SELECT 1 FROM users WHERE mobile = $1', [payload.mobile]);
      expect(rows).toHaveLength(0);
      const late = await post(server.app, '/auth/mobile-verify', { otp: '123456' }, bearer(registered.signUpToken));
      expect(late.statusCode).toBe(403);
    });

    it('a shop owner is a customer too on the same mobile, and never pays themselves a referral', async () => {
      const mobile = uniqueMobile();
      const me = await otpLogin(mobile);
      const code = String((json(await get('/customer/profile', me.accessToken)).data as Record<string, unknown>).referralCode);
      server.clock.advance(31_000);
      await vendor({ mobile, referral: code });
      const earnings = json(await get('/customer/earn-history', me.accessToken)).data as { totals: { earned: number } };
      expect(earnings.totals.earned).toBe(0);
      // A real partner sign-up with the code is rewarded, once verified.
      await vendor({ referral: code });
      const after = json(await get('/customer/earn-history', me.accessToken)).data as { totals: { earned: number } };
      expect(after.totals.earned).toBe(1000);
    });
  });

  describe('vendors need their password (High 2)', () => {
    it('an OTP login on a vendor’s mobile never signs into the vendor account', async () => {
      const shop = await vendor();
      const viaOtp = await otpLogin(shop.payload.mobile);
      expect(viaOtp.role).toBe('customer');
      expect((viaOtp.user as { id: string }).id).not.toBe(decodeJwt(shop.token).sub);
      const demo = await otpLogin('9876500002');
      expect(demo.role).toBe('customer');
    });

    it('forgot-password resets the vendor, not the customer identity on the same mobile', async () => {
      const shop = await vendor();
      await otpLogin(shop.payload.mobile);
      server.clock.advance(31_000);
      const forgot = json(await post(server.app, '/auth/forgot-password', { mobile: shop.payload.mobile }));
      const reset = await post(
        server.app,
        '/auth/verify-reset-otp',
        { mobile: shop.payload.mobile, otp: await lastOtp(server.app, shop.payload.mobile), newPassword: 'An0ther!Pass', conformpassword: 'An0ther!Pass' },
        bearer(forgot.forgotToken),
      );
      expect(reset.statusCode).toBe(200);
      expect((await post(server.app, '/api/login', { email: shop.payload.email, password: 'An0ther!Pass' })).statusCode).toBe(200);
    });
  });

  describe('tokens can be revoked (Medium 4)', () => {
    it('logout ends this browser’s session; “sign out everywhere” ends every session of the account', async () => {
      const shop = await vendor();
      const other = json(await post(server.app, '/api/login', { email: shop.payload.email, password: shop.payload.password })).accessToken;
      expect((await get('/api/get-profile', shop.token)).statusCode).toBe(200);
      const out = await post(server.app, '/auth/logout', {}, bearer(shop.token));
      expect(out.statusCode).toBe(200);
      expect(json(out)).toMatchObject({ success: true, message: 'Logged out successfully' });
      expect((await get('/api/get-profile', shop.token)).statusCode).toBe(401);
      expect(json(await get('/api/get-profile', shop.token)).error).toBe('You have been signed out. Please log in again.');
      // A token refused here is refused everywhere, also where signing in is optional.
      expect((await post(server.app, '/auth/logout', {}, bearer(shop.token))).statusCode).toBe(401);
      // The shop's other device (its own shift session) goes on, until it signs out everywhere.
      expect((await get('/api/get-profile', other)).statusCode).toBe(200);
      const third = json(await post(server.app, '/api/login', { email: shop.payload.email, password: shop.payload.password })).accessToken;
      expect((await post(server.app, '/auth/session/sign-out-everywhere', {}, bearer(other))).statusCode).toBe(200);
      expect((await get('/api/get-profile', other)).statusCode).toBe(401);
      expect((await get('/api/get-profile', third)).statusCode).toBe(401);
      const again = json(await post(server.app, '/api/login', { email: shop.payload.email, password: shop.payload.password })).accessToken;
      expect((await get('/api/get-profile', again)).statusCode).toBe(200);
    });

    it('a customer’s logout ends the customer area session', async () => {
      const me = await otpLogin(uniqueMobile());
      expect((await post(server.app, '/auth/logout', {}, bearer(me.accessToken))).statusCode).toBe(200);
      expect((await get('/customer/profile', me.accessToken)).statusCode).toBe(401);
    });

    it('a password reset ends the sessions opened with the old password', async () => {
      const shop = await vendor();
      server.clock.advance(31_000);
      const forgot = json(await post(server.app, '/auth/forgot-password', { mobile: shop.payload.mobile }));
      await post(
        server.app,
        '/auth/verify-reset-otp',
        { mobile: shop.payload.mobile, otp: await lastOtp(server.app, shop.payload.mobile), newPassword: 'Fresh!Pass9', conformpassword: 'Fresh!Pass9' },
        bearer(forgot.forgotToken),
      );
      expect((await get('/api/get-profile', shop.token)).statusCode).toBe(401);
    });

    it('access tokens live two hours', async () => {
      const shop = await vendor();
      const claims = decodeJwt(shop.token);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(2 * 60 * 60);
      server.clock.advance(2 * 60 * 60_000 - 1000);
      expect((await get('/api/get-profile', shop.token)).statusCode).toBe(200);
      server.clock.advance(2000);
      expect((await get('/api/get-profile', shop.token)).statusCode).toBe(401);
    });
  });

  describe('POST /auth/change-password', () => {
    it('checks the current password, signs other sessions out and answers a fresh token', async () => {
      const shop = await vendor();
      const elsewhere = json(await post(server.app, '/api/login', { email: shop.payload.email, password: shop.payload.password })).accessToken;
      const body = { currentPassword: shop.payload.password, newPassword: 'Changed!Pass1', conformpassword: 'Changed!Pass1' };
      const changed = await post(server.app, '/auth/change-password', body, bearer(shop.token));
      expect(changed.statusCode).toBe(200);
      expect(json(changed)).toMatchObject({ success: true, message: 'Password changed successfully', role: 'vendor' });
      const fresh = json(changed).accessToken;
      expect((await get('/api/get-profile', fresh)).statusCode).toBe(200);
      expect((await get('/api/get-profile', shop.token)).statusCode).toBe(401);
      expect((await get('/api/get-profile', elsewhere)).statusCode).toBe(401);
      expect((await post(server.app, '/api/login', { email: shop.payload.email, password: shop.payload.password })).statusCode).toBe(401);
      expect((await post(server.app, '/api/login', { email: shop.payload.email, password: 'Changed!Pass1' })).statusCode).toBe(200);
    });

    it('refuses a wrong current password, a weak or mismatched new one, and no token', async () => {
      const shop = await vendor();
      const wrong = await post(
        server.app,
        '/auth/change-password',
        { currentPassword: 'Wrong!Pass1', newPassword: 'Changed!Pass1', conformpassword: 'Changed!Pass1' },
        bearer(shop.token),
      );
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).fields).toEqual({ currentPassword: 'Current password is incorrect' });
      const weak = await post(
        server.app,
        '/auth/change-password',
        { currentPassword: shop.payload.password, newPassword: 'short', conformpassword: 'other' },
        bearer(shop.token),
      );
      expect(weak.statusCode).toBe(400);
      expect(json(weak).fields).toMatchObject({ newPassword: expect.stringMatching(/at least 8/), conformpassword: 'Passwords must match' });
      const same = await post(
        server.app,
        '/auth/change-password',
        { currentPassword: shop.payload.password, newPassword: shop.payload.password, conformpassword: shop.payload.password },
        bearer(shop.token),
      );
      expect(json(same).fields).toEqual({ newPassword: 'New password must be different from the current password' });
      expect(
        (await post(server.app, '/auth/change-password', { currentPassword: 'x', newPassword: 'Changed!Pass1', conformpassword: 'Changed!Pass1' })).statusCode,
      ).toBe(401);
      // Nothing changed: the old password still works and the token is still good.
      expect((await get('/api/get-profile', shop.token)).statusCode).toBe(200);
    });

    it('stops guessing the current password after 10 wrong tries', async () => {
      const shop = await vendor();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const body = { currentPassword: `Wrong!Pass${i}`, newPassword: 'Changed!Pass1', conformpassword: 'Changed!Pass1' };
        statuses.push((await post(server.app, '/auth/change-password', body, bearer(shop.token))).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    });

    it('tells a customer (OTP account) there is no password to change', async () => {
      const me = await otpLogin(uniqueMobile());
      const response = await post(
        server.app,
        '/auth/change-password',
        { currentPassword: 'Any!Pass1', newPassword: 'Changed!Pass1', conformpassword: 'Changed!Pass1' },
        bearer(me.accessToken),
      );
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toMatch(/no password/);
    });
  });

  describe('OTP sends cannot be used to block a number (Low 8)', () => {
    it('one address spending its sends for a mobile leaves the owner able to log in', async () => {
      server.clock.advance(60 * 60_000 - (server.clock.now().getTime() % (60 * 60_000)));
      const mobile = uniqueMobile();
      const attacker = uniqueAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await post(server.app, '/auth/send-otp', { mobile }, {}, attacker)).statusCode);
        server.clock.advance(31_000);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await otpLogin(mobile)).role).toBe('customer');
    });

    it('the number’s hourly ceiling counts only the sends an address was allowed', async () => {
      server.clock.advance(60 * 60_000 - (server.clock.now().getTime() % (60 * 60_000)));
      const mobile = uniqueMobile();
      const attacker = uniqueAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 25; i += 1) {
        statuses.push((await post(server.app, '/auth/send-otp', { mobile }, {}, attacker)).statusCode);
        server.clock.advance(31_000);
      }
      expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(20).fill(429)]);
      // Twenty refused tries spent none of the number's twenty sends an hour.
      expect((await otpLogin(mobile)).role).toBe('customer');
    });
  });
});

describe('TRUST_PROXY (Medium 5)', () => {
  it('with one trusted hop, a forged X-Forwarded-For cannot dodge the per-address limit', async () => {
    const server = await startTestServer('pglite', { trustProxy: 1, authLimits: { loginPerAddress: { limit: 3, windowMs: 15 * 60_000 } } });
    try {
      const proxy = '10.9.9.9';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        // The client writes any address it likes first; our proxy appends the real one.
        const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` };
        statuses.push((await post(server.app, '/api/login', { email: `who${i}@example.com`, password: 'x' }, headers, proxy)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another real client behind the same proxy has its own count.
      const other = await post(server.app, '/api/login', { email: 'who@example.com', password: 'x' }, { 'x-forwarded-for': '203.0.113.8' }, proxy);
      expect(other.statusCode).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('with a list of proxy addresses, only those are trusted', async () => {
    const server = await startTestServer('pglite', { trustProxy: ['10.9.9.9'], authLimits: { loginPerAddress: { limit: 2, windowMs: 15 * 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        // Sent straight from 192.0.2.1 (not a proxy): the header is ignored.
        statuses.push(
          (await post(server.app, '/api/login', { email: 'a@example.com', password: 'x' }, { 'x-forwarded-for': `198.51.100.${i}` }, '192.0.2.1')).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('dev tools are an explicit opt-in (High 2)', () => {
  it('buildServer has no /dev routes and keeps no codes unless devTools is set', async () => {
    const server = await buildServer({ database: {}, passwordCost: { memoryCost: 1024, timeCost: 1 } });
    try {
      for (const url of ['/dev/last-otp?mobile=9876543210', '/dev/enquiries?mobile=9876543210', '/dev/product-applications?mobile=9876543210']) {
        expect((await server.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});
