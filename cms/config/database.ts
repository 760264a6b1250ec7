import path from 'node:path';
import { cmsEnv } from '../src/env';

/**
 * SQLite (better-sqlite3) by default, so `npm start` needs no database server; PostgreSQL when DATABASE_URL is set.
 * See docs/decisions/0003-sqlite-by-default-postgres-in-production.md.
 */
export default () => {
  if (cmsEnv.DATABASE_URL) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: cmsEnv.DATABASE_URL,
          ssl: cmsEnv.DATABASE_SSL ? { rejectUnauthorized: true } : false,
        },
        pool: { min: 0, max: cmsEnv.DATABASE_POOL_MAX },
        acquireConnectionTimeout: 60_000,
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(process.cwd(), cmsEnv.DATABASE_FILENAME) },
      useNullAsDefault: true,
    },
  };
};
