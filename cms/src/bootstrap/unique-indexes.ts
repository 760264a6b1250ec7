/**
 * Real unique indexes where two writers may race. Strapi's `unique: true` is checked by its validator, not by the
 * database, so concurrent first inserts of one key each pass the check:
 * - one rate-limit counter per key: 300 concurrent guesses otherwise split the count and met no limit on PostgreSQL
 *   (lib/rate-limits.ts counts a refused insert in the row that won);
 * - one conversation per browser (Kumul's memory, ADR 0054): two first messages at once add to one row;
 * - one news item per article address and one import record per advisory: a manual `npm run job` beside the
 *   scheduled worker must not import a headline twice (cron/).
 * Rows duplicated by an older version are removed first (the lowest id stays).
 */
import type { Core } from '@strapi/strapi';

async function ensureUniqueIndex(strapi: Core.Strapi, table: string, column: string): Promise<void> {
  const db = strapi.db.connection;
  await db.raw('DELETE FROM ?? WHERE ?? NOT IN (SELECT MIN(??) FROM ?? GROUP BY ??)', [
    table,
    'id',
    'id',
    table,
    column,
  ]);
  await db.raw('CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)', [`${table}_${column}_unique`, table, column]);
}

export async function ensureUniqueIndexes(strapi: Core.Strapi): Promise<void> {
  await ensureUniqueIndex(strapi, 'rate_limits', 'key');
  await ensureUniqueIndex(strapi, 'chat_conversations', 'visitor');
  await ensureUniqueIndex(strapi, 'news_items', 'url');
  await ensureUniqueIndex(strapi, 'alert_imports', 'url');
}
