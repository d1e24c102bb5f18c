// A shop's shift (docs/decisions/043): the refresh cookie, its rotation and reuse detection, the
// session's working day, logout, sign out everywhere and password change, through the real server.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../src/auth/shift-sessions.ts';
import {
  addAccount,
  addBankerDetails,
  bearer,
  databaseKinds,
  decodeJwt,
  json,
  lastOtp,
  otpLogin,
  post,
  registrationPayload,
  SITE_ORIGIN,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const HOUR = 60 * 60_000;

describe.each(databaseKinds)('a shop’s shift on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const refreshCookieOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === REFRESH_COOKIE);

  /** A new shop, registered and verified, and the payload it registered with. */
  async function newShop() {
    const payload = registrationPayload();
    const registered = await post(server.app, '/api/register', payload);
    const otp = await lastOtp(server.app, payload.mobile);
    const verified = await post(server.app, '/auth/mobile-verify', { otp }, bearer(json(registered).signUpToken));
    expect(verified.statusCode).toBe(200);
    return payload;
  }

  /** A password sign-in on one device: its access token and its refresh cookie's value. */
  async function signInShop(shop: { email: string; password: string }) {
    const response = await post(server.app, '/api/login', { email: shop.email, password: shop.password });
    expect(response.statusCode).toBe(200);
    const cookie = refreshCookieOf(response);
    expect(cookie).toBeDefined();
    return { accessToken: String(json(response).accessToken), cookie: cookie!.value };
  }

  const refresh = (cookie: string | undefined) =>
    server.app.inject({ method: 'POST', url: '/auth/session/refresh', headers: cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {} });
  const whoAmI = (token: string) => server.app.inject({ method: 'GET', url: '/api/get-user', headers: bearer(token) });

  it('a shop’s sign-in sets an httpOnly, SameSite=Strict cookie sent only to the refresh path, for a working day', async () => {
    const shop = await newShop();
    const response = await post(server.app, '/api/login', { email: shop.email, password: shop.password });
    const cookie = refreshCookieOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth/session/refresh' });
    expect(new Date(cookie.expires!).getTime()).toBe(Math.floor((server.clock.now().getTime() + 12 * HOUR) / 1000) * 1000);
    // The access token names its session and when it ends, and is no proof of anything alone.
    const claims = decodeJwt(json(response).accessToken);
    expect(claims).toMatchObject({ role: 'vendor', sid: expect.any(String), sx: Math.floor(new Date(cookie.expires!).getTime() / 1000) });
    expect(JSON.stringify(json(response))).not.toContain(cookie.value);
  });

  it('a shop signed in at 9:00 is still signed in at 18:00, in two tabs, each refresh rotating the cookie', async () => {
    server.clock.set(new Date('2026-11-23T03:30:00Z')); // 9:00 in India
    const shop = await newShop();
    const { accessToken, cookie } = await signInShop(shop);
    expect((await whoAmI(accessToken)).statusCode).toBe(200);

    server.clock.advance(9 * HOUR); // 18:00: the morning's access token is long dead
    expect((await whoAmI(accessToken)).statusCode).toBe(401);

    // The first tab refreshes; the second, which shares the browser's cookies, then uses the new one.
    const first = await refresh(cookie);
    expect(first.statusCode).toBe(200);
    const second = refreshCookieOf(first)!.value;
    expect(second).not.toBe(cookie);
    const secondTab = await refresh(second);
    expect(secondTab.statusCode).toBe(200);
    for (const tab of [first, secondTab]) {
      expect((await whoAmI(String(json(tab).accessToken))).statusCode).toBe(200);
      expect(json(tab)).toMatchObject({ role: 'vendor', user: { email: shop.email } });
    }
  });

  it('a spent refresh token presented again ends the whole session for every holder, and says so in the audit trail', async () => {
    const shop = await newShop();
    const { accessToken, cookie } = await signInShop(shop);
    const rotated = await refresh(cookie);
    const successor = refreshCookieOf(rotated)!.value;

    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect(json(replay).error).toBe('Your session has ended. Please log in again.');
    expect(refreshCookieOf(replay)).toMatchObject({ value: '', maxAge: 0 });

    // The legitimate holder's successor, and every access token of the session, are over too.
    expect((await refresh(successor)).statusCode).toBe(401);
    expect((await whoAmI(accessToken)).statusCode).toBe(401);
    expect((await whoAmI(String(json(rotated).accessToken))).statusCode).toBe(401);

    const userId = String(decodeJwt(accessToken).sub);
    const { rows } = await server.db.query<{ action: string; actor_role: string }>(
      `SELECT action, actor_role FROM audit_log WHERE subject_type = 'user' AND subject_id = $1`,
      [userId],
    );
    expect(rows).toEqual([{ action: 'session.reuse-detected', actor_role: 'system' }]);
  });

  it('a session ends a working day after its sign-in, however often it was refreshed', async () => {
    const shop = await newShop();
    let { cookie } = await signInShop(shop);
    let claims: Record<string, unknown> = {};
    for (let hour = 0; hour < 11; hour += 1) {
      server.clock.advance(HOUR);
      const answer = await refresh(cookie);
      expect(answer.statusCode).toBe(200);
      claims = decodeJwt(json(answer).accessToken);
      cookie = refreshCookieOf(answer)!.value;
    }
    // The access token of the eleventh hour would live two hours; it ends with the session.
    expect(claims.exp).toBe(claims.sx);
    server.clock.advance(HOUR + 1000);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('logging out ends this browser’s session only; the shop’s other device goes on', async () => {
    const shop = await newShop();
    const counter = await signInShop(shop);
    const phone = await signInShop(shop);
    const loggedOut = await post(server.app, '/auth/logout', {}, bearer(counter.accessToken));
    expect(loggedOut.statusCode).toBe(200);
    expect(refreshCookieOf(loggedOut)).toMatchObject({ value: '', maxAge: 0, path: '/auth/session/refresh' });
    expect((await whoAmI(counter.accessToken)).statusCode).toBe(401);
    expect((await refresh(counter.cookie)).statusCode).toBe(401);
    expect((await whoAmI(phone.accessToken)).statusCode).toBe(200);
    expect((await refresh(phone.cookie)).statusCode).toBe(200);
  });

  it('“sign out everywhere” ends every session and access token of the account, written to the audit trail', async () => {
    const shop = await newShop();
    const counter = await signInShop(shop);
    const phone = await signInShop(shop);
    const answer = await post(server.app, '/auth/session/sign-out-everywhere', {}, bearer(phone.accessToken));
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ success: true, message: 'Signed out on every device' });
    for (const device of [counter, phone]) {
      expect((await whoAmI(device.accessToken)).statusCode).toBe(401);
      expect((await refresh(device.cookie)).statusCode).toBe(401);
    }
    const { rows } = await server.db.query<{ action: string; after: unknown }>(`SELECT action, after FROM audit_log WHERE subject_id = $1`, [
      String(decodeJwt(phone.accessToken).sub),
    ]);
    // The two devices, and the session its sign-up's OTP opened.
    expect(rows).toEqual([{ action: 'session.sign-out-everywhere', after: { sessionsEnded: 3 } }]);
  });

  it.each(['telecaller', 'banker'] as const)('a %s signs out everywhere too: both devices’ tokens and shift sessions end', async (role) => {
    const staff = await addAccount(server, role);
    if (role === 'banker') await addBankerDetails(server, staff.id, ['411001']);
    /** An OTP sign-in on one device: its access token and refresh cookie. */
    const signIn = async () => {
      server.clock.advance(60_000); // past the wait between two OTPs to one mobile
      const sent = await post(server.app, `/${role}/send-otp`, { mobile: staff.mobile });
      const verified = await post(
        server.app,
        `/${role}/verify-otp`,
        { otp: await lastOtp(server.app, staff.mobile) },
        { 'x-flow-token': String(json(sent).newToken) },
      );
      expect(verified.statusCode).toBe(200);
      return { accessToken: String(json(verified).accessToken), cookie: refreshCookieOf(verified)?.value };
    };
    const desk = await signIn();
    const phone = await signIn();
    expect(desk.cookie).toBeDefined();
    expect((await refresh(desk.cookie)).statusCode).toBe(200);
    const answer = await post(server.app, '/auth/session/sign-out-everywhere', {}, bearer(phone.accessToken));
    expect(answer.statusCode).toBe(200);
    for (const device of [desk, phone]) {
      expect((await whoAmI(device.accessToken)).statusCode).toBe(401);
      expect((await refresh(device.cookie)).statusCode).toBe(401);
    }
  });

  it('a password change ends the other devices’ sessions; this browser goes on with a new one', async () => {
    const shop = await newShop();
    const counter = await signInShop(shop);
    const phone = await signInShop(shop);
    const changed = await post(
      server.app,
      '/auth/change-password',
      { currentPassword: shop.password, newPassword: 'N3w!Password', conformpassword: 'N3w!Password' },
      bearer(counter.accessToken),
    );
    expect(changed.statusCode).toBe(200);
    const next = refreshCookieOf(changed)!.value;
    expect((await refresh(phone.cookie)).statusCode).toBe(401);
    expect((await refresh(counter.cookie)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(200);
    expect((await whoAmI(String(json(changed).accessToken))).statusCode).toBe(200);
  });

  it('customers keep short sessions: no refresh cookie, and a refresh without one is refused', async () => {
    const mobile = `98${String(Date.now()).slice(-8)}`;
    const sent = await post(server.app, '/auth/send-otp', { mobile });
    const verified = await post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, bearer(json(sent).newToken));
    expect(verified.statusCode).toBe(200);
    expect(refreshCookieOf(verified)).toBeUndefined();
    expect(decodeJwt(json(verified).accessToken).sid).toBeUndefined();
    expect((await refresh(undefined)).statusCode).toBe(401);
    // A customer's logout still ends every token of the account, as before.
    server.clock.advance(31_000); // the OTP resend cooldown
    const again = await otpLogin(server.app, mobile);
    expect((await post(server.app, '/auth/logout', {}, bearer(again.accessToken))).statusCode).toBe(200);
    expect((await whoAmI(String(again.accessToken))).statusCode).toBe(401);
  });

  it('a made-up or tampered cookie opens nothing', async () => {
    const shop = await newShop();
    const { cookie } = await signInShop(shop);
    const [id, mac] = cookie.split('.');
    for (const forged of ['nonsense', `${id}.${mac!.slice(0, -2)}AA`, `00000000-0000-4000-8000-000000000000.${mac}`]) {
      expect((await refresh(forged)).statusCode).toBe(401);
    }
    // The real one still works: a forgery is not a reuse.
    expect((await refresh(cookie)).statusCode).toBe(200);
  });

  it('the site may refresh with credentials; any other origin gets no CORS answer', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/auth/session/refresh',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const site = await preflight(SITE_ORIGIN);
    expect(site.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(site.headers['access-control-allow-credentials']).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
