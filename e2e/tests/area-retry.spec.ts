// Transient failures fetching a remote's files are retried before the area error page shows
// (shell/src/app/retry-plugin.ts), and the area report says how many retries it took and whether
// they worked.
import { expect, test, type Page } from '@playwright/test';

/** What the page sent to /release-report (sendBeacon's body is not visible to the test otherwise). */
async function recordReports(page: Page) {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent: string[] = [];
    (window as unknown as { sentReports: string[] }).sentReports = sent;
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
}

const reports = (page: Page) => page.evaluate(() => (window as unknown as { sentReports?: string[] }).sentReports?.join('\n') ?? '');

test('a remoteEntry.js lost once is fetched again: the area loads, and its report says it took a retry', async ({ page }) => {
  await recordReports(page);
  let lost = 0;
  await page.route('**/apps/mf-b2c/*/remoteEntry.js', (route) => {
    if (lost === 0) {
      lost += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.goto('/b2c/faq');
  // The prerendered page shows its heading before the shell asks for the area's files: wait for
  // the lost request and the area's report, then look at the page the area drew.
  await expect.poll(() => lost).toBe(1);
  await expect.poll(() => reports(page)).toMatch(/"app":"mf-b2c","version":"[^"]+","kind":"view","retries":1/);
  await expect(page.locator('[data-area="mf-b2c"] h1')).toBeVisible();
  await expect(page.locator('[data-area-error]')).toHaveCount(0);
});

test('an area whose files stay unreachable shows its error page after the retries, and its report says they failed', async ({ page }) => {
  await recordReports(page);
  const attempts: string[] = [];
  await page.route('**/apps/mf-b2c/*/remoteEntry.js', (route) => {
    attempts.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await page.goto('/b2c/faq');
  await expect(page.locator('[data-area-error="mf-b2c"]')).toBeVisible();
  // The first attempt and two retries.
  expect(attempts).toHaveLength(3);
  await expect.poll(() => reports(page)).toMatch(/"app":"mf-b2c","version":"[^"]+","kind":"error","reason":"load","retries":2/);
});
