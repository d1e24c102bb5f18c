import { describe, expect, it, vi } from 'vitest';
import type { ReleaseManifest } from '@platform/shared';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), registerPlugins: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { registerRelease, remoteEntryUrl } = await import('./remotes');

const origin = window.location.origin;

describe('registering the release’s remotes', () => {
  it('registers each remote by its remoteEntry.js, never by its federation manifest', () => {
    const release: ReleaseManifest = {
      schemaVersion: 1,
      updatedAt: '2026-11-25T00:00:00.000Z',
      shell: { version: '1.0.0' },
      remotes: {
        'mf-public': { name: 'mf_public', version: '1.0.0', manifestUrl: '/apps/mf-public/1.0.0/mf-manifest.json', routes: [], integrity: {} },
        'mf-b2c': { name: 'mf_b2c', version: '2.1.0', manifestUrl: 'https://cdn.example.in/apps/mf-b2c/2.1.0/mf-manifest.json', routes: [], integrity: {} },
      },
    };
    registerRelease(release);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_public', entry: `${origin}/apps/mf-public/1.0.0/remoteEntry.js` },
      { name: 'mf_b2c', entry: 'https://cdn.example.in/apps/mf-b2c/2.1.0/remoteEntry.js' },
    ]);
    expect(runtime.registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'release-integrity' }),
      expect.objectContaining({ name: 'area-retry' }),
    ]);
  });

  it('finds remoteEntry.js in the manifest’s folder, wherever the manifest is', () => {
    expect(remoteEntryUrl({ manifestUrl: '/apps/mf-vendor/3.0.0/mf-manifest.json' })).toBe(`${origin}/apps/mf-vendor/3.0.0/remoteEntry.js`);
    expect(remoteEntryUrl({ manifestUrl: 'http://127.0.0.1:3002/mf-manifest.json' })).toBe('http://127.0.0.1:3002/remoteEntry.js');
  });
});
