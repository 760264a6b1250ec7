import { defineConfig } from 'vitest/config';
import PlatformSequencer from './test-platform/src/sequencer';
import { project, REPORTER, repositoryRoot, WORKERS } from './test-platform/src/projects';

/**
 * The test files whose behaviour depends on the database, run again on PostgreSQL. They join `npm test` when
 * DATABASE_URL names a server (a user allowed to create databases: the seeded template and each platform's CMS get
 * a database of their own there), as in CI; `npm run test:postgres` runs them alone. Every file runs on SQLite.
 * A file belongs here when PostgreSQL could answer differently from SQLite: row locks, unique indexes and races,
 * increments, link-table writes, text lengths, backups, the cron leader's advisory lock. Each says why.
 */
const POSTGRES_FILES: Record<string, string> = {
  'cms/test/learning.test.ts':
    'row locks: one certificate under 50 simultaneous submissions; the last use of an access code raced for',
  'cms/test/alert-views.test.ts': 'increments: views added by UPDATE … SET showCount = showCount + n, at once',
  'cms/test/side-door.test.ts': 'a unique index: one account when 200 registrations of one email race',
  'cms/test/shared-addresses.test.ts': 'increments and windows of the rate-limit counters, set in SQL',
  'cms/test/organisations.test.ts': 'link-table writes (memberships, groups) and seats raced for',
  'cms/test/organisation-reports.test.ts': 'text lengths (a 1 MB cell), bulk link-table writes, the members query',
  'cms/test/verified-contacts.test.ts':
    'a verification link used up by one conditional UPDATE, opened three times at once',
  'cms/test/editors.test.ts': "link-table order: a course's Modules list as the order learners see",
  'cms/test/storefront-events.test.ts': 'notices told after the transaction commits, never for a write rolled back',
  'cms/test/personal-data.test.ts':
    "an account's rows erased in one transaction, their link-table rows by the foreign keys' cascades; a link opened once",
  'cron/test/jobs.test.ts': 'text columns (long headlines and summaries) and unique indexes (a headline by its URL)',
  'tests/postgres/backup.test.ts': 'pg_dump and pg_restore',
  'tests/postgres/cron-leader.test.ts': "two cron workers, one leader by PostgreSQL's advisory lock",
  'tests/postgres/cluster.test.ts':
    'several CMS and storefront processes on one database (start:cluster): notices by LISTEN/NOTIFY, shared state',
};

/** The PostgreSQL project: these files on platforms of their own on the server at DATABASE_URL. */
export const postgresProject = project('postgres', {
  root: '.',
  include: Object.keys(POSTGRES_FILES),
  needs: 'cms',
  engine: 'postgres',
  testTimeout: 60_000,
  hookTimeout: 300_000,
});

export default defineConfig({
  root: repositoryRoot,
  test: {
    maxWorkers: WORKERS,
    minWorkers: 1,
    sequence: { sequencer: PlatformSequencer },
    reporters: ['default', [REPORTER, { run: 'postgres' }]],
    projects: [postgresProject],
  },
});
