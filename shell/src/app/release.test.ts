import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@platform/shared';
import { fetchRelease, INLINE_RELEASE_ID } from './release';

const release = {
  schemaVersion: 1,
  shell: { version: '1.0.0' },
  remotes: {
    'mf-public': {
      name: 'mf_public',
      version: '1.0.0',
      manifestUrl: '/apps/mf-public/1.0.0/mf-manifest.json',
      routes: [{ path: '/', access: 'public', title: 'Home' }],
      integrity: {},
    },
  },
};

function inline(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINE_RELEASE_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(INLINE_RELEASE_ID)?.remove();
  vi.restoreAllMocks();
});

describe('fetchRelease', () => {
  it('uses the release the site server put into the page, without a request', async () => {
    inline(JSON.stringify(release));
    const fetchImpl = vi.fn<typeof fetch>();
    expect((await fetchRelease(fetchImpl)).remotes['mf-public']?.name).toBe('mf_public');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches release.json, revalidating rather than bypassing the cache, when the page has none', async () => {
    setRuntimeConfig({ releaseUrl: '/release.json' });
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(release)));
    expect((await fetchRelease(fetchImpl)).shell?.version).toBe('1.0.0');
    expect(fetchImpl).toHaveBeenCalledWith('/release.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('falls back to release.json when the block in the page is damaged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    inline('{"schemaVersion": 1, "remo');
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(release)));
    expect((await fetchRelease(fetchImpl)).remotes['mf-public']).toBeDefined();
    expect(fetchImpl).toHaveBeenCalledOnce();
  });
});
