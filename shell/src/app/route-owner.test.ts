import { describe, expect, it } from 'vitest';
import type { ReleaseManifest, RemoteRelease } from '@platform/shared';
import { createRouteOwnerIndex } from './route-owner';

function remote(name: string, paths: [string, RemoteRelease['routes'][number]['access']?][]): RemoteRelease {
  return {
    name: name.replace(/-/g, '_'),
    version: '1.0.0',
    manifestUrl: `/apps/${name}/1.0.0/mf-manifest.json`,
    integrity: {},
    routes: paths.map(([path, access]) => ({ path, access: access ?? 'public', title: path })),
  };
}

const release: ReleaseManifest = {
  schemaVersion: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  shell: { version: '1.0.0' },
  remotes: {
    'mf-public': remote('mf-public', [['/'], ['/read-more'], ['/blog/:slug'], ['*']]),
    'mf-b2c': remote('mf-b2c', [['/read-more/pl/:id'], ['/read-more/PLBT/:id'], ['/b2c/verfiyotp']]),
    'mf-vendor': remote('mf-vendor', [['/vender', 'vendor'], ['/vender/cards/form-1', 'vendor'], ['/vender/home']]),
    'mf-ca-services': remote('mf-ca-services', [
      ['/vender/ca-services', 'vendor'],
      ['/vender/ca-services/gst-services/gst-registration', 'vendor'],
      ['/vender/msme', 'vendor'],
    ]),
    'mf-customer': remote('mf-customer', [['/customer'], ['/customer/referral', 'customer']]),
  },
};

const owners = createRouteOwnerIndex(release);
const ownerApp = (path: string) => owners.ownerOf(path)?.app;

describe('route owner', () => {
  it('gives each path to the app whose pattern matches it', () => {
    expect(ownerApp('/')).toBe('mf-public');
    expect(ownerApp('/b2c/verfiyotp')).toBe('mf-b2c');
    expect(ownerApp('/customer/referral')).toBe('mf-customer');
  });

  it('lets the longest pattern win across apps', () => {
    expect(ownerApp('/vender')).toBe('mf-vendor');
    expect(ownerApp('/vender/ca-services')).toBe('mf-ca-services');
    expect(ownerApp('/vender/ca-services/gst-services/gst-registration')).toBe('mf-ca-services');
    expect(ownerApp('/vender/msme')).toBe('mf-ca-services');
    expect(ownerApp('/read-more')).toBe('mf-public');
    expect(ownerApp('/read-more/pl/42')).toBe('mf-b2c');
    expect(ownerApp('/read-more/PLBT/7')).toBe('mf-b2c');
  });

  it('matches dynamic segments and sends every unknown path to the not-found owner', () => {
    expect(ownerApp('/blog/home-loan-tips')).toBe('mf-public');
    expect(owners.ownerOf('/no/such/page')?.route.path).toBe('*');
    expect(owners.ownerOf('/vender/no-such-tool')?.route.path).toBe('*');
    expect(owners.ownerOf('/read-more/pl')?.route.path).toBe('*');
  });

  it('reports the access each path needs, public when unknown', () => {
    expect(owners.accessOf('/customer/referral')).toBe('customer');
    expect(owners.accessOf('/customer')).toBe('public');
    expect(owners.accessOf('/vender/ca-services')).toBe('vendor');
    expect(owners.accessOf('/vender/home')).toBe('public');
    expect(owners.accessOf('/nothing-here')).toBe('public');
  });

  it('is null when no app claims the not-found pattern', () => {
    const noCatchAll = createRouteOwnerIndex({ ...release, remotes: { 'mf-b2c': release.remotes['mf-b2c']! } });
    expect(noCatchAll.ownerOf('/about-us')).toBeNull();
  });
});
