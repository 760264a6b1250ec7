/**
 * Housekeeping (run by the cron worker's `housekeeping` job): removes rows that can no longer mean anything, so the
 * tables behind sign-in do not only grow.
 * - password-reset links that were used or have expired;
 * - verification links (ADR 0035) a month past their expiry: until then, opening one says it was used or expired
 *   rather than unknown;
 * - sign-in sessions that ended (past SESSION_MAX_DAYS, or unused for SESSION_IDLE_HOURS): signing out already
 *   deletes its session;
 * - rate-limit counters whose window closed longer ago than the longest limit's window;
 * - records of imported advisories older than a year (feeds do not carry items that old; an advisory that old is not
 *   imported again: cron's retention window is far shorter);
 * - links to learners' data (ADR 0051) past their 30 minutes;
 * - Kumul's conversations a day after their last message (ADR 0054).
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../../../env';
import { LIMITS } from '../../../lib/limits';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Verification links are kept this long after they expired, so that opening an old one says what happened. */
export const VERIFICATION_LINK_KEPT_DAYS = 30;
/** Imported-advisory records are kept this long after the advisory was imported. */
export const ALERT_IMPORT_RECORD_DAYS = 365;

export type HousekeepingReport = {
  passwordResets: number;
  contactVerifications: number;
  sessions: number;
  rateLimits: number;
  alertImports: number;
  personalDataLinks: number;
  chatConversations: number;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async run(now = new Date()): Promise<HousekeepingReport> {
    const longestWindow = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));
    const deleted = async (uid: string, where: Record<string, unknown>) =>
      // Query engine: one deleteMany per table; the Document Service deletes one document at a time.
      (await strapi.db.query(uid as never).deleteMany({ where })).count;

    return {
      passwordResets: await deleted('api::password-reset.password-reset', {
        $or: [{ usedAt: { $notNull: true } }, { expiresAt: { $lt: now } }],
      }),
      contactVerifications: await deleted('api::contact-verification.contact-verification', {
        expiresAt: { $lt: new Date(now.getTime() - VERIFICATION_LINK_KEPT_DAYS * DAY) },
      }),
      sessions: await deleted('api::account-session.account-session', {
        $or: [
          { expiresAt: { $lt: now } },
          { lastSeenAt: { $lt: new Date(now.getTime() - cmsEnv.SESSION_IDLE_HOURS * HOUR) } },
        ],
      }),
      rateLimits: await deleted('api::rate-limit.rate-limit', {
        windowStartedAt: { $lt: new Date(now.getTime() - longestWindow) },
      }),
      alertImports: await deleted('api::alert-import.alert-import', {
        createdAt: { $lt: new Date(now.getTime() - ALERT_IMPORT_RECORD_DAYS * DAY) },
      }),
      personalDataLinks: await strapi.service('api::personal-data.exports').removeExpired(now),
      chatConversations: await strapi.service('api::chat.conversations').removeExpired(now),
    };
  },
});
