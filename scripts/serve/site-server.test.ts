import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseStore } from '../release/store';
import { createSiteServer } from './site-server';

let base = '';
let close: () => void = () => undefined;
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

beforeAll(async () => {
  const store = new ReleaseStore(tempDir('site-'));
  const shellDist = tempDir('shell-');
  writeFileSync(path.join(shellDist, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
  writeFileSync(path.join(shellDist, 'main.abc.js'), 'console.log("shell ' + 'x'.repeat(2000) + '")');
  await store.addVersion('shell', shellDist, '1.0.0');
  store.activate('shell', '1.0.0', 'publish');
  const remoteDist = tempDir('remote-');
  mkdirSync(remoteDist, { recursive: true });
  writeFileSync(path.join(remoteDist, 'app.json'), JSON.stringify({ federationName: 'mf_public' }));
  writeFileSync(path.join(remoteDist, 'routes.json'), JSON.stringify([{ path: '/', access: 'public', title: 'Home' }, { path: '/blog/:slug', access: 'public', title: 'Blog' }, { path: '*', access: 'public', title: 'Not found' }]));
  writeFileSync(path.join(remoteDist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(remoteDist, 'remoteEntry.js'), '/* entry */');
  await store.addVersion('mf-public', remoteDist, '1.0.0');
  store.activate('mf-public', '1.0.0', 'publish');
  const server = createSiteServer({ storeDir: store.dir, appConfig: { apiBaseUrl: 'http://api.example</script><script>alert(1)</script>' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  made.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('site server', () => {
  it('serves the live shell HTML on every route with the runtime config, never cached', async () => {
    const response = await fetch(`${base}/blog/first-post`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<script id="app-config" type="application/json">');
    // The config cannot close its own script element.
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('answers 404 (with the app, which draws not-found) for paths nobody owns', async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('app-config');
  });

  it('serves release.json for revalidation every time', async () => {
    const response = await fetch(`${base}/release.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect((await response.json()).remotes['mf-public'].version).toBe('1.0.0');
  });

  it('serves versioned files as immutable, precompressed, with CORS for other origins', async () => {
    const response = await fetch(`${base}/apps/shell/1.0.0/main.abc.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain('console.log("shell');
  });

  it('does not serve files outside the store or its bookkeeping', async () => {
    expect((await fetch(`${base}/apps/..%2F..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${base}/apps/shell/1.0.0/.published.json`)).status).toBe(404);
    expect((await fetch(`${base}/apps/shell/9.9.9/main.abc.js`)).status).toBe(404);
  });

  it('refuses methods a static site does not take', async () => {
    expect((await fetch(`${base}/`, { method: 'POST', body: 'x' })).status).toBe(405);
  });
});
