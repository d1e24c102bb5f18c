// Prerendered public pages (docs/decisions/025-prerendered-public-pages.md): the HTML arrives with
// the page in it, readable before any script runs; the shell then hydrates that very markup instead
// of drawing the page again.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SITE_URL } from '../support/env';
import { DEMO_SHOP, signInForReal } from '../support/session';

const ARTICLE = '/blog/how-your-cibil-score-affects-your-loan';

/**
 * The first visit after the site starts may come before the renderer has loaded the area's bundle
 * (the page is then sent without HTML, and drawn by the browser): wait until it is warm.
 */
async function prerendered(request: APIRequestContext, path: string) {
  await expect.poll(async () => (await (await request.get(path)).text()).includes('data-prerendered'), { timeout: 20_000 }).toBe(true);
}

/**
 * Holds the shell's script back until the returned function is called, so a test can act on the
 * painted page before the shell adopts it. Load waits for it: navigate with 'domcontentloaded'.
 */
async function holdShell(page: Page): Promise<() => void> {
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/apps\/shell\/[^/]+\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return letThrough;
}

/**
 * On the painted page with the shell held: scrolls down to the footer's "Lending partners", lets
 * the shell through, and checks that adopting the page did not move it.
 */
async function scrollToFooterThenAdopt(page: Page, letShellThrough: () => void) {
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Lending partners' });
  await link.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  letShellThrough();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  // The footer link is still under the visitor's finger.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  return { link, scrolledTo };
}

