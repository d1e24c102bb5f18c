// Title, description, canonical URL and Open Graph tags of the page being shown. The shell applies
// what routes.json says for the route (title, description) on every navigation; a page whose words
// come from data (an article, a job) refines them with usePageMeta once it has them. The shell
// applies its part in a layout effect and pages use a passive effect, so the page always has the
// last word in the same commit.
import { useEffect } from 'react';
import { BRAND } from '../config/paths';
import { currentLanguage, DEFAULT_LANGUAGE, languageAddress, LANGUAGES, type Language } from '../i18n/language';

export interface PageMeta {
  title?: string;
  description?: string;
  /** Path of the canonical URL (default: the current path, without query or hash). */
  path?: string;
  /** Open Graph type: `article` for blog and news posts. */
  type?: 'website' | 'article';
  image?: string;
  /**
   * The languages the page is written in, when not all three: an article names those it is
   * published in (docs/decisions/052), so search engines are not sent to a Hindi or Marathi
   * address that shows the English. English, the plain address, is always one. Default: all.
   */
  languages?: readonly Language[];
}

export const DEFAULT_DESCRIPTION = `${BRAND.name}: compare and apply for loans, credit cards and insurance through a partner shop near you.`;

function setTag(kind: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${kind}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(kind, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Where the page is and which language it is drawn in (English when not said). */
export interface PageLocation {
  origin: string;
  pathname: string;
  language?: Language;
}

/**
 * The languages a page is in: those it names (English always: the plain address is the page), in
 * the site's order; every language when it names none.
 */
export function pageLanguages(languages?: readonly Language[]): Language[] {
  return languages ? LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || languages.includes(language)) : [...LANGUAGES];
}

/**
 * The page's address in each of its languages (all three unless `languages` names fewer: an
 * article's published ones), then `x-default` (the plain, English address): the hreflang
 * alternates that tell search engines these are one page (decisions 051, 052).
 */
export function languageAlternates(path: string, origin: string, languages?: readonly Language[]): { hreflang: Language | 'x-default'; href: string }[] {
  return [
    ...pageLanguages(languages).map((language) => ({ hreflang: language, href: new URL(languageAddress(path, language), origin).href })),
    { hreflang: 'x-default' as const, href: new URL(languageAddress(path, DEFAULT_LANGUAGE), origin).href },
  ];
}

/** The words and URLs of a page's tags: one computation for the browser and the prerendered head. */
export function resolvePageMeta(meta: PageMeta, location: PageLocation) {
  const path = meta.path ?? location.pathname;
  return {
    title: meta.title ? `${meta.title} | ${BRAND.name}` : BRAND.name,
    ogTitle: meta.title ?? BRAND.name,
    description: meta.description ?? DEFAULT_DESCRIPTION,
    // Each language's page names itself (a Hindi page is not a copy of the English one to fold away).
    url: new URL(languageAddress(path, location.language ?? DEFAULT_LANGUAGE), location.origin).href,
    alternates: languageAlternates(path, location.origin, meta.languages),
    type: meta.type ?? 'website',
    image: meta.image ? new URL(meta.image, location.origin).href : undefined,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The same tags as markup, for the head of a page the site server sends (site-server). The hreflang
 * alternates only for a page that is one (`alternates`: a 404 has no other languages to point to).
 */
export function pageMetaTags(meta: PageMeta, location: PageLocation, options: { alternates?: boolean } = {}): string {
  const tags = resolvePageMeta(meta, location);
  const property = (key: string, content: string) => `<meta property="${key}" content="${escapeHtml(content)}">`;
  return (
    `<title>${escapeHtml(tags.title)}</title>` +
    `<meta name="description" content="${escapeHtml(tags.description)}">` +
    `<link rel="canonical" href="${escapeHtml(tags.url)}">` +
    property('og:title', tags.ogTitle) +
    property('og:description', tags.description) +
    property('og:url', tags.url) +
    property('og:type', tags.type) +
    property('og:site_name', BRAND.name) +
    (tags.image ? property('og:image', tags.image) : '') +
    (options.alternates ? tags.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`).join('') : '')
  );
}

export function applyPageMeta(meta: PageMeta): void {
  const { title, description, url, ogTitle, type, image, alternates } = resolvePageMeta(meta, {
    origin: window.location.origin,
    pathname: window.location.pathname,
    language: currentLanguage(),
  });
  document.title = title;
  setTag('name', 'description', description);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
  setTag('property', 'og:title', ogTitle);
  setTag('property', 'og:description', description);
  setTag('property', 'og:url', url);
  setTag('property', 'og:type', type);
  setTag('property', 'og:site_name', BRAND.name);
  if (image) setTag('property', 'og:image', image);
  else document.head.querySelector('meta[property="og:image"]')?.remove();
  // The alternates the server wrote name the first page: after a move they follow the new one.
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const { hreflang, href } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}

// Prerendering runs no effects: while a page is drawn on the server, usePageMeta reports its meta
// here instead, and the prerenderer puts it in the page's head (shared/src/prerender).
let serverMeta: ((meta: PageMeta) => void) | null = null;

/** Runs a server render and returns what the page's usePageMeta asked for (the last call wins). */
export function collectPageMeta<T>(render: () => T): { result: T; meta: PageMeta | undefined } {
  let collected: PageMeta | undefined;
  serverMeta = (meta) => {
    collected = meta;
  };
  try {
    return { result: render(), meta: collected };
  } finally {
    serverMeta = null;
  }
}

/** A page's own meta once its data is known; nothing happens while `meta` is undefined. */
export function usePageMeta(meta: PageMeta | undefined): void {
  if (meta && serverMeta) serverMeta(meta);
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (meta) applyPageMeta(meta);
    // The serialised meta is the dependency: a new object with the same words changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
