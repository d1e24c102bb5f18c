// What the site tells search engines: /robots.txt (which paths to leave alone and where the
// sitemap is) and /sitemap.xml (the pages worth indexing). Both come from data the site server
// already has: the live release's route catalogue (the areas' routes.json) and the public content
// the API serves (blog, news, product guides, open roles), so a publish on the content desk or a
// new area version reaches them with nothing rebuilt.
//
// Each page is also addressable in Hindi and Marathi (`?lang=hi`, `?lang=mr`: decision 051), drawn
// in that language on the server, so the sitemap names each language's address and, beside each,
// all of them as hreflang alternates, the plain (English) address as x-default. An article is
// named only in the languages it is published in (English always: decision 052); its other
// addresses show the English in a translated frame, not a version to send a searcher to.
import { isLanguage, languageAddress, type Language } from '@platform/shared/i18n/language';
import { languageAlternates, pageLanguages } from '@platform/shared/seo/page-meta';
import { listBlogPosts, listGuides, listJobs, listNews, MAX_PAGE_SIZE, type ResponseOf } from '@platform/shared/contracts';
import type { ClientRelease } from './client-release';

/**
 * Paths of the signed-in areas (robots.txt prefixes, so `/telecaller` covers `/telecaller-profile`).
 * Some of their pages are open to anyone (a log-in, the console's sign-in), but none is a page a
 * search result should lead to: they are closed to crawlers and left out of the sitemap.
 */
export const SIGNED_IN_PATHS = ['/customer', '/vender', '/telecaller', '/ops', '/logistics', '/banker-profile/'] as const;

/**
 * The site server's own addresses that are not pages: the release view, previews (and the
 * development overrides' files), the beacon endpoint.
 */
export const SITE_SERVER_PATHS = ['/release.json', '/release-report', '/_preview', '/site/'] as const;

/**
 * Public pages that are a step inside a flow (an OTP check, a thank-you, an order summary, a reset
 * link's page): open to anyone, but they make sense only mid-way, so the sitemap leaves them out.
 */
export const FLOW_STEPS: ReadonlySet<string> = new Set([
  '/b2c/verfiyotp',
  '/b2c/thankyou',
  '/verify',
  '/career-remote-otp-verification',
  '/forgetpassword',
  '/resetpassword',
  '/order-summary',
  '/place-order-summary',
  '/thank-you',
  '/thank-you-wfh',
]);

/** The disallowed prefixes, with the API's path when it is served under the site's own origin. */
export function disallowedPaths(apiBaseUrl?: string): string[] {
  const apiPath = apiBaseUrl?.startsWith('/') ? `${apiBaseUrl.replace(/\/$/, '')}/` : null;
  return [...SIGNED_IN_PATHS, ...SITE_SERVER_PATHS, ...(apiPath ? [apiPath] : [])];
}

const isDisallowed = (pathname: string, disallowed: readonly string[]) => disallowed.some((prefix) => pathname.startsWith(prefix));

