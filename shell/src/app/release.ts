import { getRuntimeConfig, parseReleaseManifest, type ReleaseManifest } from '@platform/shared';

/** What is live, read fresh at every boot: a rollback shows on the next page load. */
export async function fetchRelease(fetchImpl: typeof fetch = fetch): Promise<ReleaseManifest> {
  const response = await fetchImpl(getRuntimeConfig().releaseUrl, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`release.json answered ${response.status}`);
  return parseReleaseManifest(await response.json());
}
