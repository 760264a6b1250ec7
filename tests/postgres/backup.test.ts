/**
 * `npm run backup` and `npm run restore` on PostgreSQL (pg_dump and pg_restore). Needs DATABASE_URL naming a server
 * and a user allowed to create databases; run by `npm run test:postgres` (CI's PostgreSQL step), and fails rather
 * than skips without it.
 */
// Own CMS: it backs up a CMS's database and files of its own, restores them into an empty one and starts a CMS there.
import { describeBackupAndRestore } from '../support/backup-scenario';

describeBackupAndRestore('postgres');
