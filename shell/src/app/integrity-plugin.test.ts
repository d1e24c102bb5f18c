import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReleaseManifest } from '@platform/shared';
import { createIntegrityPlugin } from './integrity-plugin';

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
      integrity: { 'mf-manifest.json': sri('{}'), 'remoteEntry.js': sri(ENTRY) },
    },
  },
};
const origin = window.location.origin;

describe('release integrity plugin', () => {
  const plugin = createIntegrityPlugin(release);
  const scriptFor = (url: string) => plugin.createScript!({ url, attrs: {} } as never) as HTMLScriptElement | undefined;

  it('loads remoteEntry.js through a script the browser checks against release.json', () => {
    const script = scriptFor(`${origin}/apps/mf-b2c/1.2.0/remoteEntry.js`)!;
    expect(script.src).toBe(`${origin}/apps/mf-b2c/1.2.0/remoteEntry.js`);
    expect(script.integrity).toBe(sri(ENTRY));
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('finds the hash by the file’s place beside the manifest, however the URL is written', () => {
    expect(scriptFor('/apps/mf-b2c/1.2.0/remoteEntry.js')?.integrity).toBe(sri(ENTRY));
    // Another version's entry is not covered by this version's hash.
    expect(scriptFor(`${origin}/apps/mf-b2c/1.1.0/remoteEntry.js`)).toBeUndefined();
  });

  it('leaves scripts release.json says nothing about to the runtime', () => {
    expect(scriptFor(`${origin}/elsewhere.js`)).toBeUndefined();
  });
});
