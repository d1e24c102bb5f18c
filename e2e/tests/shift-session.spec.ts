// A shop's shift (docs/decisions/043): signed in at 9:00, still signed in at 18:00 in two tabs, on
// the browser's clock (Playwright's) and the API's (the development server's `PUT /dev/clock`)
// moved together; "Sign out everywhere" in one tab ends both.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from '../support/env';

// The second demo shop: the first one's token is reused by other tests (support/session.ts).
const SHOP = { email: 'demo.vendor2@example.com', password: 'Vendor2@2026', name: 'Sai Krishna Digital Seva Kendra' };
const HOUR = 3_600_000;
const INDIA = 5.5 * HOUR;

/** The next 9:00 in India from `now` (epoch ms). */
function nextNineInIndia(now: number): number {
  const midnight = Math.floor((now + INDIA) / (24 * HOUR)) * 24 * HOUR - INDIA;
  const nine = midnight + 9 * HOUR;
  return nine >= now ? nine : nine + 24 * HOUR;
}

/** Puts the API's clock at `at` (only ahead of the system's; 0 offset puts it back). */
async function serverClockAt(request: APIRequestContext, at: number | 'system') {
  const offsetMs = at === 'system' ? 0 : Math.max(0, Math.round(at - Date.now()));
  const response = await request.put(`${API_URL}/dev/clock`, { data: { offsetMs } });
  expect(response.ok()).toBe(true);
}

const refreshed = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/auth/session/refresh') && r.request().method() === 'POST');
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('accessToken'));

async function showsTheShop(page: Page) {
  await expect(page).toHaveURL(/\/vender\/vendor-profile$/);
  await expect(page.getByTestId('shop-details')).toContainText(SHOP.name);
}

test('a shop signed in at 9:00 is still signed in at 18:00 in two tabs; “Sign out everywhere” ends both', async ({ page, context, request }) => {
  const nine = nextNineInIndia(Date.now());
  await context.clock.install({ time: nine });
  await serverClockAt(request, nine);
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(SHOP.email);
    await page.getByLabel('Password').fill(SHOP.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/vender$/);
    const morning = await tokenOf(page);
    expect(morning).toBeTruthy();

    // A second tab starts with nothing in its sessionStorage and renews from the session's cookie.
    const second = await context.newPage();
    const secondRenewed = refreshed(second);
    await second.goto('/vender/vendor-profile');
    expect((await secondRenewed).status()).toBe(200);
    await showsTheShop(second);
    expect(await tokenOf(second)).not.toBe(morning);

    // 18:00 on both clocks: every access token of the morning is long dead (they last two hours).
    await serverClockAt(request, nine + 9 * HOUR);
    await context.clock.fastForward(9 * HOUR);
    const morningAnswer = await request.get(`${API_URL}/api/get-user`, { headers: { authorization: `Bearer ${morning}` } });
    expect(morningAnswer.status()).toBe(401);

    for (const tab of [page, second]) {
      const renewed = refreshed(tab);
      await tab.goto('/vender/vendor-profile');
      expect((await renewed).status()).toBe(200);
      await showsTheShop(tab);
    }

    // "Sign out everywhere" in the second tab ends the first one's session too.
    await second.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(second).toHaveURL(/\/login/);
    await expect(page).toHaveURL(/\/login/);
    expect(await tokenOf(page)).toBeNull();
    expect(await tokenOf(second)).toBeNull();
    // And a new tab finds nothing to renew.
    const third = await context.newPage();
    await third.goto('/vender/vendor-profile');
    await expect(third).toHaveURL(/\/login\?redirectTo=/);
  } finally {
    await serverClockAt(request, 'system');
  }
});
