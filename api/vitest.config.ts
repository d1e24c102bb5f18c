import { defineConfig } from 'vitest/config';

// The API suite talks to real databases (PGlite in-process, PostgreSQL when DATABASE_URL is set),
// so files run in forks with generous timeouts. Each file builds its own server and database.
export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    // Unit tests sit beside the code (src/**), API tests through the real server in test/.
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
