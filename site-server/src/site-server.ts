// Serves the site from the release store, as production would: content-hashed, versioned files
// are immutable and served precompressed; release.json and the HTML are always revalidated, so
// moving a pointer (publish, rollback) shows on the next page load with nothing rebuilt.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router';
import { matchesEtag, negotiateEncoding, releaseReader, type ClientRelease } from './client-release';
import {
  deferScriptsUntilPainted,
  INLINE_RELEASE_ID,
  jsonForScript,
  ownerOf,
  type PaintFirstLoader,
  preloadPlanner,
  preloadTags,
  routeOf,
  shellBootPlanner,
  stylesheetTags,
} from './page-head';
import { contentVersionWatcher } from './content-version';
import { createPrerenderer } from './prerender';
import { PRERENDERED } from '@platform/shared/prerender/markers';
import { pageMetaTags, type PageMeta } from '@platform/shared/seo/page-meta';
import { originOf, pageSecurityHeaders } from './security-policy';
import { parseReleaseEvents, ReleaseReports } from './release-reports';
import type { ErrorBudget } from '@platform/release/error-budget';
import { createHash, randomBytes } from 'node:crypto';
import { routeTitle, type RemoteRelease } from '@platform/shared/routing/release-manifest';
import { languageAddress, languageFromQuery, languageOfRequest, withoutLanguageParameter, type Language } from '@platform/shared/i18n/language';
import { createPageCache, pageBody, type CachedPage } from './page-cache';
import { fetchPublishedContent, robotsTxt, sitemapEntries, sitemapXml } from './crawlers';
import { financialProductJsonLd, organizationJsonLd, type JsonLd } from '@platform/shared/seo/structured-data';
import { createPreviews, END_PREVIEW_PATH, PREVIEW_PATH, type ActivePreview } from './previews';

export interface SiteServerOptions {
  storeDir: string;
  /** Runtime config handed to the browser (API host, payment mode). */
  appConfig: Record<string, unknown>;
  log?: (line: string) => void;
  /** false in dev, where version folders are rebuilt in place. */
  immutableAssets?: boolean;
  /**
   * Behind a TLS-terminating proxy: believe its X-Forwarded-Proto (HSTS is sent only on pages
   * served over https).
   */
  trustProxy?: boolean;
  /**
   * Where the browser reports Content-Security-Policy violations; defaults to the API's
   * POST /csp-report. null sends no reports.
   */
  cspReportUrl?: string | null;
  /** The error budget that aborts canaries and rolls back new versions (release-reports.ts). */
  errorBudget?: Partial<ErrorBudget>;
  /**
   * Preload links (with integrity) for the shell's boot chunks and the owning remote's manifest,
   * remoteEntry and route-table chunk. Off by default: measured with Lighthouse's mobile
   * throttling they pushed first paint from ~1.3 s to ~3.1 s and did not bring LCP down
   * (docs/decisions/008-release-in-the-page-preloads-off.md).
   */
  preload?: boolean;
  /**
   * Public pages are sent with their HTML drawn on the server by the owning remote's prerender
   * bundle (prerender.ts), so they paint before any script has run. On by default.
   */
  prerender?: boolean | { timeoutMs?: number; ttlMs?: number };
  /**
   * How often (at most) the API is asked for the public content's version, whose change makes
   * prerendered pages be drawn afresh (content-version.ts). Default 1 s.
   */
  contentVersionMaxAgeMs?: number;
  /**
   * Pages kept in memory per (page, release view, language) (page-cache.ts). On by default; a
   * browser with a preview override never reads or fills it.
   */
  pageCache?: boolean;
  /**
   * Development overrides (`pnpm dev:area`): a signed override may point an area at a local dev
   * server. Off by default and never in production (decision 044).
   */
  developmentOverrides?: boolean;
  /**
   * The site's address as the public knows it (`https://loansetu.in`): canonical URLs, the sitemap
   * and robots.txt name it whatever Host a request came with. Default: the request's own host.
   */
  publicOrigin?: string;
}

/** The document's own language attribute, set to the language the page is drawn in. */
export function withDocumentLanguage(html: string, language: Language): string {
  return html.replace(
    /<html\b([^>]*)>/i,
    (_tag, attributes: string) => `<html${attributes.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '')} lang="${language}">`,
  );
}

/** A random id per browser: which canary it is in (sticky), and one visitor in the metrics. */
export const VISITOR_COOKIE = 'ls_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

