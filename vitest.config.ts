import { defineConfig } from 'vitest/config';

// One `vitest run` covers every package: browser-side code runs in happy-dom; the build configuration, release,
// site server, repo tasks and the API in Node. The API keeps its own config (database set-up, longer timeouts).
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
      // The Node packages, each its own project (`vitest run --project release`): the build
      // configuration, the release store and CLI, the site server, and the repo tasks.
      ...['build-config', 'release', 'site-server', 'scripts'].map((name) => ({
        test: { name, environment: 'node', include: [`${name}/**/*.test.ts`] },
      })),
      './api',
    ],
  },
});
