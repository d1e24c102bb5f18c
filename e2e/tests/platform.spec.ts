import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_SHOP, signInForReal } from '../support/session';

/** Which remotes' files a page fetched (from the release store's /apps/<app>/ folders). */
function trackRemoteFetches(page: Page) {
  const apps = new Set<string>();
  page.on('request', (request: Request) => {
    const match = /\/apps\/(mf-[a-z0-9-]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) apps.add(match[1]);
  });
  return apps;
}

/**
 * Holds the page's clock still from the first script on: the idle preload (3 s after load) then
 * fires only when a test steps time, so what a test sees fetched is what it caused.
 */
async function holdClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

function area(page: Page, app: string) {
  return page.locator(`[data-area="${app}"]`);
}

/**
 * The area's page is on screen and the shell has loaded the area. A prerendered page shows its
 * heading before any script has run, and the network can fall quiet for 500 ms ('networkidle')
 * while the shell's scripts are still being compiled on a busy machine, before it asks for the
 * area: the shell adopting the page (it drops data-prerendered from #root once the area is in) is
 * the sign that the area's files were fetched.
 */
async function areaLoaded(page: Page, app: string) {
  await expect(area(page, app).locator('h1')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

test.describe('composition', () => {
  test('every app mounts its area inside the one site layout', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cases: [string, string][] = [
      ['/', 'mf-public'],
      ['/about-us', 'mf-public'],
      ['/contact-us', 'mf-public'],
      ['/b2c/faq', 'mf-b2c'],
      ['/customer/you-got-referral?referral=E2E123', 'mf-customer'],
      ['/telecaller', 'mf-telecaller'],
    ];
    for (const [path, app] of cases) {
      await page.goto(path);
      await expect(area(page, app).locator('h1')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // No area brings a toast container of its own, and the shell's is drawn with the first toast
      // (react-toastify loads then): none yet. Where a toast is raised there is exactly one (below).
      await expect(page.locator('.Toastify')).toHaveCount(0);
    }
    await signInForReal(page, DEMO_SHOP);
    await page.goto('/vender');
    await expect(area(page, 'mf-vendor').locator('h1')).toBeVisible();
    await page.goto('/vender/ca-services');
    await expect(area(page, 'mf-ca-services').locator('h1')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('opening a URL fetches the shell and only the remote that owns it', async ({ page }) => {
    await holdClock(page);
    const fetched = trackRemoteFetches(page);
    await page.goto('/b2c/faq', { waitUntil: 'networkidle' });
    await areaLoaded(page, 'mf-b2c');
    expect([...fetched]).toEqual(['mf-b2c']);
  });

  test('other areas load on navigation, and a hovered link warms its area before the click', async ({ page }) => {
    // With the clock held the idle preload cannot run: only the hover can fetch the area.
    await holdClock(page);
    const fetched = trackRemoteFetches(page);
    await page.goto('/about-us', { waitUntil: 'networkidle' });
    await areaLoaded(page, 'mf-public');
    expect([...fetched]).toEqual(['mf-public']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Telecallers' }).hover();
    await expect.poll(() => fetched.has('mf-telecaller')).toBe(true);
    // The hover warmed that one area, not every area the page links to.
    expect([...fetched].sort()).toEqual(['mf-public', 'mf-telecaller']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Telecallers' }).click();
    await expect(area(page, 'mf-telecaller').locator('h1')).toBeVisible();
    await expect(page).toHaveURL(/\/telecaller$/);
  });

  test('once the page has settled, the areas its links lead to are warmed in the background', async ({ page }) => {
    await holdClock(page);
    const fetched = trackRemoteFetches(page);
    await page.goto('/about-us', { waitUntil: 'networkidle' });
    await areaLoaded(page, 'mf-public');
    expect([...fetched]).toEqual(['mf-public']);
    // Not before 3 s after load…
    await page.clock.runFor(2500);
    await page.waitForLoadState('networkidle');
    expect([...fetched]).toEqual(['mf-public']);
    // …then the idle preload fetches the route tables of every area the header links to.
    await page.clock.runFor(600);
    await expect.poll(() => [...fetched].sort()).toEqual(['mf-b2c', 'mf-ca-services', 'mf-customer', 'mf-public', 'mf-telecaller', 'mf-vendor']);
    await page.clock.resume();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help & FAQ' }).click();
    await expect(area(page, 'mf-b2c').locator('h1')).toBeVisible();
  });

  test('an unknown path shows the not-found page inside the layout, with a 404 status', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });

  test('document titles follow the route', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page).toHaveTitle(/About us \| LoanSetu/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help & FAQ' }).click();
    await expect(page).toHaveTitle(/\| LoanSetu/);
    await expect(page).not.toHaveTitle(/About us/);
  });
});

test.describe('session, guards and toasts across areas', () => {
  test('a guarded area redirects without the right session and says why; the toast survives navigation', async ({ page }) => {
    await page.goto('/customer/you-got-referral?referral=E2E123');
    await expect(area(page, 'mf-customer').locator('h1')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partner shops' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fvender$/);
    const toast = page.getByRole('alert').filter({ hasText: 'partner shop account' });
    await expect(toast).toBeVisible();
    // A toast closes after 5 s; loading the next area may take longer on a busy machine. The
    // pointer rests on the toast (which holds it open) while the keyboard moves to another area.
    await toast.hover();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help & FAQ' }).press('Enter');
    await expect(area(page, 'mf-b2c').locator('h1')).toBeVisible();
    await expect(toast).toBeVisible();
    await expect(page.locator('.Toastify')).toHaveCount(1);
  });

  test('the session one area reads is the one another wrote, with no reload', async ({ page }) => {
    await signInForReal(page, DEMO_SHOP);
    await page.goto('/');
    // The home page arrives prerendered: until the shell has adopted it, a link is a plain link
    // (a new document). This test is about one document, so it starts once the shell owns the page.
    await areaLoaded(page, 'mf-public');
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Partner shops' }).click();
    await expect(area(page, 'mf-vendor').locator('h1')).toBeVisible();
    await nav.getByRole('link', { name: 'CA services' }).click();
    await expect(area(page, 'mf-ca-services').locator('h1')).toBeVisible();
    // Logging out in the shared header clears the session: the vendor guard sees it at once.
    await nav.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fvender%2Fca-services$/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await nav.getByRole('link', { name: 'Partner shops' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fvender$/);
    await expect(page.getByRole('alert').filter({ hasText: 'partner shop account' })).toBeVisible();
    // Same document all along.
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
  });

  test('guarded areas redirect without an access token: customers to /, vendors to the login page', async ({ page }) => {
    await page.goto('/customer');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/vender/ca-services');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fvender%2Fca-services$/);
    await expect(page.locator('[data-area="mf-public"] h1')).toBeVisible();
    // Said on a fresh load too: the guard speaks while the first page is still loading, and its
    // toast outlives the boot fallback being replaced by the page (it was lost that way once).
    await expect(page.getByRole('alert').filter({ hasText: 'Please log in with your partner shop account to open the vendor dashboard.' })).toBeVisible();
    await expect(page.locator('.Toastify')).toHaveCount(1);
  });
});

test.describe('failure isolation', () => {
  for (const failure of ['unreachable', '404'] as const) {
    test(`a remote that is ${failure} shows its area error page while the rest works, and Retry recovers it`, async ({ page }) => {
      let entryRequests = 0;
      await page.route('**/apps/mf-b2c/**', (route) => {
        if (route.request().url().endsWith('/remoteEntry.js')) entryRequests += 1;
        return failure === '404' ? route.fulfill({ status: 404, body: 'gone' }) : route.abort('connectionrefused');
      });
      await page.goto('/b2c/faq');
      const errorPage = page.locator('[data-area-error="mf-b2c"]');
      await expect(errorPage).toBeVisible();
      await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText('Loan and card applications is temporarily unavailable');

      // The header and every other area keep working.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'About us' }).click();
      await expect(area(page, 'mf-public').locator('h1')).toBeVisible();
      await nav.getByRole('link', { name: 'Help & FAQ' }).click();
      await expect(errorPage).toBeVisible();
      // Counted from a quiet start: the shell also warms areas on its own (link hover, idle), and a
      // Retry joins a warm-up still under way instead of starting another.
      let last = entryRequests;
      await expect
        .poll(async () => {
          await page.waitForTimeout(1500); // longer than the retries' pauses (0.3 s, then 0.9 s)
          const quiet = entryRequests === last;
          last = entryRequests;
          return quiet;
        })
        .toBe(true);
      // Retry fetches the files afresh, with the shell's own retries (a first attempt and two more);
      // wait for all three, or the remote coming back below would rescue this attempt instead.
      const before = entryRequests;
      await errorPage.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => entryRequests).toBeGreaterThanOrEqual(before + 3);
      await expect(errorPage).toBeVisible();

      // The remote is back: Retry loads it without a page reload.
      await page.unroute('**/apps/mf-b2c/**');
      await errorPage.getByRole('button', { name: 'Retry' }).click();
      await expect(area(page, 'mf-b2c').locator('h1')).toBeVisible();
      await expect(errorPage).toHaveCount(0);
    });
  }

  /** Serves one remote file with a byte appended, as a compromised CDN or proxy would. */
  async function tamper(page: Page, pattern: string) {
    await page.route(pattern, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n` });
    });
  }

  function consoleLines(page: Page) {
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    return lines;
  }

  test('an area loads without its federation manifest: the browser never asks for one', async ({ page }) => {
    // The shell registers remotes by their remoteEntry.js, whose integrity release.json pins; the
    // manifest is the server's to read (preload lists, release gate), not a step of the page's load.
    const manifestRequests: string[] = [];
    await page.route('**/mf-manifest.json', (route) => {
      manifestRequests.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.goto('/b2c/faq');
    await areaLoaded(page, 'mf-b2c');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
    await expect(area(page, 'mf-public').locator('h1')).toBeVisible();
    await page.goto('/telecaller');
    await expect(area(page, 'mf-telecaller').locator('h1')).toBeVisible();
    expect(manifestRequests).toEqual([]);
  });

  test('a remoteEntry.js that does not match release.json is refused by the browser', async ({ page }) => {
    const lines = consoleLines(page);
    await tamper(page, '**/apps/mf-telecaller/*/remoteEntry.js');
    await page.goto('/telecaller');
    await expect(page.locator('[data-area-error="mf-telecaller"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The script carried release.json's hash in its integrity attribute, and the browser said so.
    await expect.poll(() => lines.some((line) => /integrity/i.test(line) && line.includes('remoteEntry.js'))).toBe(true);
  });
});