function visitorOf(req: IncomingMessage): string | null {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && value && VISITOR_ID.test(value)) return value;
  }
  return null;
}

/** Stable per visitor and app, evenly spread over 0–99. */
export function canaryBucket(visitor: string, app: string): number {
  return createHash('sha256').update(`${visitor}:${app}`).digest().readUInt32BE(0) % 100;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Where the shell sends its release reports (same origin: the site server owns the release store). */
export const RELEASE_REPORT_PATH = '/release-report';

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS, ...headers });
  res.end(body);
}

/** The config block must not be able to close its script element. */
export function serializeConfig(config: Record<string, unknown>): string {
  return jsonForScript(config);
}

function pickEncoding(req: IncomingMessage, file: string): { file: string; encoding?: string } {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept) && existsSync(`${file}.br`)) return { file: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) return { file: `${file}.gz`, encoding: 'gzip' };
  return { file };
}

/** after-first-paint.js (beside this file), served under a name that changes with its content. */
function paintFirstLoader(): PaintFirstLoader & { body: Buffer } {
  const body = readFileSync(fileURLToPath(new URL('./after-first-paint.js', import.meta.url)));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { src: `/site/after-first-paint.${hash}.js`, integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`, body };
}

export function createSiteServer(options: SiteServerOptions): Server {
  const { storeDir, appConfig } = options;
  const apiBaseUrl = typeof appConfig.apiBaseUrl === 'string' ? appConfig.apiBaseUrl.replace(/\/$/, '') : undefined;
  const cspReportUrl = options.cspReportUrl === undefined ? (apiBaseUrl ? `${apiBaseUrl}/csp-report` : undefined) : (options.cspReportUrl ?? undefined);
  const isHttps = (req: IncomingMessage) =>
    Boolean((req.socket as { encrypted?: boolean }).encrypted) ||
    (options.trustProxy === true &&
      String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim() === 'https');
  const publicOrigin = options.publicOrigin === undefined ? null : originOf(options.publicOrigin);
  if (options.publicOrigin !== undefined && !publicOrigin)
    throw new Error(`publicOrigin "${options.publicOrigin}" is not an address such as https://loansetu.in`);
  /** The address pages name themselves by (canonical URLs, the sitemap). */
  const originOfRequest = (req: IncomingMessage) =>
    publicOrigin ?? `${isHttps(req) ? 'https' : 'http'}://${String(req.headers.host ?? 'localhost').replace(/[^\w.:[\]-]/g, '')}`;
  const appsDir = path.join(storeDir, 'apps');
  const releaseFile = path.join(storeDir, 'release.json');

  const readRelease = releaseReader(releaseFile);
  const readEncodedRelease = (visitor: string | null = null, previewed?: Record<string, RemoteRelease>) =>
    readRelease(visitor ? (app, percent) => canaryBucket(visitor, app) < percent : undefined, previewed);
  const previews = createPreviews({ storeDir, developmentOverrides: options.developmentOverrides === true, log: options.log });
  const reports = new ReleaseReports(storeDir, options.errorBudget, options.log);
  const planPreloads = preloadPlanner(appsDir);
  const planShellBoot = shellBootPlanner(appsDir);
  const prerenderer =
    options.prerender === false || !apiBaseUrl
      ? null
      : createPrerenderer({ appsDir, log: options.log, ...(typeof options.prerender === 'object' ? options.prerender : {}) });
  const paintFirst = prerenderer ? paintFirstLoader() : null;
  const contentVersion =
    prerenderer && apiBaseUrl
      ? contentVersionWatcher({
          apiBaseUrl,
          log: options.log,
          ...(options.contentVersionMaxAgeMs !== undefined ? { maxAgeMs: options.contentVersionMaxAgeMs } : {}),
        })
      : null;
  const prerenderTtl = typeof options.prerender === 'object' ? options.prerender.ttlMs : undefined;
  const pageCache = options.pageCache === false ? null : createPageCache({ ttlMs: prerenderTtl ?? 60_000 });
  const live = readEncodedRelease();
  if (prerenderer && live) prerenderer.warm(Object.entries(live.client.remotes).map(([app, remote]) => ({ app, version: remote.version })));

  /** The client view of release.json: compressed per Accept-Encoding, a strong ETag, 304 on revalidation. */
  const serveRelease = (req: IncomingMessage, res: ServerResponse) => {
    const preview = previews.active(req);
    const encoded = readEncodedRelease(visitorOf(req), preview?.remotes);
    if (!encoded) {
      send(res, 404, 'No release has been published', { 'Cache-Control': 'no-store' });
      return;
    }
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    // Each encoding is its own representation, so each has its own strong validator.
    const etag = `"${encoded.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const headers: Record<string, string> = {
      // A previewing browser's view is its own: no cache, shared or private, may keep it.
      'Cache-Control': preview || previews.carriesCookie(req) ? 'private, no-store' : 'no-cache',
      ETag: etag,
      // A canary visitor gets another view: caches must key on the visitor cookie too.
      Vary: 'Accept-Encoding, Cookie',
      'Access-Control-Allow-Origin': '*',
      ...SECURITY_HEADERS,
    };
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const body = encoded.bodies[encoding];
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(body.length),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const serveFile = (req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string>) => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const chosen = pickEncoding(req, file);
    const size = statSync(chosen.file).size;
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': String(size),
      Vary: 'Accept-Encoding',
      ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}),
      ...SECURITY_HEADERS,
      ...headers,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(chosen.file).pipe(res);
  };

  /**
   * The page's HTML for one release view: the shell's index.html with the page's meta tags, the
   * runtime config, the release's client view and, for a page its area can draw on the server,
   * the prerendered markup. The same for every visitor with the same view, so it is cached
   * (page-cache.ts) unless `cacheable` is false (a render that did not finish, a preview).
   */
  const renderPage = async (
    encoded: NonNullable<ReturnType<typeof readEncodedRelease>>,
    shellVersion: string,
    htmlFile: string,
    pathname: string,
    search: string,
    language: Language,
    origin: string,
    preview: ActivePreview | null,
    content: string,
  ): Promise<CachedPage & { cacheable: boolean; redirect?: { status: number; location: string } }> => {
    const { client } = encoded;
    // Unknown paths still get the app (it draws the not-found page) but with a 404 status, so
    // crawlers and monitors see the truth.
    const table = Object.values(client.remotes).flatMap((remote) => remote.routes.filter((r) => r.path !== '*').map((r) => ({ path: r.path })));
    let status = matchRoutes(table, pathname) ? 200 : 404;
    const owner = ownerOf(client, pathname);
    const remote = owner ? client.remotes[owner] : undefined;
    const route = owner ? routeOf(client, owner, pathname) : null;
    const shellBoot = planShellBoot(shellVersion);
    // Guarded pages too: the server never knows who is signed in (the tokens live in the tab's
    // sessionStorage), so it draws the page as it stands before its data has loaded, the same for
    // everyone (a shop's dashboard: its frame, headings and empty figure boxes), and the browser
    // fills it in. A visitor the guard turns away sees that frame until the shell sends them on.
    // A page whose loader needs a token fails to render here and is drawn by the browser.
    let prerendered: string | null = null;
    let pageMeta: PageMeta | undefined;
    // A development override's area is drawn by the browser: its server bundle is not in the store.
    const renderable = prerenderer && owner && remote && route && !(preview?.grant.kind === 'development' && preview.remotes[owner]);
    if (renderable) {
      const result = await prerenderer.render({
        app: owner,
        version: remote.version,
        url: `http://site${pathname}${search}`,
        apiBaseUrl: apiBaseUrl!,
        buildInfo: `shell ${shellVersion} · ${owner} ${remote.version}`,
        language,
        contentVersion: content,
      });
      // A renamed article's old address: moved for good (never kept as a page).
      if (result?.redirect) return { status: result.redirect.status, html: '', bodies: {}, cacheable: false, redirect: result.redirect };
      if (result?.status === 404) status = 404;
      prerendered = result?.html ?? null;
      if (prerendered !== null) pageMeta = result?.meta;
    }
    // Title, description, canonical URL and Open Graph tags in the HTML itself (crawlers and link
    // previews read no script): the route's from routes.json, a prerendered page's own if it set any.
    const meta: PageMeta = pageMeta ?? {
      ...(route?.title ? { title: routeTitle(route, language) } : {}),
      ...(route?.description ? { description: route.description } : {}),
    };
    const banner = preview ? previews.banner(preview) : null;
    // Schema.org data for search engines: who the site is (home page) and what a product page
    // offers (the route's `product` in its area's routes.json; the stored record, not the client view).
    const structuredData: JsonLd[] = [];
    if (status === 200 && pathname === '/') structuredData.push(organizationJsonLd(origin));
    const product = owner && route ? encoded.release.remotes[owner]?.routes.find((r) => r.path === route.path)?.product : undefined;
    if (status === 200 && product && route) structuredData.push(financialProductJsonLd(product, route, { origin, pathname }));
    const head =
      // Data blocks, never run (so CSP's script-src does not apply), and unable to close their element.
      structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`).join('') +
      `<script id="app-config" type="application/json">${serializeConfig(appConfig)}</script>` +
      `<script id="${INLINE_RELEASE_ID}" type="application/json">${jsonForScript(client)}</script>` +
      // The site's stylesheet from the start: prerendered HTML paints styled, and a page the
      // browser draws does not wait for the shell's scripts to ask for it.
      stylesheetTags(shellBoot) +
      (banner?.head ?? '') +
      // Preloads only for a page the browser draws itself: a prerendered page holds its scripts back
      // until it has painted (decision 026), and a preload would fetch them before the paint.
      (options.preload !== true || prerendered !== null ? '' : preloadTags([...shellBoot, ...(owner ? planPreloads(client, owner) : [])]));
    // The same page in the other languages (hreflang): only for a page that is one, not a 404. An
    // article's meta names the languages it is published in (read with the article by its loader,
    // no request more: decision 052), and only those are named; a page drawn by the browser alone
    // names all three until its own meta corrects them.
    let html = withDocumentLanguage(readFileSync(htmlFile, 'utf8'), language)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="?description"?[^>]*>/, '')
      .replace('</head>', `${pageMetaTags(meta, { origin, pathname, language }, { alternates: status === 200 })}${head}</head>`);
    // Outside the shell's root: React never owns (or removes) it.
    if (banner)
      html = html.includes('<div id="root"')
        ? html.replace('<div id="root"', `${banner.body}<div id="root"`)
        : html.replace(/<body[^>]*>/, (tag) => `${tag}${banner.body}`);
    if (prerendered !== null) {
      html = html.replace('<div id="root"></div>', `<div id="root" ${PRERENDERED}="">${prerendered}</div>`);
      // Paint the page before fetching or running the shell (decision 026).
      if (paintFirst) html = deferScriptsUntilPainted(html, paintFirst);
    }
    if (banner?.script) html = html.replace('</head>', `${banner.script}</head>`);
    // A page whose render did not finish in time is not kept: the next view gets the drawn one.
    return { status, html, bodies: {}, cacheable: !preview && (!renderable || prerendered !== null) };
  };

  const serveShellHtml = async (req: IncomingMessage, res: ServerResponse, pathname: string, search: string) => {
    const known = visitorOf(req);
    const visitor = known ?? randomBytes(16).toString('base64url');
    const preview = previews.active(req);
    // A browser with a preview cookie, even an expired or refused one, never shares cached pages.
    const privatePage = preview !== null || previews.carriesCookie(req);
    const encoded = readEncodedRelease(visitor, preview?.remotes);
    const shellVersion = encoded?.release.shell?.version;
    const htmlFile = shellVersion ? path.join(appsDir, 'shell', shellVersion, 'index.html') : null;
    if (!encoded || !shellVersion || !htmlFile || !existsSync(htmlFile)) {
      send(res, 503, 'The site has not been published yet: run `pnpm release publish --all`.', { 'Retry-After': '10' });
      return;
    }
    const origin = originOfRequest(req);
    // The language the page is drawn in (decision 051): the address's `?lang=`, else the visitor's
    // cookie, else English, by the rule the browser boots by, so hydration redraws nothing. The
    // parameter is not part of the page the router sees (the browser takes it out of the address),
    // so `/x?lang=hi` and `/x` with the Hindi cookie are one page, kept once.
    const language = languageOfRequest({ search, cookies: req.headers.cookie });
    const pageSearch = withoutLanguageParameter(search);
    // The content's version is in the key: a publish on the content desk draws pages afresh.
    const content = (await contentVersion?.current()) ?? '';
    const key = { url: `${pathname}${pageSearch}`, release: encoded.hash, language, origin, content };
    let page: CachedPage | undefined = pageCache && !privatePage ? pageCache.get(key) : undefined;
    if (!page) {
      const rendered = await renderPage(encoded, shellVersion, htmlFile, pathname, pageSearch, language, origin, preview, content);
      if (rendered.redirect) {
        // A renamed article's old address: moved for good, for browsers and crawlers alike; an
        // address that named its language moves to the new one in the same language.
        const named = languageFromQuery(search);
        const location = named ? languageAddress(rendered.redirect.location, named) : rendered.redirect.location;
        res.writeHead(rendered.redirect.status, { Location: location, 'Cache-Control': 'no-cache', ...SECURITY_HEADERS });
        res.end();
        return;
      }
      if (pageCache && !privatePage && rendered.cacheable) pageCache.set(key, rendered);
      page = rendered;
    }
    // Compressed: with the release's client view in it the page is ~30 KB, a fifth of a second on
    // a slow phone's link before anything can paint. Once per cached page and encoding.
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const body = pageBody(page, encoding);
    res.writeHead(page.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      'Content-Language': language,
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      // A previewed page is for this browser alone: no shared or private cache may keep it, and a
      // cache that stores the live page keys it on the cookie, so it is never served the preview.
      'Cache-Control': privatePage ? 'private, no-store' : 'no-cache',
      Vary: 'Cookie, Accept-Encoding',
      ...(known ? {} : { 'Set-Cookie': `${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${isHttps(req) ? '; Secure' : ''}` }),
      ...SECURITY_HEADERS,
      ...pageSecurityHeaders({ apiBaseUrl, reportUrl: cspReportUrl, https: isHttps(req), developmentOrigins: previews.developmentOrigins(preview) }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  // The sitemap follows the live catalogue and the published content: kept per (release, content
  // version, origin) as long as a page is, so a publish reaches it within a second or so.
  const sitemapContent =
    contentVersion ??
    (apiBaseUrl
      ? contentVersionWatcher({
          apiBaseUrl,
          log: options.log,
          ...(options.contentVersionMaxAgeMs !== undefined ? { maxAgeMs: options.contentVersionMaxAgeMs } : {}),
        })
      : null);
  const sitemapTtl = prerenderTtl ?? 60_000;
  type Sitemap = { key: string; at: number; etag: string; page: CachedPage };
  let sitemap: Sitemap | null = null;
  // Crawlers that ask at once share one build (it reads every page of the API's lists).
  const sitemapBuilds = new Map<string, Promise<Sitemap>>();
  const buildSitemap = async (key: string, origin: string, client: ClientRelease): Promise<Sitemap> => {
    let content = null;
    if (apiBaseUrl)
      try {
        content = await fetchPublishedContent(apiBaseUrl);
      } catch (error) {
        // The pages of the catalogue still go out; the articles are listed once the API answers.
        options.log?.(`sitemap without the published content: ${String(error)}`);
      }
    const xml = sitemapXml(origin, sitemapEntries(client, content, apiBaseUrl));
    const made = {
      key,
      at: Date.now(),
      etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`,
      page: { status: 200, html: xml, bodies: {} },
    };
    // One without the content is not kept: the next request tries the API again.
    if (content || !apiBaseUrl) sitemap = made;
    return made;
  };
  const serveSitemap = async (req: IncomingMessage, res: ServerResponse) => {
    const encoded = readEncodedRelease();
    if (!encoded) {
      send(res, 404, 'No release has been published', { 'Cache-Control': 'no-store' });
      return;
    }
    const origin = originOfRequest(req);
    const key = [encoded.hash, (await sitemapContent?.current()) ?? '', origin].join('\u0000');
    let current = sitemap;
    if (!current || current.key !== key || Date.now() - current.at >= sitemapTtl) {
      let build = sitemapBuilds.get(key);
      if (!build) {
        build = buildSitemap(key, origin, encoded.client).finally(() => sitemapBuilds.delete(key));
        sitemapBuilds.set(key, build);
      }
      current = await build;
    }
    serveXml(req, res, current.etag, current.page);
  };
  const serveXml = (req: IncomingMessage, res: ServerResponse, etag: string, page: CachedPage) => {
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const tag = `${etag.slice(0, -1)}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const headers = { 'Cache-Control': 'no-cache', ETag: tag, Vary: 'Accept-Encoding', ...SECURITY_HEADERS };
    if (matchesEtag(req.headers['if-none-match'], tag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const body = pageBody(page, encoding);
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Length': String(body.length),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** The shell's beacons: page views and area failures per version (release-reports.ts). */
  const receiveReport = (req: IncomingMessage, res: ServerResponse) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 8192) chunks.push(chunk);
    });
    req.on('end', () => {
      const visitor = visitorOf(req);
      // A previewing browser is a team at work, not a visitor: nothing it reports counts towards
      // any version's views or error budget, the live versions' included (decision 044).
      if (visitor && size <= 8192 && !previews.carriesCookie(req)) {
        let body: unknown = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // a malformed report is dropped, never an error page
        }
        reports.record(visitor, req.socket.remoteAddress ?? 'unknown', parseReleaseEvents(body));
      }
      res.writeHead(204, { 'Cache-Control': 'no-store', ...SECURITY_HEADERS });
      res.end();
    });
  };

  const server = createServer((req, res) => {
    const started = Date.now();
    res.on('finish', () => options.log?.(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
      res.end();
      return;
    }
    if (req.method === 'POST' && req.url === RELEASE_REPORT_PATH) {
      receiveReport(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    let pathname: string;
    let search: string;
    try {
      const url = new URL(req.url ?? '/', 'http://site');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      send(res, 400, 'Bad request');
      return;
    }
    if (pathname === '/healthz') {
      send(res, 200, 'ok', { 'Cache-Control': 'no-store' });
      return;
    }
    if (pathname === '/release.json') {
      serveRelease(req, res);
      return;
    }
    if (pathname === PREVIEW_PATH || pathname === END_PREVIEW_PATH) {
      const url = new URL(req.url ?? '/', 'http://site');
      const headers = { ...SECURITY_HEADERS, ...pageSecurityHeaders({ apiBaseUrl, reportUrl: cspReportUrl, https: isHttps(req) }) };
      if (pathname === PREVIEW_PATH) previews.open(req, res, url, headers, isHttps(req));
      else previews.end(req, res, url, headers, isHttps(req));
      return;
    }
    if (pathname === previews.bannerCssPath) {
      previews.serveBannerCss(req, res);
      return;
    }
    if (previews.devReloadPath && pathname === previews.devReloadPath) {
      previews.serveDevReload(req, res);
      return;
    }
    if (paintFirst && pathname === paintFirst.src) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': String(paintFirst.body.length),
        // Its name carries its content hash.
        'Cache-Control': 'public, max-age=31536000, immutable',
        ...SECURITY_HEADERS,
      });
      res.end(req.method === 'HEAD' ? undefined : paintFirst.body);
      return;
    }
    if (pathname.startsWith('/apps/')) {
      const file = path.resolve(appsDir, `.${pathname.slice('/apps'.length)}`);
      const insideStore = file.startsWith(appsDir + path.sep);
      // apps/<app>/<version>/server/: the prerender bundle runs here, it is not a browser file.
      const serverOnly = path.relative(appsDir, file).split(path.sep)[2] === 'server';
      if (!insideStore || serverOnly || path.basename(file).startsWith('.') || !existsSync(file) || !statSync(file).isFile()) {
        send(res, 404, 'Not found', { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
        return;
      }
      // A version folder never changes once published. Remotes may be fetched from another
      // origin (a CDN), so their files carry CORS headers; SRI needs them too.
      const cacheControl = options.immutableAssets === false ? 'no-cache' : 'public, max-age=31536000, immutable';
      serveFile(req, res, file, { 'Cache-Control': cacheControl, 'Access-Control-Allow-Origin': '*' });
      return;
    }
    if (pathname === '/robots.txt') {
      send(res, 200, req.method === 'HEAD' ? '' : robotsTxt(originOfRequest(req), apiBaseUrl), { 'Cache-Control': 'no-cache' });
      return;
    }
    if (pathname === '/sitemap.xml') {
      serveSitemap(req, res).catch((error: unknown) => {
        options.log?.(`sitemap failed: ${String(error)}`);
        if (!res.headersSent) send(res, 500, 'The sitemap could not be served');
      });
      return;
    }
    if (path.extname(pathname) && pathname !== '/') {
      // A missing asset outside the store (favicon): a plain 404, not the app.
      send(res, 404, 'Not found', { 'Cache-Control': 'no-cache' });
      return;
    }
    serveShellHtml(req, res, pathname, search).catch((error: unknown) => {
      options.log?.(`page ${pathname} failed: ${String(error)}`);
      if (!res.headersSent) send(res, 500, 'The page could not be served');
    });
  });
  server.on('close', () => {
    reports.flush();
    void prerenderer?.close();
  });
  return server;
}
