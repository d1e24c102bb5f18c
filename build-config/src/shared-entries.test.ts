// The federated entries of @platform/shared (`.`, `/api`, `/forms`, `/query`, `/payments`, `/router`) are
// singletons. (Stateless entries such as `/schemas`, `/catalogue` and `/otp` are bundled by each app
// that uses them; a copy of them costs bytes, never state.) A file of one entry that imports another entry's file by relative path
// bundles a private copy of it: a second session store, a second toast emitter. Cross-entry
// imports must use the package name, which federation resolves to the one shared instance.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR } from './packages';

const sharedSrc = path.join(SHARED_DIR, 'src');

function entryOf(file: string): string {
  const relative = path.relative(sharedSrc, file).split(path.sep);
  if (relative[0] === 'api' || relative[0] === 'forms' || relative[0] === 'query' || relative[0] === 'payments') return relative[0];
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

  // The core entry is on every page, the shell's first load included: the form engine, the
  // schemas and yup load only on pages that have a form (bytes before `/` is interactive:
  // docs/architecture.md, "Performance targets").
  it('keep the core entry free of the form engine, the schemas and yup', () => {
    const heavy: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^']+)'/gm)) {
        const request = match[1]!;
        if (/^(@platform\/shared\/(schemas|forms)|yup|react-hook-form)$/.test(request)) heavy.push(`${path.relative(sharedSrc, file)} → ${request}`);
        if (!request.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), request);
        const resolved = ['', '.ts', '.tsx', '/index.ts']
          .map((ext) => `${target}${ext}`)
          .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
        if (resolved) visit(resolved);
      }
    };
    visit(path.join(sharedSrc, 'index.ts'));
    expect(seen.size).toBeGreaterThan(10);
    expect(heavy).toEqual([]);
  });
});
