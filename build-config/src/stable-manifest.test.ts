import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stabiliseManifests, stableManifest } from './stable-manifest';

const dir = mkdtempSync(path.join(tmpdir(), 'stable-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shared = (name: string) => ({ id: `mf_telecaller:${name}`, name, version: '1.0.0', assets: { js: { sync: [`${name}.js`] } } });

describe('stable manifest', () => {
  it('gives the same text for the same entries whatever order the build listed them in', () => {
    const one = {
      name: 'mf_telecaller',
      shared: [shared('react'), shared('@tanstack/react-query'), shared('@hookform/resolvers')],
      exposes: [
        { id: 'b', name: './b' },
        { id: 'a', name: './a' },
      ],
      remotes: [],
    };
    const other = {
      ...one,
      shared: [shared('@hookform/resolvers'), shared('react'), shared('@tanstack/react-query')],
      exposes: [
        { id: 'a', name: './a' },
        { id: 'b', name: './b' },
      ],
    };
    expect(JSON.stringify(stableManifest(one))).toBe(JSON.stringify(stableManifest(other)));
    expect((stableManifest(one).shared as Array<{ name: string }>).map((entry) => entry.name)).toEqual([
      '@hookform/resolvers',
      '@tanstack/react-query',
      'react',
    ]);
    // Nothing else is touched.
    expect(stableManifest(one).name).toBe('mf_telecaller');
    expect((stableManifest(one).shared as unknown[])[0]).toEqual(shared('@hookform/resolvers'));
  });

  it('rewrites both manifest files of a build folder, and leaves a folder without them alone', () => {
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [shared('z'), shared('a')] }));
    writeFileSync(path.join(dir, 'mf-manifest-stats.json'), JSON.stringify({ shared: [shared('y'), shared('b')] }, null, 2));
    stabiliseManifests(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    expect(manifest.shared.map((entry: { name: string }) => entry.name)).toEqual(['a', 'z']);
    const stats = readFileSync(path.join(dir, 'mf-manifest-stats.json'), 'utf8');
    expect(JSON.parse(stats).shared.map((entry: { name: string }) => entry.name)).toEqual(['b', 'y']);
    expect(stats).toContain('\n  "shared"');
    expect(() => stabiliseManifests(path.join(dir, 'missing'))).not.toThrow();
  });
});
