// Company staff sign in on the operations console with email, password and their authenticator's
// current code (POST /ops/login); the demo staff's codes come from the development route
// /dev/staff-totp (api/src/ops/dev-tools.ts). A code is accepted once, so a second sign-in within
// the same 30 seconds waits for the next one.
import type { Browser, Page } from '@playwright/test';
import { API_URL } from './env';

export const DEMO_ADMIN = { email: 'ops.admin@example.com', password: 'Admin@2026' };

/** The current code of a demo staff account and how many seconds it has left. */
export async function demoStaffCode(email: string): Promise<{ code: string; validForSeconds: number }> {
  const response = await fetch(`${API_URL}/dev/staff-totp?email=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`/dev/staff-totp answered ${response.status}`);
  return ((await response.json()) as { data: { code: string; validForSeconds: number } }).data;
}

/** A demo staff account's access token, signed in on the API. */
export async function staffToken(email = DEMO_ADMIN.email, password = DEMO_ADMIN.password): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { code, validForSeconds } = await demoStaffCode(email);
    const response = await fetch(`${API_URL}/ops/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, code }),
    });
    if (response.ok) return String(((await response.json()) as { accessToken: string }).accessToken);
    // This code was used already (another sign-in this half-minute): wait for the next.
    if (response.status === 401 && attempt === 0) {
      await new Promise((resolve) => setTimeout(resolve, (validForSeconds + 1) * 1000));
      continue;
    }
    throw new Error(`/ops/login answered ${response.status}: ${await response.text()}`);
  }
  throw new Error('unreachable');
}

/** A page signed in as a demo member of staff, as the console's sign-in leaves it (the token in the session). */
export async function signInStaff(page: Page, who: { email: string; password: string } = DEMO_ADMIN): Promise<void> {
  const token = await staffToken(who.email, who.password);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('accessToken', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}

/** A member of staff in a browser context of their own, signed in with password and authenticator code. */
export async function signInToConsole(browser: Browser, staff: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInStaff(page, staff);
  return page;
}
