// What the browser gets of release.json: the "client view". The stored release.json is the
// release tool's record (it may grow fields for operators); the shell needs, per live remote, its
// federation name and version, the manifest URL, the integrity it checks and the route table
// (pattern, access, title, its Hindi and Marathi titles and the meta description when there are), nothing else. It is sent compact, compressed, with a strong ETag.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { ReleaseManifest, RemoteRelease } from '@platform/shared/routing/release-manifest';

export type ClientRelease = Omit<ReleaseManifest, 'updatedAt'>;

export function clientRelease(release: ReleaseManifest): ClientRelease {
  return {
    schemaVersion: 1,
    shell: release.shell ? { version: release.shell.version } : null,
    remotes: Object.fromEntries(
      Object.entries(release.remotes).map(([app, remote]) => [
        app,
        {
          name: remote.name,
          version: remote.version,
          manifestUrl: remote.manifestUrl,
          // The titles in other languages too: the shell names the page in the visitor's language
          // after each move, as the server did in the HTML (decision 049, 051).
          routes: remote.routes.map(({ path, access, title, titles, description }) => ({
            path,
            access,
            title,
            ...(titles ? { titles } : {}),
            ...(description ? { description } : {}),
          })),
          integrity: { ...remote.integrity },
        },
      ]),
    ),
  };
}

export interface EncodedRelease {
  release: ReleaseManifest;
  client: ClientRelease;
  /** Compact JSON of the client view. */
  json: string;
  /** A strong validator of the client view (the same for each encoding of it, suffixed per encoding). */
  hash: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
}

function encode(release: ReleaseManifest): EncodedRelease {
  const client = clientRelease(release);
  const json = JSON.stringify(client);
  const identity = Buffer.from(json);
  return {
    release,
    client,
    json,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    bodies: {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    },
  };
}

/** The release as one visitor gets it: the canaries they are in take their app's place. */
export function withCanaries(release: ReleaseManifest, canaryApps: readonly string[]): ReleaseManifest {
  if (canaryApps.length === 0) return release;
  const remotes = { ...release.remotes };
  for (const app of canaryApps) {
    const canary = release.canaries?.[app];
    if (canary) remotes[app] = canary.remote;
  }
  return { ...release, remotes };
}

/** The release as a previewing browser gets it: each previewed area at its preview version. */
export function withPreviews(release: ReleaseManifest, previews: Readonly<Record<string, RemoteRelease>>): ReleaseManifest {
  return { ...release, remotes: { ...release.remotes, ...previews } };
}

/** Preview variants kept per release.json: each is one team's browser, a handful at a time. */
const MAX_PREVIEW_VARIANTS = 64;

/**
 * Reads release.json, re-reading only when the file changed (a publish or rollback renames a new
 * file into place, which changes its mtime and inode), so serving costs no JSON or compression
 * work per request. `inCanary(app, percent)` says which canaries the visitor is in; each
 * combination is encoded once per release.json. `previews` (a previewing browser's areas, decision
 * 039) replace the live or canary version of their area.
 */
export function releaseReader(
  file: string,
): (inCanary?: (app: string, percent: number) => boolean, previews?: Readonly<Record<string, RemoteRelease>>) => EncodedRelease | null {
  let cached: { key: string; release: ReleaseManifest; variants: Map<string, EncodedRelease> } | null = null;
  let previewVariants = 0;
  return (inCanary, previews) => {
    let key: string;
    try {
      const stat = statSync(file);
      key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    if (cached?.key !== key) {
      let release: ReleaseManifest;
      try {
        release = JSON.parse(readFileSync(file, 'utf8')) as ReleaseManifest;
      } catch {
        return null;
      }
      cached = { key, release, variants: new Map() };
      previewVariants = 0;
    }
    const previewed = Object.entries(previews ?? {}).sort(([a], [b]) => a.localeCompare(b));
    const apps = Object.entries(cached.release.canaries ?? {})
      .filter(([app, canary]) => !previews?.[app] && inCanary?.(app, canary.percent))
      .map(([app]) => app)
      .sort();
    const variant =
      apps.join(',') + (previewed.length ? `|${previewed.map(([app, remote]) => `${app}@${remote.version}@${remote.manifestUrl}`).join(',')}` : '');
    let value = cached.variants.get(variant);
    if (!value) {
      const canaried = withCanaries(cached.release, apps);
      value = encode(previewed.length ? withPreviews(canaried, Object.fromEntries(previewed)) : canaried);
      if (previewed.length) {
        // Previews come and go: keep a bounded number of them, never at the cost of the live views.
        if (previewVariants >= MAX_PREVIEW_VARIANTS) return value;
        previewVariants += 1;
      }
      cached.variants.set(variant, value);
    }
    return value;
  };
}

/** The encoding to send: br, then gzip, when the request accepts it (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** If-None-Match holds `etag` (weak comparison, as RFC 9110 asks for If-None-Match). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
