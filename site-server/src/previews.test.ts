// Preview overrides through the real site server on a hand-made store: a signed link shows one
// browser another version of an area, nobody else; tampered, expired and gate-refused links are
// refused; the previewing browser's pages are never cacheable and its reports never counted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMetrics } from '@platform/release/error-budget';
import { PREVIEW_COOKIE, previewSecret, signPreview, type PreviewGrant } from '@platform/release/preview';
import { readRouteCatalogue } from '@platform/release/route-catalogue';
import { ReleaseStore } from '@platform/release/store';
import { createSiteServer, RELEASE_REPORT_PATH, VISITOR_COOKIE } from './site-server';

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

const routesOf = (app: string) =>
  readRouteCatalogue()
    .filter((route) => route.app === app)
    .map(({ path: pattern, access }) => ({ path: pattern, access, title: 'Page' }));

async function addRemote(store: ReleaseStore, app: string, federationName: string, version: string, routes = routesOf(app)) {
  await store.addVersion(
    app,
    dist({
      'app.json': JSON.stringify({ federationName }),
      'routes.json': JSON.stringify(routes),
      'mf-manifest.json': JSON.stringify({ exposes: [{ path: './routes' }], shared: [] }),
      'remoteEntry.js': `/* ${app} ${version} */`,
    }),
    version,
  );
}

