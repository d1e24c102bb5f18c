// The release store: every published version of every app side by side, a pointer file
// (release.json) saying which is live, and an append-only history. Making a version live writes
// release.json and nothing else, so a rollback is instant and touches no other app.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, constants as zlib } from 'node:zlib';
import type { OwnedRoute, ReleaseManifest, RemoteRelease } from '@platform/shared/routing/release-manifest';

export const SHELL_APP = 'shell';

export interface HistoryEntry {
  time: string;
  app: string;
  action: 'publish' | 'rollback' | 'activate' | 'canary' | 'promote' | 'abort' | 'auto-rollback';
  from: string | null;
  to: string;
  /** Why this happened, when a person or the platform said so (a rollback's choice, a forced gate). */
  reason?: string;
}

export interface PublishedVersion {
  version: string;
  contentHash: string;
  publishedAt: string;
}

export interface AppDescriptor {
  name: string;
  federationName: string;
  version: string;
  role: 'host' | 'remote';
  /** What the app provides to the page's share scope, name → version (the gate reads the shell's). */
  shared?: Record<string, string>;
}

/** URL path under which a version's files are served. */
export function versionBasePath(app: string, version: string): string {
  return `/apps/${app}/${version}/`;
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|map)$/;
// What a browser fetches on a visit. Its gzip is made with Zopfli: the same format every client
// decodes, 3–5 % smaller than zlib's best, for CPU once at publish time (about 20 s for every
// app's 3.3 MB here; decision 009). Source maps and descriptors keep zlib's level 9.
const FETCHED_BY_BROWSERS = /\.(js|css|html)$/;

async function gzipOf(file: string, bytes: Buffer): Promise<Buffer> {
  if (!FETCHED_BY_BROWSERS.test(file)) return gzipSync(bytes, { level: 9 });
  const { gzipAsync } = await import('@gfx/zopfli');
  const zopfli = Buffer.from(await gzipAsync(bytes, { numiterations: 5 }));
  // A file served broken would break the page for every gzip client: never publish one that does
  // not inflate back to its bytes.
  if (!gunzipSync(zopfli).equals(bytes)) throw new Error(`zopfli produced a gzip of ${file} that does not inflate to it`);
  return zopfli;
}
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
    })
    .sort();
}

