import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// API tests run once on embedded PGlite and in-process cache, and once more against a real
// PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set (CI sets both).
const realServers = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: 'server-postgres',
          // Only the tests that reach the database: the API tests (each starts a platform) and the
          // queries' and kill tests. The rest (finance, files, workers) would run twice for nothing.
          include: [
            'apps/server/src/**/*.api.test.ts',
            'apps/server/src/**/*.queries.test.ts',
            'apps/server/src/**/killed-*.test.ts',
          ],
          // The walk of every documented bound and the hostile-input fuzz test the routes' inputs,
          // not the database: once is enough.
          exclude: [
            ...configDefaults.exclude,
            'apps/server/src/http/documented-bounds.api.test.ts',
            'apps/server/src/http/fuzz.api.test.ts',
          ],
          env: {
            TEST_DB_MODE: 'postgres',
            DATABASE_URL: process.env.TEST_DATABASE_URL,
            REDIS_URL: process.env.TEST_REDIS_URL ?? '',
          },
          fileParallelism: false,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // One test file per core: Vitest's default leaves one idle, which on a two-core machine runs
    // every file one after the other.
    maxWorkers: availableParallelism(),
    // API tests start a whole platform (database, migrations, seed) per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/fast-check.setup.ts'],
    projects: [
      { extends: true, test: { name: 'finance', include: ['packages/finance/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], env: { TEST_DB_MODE: 'pglite' } },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/test/testing-library.setup.ts'],
        },
      },
      ...realServers,
    ],
  },
});
