// What search engines get from the site server: robots.txt, a sitemap made from the live route
// catalogue and the API's published content, and schema.org JSON-LD in the page's head.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseStore } from '@platform/release/store';
import { deferScriptsUntilPainted } from './page-head';
import { contentSecurityPolicy } from './security-policy';
import { createSiteServer } from './site-server';

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

/** An article as the API lists it; `languages`, those it is published in, are answered only to a list asked for with `lang`. */
const article = (kind: string, slug: string, publishedAt: string, product: string | null = null, languages = ['en']) => ({
  languages,
  id: slug,
  slug,
  kind,
  product,
  title: slug,
  excerpt: '',
  author: 'Newsroom',
  category: 'General',
  coverImage: null,
  publishedAt,
  readingMinutes: 1,
});

/** The API's public content: two pages of blog posts (the sitemap must read past the first). */
const api = {
  version: 'v1',
  up: true,
  guideLists: 0,
  blog: [
    article('blog', 'gst-registration-for-small-shops', '2025-11-29T03:30:00.000Z', null, ['en', 'hi']),
    article('blog', 'tom&jerry<script>', '2025-10-01T03:30:00.000Z', null, ['en', 'hi', 'mr']),
  ],
  news: [article('news', 'credit-camp-at-pune-partner-shops', '2025-12-05T03:30:00.000Z')],
  guides: [
    article('guide', 'personal-loan-guide', '2025-11-01T03:30:00.000Z', 'pl', ['en', 'hi', 'mr']),
    article('guide', 'home-loan-guide', '2025-11-02T03:30:00.000Z', 'hl', ['en', 'mr']),
    // A product with no guide page in the catalogue: no address to list.
    article('guide', 'orphan-guide', '2025-11-03T03:30:00.000Z', 'zz'),
  ],
  jobs: [
    { id: 'loan-advisor-pune', title: 'Loan advisor', city: 'Pune', type: 'Full time', department: 'Sales', summary: '', postedAt: '2025-12-15T03:30:00.000Z' },
  ],
};

const HOSTILE = 'Card</script><script>alert(1)</script><!--';

let base = '';
let apiBaseUrl = '';

