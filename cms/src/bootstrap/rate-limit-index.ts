/**
 * One counter row per rate-limit key. Strapi's `unique: true` is checked by its validator, not by the database, so
 * concurrent first hits of a key could each insert a row and split the count between them (300 concurrent guesses
 * then met no limit on PostgreSQL). A unique index makes the database refuse the second insert; the rate-limit
 * service then counts that hit in the row that won (services/rate-limits.ts). Counters are short-lived, so duplicate
 * rows left by an older version are simply removed first.
 */
import type { Core } from '@strapi/strapi';

export async function ensureRateLimitIndex(strapi: Core.Strapi): Promise<void> {
  const db = strapi.db.connection;
  await db.raw('DELETE FROM ?? WHERE ?? NOT IN (SELECT MIN(??) FROM ?? GROUP BY ??)', [
    'rate_limits',
    'id',
    'id',
    'rate_limits',
    'key',
  ]);
  await db.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', ['rate_limits_key_unique', 'rate_limits', 'key']);
}
