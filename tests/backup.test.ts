/**
 * `npm run backup` and `npm run restore` on the embedded default, SQLite: always, whatever DATABASE_URL says.
 * The same scenario on PostgreSQL is tests/postgres/backup.test.ts (`npm run test:postgres`).
 */
// Own CMS: it backs up a CMS's database and files of its own, restores them into an empty one and starts a CMS there.
import { describeBackupAndRestore } from './support/backup-scenario';

describeBackupAndRestore('sqlite');
