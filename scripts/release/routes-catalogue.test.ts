// The route catalogue (spec/routes.md) is the contract between the shell and the remotes: every
// path it lists is owned by exactly the app it names, with the access it names, through that
// app's routes.json (which the release manifest carries to the shell). The repo keeps its own copy
// of the catalogue (docs/spec/routes.md) so this test runs wherever the repo is cloned.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, repoRoot } from './publish';

const catalogue = path.join(repoRoot, 'docs/spec/routes.md');

function catalogueRoutes(): { app: string; path: string; access: string }[] {
  const routes: { app: string; path: string; access: string }[] = [];
  let app = '';
  for (const line of readFileSync(catalogue, 'utf8').split('\n')) {
    const heading = /^## (mf-[a-z0-9-]+)/.exec(line);
    if (heading?.[1]) app = heading[1];
    if (!app || !line.startsWith('| ') || line.startsWith('| path') || line.startsWith('|---')) continue;
    const [paths = '', access = ''] = line.slice(1).split('|').map((cell) => cell.trim());
    const patterns = paths.startsWith('anything unmatched') ? ['*'] : [...paths.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    for (const pattern of patterns) routes.push({ app, path: pattern, access });
  }
  return routes;
}

function declaredRoutes(): { app: string; path: string; access: string }[] {
  return APPS.filter((app) => app !== 'shell').flatMap((app) =>
    (JSON.parse(readFileSync(path.join(repoRoot, app, 'routes.json'), 'utf8')) as { path: string; access: string; title: string }[]).map((route) => {
      expect(route.title, `${app} ${route.path} has a title`).toBeTruthy();
      return { app, path: route.path, access: route.access };
    }),
  );
}

describe('route catalogue', () => {
  it('is owned exactly as spec/routes.md says, by the apps\' routes.json', () => {
    const byKey = (r: { path: string }) => r.path;
    const expected = catalogueRoutes().sort((a, b) => byKey(a).localeCompare(byKey(b)));
    const actual = declaredRoutes().sort((a, b) => byKey(a).localeCompare(byKey(b)));
    expect(expected.length).toBeGreaterThan(150);
    expect(actual).toEqual(expected);
  });
});
