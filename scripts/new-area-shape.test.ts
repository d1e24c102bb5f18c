// "Adding mf-ops is the proof" (issue 35): what `pnpm new-area` scaffolds, into a temporary folder,
// has the standard shape mf-ops has: the same build files (rspack.config.ts by the shared federation
// factory, tsconfig.json), the same package scripts and dependency ranges, routes.json entries of the
// same form, a route table under src/app/routes.tsx loading pages from src/features/, at least one
// test, an e2e test drawing the area inside the shell, and catalogue lines in the same section form.
// That publishing mf-ops alone rebuilds and changes no other app is e2e/tests/ops-console.spec.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registryEdits, repoRoot } from './new-area';

const NAME = 'mf-shape-check';
const out = mkdtempSync(path.join(tmpdir(), 'new-area-shape-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const filesUnder = (dir: string, base = dir): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

interface PackageJson {
  type: string;
  private: boolean;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** The standard shape of the area `app` in `root`, with its own name taken out. */
function shapeOf(root: string, app: string, e2eDir: string) {
  const dir = path.join(root, app);
  const src = filesUnder(path.join(dir, 'src'));
  const pkg = readJson<PackageJson>(path.join(dir, 'package.json'));
  const routesTable = readFileSync(path.join(dir, 'src/app/routes.tsx'), 'utf8');
  const e2e = filesUnder(e2eDir)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => readFileSync(path.join(e2eDir, file), 'utf8'));
  return {
    buildFiles: ['package.json', 'tsconfig.json', 'rspack.config.ts', 'routes.json', 'src/app/routes.tsx'].filter((file) => existsSync(path.join(dir, file))),
    rspackConfig: readFileSync(path.join(dir, 'rspack.config.ts'), 'utf8'),
    tsconfig: readJson<unknown>(path.join(dir, 'tsconfig.json')),
    package: {
      type: pkg.type,
      private: pkg.private,
      scripts: JSON.parse(JSON.stringify(pkg.scripts).replaceAll(app, '<app>')) as Record<string, string>,
      devDependencies: pkg.devDependencies,
    },
    routeEntryKeys: [...new Set(readJson<Record<string, unknown>[]>(path.join(dir, 'routes.json')).map((route) => Object.keys(route).sort().join(',')))],
    routeTable: {
      exportsRoutes: /export const routes: AreaRouteModule\['routes'\]/.test(routesTable),
      loadsFeatures: /import\('\.\.\/features\/[^']+'\)/.test(routesTable),
    },
    hasFeaturePage: src.some((file) => /^features\/[^/]+\/.+\.tsx$/.test(file) && !file.endsWith('.test.tsx')),
    hasTest: src.some((file) => /\.test\.tsx?$/.test(file)),
    e2eDrawsTheAreaInTheShell: e2e.some((spec) => spec.includes(`[data-area="${app}"]`) && /page\.goto\(/.test(spec)),
  };
}

/** The catalogue section of `app` in routes.md: its heading and table header. */
const catalogueSection = (routesMd: string, app: string) =>
  new RegExp(`\\n## ${app} — [^\\n]+\\n\\| path \\| access \\| notes \\|\\n\\|---\\|---\\|---\\|\\n(\\| \`[^\\n]+\\n)+`).test(routesMd);

describe('pnpm new-area makes the shape mf-ops has', { timeout: 120_000 }, () => {
  it('scaffolds, into a temporary folder, an area shaped like mf-ops, with dependency ranges mf-ops also uses', () => {
    const output = execFileSync(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['scripts/new-area.ts', NAME, '--title', 'Shape check', '--dry-run', '--out', out],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    );
    expect(output).toContain(`${NAME}: files written to ${path.join(out, NAME)}`);
    const scaffolded = shapeOf(out, NAME, path.join(out, 'e2e/tests'));
    const ops = shapeOf(repoRoot, 'mf-ops', path.join(repoRoot, 'e2e/tests'));
    expect(scaffolded).toEqual(ops);
    expect(ops.buildFiles).toHaveLength(5);
    expect(ops.hasTest && ops.hasFeaturePage && ops.e2eDrawsTheAreaInTheShell).toBe(true);
    // The scaffold's libraries are mf-ops's, in the same ranges (mf-ops uses more of them).
    const dependencies = readJson<PackageJson>(path.join(out, NAME, 'package.json')).dependencies;
    const opsDependencies = readJson<PackageJson>(path.join(repoRoot, 'mf-ops/package.json')).dependencies;
    expect(Object.fromEntries(Object.keys(dependencies).map((name) => [name, opsDependencies[name]]))).toEqual(dependencies);
    // --dry-run left the repository's registries alone.
    expect(readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')).not.toContain(NAME);
  });

  it('gives it catalogue lines and registry entries in the form mf-ops has them', () => {
    const edits = registryEdits({ name: NAME, title: 'Shape check', home: '/shape-check' });
    const edited = (file: string) => edits.find((edit) => edit.file === file)!.apply(readFileSync(path.join(repoRoot, file), 'utf8'));
    const routesMd = edited('docs/spec/routes.md');
    expect(catalogueSection(routesMd, 'mf-ops')).toBe(true);
    expect(catalogueSection(routesMd, NAME)).toBe(true);
    for (const file of ['pnpm-workspace.yaml', 'release/src/publish.ts', 'scripts/run.mjs', 'shell/src/app/shell-texts.ts']) {
      const text = edited(file);
      expect(text, file).toContain('mf-ops');
      expect(text, file).toContain(NAME);
    }
  });
});
