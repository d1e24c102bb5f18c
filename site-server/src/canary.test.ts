// Canary releases and the error budget through the real site server on a hand-made store: who gets
// which version (sticky per browser), what the shell's reports count, and the automatic abort and
// rollback with the history saying why.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERROR_BUDGET, readMetrics, spentBudgets } from '@platform/release/error-budget';
import { readRouteCatalogue } from '@platform/release/route-catalogue';
import { ReleaseStore } from '@platform/release/store';
import { ReleaseReports } from './release-reports';
import { canaryBucket, createSiteServer, RELEASE_REPORT_PATH, VISITOR_COOKIE } from './site-server';

const made: string[] = [];
const closers: (() => void)[] = [];
afterAll(() => {
  closers.forEach((close) => close());
  made.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

function dist(files: Record<string, string>) {
  const dir = tempDir('dist-');
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

const b2cRoutes = readRouteCatalogue()
  .filter((route) => route.app === 'mf-b2c')
  .map(({ path: pattern, access }) => ({ path: pattern, access, title: 'Page' }));

let tick = 0;
async function storeWithB2c(versions: string[]) {
  const store = new ReleaseStore(tempDir('store-'), () => new Date(Date.now() + tick++ * 1000));
  await store.addVersion('shell', dist({ 'index.html': '<html><head></head><body></body></html>', 'app.json': JSON.stringify({ shared: {} }) }), '1.0.0');
  store.activate('shell', '1.0.0', 'publish');
  for (const version of versions) {
    await store.addVersion(
      'mf-b2c',
      dist({
        'app.json': JSON.stringify({ federationName: 'mf_b2c' }),
        // What the compatibility gate asks of a version going live (an automatic rollback too).
        'routes.json': JSON.stringify(b2cRoutes),
        'mf-manifest.json': JSON.stringify({ exposes: [{ path: './routes' }], shared: [] }),
        'remoteEntry.js': `/* ${version} */`,
      }),
      version,
    );
  }
  return store;
}

async function serve(store: ReleaseStore, errorBudget = { minViews: 4, maxErrorRate: 0.02 }) {
  const server = createSiteServer({ storeDir: store.dir, appConfig: {}, errorBudget });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const visitor = (n: number) => `visitor-${String(n).padStart(12, '0')}`;
const cookie = (id: string) => ({ cookie: `${VISITOR_COOKIE}=${id}` });

async function versionFor(base: string, id: string) {
  const release = (await (await fetch(`${base}/release.json`, { headers: cookie(id) })).json()) as { remotes: Record<string, { version: string }> };
  return release.remotes['mf-b2c']!.version;
}

function report(base: string, id: string, events: unknown[]) {
  return fetch(`${base}${RELEASE_REPORT_PATH}`, {
    method: 'POST',
    headers: { ...cookie(id), 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
}

describe('canary releases', () => {
  it('give a new visitor a cookie, and each visitor the same version on every load', async () => {
    const store = await storeWithB2c(['1.0.0', '2.0.0']);
    store.activate('mf-b2c', '1.0.0', 'publish');
    store.startCanary('mf-b2c', '2.0.0', 50);
    const base = await serve(store);
    const page = await fetch(`${base}/b2c/faq`);
    expect(page.headers.get('set-cookie')).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly$`));
    const ids = Array.from({ length: 60 }, (_, n) => visitor(n));
    const versions = await Promise.all(ids.map((id) => versionFor(base, id)));
    // The split follows each visitor's bucket exactly, and both versions are served.
    expect(versions).toEqual(ids.map((id) => (canaryBucket(id, 'mf-b2c') < 50 ? '2.0.0' : '1.0.0')));
    expect(new Set(versions)).toEqual(new Set(['1.0.0', '2.0.0']));
    expect(await Promise.all(ids.map((id) => versionFor(base, id)))).toEqual(versions);
    // The page a canary visitor loads carries the same release inline.
    const inCanary = ids.find((id) => canaryBucket(id, 'mf-b2c') < 50)!;
    expect(await (await fetch(`${base}/b2c/faq`, { headers: cookie(inCanary) })).text()).toContain('/apps/mf-b2c/2.0.0/mf-manifest.json');
  });

  it('promote makes the canary live for everyone; abort sends everyone back, and a rollback never returns to it', async () => {
    const store = await storeWithB2c(['1.0.0', '2.0.0', '3.0.0', '4.0.0']);
    store.activate('mf-b2c', '1.0.0', 'publish');
    store.startCanary('mf-b2c', '2.0.0', 10);
    store.promoteCanary('mf-b2c');
    expect(store.liveVersion('mf-b2c')).toBe('2.0.0');
    expect(store.canaryOf('mf-b2c')).toBeNull();
    store.startCanary('mf-b2c', '3.0.0', 30);
    store.abortCanary('mf-b2c', 'looked wrong');
    expect(store.liveVersion('mf-b2c')).toBe('2.0.0');
    expect(store.canaryOf('mf-b2c')).toBeNull();
    // 3.0.0 is made live by hand all the same, then replaced: the history says 3.0.0 was live just
    // before 4.0.0, so only the abort having marked it bad keeps a plain rollback off it.
    store.activate('mf-b2c', '3.0.0', 'publish');
    store.activate('mf-b2c', '4.0.0', 'publish');
    const plan = store.rollbackPlan('mf-b2c');
    expect(plan.version).toBe('2.0.0');
    expect(plan.reason).toMatch(/^2\.0\.0 was live before 3\.0\.0 replaced it \(.*\); skipped 3\.0\.0 \(rolled back /);
    expect(
      store
        .history()
        .filter((e) => e.app === 'mf-b2c')
        .map((e) => `${e.action} ${e.from}→${e.to}`),
    ).toEqual([
      'publish null→1.0.0',
      'canary 1.0.0→2.0.0',
      'promote 1.0.0→2.0.0',
      'canary 2.0.0→3.0.0',
      'abort 3.0.0→2.0.0',
      'publish 2.0.0→3.0.0',
      'publish 3.0.0→4.0.0',
    ]);
  });
});

describe('the error budget', () => {
  it('aborts a canary whose visitors see its area fail, and the history says why', async () => {
    const store = await storeWithB2c(['1.0.0', '2.0.0']);
    store.activate('mf-b2c', '1.0.0', 'publish');
    store.startCanary('mf-b2c', '2.0.0', 50);
    const base = await serve(store);
    // Three visitors open the canary fine, one sees it fail: 1 of 4 (25 %) > 2 %.
    for (const n of [1, 2, 3]) expect((await report(base, visitor(n), [{ app: 'mf-b2c', version: '2.0.0', kind: 'view' }])).status).toBe(204);
    expect(store.canaryOf('mf-b2c')).not.toBeNull();
    await report(base, visitor(4), [
      { app: 'mf-b2c', version: '2.0.0', kind: 'view' },
      { app: 'mf-b2c', version: '2.0.0', kind: 'error', reason: 'render' },
    ]);
    expect(store.canaryOf('mf-b2c')).toBeNull();
    const last = store.history().at(-1)!;
    expect(last).toMatchObject({ action: 'abort', from: '2.0.0', to: '1.0.0' });
    expect(last.reason).toBe('error budget spent: 1 of 4 visitors saw the area fail (25 % > 2 %): aborted automatically');
    // Every visitor is back on the good version.
    for (const n of [1, 2, 3, 4, 5]) expect(await versionFor(base, visitor(n))).toBe('1.0.0');
  });

  it('keeps an aborted canary bad: when the version published after it spends its budget, the automatic rollback skips it', async () => {
    const store = await storeWithB2c(['1.0.0', '2.0.0', '3.0.0']);
    store.activate('mf-b2c', '1.0.0', 'publish');
    store.startCanary('mf-b2c', '2.0.0', 50);
    const base = await serve(store);
    for (const n of [1, 2, 3, 4]) await report(base, visitor(n), [{ app: 'mf-b2c', version: '2.0.0', kind: 'error', reason: 'render' }]);
    expect(store.history().at(-1)).toMatchObject({ action: 'abort', from: '2.0.0', to: '1.0.0' });
    // 2.0.0 is published anyway, then 3.0.0 replaces it: 2.0.0 was live just before 3.0.0.
    store.activate('mf-b2c', '2.0.0', 'publish');
    store.activate('mf-b2c', '3.0.0', 'publish');
    for (const n of [5, 6, 7, 8]) await report(base, visitor(n), [{ app: 'mf-b2c', version: '3.0.0', kind: 'error', reason: 'load' }]);
    expect(store.liveVersion('mf-b2c')).toBe('1.0.0');
    expect(store.history().at(-1)).toMatchObject({ action: 'auto-rollback', from: '3.0.0', to: '1.0.0' });
    expect(store.history().at(-1)!.reason).toMatch(/; 1\.0\.0 was live before 2\.0\.0 replaced it \(.*\); skipped 2\.0\.0 \(rolled back /);
  });

  it('rolls back a version published minutes ago that spends its budget, to what was live before, and a later rollback never returns to it', async () => {
    const store = await storeWithB2c(['1.0.0', '1.1.0', '2.0.0']);
    store.activate('mf-b2c', '1.0.0', 'publish');
    store.activate('mf-b2c', '1.1.0', 'publish');
    store.activate('mf-b2c', '2.0.0', 'publish');
    const base = await serve(store);
    for (const n of [1, 2, 3, 4]) await report(base, visitor(n), [{ app: 'mf-b2c', version: '2.0.0', kind: 'error', reason: 'load' }]);
    expect(store.liveVersion('mf-b2c')).toBe('1.1.0');
    expect(store.history().at(-1)).toMatchObject({ action: 'auto-rollback', from: '2.0.0', to: '1.1.0' });
    expect(store.history().at(-1)!.reason).toMatch(/^error budget spent: 4 of 4 visitors saw the area fail \(100 % > 2 %\); 1\.1\.0 was live before 2\.0\.0/);
    // 2.0.0 was live just before 1.1.0 came back; a person rolling 1.1.0 back goes to 1.0.0 instead.
    const plan = store.rollbackPlan('mf-b2c');
    expect(plan.version).toBe('1.0.0');
    expect(plan.reason).toMatch(/^1\.0\.0 was live before 1\.1\.0 replaced it \(.*\); skipped 2\.0\.0 \(rolled back /);
  });

  it('with the default budget, rolls back a version live under 30 minutes once more than 2 % of at least 50 visitors saw it fail', async () => {
    const store = await storeWithB2c(['1.0.0', '1.1.0', '2.0.0']);
    store.activate('mf-b2c', '1.0.0', 'publish');
    store.activate('mf-b2c', '1.1.0', 'publish');
    const wentLive = store.activate('mf-b2c', '2.0.0', 'publish');
    // What the site server does with each report, with its clock 29 minutes after 2.0.0 went live.
    const reports = new ReleaseReports(
      store.dir,
      DEFAULT_ERROR_BUDGET,
      () => undefined,
      () => new Date(Date.parse(wentLive.time) + 29 * 60_000),
    );
    // One address stands for at most 20 visitors: each visitor here comes from its own.
    const open = (n: number, failed: boolean) =>
      reports.record(visitor(n), `10.0.0.${n}`, [
        { app: 'mf-b2c', version: '2.0.0', kind: 'view' },
        ...(failed ? [{ app: 'mf-b2c', version: '2.0.0', kind: 'error' as const, reason: 'render' as const }] : []),
      ]);
    for (let n = 1; n <= 48; n++) open(n, false);
    // 1 of 49 (2.04 %) is over 2 %, but 49 visitors are too few to say.
    open(49, true);
    expect(store.liveVersion('mf-b2c')).toBe('2.0.0');
    // 1 of 50 is exactly 2 %: within the budget.
    open(50, false);
    expect(store.liveVersion('mf-b2c')).toBe('2.0.0');
    // 2 of 51 (3.9 %) spends it.
    open(51, true);
    expect(store.liveVersion('mf-b2c')).toBe('1.1.0');
    expect(store.history().at(-1)).toMatchObject({ action: 'auto-rollback', from: '2.0.0', to: '1.1.0' });
    expect(store.history().at(-1)!.reason).toMatch(/^error budget spent: 2 of 51 visitors saw the area fail \(3\.9 % > 2 %\)/);
    expect(store.rollbackPlan('mf-b2c').version).toBe('1.0.0');
    // Writes what it counted now rather than from a timer after the test's folder is gone.
    reports.flush();
  });

  it('counts each visitor once, ignores versions the store does not serve and malformed reports, and judges nothing below the minimum', async () => {
    const store = await storeWithB2c(['1.0.0']);
    store.activate('mf-b2c', '1.0.0', 'publish');
    const base = await serve(store, { minViews: 50, maxErrorRate: 0.02 });
    for (let i = 0; i < 3; i++) await report(base, visitor(1), [{ app: 'mf-b2c', version: '1.0.0', kind: 'view' }]);
    await report(base, visitor(2), [
      { app: 'mf-b2c', version: '9.9.9', kind: 'error' },
      { app: 'mf-b2c', kind: 'view' },
    ]);
    expect((await fetch(`${base}${RELEASE_REPORT_PATH}`, { method: 'POST', headers: cookie(visitor(3)), body: 'not json' })).status).toBe(204);
    await report(base, visitor(4), [{ app: 'mf-b2c', version: '1.0.0', kind: 'error', reason: 'render' }]);
    // The server writes metrics.json shortly after the reports it counts: wait for the file to say so.
    await vi.waitFor(() => expect(readMetrics(store.dir)).toEqual({ 'mf-b2c@1.0.0': { views: 2, errors: 1, byReason: { render: 1 } } }), { timeout: 4_000 });
    // 1 of 2 failed, but two visitors say nothing yet under a budget of 50.
    expect(spentBudgets(store, readMetrics(store.dir), { minViews: 50, maxErrorRate: 0.02, watchMs: 30 * 60_000 }, new Date())).toEqual([]);
    expect(store.liveVersion('mf-b2c')).toBe('1.0.0');
  });

  it('counts the areas that loaded only after retrying and those that failed after retrying, with the retries made', async () => {
    const store = await storeWithB2c(['1.0.0']);
    store.activate('mf-b2c', '1.0.0', 'publish');
    const base = await serve(store, { minViews: 50, maxErrorRate: 0.02 });
    await report(base, visitor(1), [{ app: 'mf-b2c', version: '1.0.0', kind: 'view', retries: 1 }]);
    await report(base, visitor(2), [{ app: 'mf-b2c', version: '1.0.0', kind: 'view' }]);
    await report(base, visitor(3), [{ app: 'mf-b2c', version: '1.0.0', kind: 'error', reason: 'load', retries: 2 }]);
    // Not the shell's figures: ignored, the view counted.
    await report(base, visitor(4), [{ app: 'mf-b2c', version: '1.0.0', kind: 'view', retries: 500 }]);
    await vi.waitFor(
      () =>
        expect(readMetrics(store.dir)).toEqual({
          'mf-b2c@1.0.0': { views: 4, errors: 1, byReason: { load: 1 }, retried: { recovered: 1, failed: 1, retries: 3 } },
        }),
      { timeout: 4_000 },
    );
  });
});
