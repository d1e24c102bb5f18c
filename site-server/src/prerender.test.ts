// The site server's prerendering against a release store whose remote carries a prerender bundle
// (a small hand-written one: what matters here is how the server uses it, not React).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseStore } from '@platform/release/store';
import { createSiteServer, withDocumentLanguage } from './site-server';

const BUNDLE = `
let calls = 0;
exports.render = async (input) => {
  const pathname = new URL(input.url).pathname;
  calls += 1;
  if (pathname === '/slow') {
    await new Promise((resolve) => setTimeout(resolve, 600));
    return { status: 200, html: '<main><h1>Slow page</h1></main>' };
  }
  if (pathname === '/broken') throw new Error('the page threw');
  if (pathname === '/blog/missing') return { status: 404, html: null };
  if (pathname.startsWith('/rates')) {
    // Words as an area's texts give them in each language (shared/src/prerender draws the real ones).
    const heading = { en: 'Interest rates', hi: 'ब्याज दरें', mr: 'व्याजदर' }[input.language];
    return { status: 200, html: '<main><h1>' + heading + '</h1><p>query "' + new URL(input.url).search + '" · render ' + calls + '</p></main>' };
  }
  if (pathname === '/blog/old-name') return { status: 301, html: null, redirect: { status: 301, location: '/blog/new-name' } };
  // An article's page names the languages it is published in (its loader read them with it: decision 052).
  if (pathname === '/blog/in-hindi') return { status: 200, html: '<h1>An article</h1>', meta: { title: 'In English and Hindi', type: 'article', languages: ['en', 'hi'] } };
  if (pathname === '/blog/with-meta') return { status: 200, html: '<h1>An article</h1>', meta: { title: 'Rates & "fees" <explained>', description: 'What a loan costs', type: 'article' } };
  return { status: 200, html: '<main><h1>Drawn on the server: ' + pathname + '</h1><p>' + input.buildInfo + ' · ' + input.apiBaseUrl + ' · render ' + calls + '</p></main>' };
};
`;

let base = '';
let close: () => void = () => undefined;
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

