import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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
