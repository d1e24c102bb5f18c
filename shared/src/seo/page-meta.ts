// Title, description, canonical URL and Open Graph tags of the page being shown. The shell applies
// what routes.json says for the route (title, description) on every navigation; a page whose words
// come from data (an article, a job) refines them with usePageMeta once it has them. The shell
// applies its part in a layout effect and pages use a passive effect, so the page always has the
// last word in the same commit.
import { useEffect } from 'react';
import { BRAND } from '../config/paths';

export interface PageMeta {
  title?: string;
  description?: string;
  /** Path of the canonical URL (default: the current path, without query or hash). */
  path?: string;
  /** Open Graph type: `article` for blog and news posts. */
  type?: 'website' | 'article';
  image?: string;
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

/** The words and URLs of a page's tags: one computation for the browser and the prerendered head. */
export function resolvePageMeta(meta: PageMeta, location: { origin: string; pathname: string }) {
  return {
    title: meta.title ? `${meta.title} | ${BRAND.name}` : BRAND.name,
    ogTitle: meta.title ?? BRAND.name,
    description: meta.description ?? DEFAULT_DESCRIPTION,
    url: new URL(meta.path ?? location.pathname, location.origin).href,
    type: meta.type ?? 'website',
    image: meta.image ? new URL(meta.image, location.origin).href : undefined,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The same tags as markup, for the head of a page the site server sends (site-server). */
export function pageMetaTags(meta: PageMeta, location: { origin: string; pathname: string }): string {
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
    (tags.image ? property('og:image', tags.image) : '')
  );
}

export function applyPageMeta(meta: PageMeta): void {
  const { title, description, url, ogTitle, type, image } = resolvePageMeta(meta, window.location);
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