beforeAll(async () => {
  const store = new ReleaseStore(tempDir('prerender-site-'));
  const shellDist = tempDir('shell-');
  writeFileSync(
    path.join(shellDist, 'index.html'),
    '<html><head><title>x</title><script crossorigin defer integrity="sha384-main" src="/apps/shell/1.0.0/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(shellDist, 'site.abc.css'), 'body{margin:0}');
  writeFileSync(path.join(shellDist, 'boot-files.json'), JSON.stringify([{ file: 'site.abc.css', integrity: 'sha384-css' }]));
  await store.addVersion('shell', shellDist, '1.0.0');
  store.activate('shell', '1.0.0', 'publish');
  const remoteDist = tempDir('remote-');
  mkdirSync(path.join(remoteDist, 'server'), { recursive: true });
  writeFileSync(path.join(remoteDist, 'server/prerender.cjs'), BUNDLE);
  writeFileSync(path.join(remoteDist, 'app.json'), JSON.stringify({ federationName: 'mf_public' }));
  writeFileSync(
    path.join(remoteDist, 'routes.json'),
    JSON.stringify([
      { path: '/', access: 'public', title: 'Home' },
      { path: '/rates', access: 'public', title: 'Rates', titles: { hi: 'ब्याज दरें', mr: 'व्याजदर' } },
      { path: '/rates/:kind', access: 'public', title: 'Rates' },
      { path: '/slow', access: 'public', title: 'Slow' },
      { path: '/broken', access: 'public', title: 'Broken' },
      { path: '/blog/:slug', access: 'public', title: 'Blog' },
      { path: '/customer/profile', access: 'customer', title: 'Profile' },
    ]),
  );
  writeFileSync(path.join(remoteDist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(remoteDist, 'remoteEntry.js'), '/* entry */');
  await store.addVersion('mf-public', remoteDist, '2.0.0');
  store.activate('mf-public', '2.0.0', 'publish');
  const server = createSiteServer({ storeDir: store.dir, appConfig: { apiBaseUrl: 'http://api.test' }, prerender: { timeoutMs: 300 }, preload: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  made.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const page = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${pathname}`, { headers });
  return { status: response.status, html: await response.text(), vary: response.headers.get('vary'), language: response.headers.get('content-language') };
};
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const root = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));

describe('prerendered pages', () => {
  it('sends a public page with its HTML drawn by the live version of the area that owns it', async () => {
    const { status, html } = await page('/blog/first-post');
    expect(status).toBe(200);
    expect(root(html)).toContain('<div id="root" data-prerendered=""><main><h1>Drawn on the server: /blog/first-post</h1>');
    // The frame's build line and the API the page's data came from.
    expect(html).toContain('shell 1.0.0 · mf-public 2.0.0 · http://api.test');
  });

  it('sends a guarded page drawn as it stands for anyone, before the signed-in visitor data has loaded', async () => {
    // The server never sees the tab's tokens: the page is the area's own markup without data (a
    // dashboard's frame and headings), which the shell adopts for a signed-in visitor and replaces
    // for one its guard turns away (shell/src/bootstrap.tsx).
    const { status, html } = await page('/customer/profile');
    expect(status).toBe(200);
    expect(root(html)).toContain('<div id="root" data-prerendered=""><main><h1>Drawn on the server: /customer/profile</h1>');
    expect(html).toContain('after-first-paint');
  });

  it('links the site stylesheet in the head, so the page paints styled before any script', async () => {
    const { html } = await page('/');
    expect(html).toMatch(/<link rel="stylesheet" href="\/apps\/shell\/1\.0\.0\/site\.abc\.css" integrity="sha384-css"><\/head>/);
  });

  it('starts the shell only once the prerendered page has painted, with the same integrity and CORS mode', async () => {
    const { html } = await page('/blog/paint-first');
    expect(html).not.toContain('src="/apps/shell/1.0.0/main.js"');
    const loader = /<script defer src="(\/site\/after-first-paint\.[0-9a-f]{10}\.js)" integrity="([^"]+)" data-scripts="([^"]+)"><\/script>/.exec(html);
    expect(loader).not.toBeNull();
    const scripts = JSON.parse(loader![3]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(scripts).toEqual([{ src: '/apps/shell/1.0.0/main.js', integrity: 'sha384-main', crossOrigin: '' }]);
    // The loader itself is the site's, served under its content hash and matching its integrity.
    const response = await fetch(`${base}${loader![1]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(`sha384-${createHash('sha384').update(body).digest('base64')}`).toBe(loader![2]);
    expect(body.toString()).toContain("'first-contentful-paint'");
    // A page the browser draws itself (its render failed) has nothing to paint first: its scripts
    // start at once.
    const drawnByTheBrowser = await page('/broken');
    expect(drawnByTheBrowser.html).toContain('<script crossorigin defer integrity="sha384-main" src="/apps/shell/1.0.0/main.js"></script>');
    expect(drawnByTheBrowser.html).not.toContain('after-first-paint');
  });

  it('preloads (when turned on) only for a page the browser draws itself, never before a prerendered page has painted', async () => {
    // Decision 026 holds a prerendered page's scripts back until its first paint; a preload link
    // would fetch them (and the area's files) before it, competing with the paint.
    const prerendered = await page('/blog/no-preloads');
    expect(prerendered.html).toContain('data-prerendered=""');
    expect(prerendered.html).not.toContain('rel="preload"');
    const drawnByTheBrowser = await page('/broken');
    expect(drawnByTheBrowser.html).not.toContain('data-prerendered');
    expect(drawnByTheBrowser.html).toContain('<link rel="preload" as="style" href="/apps/shell/1.0.0/site.abc.css" integrity="sha384-css">');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const plain = await page('/blog/compressed');
    for (const encoding of ['br', 'gzip']) {
      // node:http, not fetch: fetch would decompress and hide what was sent.
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        get(`${base}/blog/compressed`, { headers: { 'accept-encoding': encoding } }, resolve).on('error', reject),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(raw.length);
      const html = (encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString();
      expect(root(html)).toBe(root(plain.html));
    }
  });

  it("writes the page's own title and tags into the head, escaped, in place of the defaults", async () => {
    const { html } = await page('/blog/with-meta');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Rates &amp; &quot;fees&quot; &lt;explained&gt; | LoanSetu</title>');
    expect(head).toContain('<meta name="description" content="What a loan costs">');
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/blog\/with-meta">/);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head.match(/<title>/g)).toHaveLength(1);
    // A page that sets none has its route's title from routes.json.
    expect(await page('/customer/profile').then(({ html: other }) => other)).toContain('<title>Profile | LoanSetu</title>');
  });

  it('keeps a rendered page a while rather than draw it again for every visitor', async () => {
    const first = await page('/');
    const second = await page('/');
    expect(root(second.html)).toBe(root(first.html));
  });

  it('answers 404 when the page says so (an unknown article), drawn by the browser', async () => {
    const { status, html } = await page('/blog/missing');
    expect(status).toBe(404);
    expect(root(html)).toBe('<div id="root"></div>');
  });

  it('serves the page without HTML when the renderer fails', async () => {
    const { status, html } = await page('/broken');
    expect(status).toBe(200);
    expect(root(html)).toBe('<div id="root"></div>');
  });

  it('does not hold a page for a slow render, and has it for the next visitor', async () => {
    const first = await page('/slow');
    expect(root(first.html)).toBe('<div id="root"></div>');
    await expect.poll(async () => root((await page('/slow')).html), { timeout: 5_000 }).toContain('<h1>Slow page</h1>');
  });

  it('does not serve the prerender bundle to browsers', async () => {
    const response = await fetch(`${base}/apps/mf-public/2.0.0/server/prerender.cjs`);
    expect(response.status).toBe(404);
  });
});

describe('prerendered in the visitor’s language (decision 051)', () => {
  it('draws the page in the language of the visitor’s cookie, names the document’s language and titles it so', async () => {
    const { html, vary, language } = await page('/rates', { cookie: 'ls_visitor=abcdefghijklmnop; lang=mr' });
    expect(html).toMatch(/^<html lang="mr">/);
    expect(language).toBe('mr');
    expect(root(html)).toContain('<h1>व्याजदर</h1>');
    expect(html).toContain('<title>व्याजदर | LoanSetu</title>');
    // Caches between keep one copy per cookie, never the Marathi page for an English visitor.
    expect(vary).toContain('Cookie');
  });

  it('draws the language the address names, over the cookie, with the parameter kept from the page’s own query', async () => {
    const { html } = await page('/rates?sort=low&lang=mr', { cookie: 'lang=hi' });
    expect(html).toMatch(/^<html lang="mr">/);
    expect(root(html)).toContain('<h1>व्याजदर</h1>');
    // The router sees the address without it, as the browser's will once it has taken it out.
    expect(root(html)).toContain('query "?sort=low"');
  });

  it('draws English for no choice, an unknown language or a cookie it does not know', async () => {
    for (const [address, cookie] of [
      ['/rates', ''],
      ['/rates?lang=fr', ''],
      ['/rates', 'lang=de'],
    ] as const) {
      const { html } = await page(address, cookie ? { cookie } : {});
      expect(html).toMatch(/^<html lang="en">/);
      expect(root(html)).toContain('<h1>Interest rates</h1>');
    }
  });

  it('never serves one language’s page for another, from either cache', async () => {
    const answers: [string, Record<string, string>, string][] = [
      ['/rates/home', {}, 'Interest rates'],
      ['/rates/home', { cookie: 'lang=hi' }, 'ब्याज दरें'],
      ['/rates/home', {}, 'Interest rates'],
      ['/rates/home?lang=mr', {}, 'व्याजदर'],
      ['/rates/home', { cookie: 'lang=mr' }, 'व्याजदर'],
      ['/rates/home', { cookie: 'lang=hi' }, 'ब्याज दरें'],
      ['/rates/home?lang=en', { cookie: 'lang=hi' }, 'Interest rates'],
    ];
    for (const [address, headers, heading] of answers) expect(root((await page(address, headers)).html)).toContain(`<h1>${heading}</h1>`);
    // `?lang=mr` and the Marathi cookie are one page, drawn once and kept.
    const byAddress = root((await page('/rates/home?lang=mr')).html);
    expect(root((await page('/rates/home', { cookie: 'lang=mr' })).html)).toBe(byAddress);
  });

  it('lists the page’s address in each language and x-default in its head, the canonical naming its own language', async () => {
    const origin = new URL(base).origin;
    const hindi = headOf((await page('/rates?lang=hi')).html);
    expect(hindi).toContain(`<link rel="canonical" href="${origin}/rates?lang=hi">`);
    expect(hindi).toContain(`<meta property="og:url" content="${origin}/rates?lang=hi">`);
    expect(hindi).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/rates">` +
        `<link rel="alternate" hreflang="hi" href="${origin}/rates?lang=hi">` +
        `<link rel="alternate" hreflang="mr" href="${origin}/rates?lang=mr">` +
        `<link rel="alternate" hreflang="x-default" href="${origin}/rates">`,
    );
    expect(headOf((await page('/rates')).html)).toContain(`<link rel="canonical" href="${origin}/rates">`);
    // Escaped like every address in the head.
    expect(headOf((await page('/rates/a&b"c')).html)).toContain(`<link rel="alternate" hreflang="mr" href="${origin}/rates/a&amp;b%22c?lang=mr">`);
    // A page that is not there has no other languages.
    expect(headOf((await page('/blog/missing')).html)).not.toContain('hreflang');
  });

  it('names only the languages an article is published in, in each of its languages’ heads', async () => {
    const origin = new URL(base).origin;
    const alternates =
      `<link rel="alternate" hreflang="en" href="${origin}/blog/in-hindi">` +
      `<link rel="alternate" hreflang="hi" href="${origin}/blog/in-hindi?lang=hi">` +
      `<link rel="alternate" hreflang="x-default" href="${origin}/blog/in-hindi">`;
    for (const address of ['/blog/in-hindi', '/blog/in-hindi?lang=hi', '/blog/in-hindi?lang=mr']) {
      const head = headOf((await page(address)).html);
      expect(head).toContain(alternates);
      expect(head).not.toContain('hreflang="mr"');
    }
    // Any other page is in all three.
    expect(headOf((await page('/blog/first-post')).html)).toContain(`<link rel="alternate" hreflang="mr" href="${origin}/blog/first-post?lang=mr">`);
  });

  it('moves a renamed article’s address in the language it named', async () => {
    const moved = (address: string) => fetch(`${base}${address}`, { redirect: 'manual' });
    expect((await moved('/blog/old-name?lang=mr')).headers.get('location')).toBe('/blog/new-name?lang=mr');
    expect((await moved('/blog/old-name')).headers.get('location')).toBe('/blog/new-name');
  });

  it('gives the browser the route titles in every language, so it names later pages as the server did', async () => {
    const release = await (await fetch(`${base}/release.json`)).json();
    expect(release.remotes['mf-public'].routes).toContainEqual({ path: '/rates', access: 'public', title: 'Rates', titles: { hi: 'ब्याज दरें', mr: 'व्याजदर' } });
  });

  it('replaces the language the shell’s HTML was written with, whatever its quotes', () => {
    expect(withDocumentLanguage('<!doctype html>\n<html lang="en-IN">\n  <head>', 'mr')).toBe('<!doctype html>\n<html lang="mr">\n  <head>');
    expect(withDocumentLanguage("<html class='x' lang='en' dir=ltr><head>", 'hi')).toBe('<html class=\'x\' dir=ltr lang="hi"><head>');
    expect(withDocumentLanguage('<html><head><meta name="lang" content="x">', 'hi')).toBe('<html lang="hi"><head><meta name="lang" content="x">');
  });
});
