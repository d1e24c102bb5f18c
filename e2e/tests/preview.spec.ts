// Preview links (docs/decisions/044-signed-preview-overrides.md): `pnpm release preview` signs a
// link that shows one browser the live site with one area at another published version; every
// other browser, on the same URLs, keeps the live one.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readMetrics } from '@platform/release/error-budget';
import { makeLive } from '@platform/release/go-live';
import { PREVIEW_COOKIE, previewSecret, signPreview } from '@platform/release/preview';
import { ReleaseStore } from '@platform/release/store';
import { E2E_STORE, repoRoot, SITE_URL } from '../support/env';

// The tests share the versions made below and move what is live: one after the other.
test.describe.configure({ mode: 'serial' });

function release(...args: string[]) {
  return execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['release/src/cli.ts', ...args, '--store', E2E_STORE, '--site', SITE_URL], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
}

function refusedRelease(...args: string[]): string {
  try {
    release(...args);
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}${stderr}`;
  }
  throw new Error(`release ${args.join(' ')} was not refused`);
}

/** A copy of the published mf-b2c 1.0.0 under another version, `change` applied to its files first. */
async function copyOfB2c(version: string, change: (dir: string) => void = () => undefined) {
  const store = new ReleaseStore(E2E_STORE);
  if (store.versions('mf-b2c').some((v) => v.version === version)) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-'));
  cpSync(path.join(E2E_STORE, 'apps/mf-b2c/1.0.0'), dir, { recursive: true });
  rmSync(path.join(dir, '.published.json'));
  change(dir);
  await store.addVersion('mf-b2c', dir, version);
  rmSync(dir, { recursive: true, force: true });
}

// A (live) and B (previewed): fresh versions, so the views counted here are this file's alone
// (other suites' visitors counted towards 1.0.0).
const LIVE = '1.0.1-live';
const PREVIEW = '1.5.0-preview';

test.beforeAll(async () => {
  // Each copy is compressed as every published version is (Zopfli): a minute or so apiece here.
  test.setTimeout(400_000);
  await copyOfB2c(LIVE);
  await copyOfB2c(PREVIEW);
  await copyOfB2c('9.2.0-react20-preview', (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
    for (const library of manifest.shared) if (library.name === 'react') library.requiredVersion = '^20.0.0';
    writeFileSync(file, JSON.stringify(manifest));
  });
  const store = new ReleaseStore(E2E_STORE);
  if (store.liveVersion('mf-b2c') !== LIVE) makeLive(store, 'mf-b2c', LIVE, 'publish');
});

test.afterAll(() => {
  const store = new ReleaseStore(E2E_STORE);
  if (store.liveVersion('mf-b2c') !== '1.0.0') makeLive(store, 'mf-b2c', '1.0.0', 'rollback', { reason: 'preview.spec.ts is done' });
});

function previewLink(): string {
  const out = release('preview', 'mf-b2c', PREVIEW, '--hours', '1');
  expect(out).toContain(`Preview of mf-b2c ${PREVIEW} (this browser only, until `);
  const link = out.split('\n').find((line) => line.startsWith(`${SITE_URL}/_preview?t=`));
  expect(link).toBeTruthy();
  return link!;
}

const b2cArea = (page: Page) => page.locator('[data-area="mf-b2c"]');
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Previewing' });

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a preview link shows version B of one area to one browser while another browser sees the live A on the same URLs; ending it returns to A', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const previewer = await freshPage(browser);
  const visitor = await freshPage(browser);

  await previewer.goto(previewLink());
  await expect(banner(previewer)).toHaveText(`Previewing mf-b2c ${PREVIEW} · end preview`);
  const response = await previewer.goto('/b2c/faq');
  // The previewed page is this browser's alone: no cache may keep it, and caches key pages on the cookie.
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  expect(response!.headers().vary).toMatch(/\bCookie\b/);
  // Prerendered HTML included: the server drew the page with version B's bundle.
  const html = await response!.text();
  expect(html).toContain('data-prerendered=""');
  expect(html).toContain(`mf-b2c ${PREVIEW}`);
  await expect(b2cArea(previewer)).toHaveAttribute('data-version', PREVIEW);
  await expect(b2cArea(previewer).locator('h1')).toBeVisible();
  await expect(previewer.getByTestId('build-info')).toHaveAttribute('data-build', new RegExp(`mf-b2c ${PREVIEW.replace(/\./g, '\\.')}`));
  // Other areas stay live.
  await previewer.goto('/about-us');
  await expect(previewer.locator('[data-area="mf-public"]')).toHaveAttribute('data-version', '1.0.0');
  await expect(banner(previewer)).toBeVisible();

  // Another browser, the same URL, at the same time: the live A, no banner, a cacheable page.
  const live = await visitor.goto('/b2c/faq');
  expect(live!.headers()['cache-control']).toBe('no-cache');
  expect(await live!.text()).toContain(`mf-b2c ${LIVE}`);
  await expect(b2cArea(visitor)).toHaveAttribute('data-version', LIVE);
  await expect(visitor.getByText('Previewing')).toHaveCount(0);

  // End preview, from the page being previewed: back on that page, at A.
  await previewer.goto('/b2c/faq');
  await banner(previewer).getByRole('link', { name: 'end preview' }).click();
  await expect(previewer).toHaveURL(/\/b2c\/faq$/);
  await expect(b2cArea(previewer)).toHaveAttribute('data-version', LIVE);
  await expect(previewer.getByText('Previewing')).toHaveCount(0);
  expect((await previewer.context().cookies()).some((cookie) => cookie.name === PREVIEW_COOKIE)).toBe(false);

  await previewer.context().close();
  await visitor.context().close();
});

test('a tampered or expired preview link is refused, and so is a version the release gate refuses', async ({ browser }) => {
  const page = await freshPage(browser);
  const link = previewLink();
  const token = new URL(link).searchParams.get('t')!;
  const [payload, signature] = token.split('.');

  // Another version written into a genuine link's payload: the signature no longer matches.
  const body = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { a: Record<string, string> };
  body.a['mf-b2c'] = '9.2.0-react20-preview';
  const tampered = await page.goto(`/_preview?t=${Buffer.from(JSON.stringify(body)).toString('base64url')}.${signature}`);
  expect(tampered!.status()).toBe(400);
  await expect(page.getByText('This preview link is not valid: it was changed after it was signed.')).toBeVisible();

  // Signed with the site's own secret, but an hour old.
  const expired = signPreview({ kind: 'published', areas: { 'mf-b2c': PREVIEW }, expiresAt: Date.now() - 3_600_000 }, previewSecret(E2E_STORE));
  expect((await page.goto(`/_preview?t=${expired}`))!.status()).toBe(410);
  await expect(page.getByText('This preview link has expired. Ask for a new one.')).toBeVisible();

  // Neither left a preview behind.
  expect((await page.context().cookies()).some((cookie) => cookie.name === PREVIEW_COOKIE)).toBe(false);
  await page.goto('/b2c/faq');
  await expect(b2cArea(page)).toHaveAttribute('data-version', LIVE);

  // The gate: the CLI gives no link, and a link signed for it anyway is refused by the site.
  const out = refusedRelease('preview', 'mf-b2c', '9.2.0-react20-preview');
  expect(out).toContain('no preview link:');
  expect(out).toMatch(/needs react \^20\.0\.0, the shell 1\.0\.0 provides 19\./);
  const signed = signPreview({ kind: 'published', areas: { 'mf-b2c': '9.2.0-react20-preview' }, expiresAt: Date.now() + 600_000 }, previewSecret(E2E_STORE));
  expect((await page.goto(`/_preview?t=${signed}`))!.status()).toBe(409);
  await expect(page.getByText(/The release gate refuses this preview/)).toBeVisible();
  await page.context().close();
});

test("a previewing browser's visits never count towards the live versions' views or error budget", async ({ browser }) => {
  test.setTimeout(90_000);
  const views = () => readMetrics(E2E_STORE)[`mf-b2c@${LIVE}`]?.views ?? 0;
  // Counted from a quiet start: a page an earlier test of this worker closed may still have its
  // report on the way (sent as the page hid), and it would land inside this test's count.
  let last = views();
  await expect
    .poll(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const now = views();
        const quiet = now === last;
        last = now;
        return quiet;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const before = last;
  // What each page sent to /release-report (sendBeacon's body is not visible to the test otherwise).
  const recordBeacons = (page: Page) =>
    page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      const sent: string[] = [];
      (window as unknown as { sentReports: string[] }).sentReports = sent;
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push(text));
        return send(url, data);
      };
    });
  const reportedLive = (page: Page) =>
    expect.poll(() => page.evaluate(() => (window as unknown as { sentReports?: string[] }).sentReports?.join('\n') ?? '')).toContain(`"version":"${LIVE}"`);

  // The previewer previews another area (mf-public) and opens mf-b2c at its live version: its
  // report of that view reaches the site and is not counted.
  const previewer = await freshPage(browser);
  await recordBeacons(previewer);
  const link = release('preview', 'mf-public', '1.0.0')
    .split('\n')
    .find((line) => line.includes('/_preview?t='))!;
  await previewer.goto(link);
  await expect(banner(previewer)).toHaveText('Previewing mf-public 1.0.0 · end preview');
  await previewer.goto('/b2c/faq');
  await expect(b2cArea(previewer)).toHaveAttribute('data-version', LIVE);
  await reportedLive(previewer);
  await previewer.context().close();

  // An ordinary visitor after it is counted, once.
  const visitor = await freshPage(browser);
  await recordBeacons(visitor);
  await visitor.goto('/b2c/faq');
  await expect(b2cArea(visitor)).toHaveAttribute('data-version', LIVE);
  await reportedLive(visitor);
  await visitor.context().close();
  await expect.poll(views).toBeGreaterThan(before);
  expect(views()).toBe(before + 1);
});

test('several areas can be previewed together, one link each', async ({ browser }) => {
  const page = await freshPage(browser);
  await page.goto(previewLink());
  const second = release('preview', 'mf-b2c', PREVIEW, 'mf-public', '1.0.0')
    .split('\n')
    .find((line) => line.includes('/_preview?t='))!;
  await page.goto(second);
  await expect(banner(page)).toHaveText(`Previewing mf-b2c ${PREVIEW}, mf-public 1.0.0 · end preview`);
  await page.context().close();
});
