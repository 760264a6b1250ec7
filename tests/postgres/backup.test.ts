/**
 * `npm run backup` and `npm run restore` on PostgreSQL (pg_dump and pg_restore). Needs DATABASE_URL naming a server
 * and a user allowed to create databases; run by `npm run test:postgres` (CI's PostgreSQL step), and fails rather
 * than skips without it.
 */
import { describeBackupAndRestore } from '../support/backup-scenario';

describeBackupAndRestore('postgres');
