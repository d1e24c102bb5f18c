import type { Page } from '@playwright/test';
import { API_URL } from './env';

/**
 * An access token shaped like the API's (JWT with a role claim). The shell reads only the claim to
 * pick pages; these tests exercise routing, not the API's signature check.
 */
export function accessTokenFor(role: 'customer' | 'vendor' | 'telecaller'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: `e2e-${role}`, role, purpose: 'access', exp: Math.floor(Date.now() / 1000) + 3600 })}.e2e`;
}

/** Signs the tab in before any script of the page runs (sessionStorage is per tab). */
export async function signInAs(page: Page, role: 'customer' | 'vendor' | 'telecaller') {
  const token = accessTokenFor(role);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('accessToken', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}

/**
 * Signs the tab in with a real access token from the API (the demo shop's password login, or a
 * customer's OTP login), for pages that call the API: a made-up token would be refused with a 401
 * and dropped.
 */
/**
 * A password login's token, reused while the API still accepts it: the API allows 30 password
 * logins per address in 15 minutes (api/src/auth/limits.ts), fewer than the suite's tests that
 * sign the demo shop in. A test that logs out revokes it, and the next one logs in afresh.
 * Per worker: this module lives in one worker process, and the tokens are keyed by the API that
 * signed them too, since every worker has an API and a database of its own (env.ts).
 */
const passwordTokens = new Map<string, string>();
const tokenKey = (email: string) => `${API_URL} ${email}`;

async function stillAccepted(token: string): Promise<boolean> {
  const response = await fetch(`${API_URL}/api/get-user`, { headers: { authorization: `Bearer ${token}` } });
  return response.ok;
}

export async function signInForReal(page: Page, who: { email: string; password: string } | { mobile: string }) {
  let token: string;
  if ('email' in who) {
    const known = passwordTokens.get(tokenKey(who.email));
    if (known && (await stillAccepted(known))) token = known;
    else {
      const response = await fetch(`${API_URL}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
      token = ((await response.json()) as { accessToken: string }).accessToken;
      if (token) passwordTokens.set(tokenKey(who.email), token);
    }
  } else {
    const sent = (await (
      await fetch(`${API_URL}/auth/send-otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) })
    ).json()) as { newToken: string };
    const otp = ((await (await fetch(`${API_URL}/dev/last-otp?mobile=${who.mobile}`)).json()) as { otp: string }).otp;
    const verified = await fetch(`${API_URL}/auth/verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-flow-token': sent.newToken },
      body: JSON.stringify({ mobile: who.mobile, otp }),
    });
    token = ((await verified.json()) as { accessToken: string }).accessToken;
  }
  if (!token) throw new Error('the API did not sign the e2e user in');
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('accessToken', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}

export const DEMO_SHOP = { email: 'demo.vendor@example.com', password: 'Vendor@2026' };
