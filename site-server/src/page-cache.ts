// The page cache: a page's HTML is the same for every visitor who gets the same release view (the
// live versions, or a canary's), the same language and the same address, so it is put together and
// compressed once per (page, release, language) and served from memory after that, instead of
// about 6 ms of string work and compression per page view (issue 34: 172 page views a second beside
// 8,412 for /release.json). A browser with a preview override neither reads nor fills it
// (decision 044): what it sees is its own.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  status: number;
  html: string;
  /** Compressed bodies, made the first time an encoding is asked for. */
  bodies: Partial<Record<PageEncoding, Buffer>>;
}

export interface PageKey {
  /** Path and query. */
  url: string;
  /** The release view's hash (client-release.ts): live versions, canaries, shell. */
  release: string;
  /** The language the HTML was rendered in. */
  language: string;
  /** The address the page names itself by (canonical URL and Open Graph tags). */
  origin: string;
  /** The public content's version (content-version.ts): a publish on the content desk is a new key. */
  content: string;
}

export interface PageCacheOptions {
  /**
   * How long a page is reused: as long as the prerendered HTML in it (public content is read from
   * the API when the page is rendered and may change; a new release is a new key at once).
   */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** The page's body in `encoding`, compressed now if it was not yet (fast settings: once per entry). */
export function pageBody(page: CachedPage, encoding: PageEncoding): Buffer {
  let body = page.bodies[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(page.html, { level: 6 })
          : Buffer.from(page.html);
    page.bodies[encoding] = body;
  }
  return body;
}

export function createPageCache(options: PageCacheOptions = {}) {
  const { ttlMs = 60_000, maxEntries = 500, now = () => Date.now() } = options;
  // A Map keeps insertion order: re-inserting on a hit makes it least-recently-used first.
  const entries = new Map<string, { at: number; page: CachedPage }>();
  const keyOf = (key: PageKey) => [key.language, key.origin, key.release, key.content, key.url].join('\u0000');
  let hits = 0;
  let misses = 0;

  return {
    get(key: PageKey): CachedPage | undefined {
      const k = keyOf(key);
      const entry = entries.get(k);
      if (!entry || now() - entry.at >= ttlMs) {
        if (entry) entries.delete(k);
        misses += 1;
        return undefined;
      }
      entries.delete(k);
      entries.set(k, entry);
      hits += 1;
      return entry.page;
    },
    set(key: PageKey, page: CachedPage): void {
      const k = keyOf(key);
      entries.delete(k);
      entries.set(k, { at: now(), page });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    /** Forget every page (content published: the next view renders it again). */
    clear(): void {
      entries.clear();
    },
    stats() {
      return { entries: entries.size, hits, misses };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