export function robotsTxt(origin: string, apiBaseUrl?: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowedPaths(apiBaseUrl).map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

export interface SitemapEntry {
  /** Path of the page on the site. */
  path: string;
  /** When the page's content was published (YYYY-MM-DD), when that is known. */
  lastmod?: string;
  /** The languages the page is in, when not all three (an article's published ones). */
  languages?: readonly Language[];
}

/**
 * Public content, as the API lists it: one entry per published article (with the languages it is
 * published in, when the API said) or open role.
 */
export interface PublishedContent {
  articles: { kind: 'blog' | 'news' | 'guide'; slug: string; product: string | null; publishedAt: string; languages?: Language[] }[];
  jobs: { id: string; postedAt: string }[];
}

/** Where each kind of content is shown: the catalogue's pattern (expanded only if it is live and public). */
const CONTENT_PATTERNS = { blog: '/blog/:slug', news: '/news-event/:slug', job: '/jobs/:id' } as const;
/** A product's guides live at `/read-more/<product>/:id`, or at `/<product>/:id` (`/hl/…`, `/lap/…`). */
const guidePatterns = (product: string) => [`/read-more/${product}/:id`, `/${product}/:id`];

const day = (iso: string): string | undefined => (/^\d{4}-\d{2}-\d{2}/.test(iso) && !Number.isNaN(Date.parse(iso)) ? iso.slice(0, 10) : undefined);

/** A path segment from content (a slug, a job's id), kept to what a URL path may hold as it is. */
const segment = (value: string) => encodeURIComponent(value);

/**
 * The indexable pages: every public route of the live catalogue without parameters, outside the
 * signed-in areas and flow steps; and every published article and open role at its page's
 * address, when the catalogue has that page.
 */
export function sitemapEntries(release: ClientRelease, content: PublishedContent | null, apiBaseUrl?: string): SitemapEntry[] {
  const disallowed = disallowedPaths(apiBaseUrl);
  const publicPatterns = new Set(
    Object.values(release.remotes).flatMap((remote) => remote.routes.filter((route) => route.access === 'public').map((route) => route.path)),
  );
  const entries = new Map<string, SitemapEntry>();
  const add = (entry: SitemapEntry) => {
    if (!isDisallowed(entry.path, disallowed) && !entries.has(entry.path)) entries.set(entry.path, entry);
  };
  for (const pattern of [...publicPatterns].sort()) {
    if (pattern.includes(':') || pattern.includes('*') || FLOW_STEPS.has(pattern)) continue;
    add({ path: pattern });
  }
  const live = (pattern: string) => (publicPatterns.has(pattern) ? pattern : null);
  for (const article of content?.articles ?? []) {
    const pattern =
      article.kind === 'guide' ? (article.product ? (guidePatterns(article.product).find(live) ?? null) : null) : live(CONTENT_PATTERNS[article.kind]);
    if (!pattern) continue;
    const lastmod = day(article.publishedAt);
    add({
      path: pattern.replace(/:[A-Za-z]+$/, segment(article.slug)),
      ...(lastmod ? { lastmod } : {}),
      ...(article.languages ? { languages: article.languages } : {}),
    });
  }
  const jobPattern = live(CONTENT_PATTERNS.job);
  if (jobPattern)
    for (const job of content?.jobs ?? []) {
      const lastmod = day(job.postedAt);
      add({ path: jobPattern.replace(':id', segment(job.id)), ...(lastmod ? { lastmod } : {}) });
    }
  return [...entries.values()];
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * One <url> per page and language it is in, each listing every one of those languages' addresses
 * (itself included) as search engines ask of hreflang in a sitemap.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    const alternates = languageAlternates(entry.path, origin, entry.languages)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('');
    return pageLanguages(entry.languages).map(
      (language) => `<url><loc>${escapeXml(new URL(languageAddress(entry.path, language), origin).href)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The most pages of one list read for the sitemap (24 a page: far more articles than the desk writes). */
const MAX_LIST_PAGES = 200;

async function getJson<T>(url: string, timeoutMs: number): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: status ${response.status}`);
  return (await response.json()) as T;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The languages an article is published in, as the API names them; undefined when it names none (an API before decision 052). */
const languagesOf = (value: unknown): Language[] | undefined => (Array.isArray(value) ? value.filter(isLanguage) : undefined);

/**
 * Everything published, from the API's public endpoints (the same the pages read): the blog and
 * news lists page by page, the guides and open roles whole. The article lists are asked for in
 * English by name (`lang=en`), so each article says which languages it is published in
 * (decision 052). Throws when the API does not answer.
 */
export async function fetchPublishedContent(apiBaseUrl: string, timeoutMs = 2_000): Promise<PublishedContent> {
  const base = apiBaseUrl.replace(/\/$/, '');
  const pagedList = async (path: string) => {
    const found: ResponseOf<typeof listBlogPosts>['data'] = [];
    for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
      const body = await getJson<ResponseOf<typeof listBlogPosts>>(`${base}${path}?page=${page}&pageSize=${MAX_PAGE_SIZE}&lang=en`, timeoutMs);
      found.push(...(body.data ?? []));
      if (page >= (body.pages ?? 0)) break;
    }
    return found;
  };
  const [blog, news, guides, jobs] = await Promise.all([
    pagedList(listBlogPosts.path),
    pagedList(listNews.path),
    getJson<ResponseOf<typeof listGuides>>(`${base}${listGuides.path}?lang=en`, timeoutMs),
    getJson<ResponseOf<typeof listJobs>>(`${base}${listJobs.path}`, timeoutMs),
  ]);
  return {
    articles: [...blog, ...news, ...(guides.data ?? [])]
      .filter((article) => isText(article.slug) && isText(article.publishedAt))
      .map(({ kind, slug, product, publishedAt, languages }) => {
        const published = languagesOf(languages);
        return { kind, slug, product: product ?? null, publishedAt, ...(published ? { languages: published } : {}) };
      }),
    jobs: (jobs.data ?? []).filter((job) => isText(job.id) && isText(job.postedAt)).map(({ id, postedAt }) => ({ id, postedAt })),
  };
}
