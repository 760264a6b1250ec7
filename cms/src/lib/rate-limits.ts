/**
 * Fixed-window counters in the database, shared by every CMS replica (ADR 0019, 0054). Keys are built by the server
 * from the client's network address or an account's id, never from fields the client chooses freely. The limits
 * themselves, and the helpers that slow or refuse, are in lib/limits.ts.
 */
import type { Core } from '@strapi/strapi';

const UID = 'api::rate-limit.rate-limit';

export type Limit = { max: number; windowMs: number };
export type LimitState = { allowed: boolean; count: number; retryAfterMs: number };

type Row = { id: number; count: number; windowStartedAt: string };

export function rateLimits(strapi: Core.Strapi) {
  const table = () => strapi.db.metadata.get(UID).tableName;
  // Query engine: counters are rows read and written by their key, with row-level conditions (below).
  const find = (key: string): Promise<Row | null> => strapi.db.query(UID).findOne({ where: { key } });
  const remaining = (row: Row, limit: Limit, now: Date) =>
    Math.max(0, new Date(row.windowStartedAt).getTime() + limit.windowMs - now.getTime());

  return {
    /** How many hits the key has in its current window, without counting one more. */
    async peek(key: string, limit: Limit, now = new Date()): Promise<LimitState> {
      const row = await find(key);
      if (!row || remaining(row, limit, now) === 0) return { allowed: true, count: 0, retryAfterMs: 0 };
      return { allowed: row.count < limit.max, count: row.count, retryAfterMs: remaining(row, limit, now) };
    },

    /**
     * Counts one hit, or `amount` (kibibytes uploaded, say); `allowed` is false once the window holds more than `max`.
     */
    async hit(key: string, limit: Limit, { now = new Date(), amount = 1 } = {}, retried = false): Promise<LimitState> {
      const row = await find(key);
      if (!row || remaining(row, limit, now) === 0) {
        try {
          if (row) {
            // Only one request opens the new window: the reset applies while the old window is still the one
            // stored; a request that finds it already reset counts its hit in the new window instead.
            const cutoff = new Date(now.getTime() - limit.windowMs);
            // Query engine: a conditional update (updateMany with a where on the window) is the lock.
            const { count } = await strapi.db.query(UID).updateMany({
              where: { id: row.id, windowStartedAt: { $lte: cutoff } },
              data: { windowStartedAt: now, count: amount },
            });
            if (count === 0) {
              if (retried) throw new Error(`Rate limit ${key}: the window could not be opened.`);
              return this.hit(key, limit, { now, amount }, true);
            }
          } else {
            // Query engine: the key's unique index refuses a second window opened at the same moment (caught below).
            await strapi.db.query(UID).create({ data: { key, windowStartedAt: now, count: amount } });
          }
        } catch (error) {
          // Another request opened the window at the same moment: count this hit in it.
          if (retried) throw error;
          return this.hit(key, limit, { now, amount }, true);
        }
        return { allowed: limit.max >= amount, count: amount, retryAfterMs: limit.windowMs };
      }
      // One statement increments and reads back this hit's own count (PostgreSQL and SQLite 3.35+ both RETURN):
      // reading it afterwards would see other requests' hits too, and refuse too many of a concurrent burst.
      const [updated] = await strapi.db
        .connection(table())
        .where({ id: row.id })
        .increment('count', amount)
        .returning('count');
      const count = Number(typeof updated === 'object' && updated !== null ? updated.count : updated);
      return { allowed: count <= limit.max, count, retryAfterMs: remaining(row, limit, now) };
    },

    async clear(key: string) {
      // Query engine: by key, as above.
      await strapi.db.query(UID).delete({ where: { key } });
    },
  };
}
