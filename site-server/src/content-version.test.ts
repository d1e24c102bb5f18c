// A publish on the content desk reaches the prerendered HTML without a redeploy: the site server
// keeps a page per public content version (asked of the API at most once per maxAge) and draws it
// afresh when the version changes; a renamed article's old address is a 301.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseStore } from '@platform/release/store';
import { contentVersionWatcher } from './content-version';
import { createSiteServer } from './site-server';

const BUNDLE = `
let calls = 0;
exports.render = async (input) => {
  const pathname = new URL(input.url).pathname;
  calls += 1;
  if (pathname === '/blog/old-name') return { status: 301, html: null, redirect: { status: 301, location: '/blog/new-name' } };
  return { status: 200, html: '<main><h1>' + pathname + '</h1><p>render ' + calls + '</p></main>' };
};
`;

const made: string[] = [];
const servers: Server[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** The API's side: the version the test sets, and how often it was asked. */
const api = { version: 'v1', asked: 0, up: true };
let base = '';

beforeAll(async () => {
  const apiBaseUrl = await listen(
    createServer((req, res) => {
      if (req.url !== '/api/content/version' || !api.up) {
        res.writeHead(503).end();
        return;
      }
      api.asked += 1;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, message: 'Content version', data: { version: api.version } }));
    }),
  );
  const store = new ReleaseStore(tempDir('content-version-site-'));
  const shellDist = tempDir('shell-');
  writeFileSync(path.join(shellDist, 'index.html'), '<html><head><title>x</title></head><body><div id="root"></div></body></html>');
  await store.addVersion('shell', shellDist, '1.0.0');
  store.activate('shell', '1.0.0', 'publish');
  const remoteDist = tempDir('remote-');
  mkdirSync(path.join(remoteDist, 'server'), { recursive: true });
  writeFileSync(path.join(remoteDist, 'server/prerender.cjs'), BUNDLE);
  writeFileSync(path.join(remoteDist, 'app.json'), JSON.stringify({ federationName: 'mf_public' }));
  writeFileSync(
    path.join(remoteDist, 'routes.json'),
    JSON.stringify([
      { path: '/blog', access: 'public', title: 'Blog' },
      { path: '/blog/:slug', access: 'public', title: 'Blog' },
    ]),
  );
  writeFileSync(path.join(remoteDist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(remoteDist, 'remoteEntry.js'), '/* entry */');
  await store.addVersion('mf-public', remoteDist, '2.0.0');
  store.activate('mf-public', '2.0.0', 'publish');
  // Versions believed for no time at all: every page asks, so the test needs no waiting.
  base = await listen(
    createSiteServer({ storeDir: store.dir, appConfig: { apiBaseUrl }, prerender: { timeoutMs: 5_000, ttlMs: 3_600_000 }, contentVersionMaxAgeMs: 0 }),
  );
});
afterAll(() => {
  servers.forEach((server) => server.close());
  made.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const renderOf = async (pathname: string) => {
  const html = await (await fetch(`${base}${pathname}`)).text();
  return /render (\d+)/.exec(html)?.[1];
};

describe('prerendered pages and the content version', () => {
  it('keeps a page while the content version stands, and draws it afresh when it changes', async () => {
    const first = await renderOf('/blog');
    expect(first).toBeDefined();
    expect(await renderOf('/blog')).toBe(first);
    api.version = 'v2';
    const fresh = await renderOf('/blog');
    expect(fresh).not.toBe(first);
    expect(await renderOf('/blog')).toBe(fresh);
  });

  it('keeps serving the last version’s pages while the API does not answer', async () => {
    const before = await renderOf('/blog');
    api.up = false;
    expect(await renderOf('/blog')).toBe(before);
    api.up = true;
  });

  it('answers a renamed article’s old address with a 301 to its new one', async () => {
    const response = await fetch(`${base}/blog/old-name`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/blog/new-name');
  });
});

describe('the content version watcher', () => {
  it('asks the API once for any number of pages within its time, and again after it', async () => {
    const apiBaseUrl = `http://127.0.0.1:${(servers[0]!.address() as AddressInfo).port}`;
    const watcher = contentVersionWatcher({ apiBaseUrl, maxAgeMs: 60_000 });
    api.version = 'v3';
    const asked = api.asked;
    expect(await Promise.all([watcher.current(), watcher.current(), watcher.current()])).toEqual(['v3', 'v3', 'v3']);
    expect(await watcher.current()).toBe('v3');
    expect(api.asked - asked).toBe(1);
    const always = contentVersionWatcher({ apiBaseUrl, maxAgeMs: 0 });
    await always.current();
    await always.current();
    expect(api.asked - asked).toBe(3);
  });
});
