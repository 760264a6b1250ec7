/**
 * `npm run backup` and `npm run restore` on the embedded default, SQLite: always, whatever DATABASE_URL says.
 * The same scenario on PostgreSQL is tests/postgres/backup.test.ts (`npm run test:postgres`).
 */
import { describeBackupAndRestore } from './support/backup-scenario';

describeBackupAndRestore('sqlite');
