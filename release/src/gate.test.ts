// The compatibility gate on hand-made published versions: what it refuses and why.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRemote, checkShell } from './gate';
import { makeLive } from './publish';
import type { CatalogueRoute } from './route-catalogue';
import { ReleaseStore } from './store';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

const catalogue: CatalogueRoute[] = [
  { app: 'mf-b2c', path: '/b2c/faq', access: 'public' },
  { app: 'mf-b2c', path: '/read-more/pl/:id', access: 'public' },
  { app: 'mf-customer', path: '/customer/login', access: 'public' },
  { app: 'mf-customer', path: '/customer/profile', access: 'customer' },
];

const sri = (text: string, algorithm = 'sha256') => `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;
const SHELL_SHARES = { react: '19.3.1', 'react-dom': '19.3.1', '@platform/shared': '1.0.0', '@platform/shared/router': '1.0.0' };

interface RemoteOptions {
  routes?: { path: string; access: string }[];
  shared?: { name: string; requiredVersion: string; assets?: { js: { sync: string[]; async: string[] } } }[];
  exposes?: string[];
  uncoveredChunk?: boolean;
  /** Builds before decision 009 wrote sha384 digests into remoteEntry.js. */
  integrityAlgorithm?: 'sha256' | 'sha384';
}

function remoteBuild(app: string, options: RemoteOptions = {}) {
  const chunk = `console.log(${JSON.stringify(app)})`;
  const files: Record<string, string> = {
    'app.json': JSON.stringify({ name: app, federationName: app.replace(/-/g, '_'), version: 'x', role: 'remote' }),
    'routes.json': JSON.stringify((options.routes ?? catalogue.filter((r) => r.app === app)).map((r) => ({ ...r, title: 'Page' }))),
    'mf-manifest.json': JSON.stringify({
      shared: (
        options.shared ?? [
          { name: 'react', requiredVersion: '^19.0.0' },
          { name: '@platform/shared', requiredVersion: '^1.0.0' },
        ]
      ).map((s) => ({ ...s, singleton: true })),
      exposes: (options.exposes ?? ['./routes']).map((p) => ({ path: p })),
    }),
    'chunk.1.js': chunk,
    'remoteEntry.js': `sriHashes={1:"${sri(chunk, options.integrityAlgorithm)}"}`,
  };
  if (options.uncoveredChunk) files['chunk.2.js'] = 'console.log("added after the build")';
  const dir = tempDir('dist-');
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

async function storeWithShell(shares: Record<string, string> = SHELL_SHARES) {
  let tick = 0;
  const store = new ReleaseStore(tempDir('store-'), () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)));
  const shell = tempDir('shell-');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<html></html>');
  writeFileSync(path.join(shell, 'app.json'), JSON.stringify({ name: 'shell', federationName: 'shell', version: '1.0.0', role: 'host', shared: shares }));
  await store.addVersion('shell', shell, '1.0.0');
  store.activate('shell', '1.0.0', 'publish');
  return store;
}

describe('release gate', () => {
  it('passes a remote that matches the catalogue, the live shell and its own integrity', async () => {
    const store = await storeWithShell();
    await store.addVersion('mf-b2c', remoteBuild('mf-b2c'), '1.0.0');
    expect(checkRemote(store, 'mf-b2c', '1.0.0', catalogue).problems).toEqual([]);
  });

  it('passes a remote built when integrity tables held sha384 digests', async () => {
    const store = await storeWithShell();
    await store.addVersion('mf-b2c', remoteBuild('mf-b2c', { integrityAlgorithm: 'sha384' }), '1.0.0');
    expect(checkRemote(store, 'mf-b2c', '1.0.0', catalogue).problems).toEqual([]);
  });

  it('refuses a remote whose routes claim /customer/*', async () => {
    const store = await storeWithShell();
    await store.addVersion('mf-customer', remoteBuild('mf-customer'), '1.0.0');
    store.activate('mf-customer', '1.0.0', 'publish');
    const greedy = [...catalogue.filter((r) => r.app === 'mf-b2c'), { path: '/customer/*', access: 'public' }, { path: '/customer/:page', access: 'public' }];
    await store.addVersion('mf-b2c', remoteBuild('mf-b2c', { routes: greedy }), '2.0.0');
    const { problems } = checkRemote(store, 'mf-b2c', '2.0.0', catalogue);
    expect(problems).toContain('route /customer/* is not one that routes.md gives mf-b2c');
    expect(problems).toContain('route /customer/:page is not one that routes.md gives mf-b2c');
  });

  it('refuses a route another live app already owns, and a route with other access than routes.md', async () => {
    const store = await storeWithShell();
    await store.addVersion('mf-customer', remoteBuild('mf-customer'), '1.0.0');
    store.activate('mf-customer', '1.0.0', 'publish');
    const routes = [
      { path: '/b2c/faq', access: 'customer' },
      { path: '/read-more/pl/:id', access: 'public' },
      { path: '/customer/login', access: 'public' },
    ];
    await store.addVersion('mf-b2c', remoteBuild('mf-b2c', { routes }), '2.0.0');
    const { problems } = checkRemote(store, 'mf-b2c', '2.0.0', catalogue);
    expect(problems).toContain('route /customer/login is already owned by mf-customer 1.0.0: two apps cannot serve the same URLs');
    expect(problems).toContain('route /b2c/faq is declared "customer", routes.md says "public"');
  });

  it('lets a remote built before the schemas were bundled per app go live (and back) with a shell that no longer shares them', async () => {
    const store = await storeWithShell();
    // Built then, it carries its own copy of the entry (listed in its manifest's assets).
    const ownCopy = { js: { sync: ['schemas.1.js'], async: [] } };
    const shared = [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: '@platform/shared/schemas', requiredVersion: '^1.0.0', assets: ownCopy },
    ];
    await store.addVersion('mf-b2c', remoteBuild('mf-b2c', { shared }), '1.9.0');
    expect(checkRemote(store, 'mf-b2c', '1.9.0', catalogue).problems).toEqual([]);
  });

  it('refuses a remote that needs from the shell a library the shell does not provide (no copy of its own)', async () => {
    const store = await storeWithShell();
    const hostOnly = { js: { sync: [], async: [] } };
    const shared = [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: '@platform/shared/schemas', requiredVersion: '^1.0.0', assets: hostOnly },
    ];
    await store.addVersion('mf-b2c', remoteBuild('mf-b2c', { shared }), '2.0.0');
    expect(checkRemote(store, 'mf-b2c', '2.0.0', catalogue).problems).toEqual([
      'needs @platform/shared/schemas ^1.0.0, which the shell 1.0.0 does not provide',
    ]);
  });

  it('refuses a remote that needs a React the shell does not provide', async () => {
    const store = await storeWithShell();
    await store.addVersion(
      'mf-b2c',
      remoteBuild('mf-b2c', {
        shared: [
          { name: 'react', requiredVersion: '^20.0.0' },
          { name: 'left-pad', requiredVersion: '^1.0.0' },
        ],
      }),
      '2.0.0',
    );
    const { problems } = checkRemote(store, 'mf-b2c', '2.0.0', catalogue);
    expect(problems).toEqual(['needs react ^20.0.0, the shell 1.0.0 provides 19.3.1', 'needs left-pad ^1.0.0, which the shell 1.0.0 does not provide']);
  });

  it('refuses a remote that exposes no route table, or ships a chunk its integrity table does not cover', async () => {
    const store = await storeWithShell();
    await store.addVersion('mf-b2c', remoteBuild('mf-b2c', { exposes: ['./app'], uncoveredChunk: true }), '2.0.0');
    const { problems } = checkRemote(store, 'mf-b2c', '2.0.0', catalogue);
    expect(problems).toContain('it does not expose ./routes, the route table the shell mounts');
    expect(problems).toContain('chunk.2.js has no matching integrity hash in remoteEntry.js: the browser could not verify it');
  });

  it('refuses a shell that no longer provides what a live remote needs', async () => {
    const store = await storeWithShell();
    await store.addVersion('mf-b2c', remoteBuild('mf-b2c'), '1.0.0');
    store.activate('mf-b2c', '1.0.0', 'publish');
    const next = tempDir('shell-');
    writeFileSync(path.join(next, 'index.html'), '<html></html>');
    writeFileSync(path.join(next, 'app.json'), JSON.stringify({ name: 'shell', role: 'host', shared: { ...SHELL_SHARES, react: '18.3.1' } }));
    await store.addVersion('shell', next, '2.0.0');
    expect(checkShell(store, '2.0.0', catalogue).problems).toEqual(['live mf-b2c 1.0.0 needs react ^19.0.0, the shell 2.0.0 provides 18.3.1']);
  });
});

describe('making a version live', () => {
  it('refuses what the gate refuses, and lets it through only with a reason that goes into the history', async () => {
    const store = await storeWithShell();
    // Routes that are not mf-b2c's in the product's catalogue (docs/spec/routes.md).
    await store.addVersion('mf-b2c', remoteBuild('mf-b2c', { routes: [{ path: '/b2c/not-a-page', access: 'public' }] }), '2.0.0');
    expect(() => makeLive(store, 'mf-b2c', '2.0.0', 'publish')).toThrow(
      /mf-b2c 2\.0\.0 cannot go live:\n {2}- route \/b2c\/not-a-page is not one that routes\.md gives mf-b2c/,
    );
    expect(() => makeLive(store, 'mf-b2c', '2.0.0', 'publish', { force: ' ' })).toThrow(/--force needs a reason/);
    expect(store.liveVersion('mf-b2c')).toBeNull();
    const entry = makeLive(store, 'mf-b2c', '2.0.0', 'publish', { force: 'page renamed, catalogue follows' });
    expect(store.liveVersion('mf-b2c')).toBe('2.0.0');
    expect(entry.reason).toMatch(/^forced past the gate: page renamed, catalogue follows \(route \/b2c\/not-a-page is not one/);
    expect(store.history().at(-1)).toEqual(entry);
  });
});
