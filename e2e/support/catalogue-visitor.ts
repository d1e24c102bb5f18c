// Who opens a page of the route catalogue in the tests that walk all of it (phone width, Hindi):
// nobody for a public page, the demo account of the page's role otherwise, and a demo member of
// staff for the console's pages. Tokens are kept in a file for the run: Playwright starts a new
// worker process after a failed test, and signing the demo customer in again within 30 s meets the
// OTP resend cooldown.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_PORT, API_URL } from './env';
import { demoAccessToken, type Access, type CatalogueRoute } from './route-catalogue';
import { staffToken } from './staff';

/** The console's pages anyone may open; every other one is drawn for a signed-in member of staff. */
const OPS_OPEN = new Set(['/ops/login', '/ops/accept-invite']);

type Visitor = Access | 'staff';

export const visitorOf = (route: CatalogueRoute): Visitor => (route.app === 'mf-ops' && !OPS_OPEN.has(route.pattern) ? 'staff' : route.access);

const tokensFile = () => path.join(tmpdir(), `catalogue-tokens-${API_PORT}.json`);

async function tokenFor(request: APIRequestContext, who: Exclude<Visitor, 'public'>): Promise<string> {
  const file = tokensFile();
  const kept = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, string>;
  const known = kept[who];
  if (known && (await request.get(`${API_URL}/api/get-user`, { headers: { authorization: `Bearer ${known}` } })).ok()) return known;
  const token = who === 'staff' ? await staffToken() : await demoAccessToken(request, who);
  // Read again before writing: another test of this worker may have kept a token meanwhile.
  const now = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, string>;
  writeFileSync(file, JSON.stringify({ ...now, [who]: token }));
  return token;
}

/** Signs the page in as the route's visitor before it loads (the token in the tab's session). */
export async function openAs(page: Page, request: APIRequestContext, route: CatalogueRoute): Promise<void> {
  const who = visitorOf(route);
  if (who === 'public') return;
  const token = await tokenFor(request, who);
  await page.addInitScript((value) => sessionStorage.setItem('accessToken', value), token);
}

/**
 * How wide the page is against its viewport, and what sticks out (outside any region that scrolls
 * or clips on its own), to be named in a failure.
 */
export async function measureWidth(page: Page): Promise<{ scrollWidth: number; width: number; culprits: string[] }> {
  return page.evaluate(() => {
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
}
