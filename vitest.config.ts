import { configDefaults, defineConfig } from 'vitest/config';

// Repository-level tests (the one-command start, backups, deployment files); each workspace has its own suite.
// Tests that need a PostgreSQL server are in tests/postgres/, run by `npm run test:postgres` (vitest.postgres.config.ts).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'tests/postgres/**'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
