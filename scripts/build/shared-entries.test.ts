// Each entry of @platform/shared (`.`, `/api`, `/forms`, `/schemas`, `/query`, `/payments`, `/router`) is a separate
// federated singleton. A file of one entry that imports another entry's file by relative path
// bundles a private copy of it: a second session store, a second toast emitter. Cross-entry
// imports must use the package name, which federation resolves to the one shared instance.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sharedSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/src');

function entryOf(file: string): string {
  const relative = path.relative(sharedSrc, file).split(path.sep);
  if (relative[0] === 'api' || relative[0] === 'forms' || relative[0] === 'schemas' || relative[0] === 'query' || relative[0] === 'payments') return relative[0];
  if (relative.join('/') === 'routing/router.ts') return 'router';
  return 'core';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('shared entries', () => {
  it('import each other only through the package name', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(sharedSrc)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^\s*(?:import|export)[^'"]*from\s+'(\.[^']+)'/gm)) {
        const target = path.resolve(path.dirname(file), match[1]!);
        if (entryOf(target) !== entryOf(file)) crossings.push(`${path.relative(sharedSrc, file)} → ${match[1]}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