/** A fingerprint of what a build produced; app.json is left out because it names the version. */
export function contentHashOf(distDir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(distDir)) {
    if (file === 'app.json' || file.endsWith('.gz') || file.endsWith('.br')) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function sriOf(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

function writeJsonAtomic(file: string, value: unknown) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

export class ReleaseStore {
  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    mkdirSync(path.join(dir, 'apps'), { recursive: true });
  }

  get releaseFile() {
    return path.join(this.dir, 'release.json');
  }
  private get historyFile() {
    return path.join(this.dir, 'history.json');
  }
  versionDir(app: string, version: string) {
    return path.join(this.dir, 'apps', app, version);
  }

  readRelease(): ReleaseManifest {
    return readJson<ReleaseManifest>(this.releaseFile, { schemaVersion: 1, updatedAt: this.now().toISOString(), shell: null, remotes: {} });
  }

  history(): HistoryEntry[] {
    return readJson<HistoryEntry[]>(this.historyFile, []);
  }

  versions(app: string): PublishedVersion[] {
    const dir = path.join(this.dir, 'apps', app);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .map((version) => readJson<PublishedVersion | null>(path.join(dir, version, '.published.json'), null))
      .filter((v): v is PublishedVersion => v !== null)
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  }

  liveVersion(app: string): string | null {
    const release = this.readRelease();
    return app === SHELL_APP ? (release.shell?.version ?? null) : (release.remotes[app]?.version ?? null);
  }

  /** One writer at a time: two publishes never interleave their release.json writes. */
  withLock<T>(work: () => T): T {
    const lock = path.join(this.dir, '.lock');
    const deadline = Date.now() + 30_000;
    let fd: number | undefined;
    while (fd === undefined) {
      try {
        fd = openSync(lock, 'wx');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // A lock left by a killed process is stale after a minute.
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { force: true });
        if (Date.now() > deadline) throw new Error(`release store is locked (${lock})`);
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      }
    }
    try {
      return work();
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }

  /**
   * Copies a build into the store as `version` (immutable once there). Returns whether it was
   * new; the same version with the same content is accepted again, different content is refused.
   */
  async addVersion(app: string, distDir: string, version: string): Promise<{ created: boolean }> {
    if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a valid version`);
    const contentHash = contentHashOf(distDir);
    const target = this.versionDir(app, version);
    const existing = readJson<PublishedVersion | null>(path.join(target, '.published.json'), null);
    if (existing) {
      if (existing.contentHash === contentHash) return { created: false };
      throw new VersionConflictError(app, version);
    }
    const staging = `${target}.staging-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    await cp(distDir, staging, { recursive: true });
    // Precompressed once at publish time, so serving costs no CPU per request.
    for (const file of listFiles(staging)) {
      if (!COMPRESSIBLE.test(file)) continue;
      const full = path.join(staging, file);
      const bytes = readFileSync(full);
      writeFileSync(`${full}.gz`, await gzipOf(file, bytes));
      writeFileSync(`${full}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    }
    const published: PublishedVersion = { version, contentHash, publishedAt: this.now().toISOString() };
    writeFileSync(path.join(staging, '.published.json'), `${JSON.stringify(published, null, 2)}\n`);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(staging, target);
    return { created: true };
  }

  /** What release.json says of a published remote version: its manifest, routes and integrity. */
  remoteRelease(app: string, version: string): RemoteRelease {
    const dir = this.versionDir(app, version);
    if (!existsSync(path.join(dir, '.published.json'))) throw new Error(`${app} ${version} is not in the release store`);
    const descriptor = readJson<AppDescriptor | null>(path.join(dir, 'app.json'), null);
    if (!descriptor) throw new Error(`${app} ${version} has no app.json`);
    const base = versionBasePath(app, version);
    return {
      name: descriptor.federationName,
      version,
      manifestUrl: `${base}mf-manifest.json`,
      routes: readJson<OwnedRoute[]>(path.join(dir, 'routes.json'), []),
      integrity: {
        'mf-manifest.json': sriOf(path.join(dir, 'mf-manifest.json')),
        'remoteEntry.js': sriOf(path.join(dir, 'remoteEntry.js')),
      },
    };
  }

  /** Changes release.json under the lock and appends the history entry `change` returns. */
  private record(change: (release: ReleaseManifest) => Omit<HistoryEntry, 'time'>): HistoryEntry {
    return this.withLock(() => {
      const release = this.readRelease();
      const partial = change(release);
      release.updatedAt = this.now().toISOString();
      const entry: HistoryEntry = { time: release.updatedAt, ...partial };
      if (!entry.reason) delete entry.reason;
      writeJsonAtomic(this.releaseFile, release);
      writeJsonAtomic(this.historyFile, [...this.history(), entry]);
      return entry;
    });
  }

  /** Points release.json at `version` of `app` and records it in the history. */
  activate(app: string, version: string, action: HistoryEntry['action'], reason?: string): HistoryEntry {
    const dir = this.versionDir(app, version);
    if (!existsSync(path.join(dir, '.published.json'))) throw new Error(`${app} ${version} is not in the release store`);
    const remote = app === SHELL_APP ? null : this.remoteRelease(app, version);
    return this.record((release) => {
      const from = app === SHELL_APP ? (release.shell?.version ?? null) : (release.remotes[app]?.version ?? null);
      if (remote) {
        release.remotes[app] = remote;
        // Whatever went live replaces a canary of the same app.
        if (release.canaries?.[app]) delete release.canaries[app];
      } else release.shell = { version };
      return { app, action, from, to: version, reason };
    });
  }

  canaryOf(app: string): { version: string; percent: number; since: string } | null {
    const canary = this.readRelease().canaries?.[app];
    return canary ? { version: canary.remote.version, percent: canary.percent, since: canary.since } : null;
  }

  /** Serves `version` of remote `app` to `percent` % of visitors beside the live version. */
  startCanary(app: string, version: string, percent: number, reason?: string): HistoryEntry {
    if (app === SHELL_APP) throw new Error('the shell is not released as a canary: it serves every area');
    if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new Error('--percent must be a whole number from 1 to 99');
    const remote = this.remoteRelease(app, version);
    return this.record((release) => {
      const live = release.remotes[app]?.version;
      if (!live) throw new Error(`${app} has no live version to run a canary beside: publish it first`);
      if (live === version) throw new Error(`${app} ${version} is already live`);
      const since = this.now().toISOString();
      release.canaries = { ...release.canaries, [app]: { percent, since, remote } };
      return { app, action: 'canary', from: live, to: version, reason: reason ? `${percent} %: ${reason}` : `${percent} % of visitors` };
    });
  }

  /** The canary becomes the live version for everyone. */
  promoteCanary(app: string): HistoryEntry {
    const canary = this.canaryOf(app);
    if (!canary) throw new Error(`${app} has no canary to promote`);
    return this.activate(app, canary.version, 'promote', `canary at ${canary.percent} % since ${canary.since}`);
  }

  /** Everyone goes back to the live version; the canary version counts as rolled back. */
  abortCanary(app: string, reason?: string): HistoryEntry {
    return this.record((release) => {
      const canary = release.canaries?.[app];
      if (!canary) throw new Error(`${app} has no canary to abort`);
      delete release.canaries![app];
      return { app, action: 'abort', from: canary.remote.version, to: release.remotes[app]!.version, reason };
    });
  }

  /**
   * Where a rollback goes, and why: the named version, else the most recent version that was live
   * before the live one and was never itself rolled back (a version someone rolled back was bad;
   * only `--to` brings it back). Read from the history, not from publish order.
   */
  rollbackPlan(app: string, to?: string): { version: string; reason: string } {
    const live = this.liveVersion(app);
    if (!live) throw new Error(`${app} has no live version`);
    if (to) {
      if (to === live) throw new Error(`${app} ${to} is already live`);
      if (!this.versions(app).some((v) => v.version === to)) throw new Error(`${app} ${to} is not in the release store`);
      return { version: to, reason: `${to} was named with --to` };
    }
    const all = this.history().filter((entry) => entry.app === app);
    const rolledBack = new Map<string, HistoryEntry>();
    for (const entry of all) if (LEFT_AS_BAD.has(entry.action) && entry.from) rolledBack.set(entry.from, entry);
    // Canary steps never changed what was live: only the others say what was live before what.
    const entries = all.filter((entry) => entry.action !== 'canary' && entry.action !== 'abort');
    const skipped: string[] = [];
    // Each entry's `from` was live just before it: walk those back from the newest.
    for (let i = entries.length - 1; i >= 0; i--) {
      const { from: candidate, to: replacedBy, time } = entries[i]!;
      if (!candidate || candidate === live) continue;
      const bad = rolledBack.get(candidate);
      if (bad) {
        if (!skipped.some((line) => line.startsWith(`${candidate} `))) skipped.push(`${candidate} (rolled back ${bad.time})`);
        continue;
      }
      const why = `${candidate} was live before ${replacedBy} replaced it (${time})`;
      return { version: candidate, reason: skipped.length ? `${why}; skipped ${skipped.join(', ')}` : why };
    }
    const also = skipped.length ? ` (skipped ${skipped.join(', ')}; name one with --to)` : '';
    throw new Error(`${app} has no earlier good version than ${live} to roll back to${also}`);
  }

  /** The version a plain rollback would make live. */
  rollbackTarget(app: string, to?: string): string {
    return this.rollbackPlan(app, to).version;
  }
}

/** History actions that take a version down because it misbehaved. */
const LEFT_AS_BAD = new Set<HistoryEntry['action']>(['rollback', 'abort', 'auto-rollback']);

export class VersionConflictError extends Error {
  constructor(
    readonly app: string,
    readonly version: string,
  ) {
    super(`${app} ${version} is already published with different content`);
  }
}
