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

export function applyPageMeta(meta: PageMeta): void {
  const title = meta.title ? `${meta.title} | ${BRAND.name}` : BRAND.name;
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const url = new URL(meta.path ?? window.location.pathname, window.location.origin).href;
  document.title = title;
  setTag('name', 'description', description);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
  setTag('property', 'og:title', meta.title ?? BRAND.name);
  setTag('property', 'og:description', description);
  setTag('property', 'og:url', url);
  setTag('property', 'og:type', meta.type ?? 'website');
  setTag('property', 'og:site_name', BRAND.name);
  if (meta.image) setTag('property', 'og:image', new URL(meta.image, window.location.origin).href);
  else document.head.querySelector('meta[property="og:image"]')?.remove();
}

/** A page's own meta once its data is known; nothing happens while `meta` is undefined. */
export function usePageMeta(meta: PageMeta | undefined): void {
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (meta) applyPageMeta(meta);
    // The serialised meta is the dependency: a new object with the same words changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
