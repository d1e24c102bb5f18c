// Every page of every area, opened with the site's Content-Security-Policy enforced
// (no bypass), must raise no violation, and axe must find no serious or critical accessibility
// problem on it. The pages come from the apps' route catalogues (see support/route-catalogue.ts).
import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { API_URL } from '../support/env';
import { GRIEVANCE_OFFICER } from '../../shared/src/config/grievance';
import { demoAccessToken, routeCatalogue, type Access } from '../support/route-catalogue';

const ROUTES = routeCatalogue();
/** The demo sign-ins, once per worker process (each worker has its own API: support/env.ts). */
const tokens = new Map<Access, string>();

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

/** Collects violations three ways: the DOM event, the console, and (at the end) the report endpoint. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame|evaluate)/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** A host nothing may load from: the probe below violates the policy on purpose with it. */
const PROBE_HOST = 'csp-probe.invalid';

test('a violation reaches the API and is counted there (the check below is not blind)', async ({ page, request }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await page.evaluate((host) => {
    new Image().src = `https://${host}/pixel.png?visitor=1`;
  }, PROBE_HOST);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  await expect
    .poll(async () =>
      ((await (await request.get(`${API_URL}/dev/csp-reports`)).json()).reports as { blocked: string; directive: string; count: number }[]).filter((r) =>
        r.blocked.includes(PROBE_HOST),
      ),
    )
    .toEqual([expect.objectContaining({ directive: 'img-src', blocked: `https://${PROBE_HOST}/pixel.png`, count: 1 })]);
});

for (const route of ROUTES) {
  test(`${route.app} ${route.pattern} (${route.access}): no CSP violation, no serious accessibility problem, the grievance officer named`, async ({
    page,
    request,
  }) => {
    if (route.access !== 'public') {
      const token = tokens.get(route.access) ?? (await demoAccessToken(request, route.access));
      tokens.set(route.access, token);
      await page.addInitScript((value) => sessionStorage.setItem('accessToken', value), token);
    }
    const violations = await watchViolations(page);
    const response = await page.goto(route.url);
    expect(response?.status(), 'the site server answered').toBeLessThan(500);
    // The area has drawn its page (or its not-found / sign-in page): a heading is on screen.
    await expect(page.locator('main h1, h1').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // RBI's Digital Lending Directions: the grievance officer is named on every page.
    await expect(page.getByRole('contentinfo').getByTestId('grievance-officer')).toContainText(`Grievance Redressal Officer: ${GRIEVANCE_OFFICER.name}`);

    const serious = await seriousAccessibilityProblems(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(serious, 'serious or critical accessibility violations').toEqual([]);
  });
}

test.afterAll(async ({ request }) => {
  // Whatever the pages reported to the API's endpoint (report-uri) must be nothing at all. The
  // tests are spread over the workers (fullyParallel), so this runs in each of them, against its
  // own worker's API.
  const answer = await request.get(`${API_URL}/dev/csp-reports`);
  expect(answer.ok()).toBe(true);
  const reports = (await answer.json()).reports as { blocked: string }[];
  expect(reports.filter((report) => !report.blocked.includes(PROBE_HOST))).toEqual([]);
});
