// `pnpm dev:area mf-public`: only that remote is rebuilt on change and served by its own server; a
// development override shows it inside the live shell, and an edit to a page shows there without a
// reload of the document (hot, decision 048), while a browser without the override keeps the live
// page (decision 044).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_STORE, repoRoot, SITE_URL } from '../support/env';

const PAGE_FILE = path.join(repoRoot, 'mf-public/src/features/about/about-page.tsx');
// The heading's words come from the page's texts (English, Hindi, Marathi); the edit adds to them.
const ORIGINAL = `<h2 id="about-what-heading">{t('what.heading')}</h2>`;
const EDITED = `<h2 id="about-what-heading">{t('what.heading')}, edited in dev:area</h2>`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts dev:area and resolves with the link it prints once the first build is served. */
function startDevArea(port: number): { child: ChildProcess; link: Promise<string> } {
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['scripts/dev-area.ts', 'mf-public', '--site', SITE_URL, '--store', E2E_STORE, '--port', String(port)],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const link = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith(`${SITE_URL}/_preview?t=`));
      if (line) resolve(line.trim());
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`dev:area stopped (exit ${code}):\n${output}`)));
  });
  return { child, link };
}

test('dev:area serves an edited page inside the live shell, to the browser with the override only', async ({ browser }) => {
  test.setTimeout(300_000);
  expect(readFileSync(PAGE_FILE, 'utf8')).toContain(ORIGINAL);
  const { child, link } = startDevArea(await freePort());
  const developer = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();
  try {
    await developer.goto(await link);
    await expect(developer.locator('[data-preview-banner]')).toContainText('Developing mf-public http://localhost:');
    await developer.goto('/about-us');
    const area = developer.locator('[data-area="mf-public"]');
    await expect(area).toHaveAttribute('data-version', 'dev');
    await expect(area.getByRole('heading', { name: 'What we do', exact: true })).toBeVisible();

    // A mark on this document: a reload would lose it.
    await developer.evaluate(() => ((window as { devAreaMark?: string }).devAreaMark = 'the same document'));

    // A small edit: only mf-public is rebuilt, and its changed modules replace the old ones in the
    // running page (hot), without a reload (decision 048).
    writeFileSync(PAGE_FILE, readFileSync(PAGE_FILE, 'utf8').replace(ORIGINAL, EDITED));
    await expect(area.getByRole('heading', { name: 'What we do, edited in dev:area' })).toBeVisible({ timeout: 120_000 });
    expect(await developer.evaluate(() => (window as { devAreaMark?: string }).devAreaMark)).toBe('the same document');
    // The shell and the other areas are the live site's.
    await expect(developer.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Another browser, the same URL: the live page.
    await visitor.goto('/about-us');
    await expect(visitor.locator('[data-area="mf-public"]')).toHaveAttribute('data-version', '1.0.0');
    await expect(visitor.getByRole('heading', { name: 'What we do', exact: true })).toBeVisible();
    await expect(visitor.getByText('edited in dev:area')).toHaveCount(0);
  } finally {
    writeFileSync(PAGE_FILE, readFileSync(PAGE_FILE, 'utf8').replace(EDITED, ORIGINAL));
    child.kill('SIGTERM');
    await developer.context().close();
    await visitor.context().close();
  }
});
