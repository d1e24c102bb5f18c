// Module Federation's manifest lists shared libraries in the order their builds happened to finish,
// which varies from run to run: the same sources then gave a different mf-manifest.json, and the
// release store took it for new content (`1.0.0+<hash>`, and a failing release CLI test). Sorting
// the lists makes a build's files depend on its sources only. Order carries no meaning for the
// runtime: it looks entries up by name.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MANIFEST_FILES = ['mf-manifest.json', 'mf-manifest-stats.json'];
const LISTS = ['shared', 'remotes', 'exposes'] as const;

function keyOf(entry: unknown): string {
  if (entry && typeof entry === 'object') {
    const { id, name, alias } = entry as { id?: unknown; name?: unknown; alias?: unknown };
    for (const key of [id, name, alias]) if (typeof key === 'string') return key;
  }
  return JSON.stringify(entry);
}

/** The manifest with its top-level lists in a stable order (by id, else name). */
export function stableManifest(manifest: Record<string, unknown>): Record<string, unknown> {
  const sorted: Record<string, unknown> = { ...manifest };
  for (const list of LISTS) {
    const entries = manifest[list];
    if (Array.isArray(entries)) sorted[list] = [...entries].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  }
  return sorted;
}

/** Rewrites a build folder's manifests in a stable order; keeps their formatting style (compact). */
export function stabiliseManifests(distDir: string): void {
  for (const file of MANIFEST_FILES.map((name) => path.join(distDir, name))) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const indented = /^\{\s*\n\s+"/.test(text);
    writeFileSync(file, JSON.stringify(stableManifest(JSON.parse(text) as Record<string, unknown>), null, indented ? 2 : undefined));
  }
}
