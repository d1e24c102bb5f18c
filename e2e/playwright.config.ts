import { defineConfig } from '@playwright/test';
import { CHROMIUM, E2E_WORKERS, repoRoot, SITE_URL, workerServers } from './support/env';

const tsx = `${repoRoot}/node_modules/.bin/tsx`;
const servers = Array.from({ length: E2E_WORKERS }, (_, index) => workerServers(index));

export default defineConfig({
  testDir: './tests',
  // Two workers share two cores, so each test gets about half the machine it had alone: the long
  // walks (two sign-ins, several areas) came within a second of the 30 s they had with one worker.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker has its own API, database and release store (support/env.ts), so workers share
  // nothing but the machine. Set the count with E2E_WORKERS: the servers below follow it.
  workers: E2E_WORKERS,
  // Tests, not files, are spread over the workers: one file (phone-width.spec.ts, the walk over the
  // route catalogue) holds over a third of them, and whole files left one worker idle while the
  // other finished the last file.
  // No test relies on another having run before it; one that must would say so with
  // test.describe.configure({ mode: 'serial' }).
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // Its own folder per concurrent run: Playwright empties it at start.
  outputDir: process.env.E2E_OUTPUT_DIR ?? `${repoRoot}/test-results/e2e`,
  use: {
    // This worker's site (the config is loaded again in every worker, with its TEST_PARALLEL_INDEX).
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
  webServer: [
    ...servers.map(({ apiPort, apiUrl, apiDataDir, sitePort, siteUrl }, index) => ({
      name: `api ${index}`,
      command: `rm -rf '${apiDataDir}' && ${tsx} api/src/main.ts`,
      cwd: repoRoot,
      url: `${apiUrl}/api/blogs`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        API_PORT: String(apiPort),
        // The database and, beside it, the uploads: both inside the folder removed above.
        API_DATA_DIR: `${apiDataDir}/pglite`,
        // Always a fresh embedded database (the data dir is removed above), even when the shell has
        // DATABASE_URL for the API suite: on a shared PostgreSQL, users and rate-limit counters
        // from earlier runs (and the other workers) would carry over (127.0.0.1 runs out of OTP
        // sends after a few runs).
        DATABASE_URL: '',
        SEED_DEMO: '1',
        NODE_ENV: 'development',
        // The tests read OTPs through /dev/last-otp.
        API_DEV_TOOLS: '1',
        // Counts as of now, not shared for 10 s (decision 054): a spec that changes something and
        // then reads a console count must see its own change. The sharing itself is proven by
        // api/test/shared-figures.test.ts.
        FIGURES_FRESH_FOR_MS: '0',
        // Its worker's site only.
        SITE_ORIGINS: `${siteUrl},http://127.0.0.1:${sitePort}`,
      },
    })),
    {
      name: 'sites',
      // Builds and publishes every app once, then serves one copy of the store per worker.
      command: `${tsx} e2e/support/site.ts`,
      cwd: repoRoot,
      url: `${servers.at(-1)!.siteUrl}/healthz`,
      // Eight production builds: about 3 minutes on a quiet machine, over 5 when the two cores are
      // shared (seen at a load average of 15).
      timeout: 600_000,
      reuseExistingServer: false,
    },
  ],
});
