import type { Page } from '@playwright/test';

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
