import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseManifest } from '@platform/shared';
import { createIntegrityPlugin } from './integrity-plugin';

const MANIFEST = '{"id":"mf_b2c","metaData":{}}';
const ENTRY = 'var mf_b2c = {};';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const release: ReleaseManifest = {
  schemaVersion: 1,
  updatedAt: '2026-11-23T00:00:00.000Z',
  shell: { version: '1.0.0' },
  remotes: {
    'mf-b2c': {
      name: 'mf_b2c',
      version: '1.2.0',
      manifestUrl: '/apps/mf-b2c/1.2.0/mf-manifest.json',
      routes: [],
      integrity: { 'mf-manifest.json': sri(MANIFEST), 'remoteEntry.js': sri(ENTRY) },
    },
  },
};
const origin = window.location.origin;
const manifestUrl = `${origin}/apps/mf-b2c/1.2.0/mf-manifest.json`;

function serve(body: string, status = 200) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('release integrity plugin', () => {
  const plugin = createIntegrityPlugin(release);
  const fetchThrough = (url: string) => plugin.fetch!(url, {}) as Promise<Response>;

  it('passes a federation manifest whose bytes match release.json', async () => {
    serve(MANIFEST);
    const response = await fetchThrough(manifestUrl);
    expect(await response.text()).toBe(MANIFEST);
  });

  it('refuses a manifest changed by a single byte, naming release.json', async () => {
    serve(`${MANIFEST} `);
    await expect(fetchThrough(manifestUrl)).rejects.toThrow(`${manifestUrl} does not match the integrity in release.json`);
  });

  it('refuses a manifest the server does not have', async () => {
    serve('not found', 404);
    await expect(fetchThrough(manifestUrl)).rejects.toThrow('answered 404');
  });

  it('leaves files release.json says nothing about to the remote’s own build integrity', async () => {
    serve('anything');
    const response = await fetchThrough(`${origin}/apps/mf-b2c/1.2.0/static/js/chunk.js`);
    expect(await response.text()).toBe('anything');
  });

  it('loads remoteEntry.js through a script the browser checks against release.json', () => {
    const script = plugin.createScript!({ url: `${origin}/apps/mf-b2c/1.2.0/remoteEntry.js`, attrs: {} } as never) as HTMLScriptElement;
    expect(script.integrity).toBe(sri(ENTRY));
    expect(script.crossOrigin).toBe('anonymous');
    expect(plugin.createScript!({ url: `${origin}/elsewhere.js`, attrs: {} } as never)).toBeUndefined();
  });
});