beforeAll(async () => {
  apiBaseUrl = await listen(
    createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://api');
      const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!api.up) return void res.writeHead(503).end();
      // As the API answers (decision 052): with no `lang`, the English as before, no language fields.
      const named = ['en', 'hi', 'mr'].includes(url.searchParams.get('lang') ?? '');
      const listed = (articles: ReturnType<typeof article>[]) =>
        articles.map(({ languages, ...rest }) => (named ? { ...rest, language: 'en', languages } : rest));
      if (url.pathname === '/api/content/version') return json({ success: true, message: 'Content version', data: { version: api.version } });
      if (url.pathname === '/api/blogs' || url.pathname === '/api/news') {
        const all = url.pathname === '/api/blogs' ? api.blog : api.news;
        // One a page, so that every page must be read.
        const page = Number(url.searchParams.get('page') ?? 1);
        return json({
          success: true,
          message: 'ok',
          data: listed(all.slice(page - 1, page)),
          page,
          pageSize: 1,
          total: all.length,
          pages: all.length,
          categories: [],
        });
      }
      if (url.pathname === '/api/guides') api.guideLists += 1;
      if (url.pathname === '/api/guides') return json({ success: true, message: 'ok', data: listed(api.guides) });
      if (url.pathname === '/api/jobs') return json({ success: true, message: 'ok', data: api.jobs, cities: ['Pune'], types: ['Full time'] });
      res.writeHead(404).end();
    }),
  );
  const store = new ReleaseStore(tempDir('crawlers-site-'));
  const shellDist = tempDir('shell-');
  writeFileSync(path.join(shellDist, 'index.html'), '<html><head><title>x</title></head><body><div id="root"></div></body></html>');
  await store.addVersion('shell', shellDist, '1.0.0');
  store.activate('shell', '1.0.0', 'publish');
  const areas: Record<string, unknown[]> = {
    'mf-public': [
      { path: '/', access: 'public', title: 'Home' },
      { path: '/about-us', access: 'public', title: 'About us' },
      { path: '/blog', access: 'public', title: 'Blog' },
      { path: '/blog/:slug', access: 'public', title: 'Blog' },
      { path: '/news-event/:slug', access: 'public', title: 'News and events' },
      { path: '/jobs/:id', access: 'public', title: 'Job' },
      { path: '/apply/:jobId', access: 'public', title: 'Apply for a job' },
      { path: '/banker-profile/:id', access: 'public', title: 'Banker profile' },
      { path: '/login', access: 'public', title: 'Partner login' },
      { path: '/verify', access: 'public', title: 'Verify your mobile number' },
      { path: '/thank-you', access: 'public', title: 'Thank you' },
      { path: '*', access: 'public', title: 'Page not found' },
    ],
    'mf-b2c': [
      {
        path: '/home-loan',
        access: 'public',
        title: 'Home loans: rates, EMI and eligibility',
        description: 'Home loans for buying a home.',
        product: { kind: 'loan', name: 'Home loan' },
      },
      { path: '/b2c/credit-card-landing', access: 'public', title: HOSTILE, description: `Cards & more ${HOSTILE}`, product: { kind: 'credit-card' } },
      { path: '/b2c/motor-insurance-landing', access: 'public', title: 'Motor insurance', product: { kind: 'insurance' } },
      { path: '/b2c/web-development-landing', access: 'public', title: 'Website development' },
      { path: '/read-more/pl/:id', access: 'public', title: 'Personal loan guide' },
      { path: '/hl/:id', access: 'public', title: 'Home loan guide' },
    ],
    'mf-customer': [
      { path: '/customer/login', access: 'public', title: 'Customer login' },
      { path: '/customer/profile', access: 'customer', title: 'My profile' },
    ],
    'mf-vendor': [
      { path: '/vender/home', access: 'public', title: 'Partner home' },
      { path: '/vender/vendor-profile', access: 'vendor', title: 'Shop profile' },
    ],
    'mf-ops': [{ path: '/ops/login', access: 'public', title: 'Operations console sign-in' }],
    'mf-telecaller': [{ path: '/telecaller-profile', access: 'telecaller', title: 'Telecaller profile' }],
  };
  for (const [app, routes] of Object.entries(areas)) {
    const dist = tempDir(`${app}-`);
    writeFileSync(path.join(dist, 'app.json'), JSON.stringify({ federationName: app.replace('-', '_') }));
    writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(routes));
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(dist, 'remoteEntry.js'), '/* entry */');
    await store.addVersion(app, dist, '1.0.0');
    store.activate(app, '1.0.0', 'publish');
  }
  base = await listen(createSiteServer({ storeDir: store.dir, appConfig: { apiBaseUrl }, prerender: false, contentVersionMaxAgeMs: 0 }));
});
afterAll(() => {
  servers.forEach((server) => server.close());
  made.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** fetch() sends its own Host header: a plain request names another. */
const withHost = (url: string, host: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    get(url, { headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    }).on('error', reject);
  });

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe('robots.txt', () => {
  it('keeps crawlers out of the signed-in areas and the site server’s own paths, and names the sitemap by an absolute URL', async () => {
    const response = await withHost(`${base}/robots.txt`, 'loansetu.example');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/customer', '/vender', '/telecaller', '/ops', '/logistics', '/banker-profile/', '/release.json', '/_preview'])
      expect(lines).toContain(`Disallow: ${prefix}`);
    // The public site and its scripts (a crawler renders pages with them) stay open.
    expect(lines).toContain('Allow: /');
    expect(lines.filter((line) => line.startsWith('Disallow: /apps') || line === 'Disallow: /')).toEqual([]);
    expect(lines).toContain('Sitemap: http://loansetu.example/sitemap.xml');
  });

  it('names the configured public address whatever host the request came with', async () => {
    const server = createSiteServer({ storeDir: tempDir('empty-store-'), appConfig: {}, publicOrigin: 'https://loansetu.in/' });
    const other = await listen(server);
    const { text } = await withHost(`${other}/robots.txt`, 'evil.example');
    expect(text).toContain('Sitemap: https://loansetu.in/sitemap.xml');
    expect(text).not.toContain('evil.example');
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages of the catalogue and every published article and open role, with the date it was published', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const locs = locsOf(xml);
    const origin = new URL(base).origin;
    for (const page of ['/', '/about-us', '/blog', '/login', '/home-loan', '/b2c/credit-card-landing', '/b2c/web-development-landing'])
      expect(locs).toContain(`${origin}${page}`);
    // Both pages of the blog list, the news, the guides at their product's address, the open role.
    for (const page of [
      '/blog/gst-registration-for-small-shops',
      '/blog/tom%26jerry%3Cscript%3E',
      '/news-event/credit-camp-at-pune-partner-shops',
      '/read-more/pl/personal-loan-guide',
      '/hl/home-loan-guide',
      '/jobs/loan-advisor-pune',
    ])
      expect(locs).toContain(`${origin}${page}`);
    expect(xml).toContain(`<url><loc>${origin}/blog/gst-registration-for-small-shops</loc><lastmod>2025-11-29</lastmod><xhtml:link`);
    expect(xml).toContain(`<url><loc>${origin}/jobs/loan-advisor-pune?lang=mr</loc><lastmod>2025-12-15</lastmod><xhtml:link`);
    // A page of the catalogue has no date anyone knows: none is made up.
    expect(xml).toContain(`<url><loc>${origin}/about-us</loc><xhtml:link`);
  });

  it('leaves out signed-in areas, parametrised patterns, flow steps and content with no page', async () => {
    const locs = locsOf(await (await fetch(`${base}/sitemap.xml`)).text()).map((loc) => new URL(loc).pathname);
    expect(locs.filter((page) => /^\/(customer|vender|telecaller|ops|banker-profile)/.test(page))).toEqual([]);
    expect(locs.filter((page) => page.includes(':') || page.includes('*'))).toEqual([]);
    for (const page of ['/verify', '/thank-you', '/apply/loan-advisor-pune']) expect(locs).not.toContain(page);
    expect(locs.some((page) => page.includes('orphan-guide'))).toBe(false);
  });

  it('lists each page in English, Hindi and Marathi, each naming all three and the plain address as x-default', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const origin = new URL(base).origin;
    const locs = locsOf(xml);
    expect(locs.length).toBe(new Set(locs).size);
    for (const address of ['/about-us', '/about-us?lang=hi', '/about-us?lang=mr']) expect(locs).toContain(`${origin}${address}`);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}/about-us"/>` +
      `<xhtml:link rel="alternate" hreflang="hi" href="${origin}/about-us?lang=hi"/>` +
      `<xhtml:link rel="alternate" hreflang="mr" href="${origin}/about-us?lang=mr"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about-us"/>`;
    for (const address of ['/about-us', '/about-us?lang=hi', '/about-us?lang=mr'])
      expect(xml).toContain(`<url><loc>${origin}${address}</loc>${alternates}</url>`);
    expect(locs.filter((loc) => new URL(loc).pathname === '/about-us')).toHaveLength(3);
  });

  it('lists an article only in the languages it is published in, each address naming those and x-default', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const origin = new URL(base).origin;
    const addressesOf = (pathname: string) => locsOf(xml).filter((loc) => new URL(loc).pathname === pathname);
    const post = '/blog/gst-registration-for-small-shops';
    expect(addressesOf(post)).toEqual([`${origin}${post}`, `${origin}${post}?lang=hi`]);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}${post}"/>` +
      `<xhtml:link rel="alternate" hreflang="hi" href="${origin}${post}?lang=hi"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${post}"/>`;
    for (const address of [post, `${post}?lang=hi`])
      expect(xml).toContain(`<url><loc>${origin}${address}</loc><lastmod>2025-11-29</lastmod>${alternates}</url>`);
    expect(xml).not.toContain(`${post}?lang=mr`);
    // English only: its one address; a guide in English and Marathi; one in all three.
    const news = '/news-event/credit-camp-at-pune-partner-shops';
    expect(addressesOf(news)).toEqual([`${origin}${news}`]);
    expect(xml).toContain(
      `<url><loc>${origin}${news}</loc><lastmod>2025-12-05</lastmod><xhtml:link rel="alternate" hreflang="en" href="${origin}${news}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${news}"/></url>`,
    );
    expect(addressesOf('/hl/home-loan-guide')).toEqual([`${origin}/hl/home-loan-guide`, `${origin}/hl/home-loan-guide?lang=mr`]);
    expect(addressesOf('/read-more/pl/personal-loan-guide')).toHaveLength(3);
    // The catalogue's pages and the open roles are in all three.
    expect(addressesOf('/jobs/loan-advisor-pune')).toHaveLength(3);
  });

  it('escapes what it lists, so a slug cannot break the XML', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    // encodeURIComponent makes the slug a path segment; & and < never appear raw in an element.
    expect(xml).toContain('/blog/tom%26jerry%3Cscript%3E</loc>');
    expect(xml).toContain('href="' + new URL(base).origin + '/blog/tom%26jerry%3Cscript%3E?lang=hi"/>');
    expect(xml.replace(/^<\?xml[^>]*\?>\n/, '')).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)|<(?!\/?(urlset|url|loc|lastmod|xhtml:link)\b)/);
  });

  it('escapes the address itself, as XML asks', async () => {
    const { sitemapXml } = await import('./crawlers');
    const xml = sitemapXml('https://loansetu.in', [{ path: "/a?b=1&c='2'" }]);
    expect(xml).toContain('<loc>https://loansetu.in/a?b=1&amp;c=%272%27</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="mr" href="https://loansetu.in/a?b=1&amp;c=%272%27&amp;lang=mr"/>');
  });

  it('follows a publish on the content desk, and answers a revalidation with 304', async () => {
    const first = await fetch(`${base}/sitemap.xml`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${base}/sitemap.xml`, { headers: { 'if-none-match': etag, 'accept-encoding': 'identity' } });
    expect(again.status).toBe(304);
    api.news.push(article('news', 'new-branch-in-nashik', '2026-01-10T03:30:00.000Z'));
    api.version = 'v2';
    const fresh = await fetch(`${base}/sitemap.xml`, { headers: { 'if-none-match': etag, 'accept-encoding': 'identity' } });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('/news-event/new-branch-in-nashik</loc><lastmod>2026-01-10</lastmod>');
  });

  it('reads the API once for crawlers that ask at the same time', async () => {
    api.version = 'v2.1';
    const before = api.guideLists;
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${base}/sitemap.xml`).then((response) => response.text())));
    expect(new Set(answers).size).toBe(1);
    expect(api.guideLists - before).toBe(1);
  });

  it('still lists the catalogue’s pages when the API does not answer', async () => {
    api.up = false;
    api.version = 'v3';
    try {
      const response = await fetch(`${base}/sitemap.xml`);
      expect(response.status).toBe(200);
      const locs = locsOf(await response.text());
      expect(locs).toContain(`${new URL(base).origin}/about-us`);
    } finally {
      api.up = true;
    }
  });
});