async function siteWithB2c(options: { developmentOverrides?: boolean } = {}) {
  const store = new ReleaseStore(tempDir('store-'));
  await store.addVersion(
    'shell',
    dist({ 'index.html': '<html><head><title>x</title></head><body><div id="root"></div></body></html>', 'app.json': JSON.stringify({ shared: {} }) }),
    '1.0.0',
  );
  store.activate('shell', '1.0.0', 'publish');
  await addRemote(store, 'mf-b2c', 'mf_b2c', '1.0.0');
  await addRemote(store, 'mf-b2c', 'mf_b2c', '1.5.0');
  await addRemote(store, 'mf-public', 'mf_public', '1.0.0');
  await addRemote(store, 'mf-public', 'mf_public', '2.0.0');
  // Claims the customer's URLs: the gate refuses it.
  await addRemote(store, 'mf-b2c', 'mf_b2c', '9.0.0-greedy', [...routesOf('mf-b2c'), { path: '/customer/*', access: 'public', title: 'Mine' }]);
  store.activate('mf-b2c', '1.0.0', 'publish');
  store.activate('mf-public', '1.0.0', 'publish');
  await addRemote(store, 'mf-customer', 'mf_customer', '1.0.0');
  store.activate('mf-customer', '1.0.0', 'publish');
  const server = createSiteServer({ storeDir: store.dir, appConfig: {}, errorBudget: { minViews: 1 }, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const link = (grant: Partial<PreviewGrant> = {}) =>
    `${base}/_preview?t=${signPreview({ kind: 'published', areas: { 'mf-b2c': '1.5.0' }, expiresAt: Date.now() + 60_000, ...grant }, previewSecret(store.dir))}`;
  return { store, base, link };
}

/** Opens a link as a browser would, returning the cookie it was given (or null) and the response. */
async function open(url: string, cookie = '') {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const set = response.headers.get('set-cookie');
  return { response, cookie: set ? set.split(';')[0]! : null };
}

const versionIn = async (base: string, cookie: string, app = 'mf-b2c') =>
  ((await (await fetch(`${base}/release.json`, { headers: { cookie } })).json()) as { remotes: Record<string, { version: string }> }).remotes[app]!.version;

describe('preview links', () => {
  it('show one browser the previewed version with a banner, never cacheable, while every other browser gets the live one', async () => {
    const { base, link } = await siteWithB2c();
    const { response, cookie } = await open(link());
    expect(response.status).toBe(303);
    // Sent to a page of the previewed area.
    expect(response.headers.get('location')).toMatch(/^\/b2c|^\//);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[^;]+; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`));
    const previewer = `${cookie!}; ${VISITOR_COOKIE}=visitor-000000000001`;

    const page = await fetch(`${base}/b2c/faq`, { headers: { cookie: previewer } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('vary')).toMatch(/Cookie/);
    const html = await page.text();
    expect(html).toContain('/apps/mf-b2c/1.5.0/mf-manifest.json');
    expect(html).toContain('Previewing mf-b2c 1.5.0 · <a href="/_preview/end">end preview</a>');
    const release = await fetch(`${base}/release.json`, { headers: { cookie: previewer } });
    expect(release.headers.get('cache-control')).toBe('private, no-store');
    expect(await versionIn(base, previewer)).toBe('1.5.0');

    // Another browser, the same URL: the live version, no banner, the shared cacheable page.
    const other = await fetch(`${base}/b2c/faq`, { headers: { cookie: `${VISITOR_COOKIE}=visitor-000000000002` } });
    expect(other.headers.get('cache-control')).toBe('no-cache');
    const otherHtml = await other.text();
    expect(otherHtml).toContain('/apps/mf-b2c/1.0.0/mf-manifest.json');
    expect(otherHtml).not.toContain('Previewing');
    // And the previewing browser's page never filled the shared cache: the live page again.
    expect(await versionIn(base, `${VISITOR_COOKIE}=visitor-000000000003`)).toBe('1.0.0');
  });

  it('end preview forgets the override and returns the browser to the page it was on', async () => {
    const { base, link } = await siteWithB2c();
    const { cookie } = await open(link());
    const ended = await fetch(`${base}/_preview/end`, {
      redirect: 'manual',
      headers: { cookie: cookie!, referer: `${base}/b2c/faq`, host: new URL(base).host },
    });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe('/b2c/faq');
    expect(ended.headers.get('set-cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Path=/; Max-Age=0`));
  });

  it('lets a browser preview several areas together, link after link', async () => {
    const { base, link } = await siteWithB2c();
    const first = await open(link());
    const second = await open(link({ areas: { 'mf-public': '2.0.0' } }), first.cookie!);
    expect(await versionIn(base, second.cookie!, 'mf-b2c')).toBe('1.5.0');
    expect(await versionIn(base, second.cookie!, 'mf-public')).toBe('2.0.0');
    expect(await (await fetch(`${base}/b2c/faq`, { headers: { cookie: second.cookie! } })).text()).toContain('Previewing mf-b2c 1.5.0, mf-public 2.0.0');
  });

  it('refuses a tampered, an expired, a foreign-secret and a gate-refused link, and sets no cookie', async () => {
    const { link } = await siteWithB2c();
    const good = link();
    const [payload, signature] = new URL(good).searchParams.get('t')!.split('.');
    // The same signature on a payload that names another version.
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), a: { 'mf-b2c': '9.0.0-greedy' } })).toString(
      'base64url',
    );
    const tampered = await open(good.replace(payload!, forged));
    expect(tampered.response.status).toBe(400);
    expect(await tampered.response.text()).toContain('This preview link is not valid: it was changed after it was signed.');
    expect(tampered.cookie).toBeNull();
    expect((await open(good.replace(signature!, `${signature!.slice(0, -2)}AA`))).response.status).toBe(400);

    const expired = await open(link({ expiresAt: Date.now() - 1000 }));
    expect(expired.response.status).toBe(410);
    expect(await expired.response.text()).toContain('This preview link has expired.');
    expect(expired.cookie).toBeNull();

    const foreign = signPreview({ kind: 'published', areas: { 'mf-b2c': '1.5.0' }, expiresAt: Date.now() + 60_000 }, Buffer.from('another server secret'));
    expect((await open(good.replace(/t=.*/, `t=${foreign}`))).response.status).toBe(400);

    const refused = await open(link({ areas: { 'mf-b2c': '9.0.0-greedy' } }));
    expect(refused.response.status).toBe(409);
    expect(await refused.response.text()).toContain('route /customer/* is not one that routes.md gives mf-b2c');
    expect(refused.cookie).toBeNull();
  });

  it('ignores a forged cookie: the browser gets the live site', async () => {
    const { base, link } = await siteWithB2c();
    const { cookie } = await open(link());
    const forged = `${cookie!.slice(0, -3)}xyz`;
    expect(await versionIn(base, forged)).toBe('1.0.0');
    expect(await (await fetch(`${base}/b2c/faq`, { headers: { cookie: forged } })).text()).not.toContain('Previewing');
  });

  it("never counts a previewing browser's reports, not even towards the live versions", async () => {
    const { store, base, link } = await siteWithB2c();
    const { cookie } = await open(link());
    const send = (who: string) =>
      fetch(`${base}${RELEASE_REPORT_PATH}`, {
        method: 'POST',
        headers: { cookie: who, 'content-type': 'application/json' },
        body: JSON.stringify({
          events: [
            { app: 'mf-public', version: '1.0.0', kind: 'error', reason: 'render' },
            { app: 'mf-b2c', version: '1.5.0', kind: 'error', reason: 'render' },
          ],
        }),
      });
    expect((await send(`${cookie!}; ${VISITOR_COOKIE}=visitor-000000000010`)).status).toBe(204);
    expect((await send(`${VISITOR_COOKIE}=visitor-000000000011`)).status).toBe(204);
    await expect.poll(() => readMetrics(store.dir)['mf-public@1.0.0']?.views ?? 0).toBeGreaterThan(0);
    // Only the ordinary visitor: one view, one failure; the preview version has no entry at all.
    expect(readMetrics(store.dir)['mf-public@1.0.0']).toMatchObject({ views: 1, errors: 1 });
    expect(readMetrics(store.dir)['mf-b2c@1.5.0']).toBeUndefined();
  });

  it('refuses development overrides unless the server runs with them on', async () => {
    const { link } = await siteWithB2c();
    const dev = await open(link({ kind: 'development', areas: { 'mf-b2c': 'http://localhost:3005' } }));
    expect(dev.response.status).toBe(403);
    expect(dev.cookie).toBeNull();
    const on = await siteWithB2c({ developmentOverrides: true });
    const accepted = await open(on.link({ kind: 'development', areas: { 'mf-b2c': 'http://localhost:3005' } }));
    expect(accepted.response.status).toBe(303);
    const release = (await (await fetch(`${on.base}/release.json`, { headers: { cookie: accepted.cookie! } })).json()) as {
      remotes: Record<string, { manifestUrl: string }>;
    };
    expect(release.remotes['mf-b2c']!.manifestUrl).toBe('http://localhost:3005/mf-manifest.json');
    // The page may load the area from the dev server, and reloads when it says it rebuilt.
    const page = await fetch(`${on.base}/b2c/faq`, { headers: { cookie: accepted.cookie! } });
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' https:\/\/sdk\.cashfree\.com http:\/\/localhost:3005;/);
    const html = await page.text();
    expect(html).toContain('Developing mf-b2c http://localhost:3005 · <a href="/_preview/end">end preview</a>');
    expect(html).toMatch(/<script src="\/site\/dev-reload\.[0-9a-f]{10}\.js" data-dev-origins="http:\/\/localhost:3005" defer><\/script>/);
    // The live site's pages name no dev server.
    expect((await fetch(`${on.base}/b2c/faq`)).headers.get('content-security-policy')).not.toContain('localhost:3005');
  });
});
