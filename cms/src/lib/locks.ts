/**
 * Serialising concurrent work on one row: the learner's 50 quiz submissions at once, two enrolments racing. Call
 * inside `strapi.db.transaction`; the lock is held until it commits.
 */
import type { Core } from '@strapi/strapi';

type Transaction = { isCompleted?: () => boolean };

export async function lockRow(strapi: Core.Strapi, trx: Transaction, uid: string, id: number): Promise<void> {
  // SQLite has one connection, so its transactions already run one at a time; other databases lock the row.
  if (strapi.db.dialect.client === 'sqlite') return;
  const table = strapi.db.metadata.get(uid as never).tableName;
  await strapi.db
    .connection(table)
    .transacting(trx as never)
    .where({ id })
    .forUpdate()
    .first('id');
}

/** Runs `work` in a transaction that holds the row's lock. */
export function withRowLock<T>(strapi: Core.Strapi, uid: string, id: number, work: () => Promise<T>): Promise<T> {
  return strapi.db.transaction(async ({ trx }) => {
    await lockRow(strapi, trx, uid, id);
    return await work();
  }) as Promise<T>;
}
