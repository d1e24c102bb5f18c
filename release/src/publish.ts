// publish = build the app + copy the build into the store as a version + make it live.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDistDir } from '@platform/build-config/dist-dir';
import { stabiliseManifests } from '@platform/build-config/stable-manifest';
import { writeContracts } from '@platform/build-config/contracts';
import { GateRefusedError, makeLive } from './go-live';
import { contentHashOf, ReleaseStore, SHELL_APP, versionBasePath, VersionConflictError } from './store';
import { checkWorkingTree, formatWorkingTreeProblems } from './working-tree-contracts';

export { GateRefusedError, makeLive } from './go-live';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const APPS = ['shell', 'mf-public', 'mf-b2c', 'mf-customer', 'mf-vendor', 'mf-ca-services', 'mf-telecaller', 'mf-ops'] as const;
export type AppName = (typeof APPS)[number];

export function isApp(name: string): name is AppName {
  return (APPS as readonly string[]).includes(name);
}

export function defaultStoreDir(): string {
  return path.resolve(process.env.RELEASE_DIR ?? path.join(repoRoot, '.release'));
}

export function packageVersion(app: AppName): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8')) as { version: string }).version;
}

export function buildApp(app: AppName, version: string, log: (line: string) => void = () => undefined): Promise<void> {
  const appDir = path.join(repoRoot, app);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', APP_VERSION: version };
  // The shell's HTML is served on every route, so its assets need the absolute base of the
  // version folder they will be served from. Remotes resolve their base at run time.
  if (app === SHELL_APP) env.PUBLIC_PATH = versionBasePath(app, version);
  else delete env.PUBLIC_PATH;
  const rspack = (target: 'browser' | 'prerender') =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build'], {
        cwd: appDir,
        env: { ...env, BUILD_TARGET: target },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve();
        else reject(new Error(`rspack build of ${app}${target === 'prerender' ? ' (prerender bundle)' : ''} failed (exit ${code}):\n${output}`));
      });
    });
  // A remote also gets its prerender bundle (server/prerender.cjs), written beside the browser files.
  return rspack('browser')
    .then(() => stabiliseManifests(appDistDir(appDir)))
    .then(() => (app === SHELL_APP ? undefined : rspack('prerender')))
    .then(() => log(`built ${app} ${version}`));
}

export interface PublishResult {
  app: AppName;
  version: string;
  created: boolean;
  madeLive: boolean;
  previous: string | null;
}

/**
 * Builds `app` and makes the build live. Without --version it publishes package.json's version;
 * if that version is already in the store with other content (code changed, version not bumped),
 * the build is published as `<version>+<content hash>` rather than overwrite an immutable version.
 */
export async function publishApp(
  store: ReleaseStore,
  app: AppName,
  options: { version?: string; force?: string; log?: (line: string) => void; contracts?: boolean } = {},
): Promise<PublishResult> {
  const log = options.log ?? (() => undefined);
  const distDir = appDistDir(path.join(repoRoot, app));
  let version = options.version ?? packageVersion(app);
  // A shell whose shared entries would break a live remote fails before it is built (`pnpm build`
  // publishes the shell first): the same check as its `build` script and the gate (decision 045).
  let checkedDeclarations: string | undefined;
  const liveRemotes = () => JSON.stringify(Object.entries(store.readRelease().remotes).map(([remote, live]) => [remote, live.version]));
  const checkedAgainst = liveRemotes();
  if (app === SHELL_APP && options.contracts) {
    const check = checkWorkingTree(store, app, path.join(repoRoot, app));
    if (check.problems.length > 0 && options.force === undefined) {
      throw new GateRefusedError(`${formatWorkingTreeProblems(app, store.dir, check.problems)}\n(nothing was built; --force "<reason>" publishes it anyway)`);
    }
    if (check.problems.length === 0) checkedDeclarations = check.report?.declarationsHash;
  }
  // Typed contracts (decision 045): the shared entries' declarations, and a remote's imports,
  // published with the version; the gate checks them against the live shell (or live remotes).
  let written: string | undefined;
  const build = async () => {
    await buildApp(app, version, log);
    if (options.contracts) written = writeContracts(path.join(repoRoot, app), distDir, app === SHELL_APP ? 'host' : 'remote').declarationsHash;
  };
  await build();
  let created: boolean;
  try {
    ({ created } = await store.addVersion(app, distDir, version));
  } catch (error) {
    if (!(error instanceof VersionConflictError) || options.version) throw error;
    version = `${version}+${contentHashOf(distDir).slice(0, 8)}`;
    log(
      `${app} ${packageVersion(app)} is already published with different content: publishing as ${version} (bump the version in ${app}/package.json for a release)`,
    );
    await build();
    ({ created } = await store.addVersion(app, distDir, version));
  }
  const previous = store.liveVersion(app);
  if (previous === version) return { app, version, created, madeLive: false, previous };
  // The shell's declarations were checked against every live remote before the build: the same
  // declarations (same source fingerprint) against the same live remotes need no second compile.
  const contracts = options.contracts && !(checkedDeclarations !== undefined && checkedDeclarations === written && checkedAgainst === liveRemotes());
  makeLive(store, app, version, 'publish', { force: options.force, contracts });
  return { app, version, created, madeLive: true, previous };
}
