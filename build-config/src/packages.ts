// Where the packages a build depends on live, found the way Node finds them (through their
// package.json "exports"), never by a path into another package's folder.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PackageJson = { name: string; version: string; dependencies?: Record<string, string> };

export function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The folder of package `name` as `require` resolves it. */
export function packageDir(name: string, require: NodeJS.Require): string {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    // Packages whose exports hide package.json: walk up from the entry to the package's folder.
    let dir = path.dirname(require.resolve(name));
    while (!(existsSync(path.join(dir, 'package.json')) && readPackageJson(dir).name === name)) {
      if (path.dirname(dir) === dir) throw new Error(`cannot find the package.json of ${name}`);
      dir = path.dirname(dir);
    }
    return dir;
  }
}

const fromHere = createRequire(import.meta.url);

/** `@platform/shared`, the library every app builds against. */
export const SHARED_DIR = packageDir('@platform/shared', fromHere);

/** A file of `@platform/shared` by its export (`@platform/shared/router` …). */
export function sharedExport(request: string): string {
  return fromHere.resolve(request);
}
