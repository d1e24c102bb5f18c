// The route catalogue (docs/spec/routes.md) is the contract between the shell and the remotes:
// every path it lists is owned by exactly the app it names, with the access it names, through that
// app's routes.json (which the release manifest carries to the shell). The catalogue is part of the
// repository, so this test runs wherever the repo is cloned.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, repoRoot } from './publish';
import { readRouteCatalogue } from './route-catalogue';

function declaredRoutes(): { app: string; path: string; access: string }[] {
  return APPS.filter((app) => app !== 'shell').flatMap((app) =>
    (JSON.parse(readFileSync(path.join(repoRoot, app, 'routes.json'), 'utf8')) as { path: string; access: string; title: string }[]).map((route) => {
      expect(route.title, `${app} ${route.path} has a title`).toBeTruthy();
      return { app, path: route.path, access: route.access };
    }),
  );
}

describe('route catalogue', () => {
  it("is owned exactly as docs/spec/routes.md says, by the apps' routes.json", () => {
    const byKey = (r: { path: string }) => r.path;
    const expected = readRouteCatalogue().sort((a, b) => byKey(a).localeCompare(byKey(b)));
    const actual = declaredRoutes().sort((a, b) => byKey(a).localeCompare(byKey(b)));
    expect(expected.length).toBeGreaterThan(150);
    expect(actual).toEqual(expected);
  });
});
