// The compatibility gate: before a version goes live, check it against the shell and the other
// live remotes from the published files alone (no remote code runs). A remote that claims someone
// else's URLs, needs a React the shell does not provide, exposes no route table or ships a chunk
// the browser cannot check would break the site for everyone; the gate refuses it with a report a
// person can act on.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { OwnedRoute } from '@platform/shared/routing/release-manifest';
import { checkContracts, readContracts } from '@platform/build-config/contracts';
import type { CatalogueRoute } from './route-catalogue';
import { SHELL_APP, type AppDescriptor, type ReleaseStore } from './store';

export interface GateOptions {
  /**
   * Also check the typed contracts (decision 045): the remote's imports against the shell's shared
   * entries. A compile, seconds per remote: the release CLI asks for it; the site server's automatic
   * rollback (to a version that passed it when it went live) does not.
   */
  contracts?: boolean;
}

/**
 * The contract check of a remote version against a shell version, when both published contracts.
 * A compile: its answer is kept in the store per pair of reports (published versions never change,
 * and equal reports with equal declaration fingerprints give equal answers), so a rollback or a
 * version republished with the same imports is not compiled again.
 */
function contractProblems(store: ReleaseStore, app: string, version: string, shellVersion: string): string[] {
  const built = readContracts(store.versionDir(app, version));
  const provided = readContracts(store.versionDir(SHELL_APP, shellVersion));
  if (!built || !provided) return [];
  const label = `the shell ${shellVersion}`;
  const cacheable = built.report.declarationsHash && provided.report.declarationsHash;
  const key = createHash('sha256')
    .update(JSON.stringify([built.report, provided.report, label]))
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(store.dir, '.contract-checks', `${key}.json`);
  if (cacheable && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as string[];
  const problems = checkContracts(built, provided, label);
  if (cacheable) {
    mkdirSync(path.dirname(cached), { recursive: true });
    writeFileSync(cached, JSON.stringify(problems));
  }
  return problems;
}

export interface GateReport {
  app: string;
  version: string;
  problems: string[];
}

interface FederationManifest {
  shared?: { name: string; requiredVersion?: string | false; singleton?: boolean; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  exposes?: { path?: string; name?: string }[];
}

type SharedVersions = Record<string, string>;

function readJsonIn<T>(dir: string, file: string): T | null {
  const full = path.join(dir, file);
  if (!existsSync(full)) return null;
  try {
    return JSON.parse(readFileSync(full, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** `/jobs/:id` and `/jobs/:jobId` match the same URLs. */
function normalisePattern(pattern: string): string {
  return pattern.replace(/:[^/]+/g, ':param').replace(/\/+$/, '') || '/';
}

/** A file's integrity in both algorithms remoteEntry.js tables have used: sha256 since decision 009, sha384 before. */
const integritiesOf = (bytes: Buffer) => ['sha256', 'sha384'].map((algorithm) => `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`);

function checkRoutes(app: string, routes: OwnedRoute[], catalogue: CatalogueRoute[], otherLive: Map<string, string>): string[] {
  const problems: string[] = [];
  const expected = new Map(catalogue.filter((r) => r.app === app).map((r) => [r.path, r.access]));
  const declared = new Map(routes.map((r) => [r.path, r.access]));
  for (const [pattern, access] of declared) {
    const owner = otherLive.get(normalisePattern(pattern));
    if (owner) problems.push(`route ${pattern} is already owned by ${owner}: two apps cannot serve the same URLs`);
    if (!expected.has(pattern)) problems.push(`route ${pattern} is not one that routes.md gives ${app}`);
    else if (expected.get(pattern) !== access) problems.push(`route ${pattern} is declared "${access}", routes.md says "${expected.get(pattern)}"`);
  }
  for (const pattern of expected.keys()) if (!declared.has(pattern)) problems.push(`route ${pattern} (routes.md) is missing from routes.json`);
  return problems;
}

/**
 * Whether the remote ships a copy of the library to fall back on (its manifest lists the files).
 * A remote takes the singletons the shell owns from the shell with no copy of its own
 * (HOST_PROVIDED, decision 009); it carries the others, and remotes built before decision 029
 * carry `@platform/shared/schemas`, which no shell provides any more. A library the shell does not
 * provide is a problem only where the remote has no copy of it.
 */
const carriesOwnCopy = (library: NonNullable<FederationManifest['shared']>[number]) =>
  (library.assets?.js?.sync?.length ?? 0) + (library.assets?.js?.async?.length ?? 0) > 0;

function checkShared(manifest: FederationManifest, shell: SharedVersions | null, shellVersion: string): string[] {
  if (!shell) return [`the shell ${shellVersion} does not list what it shares (app.json "shared"): publish a current shell first`];
  const problems: string[] = [];
  for (const library of manifest.shared ?? []) {
    if (!library.singleton) continue;
    const provided = shell[library.name];
    const required = library.requiredVersion || '*';
    if (!provided && carriesOwnCopy(library)) continue;
    if (!provided) problems.push(`needs ${library.name} ${required}, which the shell ${shellVersion} does not provide`);
    else if (!semver.satisfies(provided, required, { includePrerelease: true })) {
      problems.push(`needs ${library.name} ${required}, the shell ${shellVersion} provides ${provided}`);
    }
  }
  return problems;
}

/** Every chunk the remote's runtime loads must carry a hash in its integrity table (remoteEntry.js). */
function checkIntegrity(dir: string): string[] {
  if (!existsSync(path.join(dir, 'remoteEntry.js'))) return ['remoteEntry.js is missing'];
  const entry = readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8');
  const known = new Set(entry.match(/sha(?:256|384)-[A-Za-z0-9+/]+=*/g) ?? []);
  const uncovered = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|css)$/.test(file) && file !== 'remoteEntry.js')
    .filter((file) => !integritiesOf(readFileSync(path.join(dir, file))).some((integrity) => known.has(integrity)));
  return uncovered.map((file) => `${file} has no matching integrity hash in remoteEntry.js: the browser could not verify it`);
}

/** Checks `version` of remote `app` against the shell `shellVersion` (default: the live one). */
export function checkRemote(
  store: ReleaseStore,
  app: string,
  version: string,
  catalogue: CatalogueRoute[],
  shellVersion = store.liveVersion(SHELL_APP),
  options: GateOptions = {},
): GateReport {
  const dir = store.versionDir(app, version);
  const problems: string[] = [];
  const routes = readJsonIn<OwnedRoute[]>(dir, 'routes.json');
  const manifest = readJsonIn<FederationManifest>(dir, 'mf-manifest.json');
  if (!routes) problems.push('routes.json is missing or not JSON');
  if (!manifest) problems.push('mf-manifest.json is missing or not JSON');

  const release = store.readRelease();
  const otherLive = new Map<string, string>();
  for (const [other, remote] of Object.entries(release.remotes)) {
    if (other === app) continue;
    for (const route of remote.routes) otherLive.set(normalisePattern(route.path), `${other} ${remote.version}`);
  }
  if (routes) problems.push(...checkRoutes(app, routes, catalogue, otherLive));
  if (manifest) {
    if (!manifest.exposes?.some((e) => e.path === './routes')) problems.push('it does not expose ./routes, the route table the shell mounts');
    if (!shellVersion) problems.push('no shell is live to provide its shared libraries: publish the shell first');
    else {
      const shell = readJsonIn<AppDescriptor>(store.versionDir(SHELL_APP, shellVersion), 'app.json');
      problems.push(...checkShared(manifest, shell?.shared ?? null, shellVersion));
      if (options.contracts) problems.push(...contractProblems(store, app, version, shellVersion));
    }
  }
  problems.push(...checkIntegrity(dir));
  return { app, version, problems };
}

/** A new shell must still provide what every live remote needs. */
export function checkShell(store: ReleaseStore, version: string, catalogue: CatalogueRoute[], options: GateOptions = {}): GateReport {
  const problems = Object.entries(store.readRelease().remotes).flatMap(([app, remote]) =>
    checkRemote(store, app, remote.version, catalogue, version, options)
      .problems.filter((problem) => problem.includes('shell'))
      .map((problem) => `live ${app} ${remote.version} ${problem}`),
  );
  return { app: SHELL_APP, version, problems };
}

export function formatGateReport(report: GateReport): string {
  return [`${report.app} ${report.version} cannot go live:`, ...report.problems.map((p) => `  - ${p}`)].join('\n');
}
