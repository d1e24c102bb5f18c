// Every page of the route catalogue on a 360 px phone, signed in where the page needs it: nothing
// may make the page scroll sideways (`document.documentElement.scrollWidth` wider than the
// viewport). A table, a code or a long word must fit, wrap, or scroll inside its own region.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_PORT, API_URL } from '../support/env';
import { demoAccessToken, routeCatalogue, type Access } from '../support/route-catalogue';
import { staffToken } from '../support/staff';

const ROUTES = routeCatalogue();
const PHONE = { width: 360, height: 780 };
/** The console's pages anyone may open; every other one is drawn for a signed-in member of staff. */
const OPS_OPEN = new Set(['/ops/login', '/ops/accept-invite']);
/**
 * The demo sign-ins, kept in a file for the run: Playwright starts a new worker process after a
 * failed test, and signing the demo customer in again within 30 s meets the OTP resend cooldown.
 */
const TOKENS_FILE = path.join(tmpdir(), `phone-width-tokens-${API_PORT}.json`);

async function tokenFor(request: APIRequestContext, who: Exclude<Access, 'public'> | 'staff'): Promise<string> {
  const kept = (existsSync(TOKENS_FILE) ? JSON.parse(readFileSync(TOKENS_FILE, 'utf8')) : {}) as Record<string, string>;
  const known = kept[who];
  if (known && (await request.get(`${API_URL}/api/get-user`, { headers: { authorization: `Bearer ${known}` } })).ok()) return known;
  const token = who === 'staff' ? await staffToken() : await demoAccessToken(request, who);
  writeFileSync(TOKENS_FILE, JSON.stringify({ ...kept, [who]: token }));
  return token;
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

for (const route of ROUTES) {
  test(`${route.app} ${route.pattern} (${route.access}) fits a ${PHONE.width} px phone`, async ({ page, request }) => {
    const who = route.app === 'mf-ops' && !OPS_OPEN.has(route.pattern) ? 'staff' : route.access;
    if (who !== 'public') {
      const token = await tokenFor(request, who);
      await page.addInitScript((value) => sessionStorage.setItem('accessToken', value), token);
    }
    const response = await page.goto(route.url);
    expect(response?.status(), 'the site server answered').toBeLessThan(500);
    await expect(page.locator('main h1, h1').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    const measured = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // What sticks out, outside any region that scrolls or clips on its own: named in the failure.
      const scrollsItself = (element: Element | null): boolean => {
        for (let node = element?.parentElement; node && node !== document.body; node = node.parentElement) {
          const overflow = getComputedStyle(node).overflowX;
          if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
        }
        return false;
      };
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 1 && !scrollsItself(element))
        .slice(0, 6)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`,
        );
      return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
    });
    expect(measured.scrollWidth, `page is ${measured.scrollWidth} px wide: ${measured.culprits.join('; ')}`).toBeLessThanOrEqual(measured.width);
  });
}
