// Ports and folders of the end-to-end run: away from `pnpm start`'s 8080/4000 so both can run.
//
// The suite runs in E2E_WORKERS parallel workers, and each worker has servers of its own: an API
// on a fresh embedded database and a site server on its own copy of the release store, so one
// worker's data (accounts, rate-limit counters, wallet balances) and releases (release.spec.ts
// moves live versions and canaries) never reach another. Worker N (Playwright's
// TEST_PARALLEL_INDEX, which a worker restarted after a failure keeps) uses the base ports plus N
// and a folder `worker-N` under the base folders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How many workers (and so sets of servers): two by default, for the 2-core CI machine. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(E2E_WORKERS) || E2E_WORKERS < 1) throw new Error(`E2E_WORKERS must be a whole number from 1, not ${process.env.E2E_WORKERS}`);

const SITE_BASE_PORT = Number(process.env.E2E_SITE_PORT ?? 8181);
const API_BASE_PORT = Number(process.env.E2E_API_PORT ?? 4181);
const STORE_ROOT = path.resolve(process.env.E2E_STORE ?? path.join(repoRoot, 'e2e/.store'));
const API_DATA_ROOT = path.resolve(process.env.E2E_API_DATA ?? path.join(repoRoot, 'e2e/.api-data'));

/** Every app, built and published once per run; each worker's store starts as a copy of it. */
export const PUBLISHED_STORE = path.join(STORE_ROOT, 'published');

export interface WorkerServers {
  sitePort: number;
  apiPort: number;
  siteUrl: string;
  apiUrl: string;
  /** The worker's own release store (a copy of PUBLISHED_STORE), which its site server serves. */
  storeDir: string;
  /** Removed when the API starts: its PGlite database and (beside it) its uploads. */
  apiDataDir: string;
}

export function workerServers(index: number): WorkerServers {
  const sitePort = SITE_BASE_PORT + index;
  const apiPort = API_BASE_PORT + index;
  return {
    sitePort,
    apiPort,
    siteUrl: `http://localhost:${sitePort}`,
    apiUrl: `http://localhost:${apiPort}`,
    storeDir: path.join(STORE_ROOT, `worker-${index}`),
    apiDataDir: path.join(API_DATA_ROOT, `worker-${index}`),
  };
}

/** 0 outside a worker (the config, the site server), where only the base values are wanted. */
const PARALLEL_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (PARALLEL_INDEX >= E2E_WORKERS) {
  // Servers are started for E2E_WORKERS workers only (playwright.config.ts).
  throw new Error(`worker ${PARALLEL_INDEX} has no servers: set the worker count with E2E_WORKERS=${PARALLEL_INDEX + 1}, not --workers`);
}

const mine = workerServers(PARALLEL_INDEX);
/** This worker's site, API and release store. */
export const SITE_PORT = mine.sitePort;
export const API_PORT = mine.apiPort;
export const SITE_URL = mine.siteUrl;
export const API_URL = mine.apiUrl;
export const E2E_STORE = mine.storeDir;

/**
 * To run a second e2e suite beside a running one (another checkout, a colleague's session), give
 * it its own ports and folders. Each run takes E2E_WORKERS consecutive ports from each base
 * (8181… and 4181… by default), so keep the bases at least that far apart, e.g.:
 * E2E_SITE_PORT=8282 E2E_API_PORT=4282 E2E_STORE=/tmp/e2e-b/store E2E_API_DATA=/tmp/e2e-b/api DIST_ROOT=/tmp/e2e-b/dist \
 *   E2E_OUTPUT_DIR=/tmp/e2e-b/results pnpm test:e2e
 */
