// publish = build the app + copy the build into the store as a version + make it live.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDistDir } from '@platform/build-config/dist-dir';
import { stabiliseManifests } from '@platform/build-config/stable-manifest';
import { makeLive } from './go-live';
import { contentHashOf, ReleaseStore, SHELL_APP, versionBasePath, VersionConflictError } from './store';

export { GateRefusedError, makeLive } from './go-live';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const APPS = ['shell', 'mf-public', 'mf-b2c', 'mf-customer', 'mf-vendor', 'mf-ca-services', 'mf-telecaller'] as const;
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
  options: { version?: string; force?: string; log?: (line: string) => void } = {},
): Promise<PublishResult> {
  const log = options.log ?? (() => undefined);
  const distDir = appDistDir(path.join(repoRoot, app));
  let version = options.version ?? packageVersion(app);
  await buildApp(app, version, log);
  let created: boolean;
  try {
    ({ created } = await store.addVersion(app, distDir, version));
  } catch (error) {
    if (!(error instanceof VersionConflictError) || options.version) throw error;
    version = `${version}+${contentHashOf(distDir).slice(0, 8)}`;
    log(
      `${app} ${packageVersion(app)} is already published with different content: publishing as ${version} (bump the version in ${app}/package.json for a release)`,
    );
    await buildApp(app, version, log);
    ({ created } = await store.addVersion(app, distDir, version));
  }
  const previous = store.liveVersion(app);
  if (previous === version) return { app, version, created, madeLive: false, previous };
  makeLive(store, app, version, 'publish', { force: options.force });
  return { app, version, created, madeLive: true, previous };
}
