import { defineConfig } from 'vitest/config';
import PlatformSequencer from './test-platform/src/sequencer';
import {
  CMS_UNIT_ENV,
  project,
  REPORTER,
  repositoryRoot,
  storefrontAlias,
  STOREFRONT_UNIT_ENV,
  WORKERS,
} from './test-platform/src/projects';
import { postgresProject } from './vitest.postgres.config';

// Every test of the repository, as projects of one runner (docs/testing.md, ADR 0033): `npm test`. Unit tests run
// alone; integration tests on their worker's shared platform (a seeded CMS with its test peers, and the storefront);
// browser tests drive Chromium against it. `npm test -w <workspace>` runs one workspace's projects. With DATABASE_URL
// naming a PostgreSQL server, the tests whose behaviour depends on the database run on it too, in the same run and the
// same workers (vitest.postgres.config.ts lists them; `npm run test:postgres` runs them alone).
export default defineConfig({
  root: repositoryRoot,
  test: {
    maxWorkers: WORKERS,
    minWorkers: 1,
    sequence: { sequencer: PlatformSequencer },
    reporters: ['default', [REPORTER, { run: 'tests' }]],
    projects: [
      project('cms-unit', { root: 'cms', include: ['src/**/*.test.ts', 'contract/**/*.test.ts'], env: CMS_UNIT_ENV }),
      project('cms', { root: 'cms', include: ['test/**/*.test.ts'], needs: 'cms' }),
      project('seed-unit', { root: 'seed', include: ['src/**/*.test.ts'] }),
      project('seed', { root: 'seed', include: ['test/**/*.test.ts'], needs: 'cms', testTimeout: 60_000 }),
      project('cron-unit', { root: 'cron', include: ['src/**/*.test.ts'] }),
      project('cron', { root: 'cron', include: ['test/**/*.test.ts'], needs: 'cms', testTimeout: 60_000 }),
      project('storefront-unit', {
        root: 'storefront',
        include: ['app/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'server/**/*.test.ts'],
        alias: storefrontAlias,
        env: STOREFRONT_UNIT_ENV,
      }),
      project('storefront', {
        root: 'storefront',
        include: ['test/*.test.ts'],
        needs: 'storefront',
        testTimeout: 60_000,
        alias: storefrontAlias,
      }),
      project('browser', {
        root: 'storefront',
        include: ['test/browser/*.test.ts'],
        needs: 'storefront',
        testTimeout: 60_000,
        alias: storefrontAlias,
      }),
      project('repo', {
        root: '.',
        include: ['tests/*.test.ts'],
        needs: 'builds',
        testTimeout: 300_000,
        hookTimeout: 300_000,
      }),
      ...(process.env.DATABASE_URL ? [postgresProject] : []),
    ],
  },
});
