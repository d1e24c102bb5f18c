// The site's Content-Security-Policy, enforced (no bypass): every page sends it, and a violation
// is seen by the page and counted by the API's report endpoint, so the per-page check is not
// blind. That per-page check runs in the walk over the whole catalogue (phone-width.spec.ts: every
// route, loaded once, checked for violations, the grievance officer and axe in every language).
import { expect, test } from '@playwright/test';
import { cspReports, PROBE_HOST, watchViolations } from '../support/csp';
import { API_URL } from '../support/env';
import { routeCatalogue } from '../support/route-catalogue';

const ROUTES = routeCatalogue();

test.use({ bypassCSP: false });

test('the catalogue lists every area', () => {
  const apps = new Set(ROUTES.map((route) => route.app));
  for (const app of ['mf-public', 'mf-b2c', 'mf-customer', 'mf-vendor', 'mf-ca-services', 'mf-telecaller']) expect(apps).toContain(app);
});

test('the site sends its policy with every page', async ({ request }) => {
  const response = await request.get('/education-loan');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  expect(csp).toContain(`connect-src 'self' ${API_URL}`);
});

test("a violation reaches the API and is counted there (so the catalogue walk's check is not blind)", async ({ page, request }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await page.evaluate((host) => {
    new Image().src = `https://${host}/pixel.png?visitor=1`;
  }, PROBE_HOST);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await cspReports(request)).filter((report) => report.blocked.includes(PROBE_HOST)))
    .toEqual([expect.objectContaining({ directive: 'img-src', blocked: `https://${PROBE_HOST}/pixel.png`, count: 1 })]);
});