describe('JSON-LD in the page head', () => {
  const page = async (pathname: string) => (await fetch(`${base}${pathname}`)).text();

  it('describes the organisation on the home page with the contact the site shows', async () => {
    const data = jsonLdOf(await page('/'));
    expect(data).toHaveLength(1);
    const organization = data[0]!;
    expect(organization['@context']).toBe('https://schema.org');
    expect(organization['@type']).toBe('Organization');
    expect(organization.name).toBe('LoanSetu');
    expect(organization.url).toBe(`${new URL(base).origin}/`);
    expect(organization.contactPoint).toContainEqual(expect.objectContaining({ telephone: '1800-120-4455', email: 'support@loansetu.in' }));
    expect(organization).not.toHaveProperty('logo');
    expect(jsonLdOf(await page('/about-us'))).toEqual([]);
  });

  it('describes a loan, a card and an insurance page as the financial product each is', async () => {
    const [loan] = jsonLdOf(await page('/home-loan'));
    expect(loan).toMatchObject({
      '@type': 'LoanOrCredit',
      name: 'Home loan',
      description: 'Home loans for buying a home.',
      url: `${new URL(base).origin}/home-loan`,
    });
    expect(loan).not.toHaveProperty('interestRate');
    expect(jsonLdOf(await page('/b2c/credit-card-landing'))[0]?.['@type']).toBe('CreditCard');
    expect(jsonLdOf(await page('/b2c/motor-insurance-landing'))[0]?.['@type']).toBe('FinancialProduct');
    // A page that is not a financial product, and a page nobody has: nothing.
    expect(jsonLdOf(await page('/b2c/web-development-landing'))).toEqual([]);
    expect(jsonLdOf(await page('/no/such/page'))).toEqual([]);
  });

  it('cannot be closed by the words in it', async () => {
    const html = await page('/b2c/credit-card-landing');
    expect(html).not.toContain('<script>alert(1)');
    const [card] = jsonLdOf(html);
    expect(card?.name).toBe(HOSTILE);
    expect(card?.description).toBe(`Cards & more ${HOSTILE}`);
  });

  it('is a data block the Content-Security-Policy has no say over, and the policy is still strict', async () => {
    const response = await fetch(`${base}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toBe(contentSecurityPolicy({ apiBaseUrl, reportUrl: `${apiBaseUrl}/csp-report` }));
    expect(policy).not.toContain("'unsafe-inline'");
    expect(await response.text()).toContain('<script type="application/ld+json">');
  });

  it('stays in a prerendered page, whose scripts are held back until it has painted', async () => {
    const html = await page('/');
    const painted = deferScriptsUntilPainted(`${html.replace('</head>', '<script src="/apps/shell/1.0.0/main.js"></script></head>')}`, {
      src: '/site/after-first-paint.js',
      integrity: 'sha384-x',
    });
    expect(painted).not.toContain('src="/apps/shell/1.0.0/main.js"');
    expect(jsonLdOf(painted)).toEqual(jsonLdOf(html));
  });
});
