// The product's route catalogue (docs/spec/routes.md): which
// app owns which URL pattern, and who may open it. The release gate and the catalogue test read it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CatalogueRoute {
  app: string;
  path: string;
  access: string;
}

export const CATALOGUE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/spec/routes.md');

/** Every `| \`pattern\` … | access |` row under an `## mf-…` heading. */
export function parseRouteCatalogue(markdown: string): CatalogueRoute[] {
  const routes: CatalogueRoute[] = [];
  let app = '';
  for (const line of markdown.split('\n')) {
    const heading = /^## (mf-[a-z0-9-]+)/.exec(line);
    if (heading?.[1]) app = heading[1];
    if (!app || !line.startsWith('| ') || line.startsWith('| path') || line.startsWith('|---')) continue;
    const [paths = '', access = ''] = line
      .slice(1)
      .split('|')
      .map((cell) => cell.trim());
    const patterns = paths.startsWith('anything unmatched') ? ['*'] : [...paths.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    for (const pattern of patterns) routes.push({ app, path: pattern, access });
  }
  return routes;
}

export function readRouteCatalogue(file = CATALOGUE_FILE): CatalogueRoute[] {
  return parseRouteCatalogue(readFileSync(file, 'utf8'));
}
