// CI typechecks the shells, areas and Node tooling as one program (tsconfig.checks.json, see
// typecheckSteps in run.mjs), which is only the same check as each package's own tsconfig while
// their options are the same and the program includes what each package includes. A package that
// changes its options, or adds a folder to its include, fails here: give it its own step in
// run.mjs or add the folder to tsconfig.checks.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
type TsConfig = { extends?: string; compilerOptions?: Record<string, unknown>; include?: string[] };
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as TsConfig;

/** Packages with a program of their own: shared has no Node types, the API no DOM. */
const OWN_PROGRAM = ['shared', 'api'];
// The list under `packages:` in pnpm-workspace.yaml (up to the next top-level key).
const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
const packages = (/^packages:\n((?:\s+-\s+\S+\n)+)/m.exec(workspace)?.[1] ?? '')
  .split('\n')
  .map((line) => /^\s+-\s+(\S+)$/.exec(line)?.[1])
  .filter((name): name is string => name !== undefined);

const checks = read('tsconfig.checks.json');
const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\/\*\.ts$/, '.+\\.ts')
      .replace(/\*/g, '[^/]+')}$`,
  );
const covered = (entry: string) => checks.include!.some((pattern) => pattern === entry || globToRegExp(pattern).test(entry));

describe('the typecheck programs', () => {
  it('cover every package: shared and the API alone, the rest in tsconfig.checks.json', () => {
    expect(packages.length).toBeGreaterThan(10);
    expect(packages).toEqual(expect.arrayContaining(OWN_PROGRAM));
  });

  it.each(packages.filter((name) => !OWN_PROGRAM.includes(name)))('%s: same options as the shared program, and every folder it includes in it', (name) => {
    const own = read(`${name}/tsconfig.json`);
    expect(own.extends).toBe('../tsconfig.base.json');
    expect(checks.extends).toBe('./tsconfig.base.json');
    expect(own.compilerOptions).toEqual(checks.compilerOptions);
    const missing = (own.include ?? []).map((entry) => path.posix.normalize(`${name}/${entry}`)).filter((entry) => !covered(entry));
    expect(missing).toEqual([]);
  });
});
