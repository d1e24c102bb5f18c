import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseStore } from '@platform/release/store';
import { createSiteServer } from './site-server';

let base = '';
let store: ReleaseStore;
let remoteV2 = '';
let close: () => void = () => undefined;
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

beforeAll(async () => {
  store = new ReleaseStore(tempDir('site-'));
  const shellDist = tempDir('shell-');
  writeFileSync(path.join(shellDist, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
  writeFileSync(path.join(shellDist, 'main.abc.js'), 'console.log("shell ' + 'x'.repeat(2000) + '")');
  writeFileSync(path.join(shellDist, 'boot.def.js'), 'console.log("bootstrap")');
  writeFileSync(path.join(shellDist, 'boot-files.json'), JSON.stringify([{ file: 'boot.def.js', integrity: 'sha384-boot' }]));
  await store.addVersion('shell', shellDist, '1.0.0');
  store.activate('shell', '1.0.0', 'publish');
  const remoteDist = tempDir('remote-');
  mkdirSync(remoteDist, { recursive: true });
  writeFileSync(path.join(remoteDist, 'app.json'), JSON.stringify({ federationName: 'mf_public' }));
  writeFileSync(
    path.join(remoteDist, 'routes.json'),
    JSON.stringify([
      { path: '/', access: 'public', title: 'Home' },
      { path: '/blog/:slug', access: 'public', title: 'Blog' },
      { path: '*', access: 'public', title: 'Not found' },
    ]),
  );
  writeFileSync(path.join(remoteDist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(remoteDist, 'remoteEntry.js'), '/* entry */');
  await store.addVersion('mf-public', remoteDist, '1.0.0');
  remoteV2 = tempDir('remote-v2-');
  for (const file of ['app.json', 'routes.json', 'mf-manifest.json']) writeFileSync(path.join(remoteV2, file), readFileSync(path.join(remoteDist, file)));
  writeFileSync(path.join(remoteV2, 'remoteEntry.js'), '/* entry 1.1 */');
  store.activate('mf-public', '1.0.0', 'publish');
  const server = createSiteServer({ storeDir: store.dir, appConfig: { apiBaseUrl: 'http://api.example</script><script>alert(1)</script>' }, preload: true });
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

  it('sends the browser only the client view of release.json, compact', async () => {
    const response = await fetch(`${base}/release.json`, { headers: { 'Accept-Encoding': 'identity' } });
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body).toEqual({
      schemaVersion: 1,
      shell: { version: '1.0.0' },
      remotes: {
        'mf-public': {
          name: 'mf_public',
          version: '1.0.0',
          manifestUrl: '/apps/mf-public/1.0.0/mf-manifest.json',
          routes: [
            { path: '/', access: 'public', title: 'Home' },
            { path: '/blog/:slug', access: 'public', title: 'Blog' },
            { path: '*', access: 'public', title: 'Not found' },
          ],
          integrity: { 'mf-manifest.json': expect.stringMatching(/^sha384-/), 'remoteEntry.js': expect.stringMatching(/^sha384-/) },
        },
      },
    });
    expect(text).not.toContain('\n');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0, br;q=0', null],
  ])('compresses release.json per Accept-Encoding (%s)', async (accept, encoding) => {
    const { request } = await import('node:http');
    const answer = await new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
      request(`${base}/release.json`, { headers: { 'Accept-Encoding': accept } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(answer.headers['content-encoding']).toBe(encoding ?? undefined);
    expect(answer.headers.vary).toBe('Accept-Encoding, Cookie');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = encoding === 'br' ? brotliDecompressSync(answer.bytes) : encoding === 'gzip' ? gunzipSync(answer.bytes) : answer.bytes;
    expect(JSON.parse(plain.toString()).remotes['mf-public'].name).toBe('mf_public');
  });

  it('answers 304 to a revalidation with the ETag it gave, and a new ETag once the release moves', async () => {
    const first = await fetch(`${base}/release.json`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(`${base}/release.json`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetch(`${base}/release.json`, { headers: { 'If-None-Match': '"something-else"' } })).status).toBe(200);

    store.activate('mf-public', '1.0.0', 'activate');
    const moved = await fetch(`${base}/release.json`, { headers: { 'If-None-Match': etag! } });
    // Same content (the view leaves out updatedAt), same validator: still 304.
    expect(moved.status).toBe(304);
    await store.addVersion('mf-public', remoteV2, '1.1.0');
    store.activate('mf-public', '1.1.0', 'publish');
    const changed = await fetch(`${base}/release.json`, { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await changed.json()).remotes['mf-public'].version).toBe('1.1.0');
    store.activate('mf-public', '1.0.0', 'rollback');
  });

  it('serves a page from its cache until the release moves, then the new release at once', async () => {
    const versionIn = async () => /\/apps\/mf-public\/([^/]+)\/mf-manifest\.json/.exec(await (await fetch(`${base}/blog/first-post`)).text())?.[1];
    expect(await versionIn()).toBe('1.0.0');
    // The same bytes on the next view, compressed as asked.
    const [a, b] = await Promise.all([1, 2].map(() => fetch(`${base}/blog/first-post`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer())));
    expect(Buffer.from(a!).equals(Buffer.from(b!))).toBe(true);
    await store.addVersion('mf-public', remoteV2, '1.1.0').catch(() => undefined);
    store.activate('mf-public', '1.1.0', 'publish');
    expect(await versionIn()).toBe('1.1.0');
    store.activate('mf-public', '1.0.0', 'rollback');
    expect(await versionIn()).toBe('1.0.0');
  });

  it('puts the release and preloads of the owning area, with integrity, into the page', async () => {
    const html = await (await fetch(`${base}/blog/first-post`)).text();
    const block = /<script id="release-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block!).remotes['mf-public'].manifestUrl).toBe('/apps/mf-public/1.0.0/mf-manifest.json');
    // The browser never fetches a federation manifest: the shell registers remotes by remoteEntry.js.
    expect(html).not.toContain('mf-manifest.json" crossorigin');
    expect(html).not.toContain('as="fetch"');
    expect(html).toMatch(
      /<link rel="preload" as="script" href="\/apps\/mf-public\/1\.0\.0\/remoteEntry\.js" crossorigin="anonymous" integrity="sha384-[^"]+">/,
    );
    // The shell's own boot chunks too, same-origin like the bundler loads them.
    expect(html).toContain('<link rel="preload" as="script" href="/apps/shell/1.0.0/boot.def.js" integrity="sha384-boot">');
    // Nothing executable was added: the shell's own script is the only script with a src.
    expect(html.match(/<script(?![^>]*type="application\/json")/g)).toBeNull();
  });

  it('sends a strict Content-Security-Policy and a Permissions-Policy with every page', async () => {
    const response = await fetch(`${base}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", 'https://sdk.cashfree.com']);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // This server's apiBaseUrl is not a URL (see beforeAll): no API origin is allowed rather than a broken one.
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://sdk.cashfree.com', 'https://api.cashfree.com', 'https://sandbox.cashfree.com']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // Plugins only for the PDF preview of a file the page fetched itself (security-policy.ts).
    expect(directives.get('object-src')).toEqual(['blob:']);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds no preload links unless asked to', async () => {
    const plain = createSiteServer({ storeDir: store.dir, appConfig: { apiBaseUrl: 'http://api.example' } });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      const html = await (await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/`)).text();
      expect(html).toContain('id="release-data"');
      expect(html).not.toContain('rel="preload"');
    } finally {
      plain.close();
    }
  });

  it('sends HSTS behind a TLS proxy it trusts, not to plain http', async () => {
    const proxied = createSiteServer({ storeDir: store.dir, appConfig: { apiBaseUrl: 'http://api.example' }, trustProxy: true });
    await new Promise<void>((resolve) => proxied.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxied.address() as AddressInfo).port}/`;
    try {
      const overTls = await fetch(url, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(overTls.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(overTls.headers.get('content-security-policy')).toContain("connect-src 'self' http://api.example ");
      expect(overTls.headers.get('content-security-policy')).toContain('report-uri http://api.example/csp-report');
      expect((await fetch(url)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      proxied.close();
    }
    // Without trustProxy the header is anybody's to forge.
    expect((await fetch(`${base}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
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
