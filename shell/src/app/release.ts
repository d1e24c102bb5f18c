import { getRuntimeConfig, parseReleaseManifest, type ReleaseManifest } from '@platform/shared';

/** The element the site server writes the release's client view into (non-executable JSON). */
export const INLINE_RELEASE_ID = 'release-data';

/**
 * What is live, read fresh at every boot: a rollback shows on the next page load. The site server
 * puts it into the page (the HTML is never cached), which saves a round trip before the first
 * area can load; otherwise it is fetched, revalidated against its ETag (`no-cache`, not
 * `no-store`, so an unchanged release costs a 304).
 */
export async function fetchRelease(fetchImpl: typeof fetch = fetch, doc: Document | undefined = globalThis.document): Promise<ReleaseManifest> {
  const inline = doc?.getElementById(INLINE_RELEASE_ID)?.textContent;
  if (inline) {
    try {
      return parseReleaseManifest(JSON.parse(inline));
    } catch (error) {
      // A damaged block must not blank the site: the served file is the fallback.
      console.error('the release in the page is unreadable; fetching release.json', error);
    }
  }
  const response = await fetchImpl(getRuntimeConfig().releaseUrl, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`release.json answered ${response.status}`);
  return parseReleaseManifest(await response.json());
}
