/**
 * What Kumul remembers of each browser's conversation, in the database so that every CMS process shares it (issue
 * 24, ADR 0054): a follow-up sent to another replica leans on the question before it, and the storefront's /chat
 * page (any replica) shows the same talk. Keyed by a hash of the browser's chat id, never by the id itself.
 * - Kumul leans on the last `MEMORY_TURNS` turns, if the last one is under `MEMORY_MS` old (ADR 0034);
 * - the /chat page shows the last `KEPT_TURNS`, for `KEPT_MS` after the last message; housekeeping removes older.
 */
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { ChatSource } from '../../../lib/chat/compose';
import type { Turn } from '../../../lib/chat/openai-engine';

const UID = 'api::chat-conversation.chat-conversation';
export const MEMORY_MS = 30 * 60_000;
const MEMORY_TURNS = 6;
export const KEPT_MS = 24 * 3600_000;
const KEPT_TURNS = 10;

export type Remembered = Turn & { keys: string[]; sources: ChatSource[]; at: string };
type Row = { id: number; turns: unknown; lastAt: string };

/** The stored key of a browser's chat id. */
export const visitorKey = (visitorId: string) =>
  createHash('sha256').update(visitorId).digest('base64url').slice(0, 32);

const turnsOf = (row: Row | null): Remembered[] => (Array.isArray(row?.turns) ? (row.turns as Remembered[]) : []);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * Query engine: a conversation's row is made by the query engine (below: the unique index is the lock), so it has
   * no document id; it is read and written by its visitor key and row id only.
   */
  const find = (visitorId: string): Promise<Row | null> =>
    strapi.db.query(UID).findOne({ where: { visitor: visitorKey(visitorId) } });
  const age = (row: Row, now: Date) => now.getTime() - new Date(row.lastAt).getTime();

  return {
    /** The turns Kumul leans on for a follow-up: none once the talk has rested half an hour. */
    async recall(visitorId: string | undefined, now = new Date()): Promise<Remembered[]> {
      if (!visitorId) return [];
      const row = await find(visitorId);
      if (!row || age(row, now) > MEMORY_MS) return [];
      return turnsOf(row).slice(-MEMORY_TURNS);
    },

    /** The conversation as the browser's /chat page shows it, and as "Download my data" gives it (ADR 0051). */
    async transcript(visitorId: string | undefined, now = new Date()): Promise<Remembered[]> {
      if (!visitorId) return [];
      const row = await find(visitorId);
      return row && age(row, now) <= KEPT_MS ? turnsOf(row) : [];
    },

    /**
     * Adds one turn. Two messages of one browser answered at the same moment may keep only one of the two turns:
     * a lost line of a transcript, never another browser's.
     */
    async remember(visitorId: string | undefined, turn: Omit<Remembered, 'at'>, now = new Date()): Promise<void> {
      if (!visitorId) return;
      const row = await find(visitorId);
      const kept = row && age(row, now) <= KEPT_MS ? turnsOf(row) : [];
      const turns = [...kept, { ...turn, at: now.toISOString() }].slice(-KEPT_TURNS);
      if (row) {
        // Query engine: by row id, as `find` above.
        await strapi.db.query(UID).update({ where: { id: row.id }, data: { turns, lastAt: now } });
        return;
      }
      try {
        // Query engine: the visitor key's unique index refuses a second row made at the same moment (caught below).
        await strapi.db.query(UID).create({ data: { visitor: visitorKey(visitorId), turns, lastAt: now } });
      } catch {
        // The same browser's other message made the row first (a unique index): add this turn to it.
        const made = await find(visitorId);
        if (made) {
          // Query engine: by row id, as `find` above.
          await strapi.db.query(UID).update({
            where: { id: made.id },
            data: { turns: [...turnsOf(made), ...turns].slice(-KEPT_TURNS), lastAt: now },
          });
        }
      }
    },

    /** Forgets one browser's conversation: its learner deleted their account (ADR 0051). */
    async forget(visitorId: string | undefined): Promise<void> {
      // Query engine: one delete by the visitor key; the Document Service deletes by a documentId this does not have.
      if (visitorId) await strapi.db.query(UID).delete({ where: { visitor: visitorKey(visitorId) } });
    },

    /** Conversations past their day (housekeeping). */
    async removeExpired(now = new Date()): Promise<number> {
      // Query engine: one statement for every conversation past its day (deleteMany).
      const { count } = await strapi.db
        .query(UID)
        .deleteMany({ where: { lastAt: { $lt: new Date(now.getTime() - KEPT_MS) } } });
      return count;
    },
  };
};
