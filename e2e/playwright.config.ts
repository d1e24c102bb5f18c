import { defineConfig } from '@playwright/test';
import { API_PORT, API_URL, CHROMIUM, E2E_API_DATA, repoRoot, SITE_PORT, SITE_URL } from './support/env';

const tsx = `${repoRoot}/node_modules/.bin/tsx`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The release test moves what is live for everyone: one worker keeps every test's view certain.
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // Its own folder per concurrent run: Playwright empties it at start.
  outputDir: process.env.E2E_OUTPUT_DIR ?? `${repoRoot}/test-results/e2e`,
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      command: `rm -rf ${E2E_API_DATA} && ${tsx} api/src/main.ts`,
      cwd: repoRoot,
      url: `${API_URL}/api/blogs`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        API_PORT: String(API_PORT),
        API_DATA_DIR: E2E_API_DATA,
        // Always a fresh embedded database (the data dir is removed above), even when the shell has
        // DATABASE_URL for the API suite: on a shared PostgreSQL, users and rate-limit counters
        // from earlier runs would carry over (127.0.0.1 runs out of OTP sends after a few runs).
        DATABASE_URL: '',
        SEED_DEMO: '1',
        NODE_ENV: 'development',
        // The tests read OTPs through /dev/last-otp.
        API_DEV_TOOLS: '1',
        SITE_ORIGINS: `${SITE_URL},http://127.0.0.1:${SITE_PORT}`,
      },
    },
    {
      command: `${tsx} e2e/support/site.ts`,
      cwd: repoRoot,
      url: `${SITE_URL}/healthz`,
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
});
