// Loading a remote's route table through the federation runtime. The release manifest is the
// only source of remote URLs; integrity data from it pins every file the shell fetches itself.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaRouteModule, ReleaseManifest, RemoteRelease } from '@platform/shared';
import { createIntegrityPlugin } from './integrity-plugin';
import { createRetryPlugin, takeRetries } from './retry-plugin';

/** Thrown when an area's files cannot be fetched or are not what the release promised. */
export class AreaLoadError extends Error {
  override readonly name = 'AreaLoadError';
  constructor(
    readonly app: string,
    cause?: unknown,
  ) {
    super(`The ${app} area could not be loaded`, { cause });
  }
}

let remotes: Record<string, RemoteRelease> = {};

/** The version of `app` this page runs (from the release it booted with). */
export function releasedVersion(app: string): string | undefined {
  return remotes[app]?.version;
}
const loading = new Map<string, Promise<AreaRouteModule>>();
/** Retries the last load of each area needed (retry-plugin.ts), for its report. */
const retriesOfLastLoad = new Map<string, number>();

/** How many times the area's files were fetched again before its last load worked or gave up. */
export function loadRetries(app: string): number {
  return retriesOfLastLoad.get(app) ?? 0;
}

export function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

/**
 * A remote's container, `remoteEntry.js`, beside its federation manifest: the file every remote's
 * build writes, and the name release.json gives its integrity under. The shell registers remotes
 * by it, not by the manifest, so the browser loads an area without fetching, parsing and hashing
 * the manifest first, and the runtime ships without its manifest code (decision 009).
 */
export function remoteEntryUrl(remote: Pick<RemoteRelease, 'manifestUrl'>): string {
  return new URL('remoteEntry.js', absoluteUrl(remote.manifestUrl)).href;
}

export function registerRelease(release: ReleaseManifest): void {
  remotes = release.remotes;
  registerPlugins([createIntegrityPlugin(release), createRetryPlugin()]);
  registerRemotes(Object.values(release.remotes).map((remote) => ({ name: remote.name, entry: remoteEntryUrl(remote) })));
}

/**
 * The area's route table. A failure is not remembered: the next call (Retry, or the next
 * navigation) starts a fresh load, so an area comes back as soon as its files do.
 */
export function loadAreaRoutes(app: string): Promise<AreaRouteModule> {
  const pending = loading.get(app);
  if (pending) return pending;
  const remote = remotes[app];
  const attempt = (async () => {
    if (!remote) throw new AreaLoadError(app, new Error('not in release.json'));
    try {
      const module = await loadRemote<AreaRouteModule>(`${remote.name}/routes`);
      if (!module || !Array.isArray(module.routes)) throw new Error('./routes did not export a route table');
      return module;
    } finally {
      retriesOfLastLoad.set(app, takeRetries(remote.name));
    }
  })().catch((error: unknown) => {
    loading.delete(app);
    throw error instanceof AreaLoadError ? error : new AreaLoadError(app, error);
  });
  loading.set(app, attempt);
  return attempt;
}

/** Warm an area before it is needed (link hover, idle). Failures stay quiet until navigation. */
export function preloadArea(app: string): void {
  loadAreaRoutes(app).catch(() => undefined);
}
