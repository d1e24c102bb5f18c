// The operations console (mf-ops): publishing it changes no other app's released version or files
// (the shell included: its pages are `public` to the shell and it guards itself), and the demo
// operations admin signs in with password and authenticator code and sees the dashboard.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { APPS } from '@platform/release/publish';
import { E2E_STORE, repoRoot } from '../support/env';
import { DEMO_ADMIN, demoStaffCode, signInStaff } from '../support/staff';

function release(...args: string[]) {
  return execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['release/src/cli.ts', ...args, '--store', E2E_STORE], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
}

/** Every other app's live entry in release.json and a fingerprint of all its published files. */
function othersFingerprint(): Record<string, string> {
  const live = JSON.parse(readFileSync(path.join(E2E_STORE, 'release.json'), 'utf8')) as { shell: unknown; remotes: Record<string, unknown> };
  return Object.fromEntries(
    APPS.filter((app) => app !== 'mf-ops').map((app) => {
      const hash = createHash('sha256').update(JSON.stringify(app === 'shell' ? live.shell : live.remotes[app]));
      const walk = (dir: string) => {
        if (!existsSync(dir)) return;
        for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else hash.update(full).update(readFileSync(full));
        }
      };
      walk(path.join(E2E_STORE, 'apps', app));
      return [app, hash.digest('hex')];
    }),
  );
}

test('publishing mf-ops leaves every other app’s released version and files untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const before = othersFingerprint();
  const published = release('publish', 'mf-ops', '--version', '2.0.0-e2e');
  expect(published).toContain('mf-ops: 1.0.0 → 2.0.0-e2e is live');
  expect(othersFingerprint()).toEqual(before);

  // The shell, not rebuilt, serves the new area.
  await page.goto('/ops/login');
  await expect(page.locator('[data-area="mf-ops"]')).toHaveAttribute('data-version', '2.0.0-e2e');
  await expect(page.getByRole('heading', { name: 'Operations console sign-in' })).toBeVisible();

  expect(release('rollback', 'mf-ops')).toContain('mf-ops: 2.0.0-e2e → 1.0.0 is live');
  expect(othersFingerprint()).toEqual(before);
});

test('the demo operations admin signs in with password and authenticator code and sees the dashboard', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/ops');
  // The console's own guard sends a visitor to sign in, and back afterwards.
  await expect(page).toHaveURL(/\/ops\/login\?redirectTo=%2Fops/);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Work email').fill(DEMO_ADMIN.email);
  await form.getByLabel('Password').fill(DEMO_ADMIN.password);
  // A code is good once, and other tests of this worker sign the demo admin in: wait for a time
  // step nobody has used yet.
  const used = await demoStaffCode(DEMO_ADMIN.email);
  await page.waitForTimeout((used.validForSeconds + 1) * 1000);
  const current = await demoStaffCode(DEMO_ADMIN.email);
  await form.getByLabel('Authenticator code').fill(current.code);
  await form.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { name: 'Operations dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Partner approvals' }).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Operations console' });
  for (const entry of ['Dashboard', 'Staff', 'Audit log']) await expect(nav.getByRole('link', { name: entry })).toBeVisible();
});

test('every console list works on a 768 px tablet: no page-wide sideways scroll, no serious accessibility problem', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInStaff(page);
  for (const [path, heading] of [
    ['/ops', 'Operations dashboard'],
    ['/ops/partners', 'Partner approvals'],
    ['/ops/kyc', 'KYC review'],
    ['/ops/ca-requests', 'CA requests'],
    ['/ops/shipments', 'Shipments'],
    ['/ops/leads', 'Leads'],
    ['/ops/staff', 'Staff'],
    ['/ops/audit', 'Audit log'],
    ['/ops/jobs', 'Scheduled jobs'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
    await expect(page.getByRole('navigation', { name: 'Operations console' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(768);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id),
      path,
    ).toEqual([]);
  }
});
