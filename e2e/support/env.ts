// Ports and folders of the end-to-end run: away from `pnpm start`'s 8080/4000 so both can run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8181);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4181);
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;
/** The e2e run publishes into its own release store, fresh each run. */
export const E2E_STORE = path.resolve(process.env.E2E_STORE ?? path.join(repoRoot, 'e2e/.store'));
export const E2E_API_DATA = path.resolve(process.env.E2E_API_DATA ?? path.join(repoRoot, 'e2e/.api-data'));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * To run a second e2e suite beside a running one (another checkout, a colleague's session), give
 * it its own ports and folders, e.g.:
 * E2E_SITE_PORT=8282 E2E_API_PORT=4282 E2E_STORE=/tmp/e2e-b/store E2E_API_DATA=/tmp/e2e-b/api DIST_ROOT=/tmp/e2e-b/dist \
 *   E2E_OUTPUT_DIR=/tmp/e2e-b/results pnpm test:e2e
 */
