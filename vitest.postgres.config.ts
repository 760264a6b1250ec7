import { defineConfig } from 'vitest/config';

// Repository-level tests that need a PostgreSQL server named by DATABASE_URL: `npm run test:postgres` (CI runs it in
// its PostgreSQL step). Without DATABASE_URL they fail rather than skip.
export default defineConfig({
  test: {
    include: ['tests/postgres/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
