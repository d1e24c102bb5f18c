// pnpm new-area: the files it writes typecheck as an app of the workspace, its routes.json matches
// the catalogue lines it adds (what the release gate compares), and each registry gets its line.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRouteCatalogue } from '@platform/release/route-catalogue';
import { areaFiles, registryEdits, repoRoot, smokeTest, type AreaSpec } from './new-area';

const spec: AreaSpec = { name: 'mf-scaffold-check', title: 'Scaffold check', home: '/scaffold-check' };
// Beside the other apps, as the scaffold puts it (its tsconfig extends ../tsconfig.base.json).
const appDir = path.join(repoRoot, `mf-zz-scaffold-${process.pid}`);
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

describe('pnpm new-area', { timeout: 240_000 }, () => {
  it('writes an app that typechecks against the workspace', () => {
    for (const [file, content] of Object.entries(areaFiles(spec))) {
      mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
      writeFileSync(path.join(appDir, file), content);
    }
    // pnpm install would link its dependencies; the telecaller's are a superset.
    symlinkSync(path.join(repoRoot, 'mf-telecaller/node_modules'), path.join(appDir, 'node_modules'), 'dir');
    expect(() =>
      execFileSync(path.join(repoRoot, 'node_modules/.bin/tsc'), ['-p', path.join(appDir, 'tsconfig.json'), '--noEmit'], { encoding: 'utf8', stdio: 'pipe' }),
    ).not.toThrow();
    expect(smokeTest(spec).content).toContain(`page.goto("/scaffold-check")`);
  });

  it('adds the area to every registry, its routes.json matching the catalogue lines it adds', () => {
    const edited = Object.fromEntries(registryEdits(spec).map((edit) => [edit.file, edit.apply(readFileSync(path.join(repoRoot, edit.file), 'utf8'))]));
    expect(edited['pnpm-workspace.yaml']).toMatch(/\n {2}- mf-ops\n {2}- mf-scaffold-check\n/);
    expect(edited['release/src/publish.ts']).toMatch(/APPS = \[[^\]]*'mf-ops', 'mf-scaffold-check'\] as const/);
    expect(edited['scripts/run.mjs']).toMatch(/APPS = \[[^\]]*'mf-ops', 'mf-scaffold-check'\]/);
    // Named on its error page in English, Hindi and Marathi (the English title until translated).
    expect(edited['shell/src/app/shell-texts.ts']!.split('\'mf-scaffold-check\': "The scaffold check",')).toHaveLength(4);
    const catalogue = parseRouteCatalogue(edited['docs/spec/routes.md']!).filter((route) => route.app === spec.name);
    const routes = JSON.parse(areaFiles(spec)['routes.json']!) as { path: string; access: string }[];
    expect(catalogue).toEqual(routes.map(({ path: pattern, access }) => ({ app: spec.name, path: pattern, access })));
    // The other areas' catalogue lines are untouched.
    const before = parseRouteCatalogue(readFileSync(path.join(repoRoot, 'docs/spec/routes.md'), 'utf8'));
    expect(parseRouteCatalogue(edited['docs/spec/routes.md']!).filter((route) => route.app !== spec.name)).toEqual(before);
  });
});
