import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { contentHashOf, ReleaseStore, VersionConflictError } from './store';

const made: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeDist(files: Record<string, string>): string {
  const dir = tempDir('dist-');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

function remoteDist(label: string, extraFiles: Record<string, string> = {}) {
  return fakeDist({
    ...extraFiles,
    'app.json': JSON.stringify({ name: 'mf-public', federationName: 'mf_public', version: 'x', role: 'remote' }),
    'routes.json': JSON.stringify([{ path: '/', access: 'public', title: 'Home' }]),
    'mf-manifest.json': JSON.stringify({ id: 'mf_public', label }),
    'remoteEntry.js': `/* ${label} */`,
    'chunk.abc.js': `console.log(${JSON.stringify(label)})`,
  });
}

function newStore() {
  let tick = 0;
  // A clock that moves one second per call keeps publish order unambiguous.
  return new ReleaseStore(tempDir('store-'), () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)));
}

describe('release store', () => {
  it('gzips what browsers fetch smaller than zlib at its best, and it inflates to the same bytes', async () => {
    // A real chunk-sized script: the store's own source.
    const script = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'store.ts'));
    const store = newStore();
    await store.addVersion('mf-public', remoteDist('big', { 'chunk.big.js': script.toString() }), '1.0.0');
    const gz = readFileSync(path.join(store.versionDir('mf-public', '1.0.0'), 'chunk.big.js.gz'));
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });

  it('keeps versions side by side, precompressed, and describes the live one in release.json', async () => {
    const store = newStore();
    await store.addVersion('mf-public', remoteDist('one'), '1.0.0');
    await store.addVersion('mf-public', remoteDist('two'), '1.1.0');
    expect(existsSync(path.join(store.versionDir('mf-public', '1.0.0'), 'remoteEntry.js'))).toBe(true);
    expect(readFileSync(path.join(store.versionDir('mf-public', '1.1.0'), 'remoteEntry.js'), 'utf8')).toBe('/* two */');
    const gz = readFileSync(path.join(store.versionDir('mf-public', '1.1.0'), 'chunk.abc.js.gz'));
    expect(gunzipSync(gz).toString()).toBe('console.log("two")');

    store.activate('mf-public', '1.1.0', 'publish');
    const release = store.readRelease();
    const live = release.remotes['mf-public'];
    expect(live?.version).toBe('1.1.0');
    expect(live?.name).toBe('mf_public');
    expect(live?.manifestUrl).toBe('/apps/mf-public/1.1.0/mf-manifest.json');
    expect(live?.routes).toEqual([{ path: '/', access: 'public', title: 'Home' }]);
    expect(live?.integrity['remoteEntry.js']).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
    expect(live?.integrity['mf-manifest.json']).toMatch(/^sha384-/);
  });

  it('never overwrites a published version: same content is accepted again, other content refused', async () => {
    const store = newStore();
    expect(await store.addVersion('mf-public', remoteDist('one'), '1.0.0')).toEqual({ created: true });
    expect(await store.addVersion('mf-public', remoteDist('one'), '1.0.0')).toEqual({ created: false });
    await expect(store.addVersion('mf-public', remoteDist('changed'), '1.0.0')).rejects.toBeInstanceOf(VersionConflictError);
    expect(readFileSync(path.join(store.versionDir('mf-public', '1.0.0'), 'remoteEntry.js'), 'utf8')).toBe('/* one */');
  });

  it('refuses versions that would escape the store folder', async () => {
    const store = newStore();
    await expect(store.addVersion('mf-public', remoteDist('x'), '../evil')).rejects.toThrow(/not a valid version/);
  });

  it('rolls back to the version published before the live one, or a named one, recording history', async () => {
    const store = newStore();
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) {
      await store.addVersion('mf-public', remoteDist(v), v);
      store.activate('mf-public', v, 'publish');
    }
    expect(store.rollbackTarget('mf-public')).toBe('1.1.0');
    store.activate('mf-public', '1.1.0', 'rollback');
    expect(store.rollbackTarget('mf-public')).toBe('1.0.0');
    expect(store.rollbackTarget('mf-public', '1.2.0')).toBe('1.2.0');
    store.activate('mf-public', '1.0.0', 'rollback');
    expect(() => store.rollbackTarget('mf-public')).toThrow(/no earlier good version than 1.0.0 .*skipped 1.1.0 .*1.2.0/);
    expect(() => store.rollbackTarget('mf-public', '9.9.9')).toThrow(/not in the release store/);
    expect(() => store.rollbackTarget('mf-public', '1.0.0')).toThrow(/already live/);

    const history = store.history().map((e) => `${e.action} ${e.from ?? '-'}→${e.to}`);
    expect(history).toEqual(['publish -→1.0.0', 'publish 1.0.0→1.1.0', 'publish 1.1.0→1.2.0', 'rollback 1.2.0→1.1.0', 'rollback 1.1.0→1.0.0']);
  });

  it('rolls back to what was live before, not to what was published before', async () => {
    const store = newStore();
    for (const v of ['1.0.0', 'A', 'B']) await store.addVersion('mf-public', remoteDist(v), v);
    store.activate('mf-public', '1.0.0', 'publish');
    store.activate('mf-public', 'A', 'publish');
    expect(store.rollbackPlan('mf-public')).toMatchObject({ version: '1.0.0' });
    store.activate('mf-public', '1.0.0', 'rollback');
    store.activate('mf-public', 'B', 'publish');
    // Publish order says A (published just before B); the history says 1.0.0 was live before B.
    const plan = store.rollbackPlan('mf-public');
    expect(plan.version).toBe('1.0.0');
    expect(plan.reason).toMatch(/^1\.0\.0 was live before B replaced it/);
    // A comes back only when named.
    expect(store.rollbackPlan('mf-public', 'A')).toEqual({ version: 'A', reason: 'A was named with --to' });
  });

  // Each way a version is taken down as bad, then that version made live again by hand (a publish
  // of the same version) and replaced by B: the history says A was live just before B, so a plain
  // rollback lands on A unless taking it down marked it bad.
  const takeDownA: Record<string, (store: ReleaseStore) => void> = {
    'a rollback (pnpm release rollback)': (store) => {
      store.activate('mf-public', 'A', 'publish');
      store.activate('mf-public', '1.0.0', 'rollback', 'A was live before');
    },
    'an automatic rollback (the error budget)': (store) => {
      store.activate('mf-public', 'A', 'publish');
      store.activate('mf-public', '1.0.0', 'auto-rollback', 'error budget spent');
    },
    'an aborted canary (pnpm release abort)': (store) => {
      store.startCanary('mf-public', 'A', 10);
      store.abortCanary('mf-public', 'aborted by hand');
    },
  };
  it.each(Object.entries(takeDownA))('never rolls back to a version taken down by %s, even after it went live again', async (_, takeDown) => {
    const store = newStore();
    for (const v of ['1.0.0', 'A', 'B']) await store.addVersion('mf-public', remoteDist(v), v);
    store.activate('mf-public', '1.0.0', 'publish');
    takeDown(store);
    expect(store.liveVersion('mf-public')).toBe('1.0.0');
    store.activate('mf-public', 'A', 'publish');
    store.activate('mf-public', 'B', 'publish');
    const plan = store.rollbackPlan('mf-public');
    expect(plan.version).toBe('1.0.0');
    expect(plan.reason).toMatch(/^1\.0\.0 was live before A replaced it \(.*\); skipped A \(rolled back /);
    // Only naming it brings A back.
    expect(store.rollbackPlan('mf-public', 'A')).toEqual({ version: 'A', reason: 'A was named with --to' });
  });

  it('says which bad versions a rollback skipped', async () => {
    const store = newStore();
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) await store.addVersion('mf-public', remoteDist(v), v);
    store.activate('mf-public', '1.0.0', 'publish');
    store.activate('mf-public', '1.1.0', 'publish');
    store.activate('mf-public', '1.0.0', 'rollback');
    store.activate('mf-public', '1.1.0', 'activate');
    store.activate('mf-public', '1.2.0', 'publish');
    const plan = store.rollbackPlan('mf-public');
    expect(plan.version).toBe('1.0.0');
    expect(plan.reason).toContain('skipped 1.1.0 (rolled back');
  });

  it("moves one app without touching another app's entry", async () => {
    const store = newStore();
    await store.addVersion('mf-public', remoteDist('p'), '1.0.0');
    store.activate('mf-public', '1.0.0', 'publish');
    await store.addVersion('shell', fakeDist({ 'index.html': '<html></html>', 'app.json': '{}' }), '1.0.0');
    store.activate('shell', '1.0.0', 'publish');
    const before = store.readRelease().remotes['mf-public'];
    await store.addVersion('shell', fakeDist({ 'index.html': '<html>2</html>', 'app.json': '{}' }), '2.0.0');
    store.activate('shell', '2.0.0', 'publish');
    expect(store.readRelease().shell).toEqual({ version: '2.0.0' });
    expect(store.readRelease().remotes['mf-public']).toEqual(before);
  });

  it('refuses to make live a version that is not in the store', () => {
    const store = newStore();
    expect(() => store.activate('mf-public', '3.0.0', 'publish')).toThrow(/not in the release store/);
  });

  it('fingerprints a build by its files, not by the version it names', () => {
    const a = remoteDist('same');
    const b = remoteDist('same');
    writeFileSync(path.join(b, 'app.json'), '{"version":"other"}');
    expect(contentHashOf(a)).toBe(contentHashOf(b));
    writeFileSync(path.join(b, 'chunk.abc.js'), 'changed');
    expect(contentHashOf(a)).not.toBe(contentHashOf(b));
  });
});
