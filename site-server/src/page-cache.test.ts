import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, pageBody, type CachedPage } from './page-cache';

const key = { url: '/about-us', release: 'r1', language: 'en', origin: 'http://localhost:8080', content: 'v1' };
const page = (html: string): CachedPage => ({ status: 200, html, bodies: {} });

describe('the page cache', () => {
  it('keeps a page per page, release, language, address and content version', () => {
    const cache = createPageCache();
    cache.set(key, page('live'));
    expect(cache.get(key)?.html).toBe('live');
    // A publish, a canary's view, another language or address: another page.
    expect(cache.get({ ...key, release: 'r2' })).toBeUndefined();
    expect(cache.get({ ...key, language: 'hi' })).toBeUndefined();
    expect(cache.get({ ...key, origin: 'https://loansetu.example' })).toBeUndefined();
    expect(cache.get({ ...key, url: '/about-us?x=1' })).toBeUndefined();
    // An article published on the content desk: every page is drawn afresh.
    expect(cache.get({ ...key, content: 'v2' })).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 1, hits: 1, misses: 5 });
  });

  it('forgets a page after its time, the least recently used beyond its size, everything on clear', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.set(key, page('a'));
    now = 999;
    expect(cache.get(key)?.html).toBe('a');
    now = 1000;
    expect(cache.get(key)).toBeUndefined();
    cache.set({ ...key, url: '/1' }, page('1'));
    cache.set({ ...key, url: '/2' }, page('2'));
    cache.get({ ...key, url: '/1' });
    cache.set({ ...key, url: '/3' }, page('3'));
    expect(cache.get({ ...key, url: '/2' })).toBeUndefined();
    expect(cache.get({ ...key, url: '/1' })?.html).toBe('1');
    cache.clear();
    expect(cache.get({ ...key, url: '/1' })).toBeUndefined();
  });

  it('compresses each encoding once and keeps it with the page', () => {
    const cached = page('<html>' + 'x'.repeat(5000) + '</html>');
    const br = pageBody(cached, 'br');
    expect(pageBody(cached, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(cached.html);
    expect(gunzipSync(pageBody(cached, 'gzip')).toString()).toBe(cached.html);
    expect(pageBody(cached, 'identity').toString()).toBe(cached.html);
  });
});
