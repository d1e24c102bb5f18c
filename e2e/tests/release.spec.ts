import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { canaryBucket, VISITOR_COOKIE } from '../../scripts/serve/site-server';
import { publishBrokenB2c } from '../support/broken-area';
import { E2E_STORE, repoRoot } from '../support/env';

function release(...args: string[]) {
  return execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/release/cli.ts', ...args, '--store', E2E_STORE], { cwd: repoRoot, encoding: 'utf8' });
}

/** A fingerprint of every file of every published shell version. */
function shellFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  walk(path.join(E2E_STORE, 'apps/shell'));
  return hash.update(JSON.stringify(JSON.parse(readFileSync(path.join(E2E_STORE, 'release.json'), 'utf8')).shell)).digest('hex');
}

test('publish v2 of one remote, see it, roll it back, see v1 again; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = shellFingerprint();
  const telecallerArea = page.locator('[data-area="mf-telecaller"]');
  const buildInfo = page.getByTestId('build-info');

  await page.goto('/telecaller');
  await expect(telecallerArea).toHaveAttribute('data-version', '1.0.0');
  await expect(buildInfo).toContainText('mf-telecaller 1.0.0');

  const published = release('publish', 'mf-telecaller', '--version', '2.0.0-e2e');
  expect(published).toContain('mf-telecaller: 1.0.0 → 2.0.0-e2e is live');
  await page.reload();
  await expect(telecallerArea).toHaveAttribute('data-version', '2.0.0-e2e');
  await expect(buildInfo).toContainText('mf-telecaller 2.0.0-e2e');
  await expect(telecallerArea.locator('h1')).toBeVisible();
  // Other areas are still on their versions.
  await page.goto('/about-us');
  await expect(page.locator('[data-area="mf-public"]')).toHaveAttribute('data-version', '1.0.0');

  expect(release('rollback', 'mf-telecaller')).toContain('mf-telecaller: 2.0.0-e2e → 1.0.0 is live');
  await page.goto('/telecaller');
  await expect(telecallerArea).toHaveAttribute('data-version', '1.0.0');
  await expect(buildInfo).toContainText('mf-telecaller 1.0.0');

  const status = release('status');
  expect(status).toMatch(/mf-telecaller\s+1\.0\.0\s+1\.0\.0, 2\.0\.0-e2e/);
  expect(shellFingerprint()).toBe(shellBefore);
});

test('a 50 % canary that breaks its area is seen by its visitors only, trips the error budget, and is aborted for everyone', async ({ browser }) => {
  test.setTimeout(240_000);
  await publishBrokenB2c(E2E_STORE, '9.0.0-canary-broken');
  expect(release('canary', 'mf-b2c', '9.0.0-canary-broken', '--percent', '50')).toContain('mf-b2c: 9.0.0-canary-broken serves 50 % of visitors; 1.0.0 the rest');

  // Fresh browsers until four of them fell in the canary (the e2e site's budget needs 4 visitors).
  const visitors: { page: Page; inCanary: boolean }[] = [];
  while (visitors.filter((v) => v.inCanary).length < 4 && visitors.length < 40) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/b2c/faq');
    const id = (await context.cookies()).find((c) => c.name === VISITOR_COOKIE)!.value;
    const inCanary = canaryBucket(id, 'mf-b2c') < 50;
    if (inCanary) {
      // The canary's page throws while rendering: its area shows the error page, the site works.
      await expect(page.locator('[data-area-error="render"]')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    } else {
      await expect(page.locator('[data-area="mf-b2c"]')).toHaveAttribute('data-version', '1.0.0');
      await expect(page.locator('[data-area="mf-b2c"] h1')).toBeVisible();
    }
    visitors.push({ page, inCanary });
  }
  expect(visitors.some((v) => !v.inCanary)).toBe(true);

  // Their reports spend the budget: the site server aborts the canary and says why.
  const history = () => JSON.parse(readFileSync(path.join(E2E_STORE, 'history.json'), 'utf8')) as { app: string; action: string; reason?: string }[];
  await expect.poll(() => history().filter((e) => e.app === 'mf-b2c').at(-1)?.action).toBe('abort');
  expect(history().filter((e) => e.app === 'mf-b2c').at(-1)!.reason).toMatch(/^error budget spent: \d+ of \d+ visitors saw the area fail/);
  expect(release('status')).toMatch(/mf-b2c\s+live\s+1\.0\.0\s+100 %/);

  // Everyone, the canary's visitors included, gets the good version again.
  for (const { page } of visitors) {
    await page.reload();
    await expect(page.locator('[data-area="mf-b2c"]')).toHaveAttribute('data-version', '1.0.0');
    await expect(page.locator('[data-area="mf-b2c"] h1')).toBeVisible();
  }
  for (const { page } of visitors) await page.context().close();
});