test.describe('prerendered public pages', () => {
  test('an article and the home page are readable with JavaScript off, and their links work', async ({ browser, request }) => {
    for (const path of [ARTICLE, '/blog', '/']) await prerendered(request, path);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1, name: 'How your CIBIL score decides your loan offer' })).toBeVisible();
    // Its own title in the head, for crawlers and link previews.
    await expect(page).toHaveTitle('How your CIBIL score decides your loan offer | LoanSetu');
    await expect(page.getByText('Your CIBIL score is a three-digit number')).toBeVisible();
    // The site frame is there too: navigation and the grievance officer in the footer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Grievance');
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('LoanSetu');
    await context.close();
  });

  test('a form is drawn but cannot be typed into until the page works', async ({ browser, request }) => {
    await prerendered(request, '/education-loan');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/education-loan');
    await expect(page.getByRole('heading', { level: 1, name: 'Education loan' })).toBeVisible();
    const inputs = page.locator('main input');
    expect(await inputs.count()).toBeGreaterThan(3);
    for (const input of await inputs.all()) await expect(input).toBeDisabled();
    await context.close();
  });

  test('the shell adopts the prerendered page in place, and the form then works', async ({ page, request }) => {
    await prerendered(request, '/education-loan');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // Keep the heading the server sent, before any of the site's scripts run.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { served?: Element | null }).served = document.querySelector('main h1');
      });
    });
    const response = await page.goto('/education-loan');
    expect(await response!.text()).toContain('data-prerendered');
    const name = page.getByRole('textbox', { name: /name/i }).first();
    await expect(name).toBeEnabled();
    // Hydrated, not redrawn: the heading on screen is the element the HTML carried.
    expect(
      await page.evaluate(() => {
        const served = (window as unknown as { served?: Element | null }).served;
        return Boolean(served) && served === document.querySelector('main h1') && document.contains(served!);
      }),
    ).toBe(true);
    await name.fill('Asha Verma');
    await expect(name).toHaveValue('Asha Verma');
    // Submitting the incomplete form shows the engine's messages: the page is live.
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/is required/).first()).toBeVisible();
    expect(warnings.filter((text) => text.includes('prerendered page differed'))).toEqual([]);
  });

  test('a page asked for in Marathi arrives drawn in Marathi with its alternates, and is adopted without a redraw (decision 051)', async ({
    page,
    request,
  }) => {
    await prerendered(request, '/education-loan');
    const html = await (await request.get('/education-loan?lang=mr')).text();
    expect(html).toMatch(/<html[^>]* lang="mr"/);
    expect(html).toContain('मुख्य मजकुराकडे जा');
    expect(html.match(/<link rel="alternate" hreflang="(en|hi|mr|x-default)"/g)).toHaveLength(4);

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { served?: Element | null }).served = document.querySelector('main h1');
      });
    });
    await page.goto('/education-loan?lang=mr');
    await expect(page.getByRole('link', { name: 'मुख्य मजकुराकडे जा' })).toBeAttached();
    const name = page.getByRole('textbox').first();
    await expect(name).toBeEnabled();
    // The address loses its ?lang= (the choice is kept in the tab and the cookie), and the heading on
    // screen is the element the Marathi HTML carried.
    await expect(page).toHaveURL(/\/education-loan$/);
    expect(await page.evaluate(() => document.cookie)).toContain('lang=mr');
    expect(
      await page.evaluate(() => {
        const served = (window as unknown as { served?: Element | null }).served;
        return Boolean(served) && served === document.querySelector('main h1') && document.contains(served!);
      }),
    ).toBe(true);
    expect(warnings.filter((text) => text.includes('prerendered page differed'))).toEqual([]);

    // The next load of any page is drawn in Marathi by the server: the cookie says so.
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toMatch(/<html[^>]* lang="mr"/);
  });

  test('the page is painted before the shell is fetched, and the shell still boots', async ({ page, request }) => {
    await prerendered(request, ARTICLE);
    await page.goto(ARTICLE);
    // Hydrated: the shell removes the marker once React owns the page.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    const order = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      shell: performance.getEntriesByType('resource').find((entry) => /\/apps\/shell\/[^/]+\/main\.[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? null,
    }));
    expect(order.paint).not.toBeNull();
    expect(order.shell).not.toBeNull();
    expect(order.shell!).toBeGreaterThanOrEqual(order.paint!);
  });

  test('a visitor who scrolled before the shell took over is left where they were, and the link there works', async ({ page, request }) => {
    await prerendered(request, '/');
    // Hold the shell back until the visitor has scrolled down the painted page.
    const letShellThrough = await holdShell(page);
    // Not 'load': the held script keeps the load event back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const { link, scrolledTo } = await scrollToFooterThenAdopt(page, letShellThrough);
    expect(scrolledTo).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL('**/loan-services#lending-partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Loan services' })).toBeVisible();
    // Back: React Router restores where the visitor left the home page, as on any page.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /the right loan/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  test('after a reload, a visitor who scrolled while the page loaded is left there too', async ({ page, request }) => {
    await prerendered(request, '/');
    await page.goto('/');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    // Where the page is when it is reloaded: React Router saves that position as the page goes.
    await page.evaluate(() => window.scrollTo(0, 400));
    const letShellThrough = await holdShell(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    // Not back to 400, where the page was when it was reloaded.
    const { scrolledTo } = await scrollToFooterThenAdopt(page, letShellThrough);
    expect(scrolledTo).toBeGreaterThan(400);
  });

  test('a shop dashboard arrives drawn without its data, is adopted in place for the shop, and sends anyone else to log in', async ({
    page,
    browser,
    request,
  }) => {
    await prerendered(request, '/vender');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await signInForReal(page, DEMO_SHOP);
    // Keep the intro the server sent (the page's largest text on a phone), before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { served?: Element | null }).served = document.querySelector('main .page__intro');
      });
    });
    const response = await page.goto('/vender');
    const html = await response!.text();
    expect(html).toContain('data-prerendered');
    expect(html).toContain('Partner dashboard');
    // The same for everyone: nothing of the shop's, whose tokens the server never sees.
    expect(html).not.toContain('Shree Ganesh');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByTestId('figure-leads')).not.toHaveText('…');
    await expect(page.getByText('Shree Ganesh Mobile & Finance Point').first()).toBeVisible();
    // The site header's "Log out" appears once the page is adopted, without redrawing the page.
    await expect(page.locator('.site-nav__logout')).toBeVisible();
    expect(
      await page.evaluate(() => {
        const served = (window as unknown as { served?: Element | null }).served;
        return Boolean(served) && served === document.querySelector('main .page__intro') && document.contains(served!);
      }),
    ).toBe(true);
    expect(warnings.filter((text) => text.includes('prerendered page differed'))).toEqual([]);

    // Someone signed out gets the same HTML, and the shell's guard sends them to log in.
    const context = await browser.newContext({ baseURL: SITE_URL });
    const visitor = await context.newPage();
    await visitor.goto('/vender');
    await expect(visitor).toHaveURL(/\/login\?redirectTo=/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Partner dashboard' })).toHaveCount(0);
    await expect(visitor.locator('#root[data-prerendered]')).toHaveCount(0);
    await context.close();
  });

  test("an unknown article is a 404 with the site's not-found page", async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await response!.text()).not.toContain('data-prerendered');
  });
});
