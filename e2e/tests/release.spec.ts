import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { canaryBucket, VISITOR_COOKIE } from '@platform/site-server';
import { ReleaseStore } from '@platform/release/store';
import { publishBrokenB2c } from '../support/broken-area';
import { E2E_STORE, repoRoot, SITE_URL } from '../support/env';

function release(...args: string[]) {
  return execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['release/src/cli.ts', ...args, '--store', E2E_STORE], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
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
  await expect(buildInfo).toHaveAttribute('data-build', /mf-telecaller 1\.0\.0/);

  const published = release('publish', 'mf-telecaller', '--version', '2.0.0-e2e');
  expect(published).toContain('mf-telecaller: 1.0.0 → 2.0.0-e2e is live');
  await page.reload();
  await expect(telecallerArea).toHaveAttribute('data-version', '2.0.0-e2e');
  await expect(buildInfo).toHaveAttribute('data-build', /mf-telecaller 2\.0\.0-e2e/);
  await expect(telecallerArea.locator('h1')).toBeVisible();
  // Other areas are still on their versions.
  await page.goto('/about-us');
  await expect(page.locator('[data-area="mf-public"]')).toHaveAttribute('data-version', '1.0.0');

  expect(release('rollback', 'mf-telecaller')).toContain('mf-telecaller: 2.0.0-e2e → 1.0.0 is live');
  await page.goto('/telecaller');
  await expect(telecallerArea).toHaveAttribute('data-version', '1.0.0');
  await expect(buildInfo).toHaveAttribute('data-build', /mf-telecaller 1\.0\.0/);

  const status = release('status');
  expect(status).toMatch(/mf-telecaller\s+1\.0\.0\s+1\.0\.0, 2\.0\.0-e2e/);
  expect(shellFingerprint()).toBe(shellBefore);
});

test('a 50 % canary that breaks its area is seen by its visitors only, trips the error budget, and is aborted for everyone', async ({ browser }) => {
  test.setTimeout(240_000);
  await publishBrokenB2c(E2E_STORE, '9.0.0-canary-broken');
  expect(release('canary', 'mf-b2c', '9.0.0-canary-broken', '--percent', '50')).toContain(
    'mf-b2c: 9.0.0-canary-broken serves 50 % of visitors; 1.0.0 the rest',
  );

  // Visitors chosen, not drawn: one outside the canary first, then the four the e2e site's budget
  // needs. Drawn at random (the site's own cookie), the first four all landed in the canary one run
  // in sixteen, their reports aborted it, and a fifth browser counted as "in the canary" was then
  // rightly served 1.0.0. The ids are the site's own format; the site keeps a well-formed one.
  const visitorIn = (inCanary: boolean) => {
    for (;;) {
      const id = randomBytes(16).toString('base64url');
      if (canaryBucket(id, 'mf-b2c') < 50 === inCanary) return id;
    }
  };
  const visitors: { page: Page; inCanary: boolean }[] = [];
  for (const inCanary of [false, true, true, true, true]) {
    const context = await browser.newContext();
    await context.addCookies([{ name: VISITOR_COOKIE, value: visitorIn(inCanary), url: SITE_URL }]);
    const page = await context.newPage();
    await page.goto('/b2c/faq');
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

  // Their reports spend the budget: the site server aborts the canary and says why.
  const history = () => JSON.parse(readFileSync(path.join(E2E_STORE, 'history.json'), 'utf8')) as { app: string; action: string; reason?: string }[];
  await expect
    .poll(
      () =>
        history()
          .filter((e) => e.app === 'mf-b2c')
          .at(-1)?.action,
    )
    .toBe('abort');
  expect(
    history()
      .filter((e) => e.app === 'mf-b2c')
      .at(-1)!.reason,
  ).toMatch(/^error budget spent: \d+ of \d+ visitors saw the area fail/);
  expect(release('status')).toMatch(/mf-b2c\s+live\s+1\.0\.0\s+100 %/);

  // Everyone, the canary's visitors included, gets the good version again.
  for (const { page } of visitors) {
    await page.reload();
    await expect(page.locator('[data-area="mf-b2c"]')).toHaveAttribute('data-version', '1.0.0');
    await expect(page.locator('[data-area="mf-b2c"] h1')).toBeVisible();
  }
  for (const { page } of visitors) await page.context().close();
});

test('the compatibility gate refuses a remote that claims /customer/* and one that needs a React the shell does not provide', async () => {
  test.setTimeout(120_000);
  // Two published versions of mf-b2c, copied from the real build that is live (1.0.0, which shares
  // React and the rest), each with one thing wrong in its published files.
  const source = path.join(E2E_STORE, 'apps/mf-b2c/1.0.0');
  const variant = async (version: string, change: (dir: string) => void) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gate-'));
    cpSync(source, dir, { recursive: true });
    rmSync(path.join(dir, '.published.json'));
    change(dir);
    await new ReleaseStore(E2E_STORE).addVersion('mf-b2c', dir, version);
  };
  const editJson = <T>(file: string, edit: (value: T) => void) => {
    const value = JSON.parse(readFileSync(file, 'utf8')) as T;
    edit(value);
    writeFileSync(file, JSON.stringify(value));
  };
  await variant('9.1.0-greedy', (dir) =>
    editJson<object[]>(path.join(dir, 'routes.json'), (routes) => routes.push({ path: '/customer/*', access: 'public', title: 'Mine' })),
  );
  await variant('9.2.0-react20', (dir) =>
    editJson<{ shared: { name: string; requiredVersion: string }[] }>(path.join(dir, 'mf-manifest.json'), (manifest) => {
      for (const library of manifest.shared) if (library.name === 'react') library.requiredVersion = '^20.0.0';
    }),
  );
  const refused = (...args: string[]) => {
    try {
      release(...args);
    } catch (error) {
      const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
      return { status, out: `${stdout}${stderr}` };
    }
    throw new Error(`release ${args.join(' ')} was not refused`);
  };
  const greedy = refused('rollback', 'mf-b2c', '--to', '9.1.0-greedy');
  expect(greedy.status).toBe(1);
  expect(greedy.out).toContain('mf-b2c 9.1.0-greedy cannot go live:');
  expect(greedy.out).toContain('route /customer/* is not one that routes.md gives mf-b2c');
  const react20 = refused('canary', 'mf-b2c', '9.2.0-react20', '--percent', '10');
  expect(react20.out).toMatch(/needs react \^20\.0\.0, the shell 1\.0\.0 provides 19\./);
  // Nothing moved.
  expect(JSON.parse(readFileSync(path.join(E2E_STORE, 'release.json'), 'utf8')).remotes['mf-b2c'].version).toBe('1.0.0');
});
