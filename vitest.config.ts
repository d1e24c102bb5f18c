import { defineConfig } from 'vitest/config';

// One `vitest run` covers every package: browser-side code runs in happy-dom, repo tasks and the
// API in Node. The API keeps its own config (database set-up, longer timeouts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['{shared,shell,mf-*}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./shared/src/testing/setup-tests.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      './api',
    ],
  },
});
