// Retries a remote's files before its area shows the error page: a phone on a patchy link often
// loses one request, and the next one works. Two federation runtime hooks, the ones
// @module-federation/retry-plugin uses: `loadEntryError` (remoteEntry.js did not load) and
// `getModuleFactory` (the exposed route table's chunks did not load). Written here rather than
// added: the published plugin (0.17) is built against runtime 0.17 and brings its own copy of the
// federation SDK into the shell, beside the 2.x runtime the shell runs. The retries made and their
// outcome go into the area reports (release-reports.ts), per area version.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Further attempts after the first failed one. */
  retries?: number;
  /** Wait before retry n (1-based): a short pause, longer each time. */
  delayMs?: (attempt: number) => number;
  wait?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRIES = 2;
const defaultDelay = (attempt: number) => 300 * 3 ** (attempt - 1);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retries made per federation container since they were last taken (a load's own count). */
const retriesMade = new Map<string, number>();

/** The retries made loading `federationName` since the last call, and forgets them. */
export function takeRetries(federationName: string): number {
  const count = retriesMade.get(federationName) ?? 0;
  retriesMade.delete(federationName);
  return count;
}

async function withRetries<T>(name: string, attempt: () => Promise<T>, options: RetryOptions, before: () => void = () => undefined): Promise<T> {
  const { retries = DEFAULT_RETRIES, delayMs = defaultDelay, wait = sleep } = options;
  for (let n = 1; ; n++) {
    await wait(delayMs(n));
    retriesMade.set(name, (retriesMade.get(name) ?? 0) + 1);
    try {
      before();
      return await attempt();
    } catch (error) {
      if (n >= retries) throw error;
    }
  }
}

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[K]>;

export function createRetryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const retries = options.retries ?? DEFAULT_RETRIES;
  // The runtime asks here once remoteEntry.js has failed to load; what this returns is used instead.
  const loadEntryError: Hook<'loadEntryError'> = ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
    if (retries < 1) return Promise.resolve(undefined);
    // The failed load is remembered under this key: forget it, or the retry gets the same failure.
    const retried = withRetries(
      remoteInfo.name,
      () => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }),
      options,
      () => delete globalLoading[uniqueKey],
    );
    return retried.then((exports) => exports || undefined) as unknown as ReturnType<Hook<'loadEntryError'>>;
  };
  // The exposed module's chunks: the container's own loader forgets a failed chunk, so asking again
  // fetches it again. (Its type says `get` returns the factory; it returns a promise of it.)
  const getModuleFactory: Hook<'getModuleFactory'> = async ({ remoteEntryExports, expose, moduleInfo }) => {
    const get = () => Promise.resolve(remoteEntryExports.get(expose) as unknown) as Promise<Awaited<ReturnType<Hook<'getModuleFactory'>>>>;
    try {
      return await get();
    } catch (error) {
      if (retries < 1) throw error;
      return withRetries(moduleInfo.name, get, options);
    }
  };
  return { name: 'area-retry', loadEntryError, getModuleFactory };
}
