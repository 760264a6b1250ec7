/**
 * Sign-in sessions, kept in the database so that every storefront replica sees the same ones and signing out, or a
 * password reset, ends them at once. The browser holds the session's secret inside the storefront's encrypted
 * cookie; the CMS keeps only its hash. A session ends after SESSION_IDLE_HOURS unused, or SESSION_MAX_DAYS.
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../../../env';
import { createSecureToken, hashToken } from '../../../lib/secure-token';

const UID = 'api::account-session.account-session';
/** lastSeenAt is written at most this often, so a busy learner does not cost a write per page. */
const TOUCH_EVERY_MS = 5 * 60_000;
/** Live sessions one learner may have (phones, a school lab, a cybercafé); signing in past this ends the oldest. */
export const MAX_LIVE_SESSIONS = 10;

export type SessionUser = {
  id: number;
  documentId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  mobilePhone: string | null;
  /** When a link proved the address (ADR 0035); null: not verified. */
  emailVerifiedAt: string | null;
  phoneVerifiedAt: string | null;
  audienceRole: string | null;
  organization: string | null;
  hasConsentedToDataUse: boolean;
  consentedToDataUseAt: string | null;
  profilePhotoKey: string | null;
  blocked: boolean | null;
  createdAt: string;
};

export type ResolvedSession = { id: number; user: SessionUser };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(userId: number, device: string | undefined, now = new Date()) {
    const token = createSecureToken();
    const expiresAt = new Date(now.getTime() + cmsEnv.SESSION_MAX_DAYS * 24 * 3600_000);
    const created = await strapi.documents(UID).create({
      data: { user: userId, tokenHash: hashToken(token), lastSeenAt: now, expiresAt, device: device?.slice(0, 200) },
    });
    await this.endOldest(userId, created.id as number);
    return { token, expiresAt: expiresAt.toISOString() };
  },

  /** Ends the user's oldest sessions past MAX_LIVE_SESSIONS, never the one just created. */
  async endOldest(userId: number, keep: number) {
    // Query engine: the account's sessions by its numeric id; their ids go to one deleteMany below.
    const live: { id: number }[] = await strapi.db.query(UID).findMany({
      where: { user: userId },
      select: ['id'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    const ended = live
      .filter((session) => session.id !== keep)
      .slice(MAX_LIVE_SESSIONS - 1)
      .map((session) => session.id);
    // Query engine: one statement for every session past the limit (deleteMany).
    if (ended.length) await strapi.db.query(UID).deleteMany({ where: { id: { $in: ended } } });
  },

  /** The session and its user, or null when the token is unknown, idle too long, past its end, or blocked. */
  async resolve(token: string | undefined, now = new Date()): Promise<ResolvedSession | null> {
    if (!token || token.length > 100) return null;
    // Query engine: a session by its token's hash (private), with its users-permissions user.
    const session = await strapi.db.query(UID).findOne({
      where: { tokenHash: hashToken(token) },
      populate: { user: true },
    });
    if (!session?.user) return null;
    const lastSeen = new Date(session.lastSeenAt).getTime();
    const idleLimit = cmsEnv.SESSION_IDLE_HOURS * 3600_000;
    if (
      new Date(session.expiresAt).getTime() <= now.getTime() ||
      now.getTime() - lastSeen > idleLimit ||
      session.user.blocked
    ) {
      // Query engine: the ended session, by the numeric id just read.
      await strapi.db.query(UID).delete({ where: { id: session.id } });
      return null;
    }
    if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
      // Query engine: the session's lastSeenAt, by the numeric id just read.
      await strapi.db.query(UID).update({ where: { id: session.id }, data: { lastSeenAt: now } });
    }
    return { id: session.id, user: session.user as SessionUser };
  },

  async end(sessionId: number) {
    // Query engine: callers hold the session's numeric id (ResolvedSession.id), not its documentId.
    await strapi.db.query(UID).delete({ where: { id: sessionId } });
  },

  /** Signs the user out everywhere, or everywhere but one session. */
  async endAllFor(userId: number, except?: number) {
    // Query engine: one statement for the account's sessions (deleteMany), by numeric ids.
    await strapi.db.query(UID).deleteMany({
      where: except === undefined ? { user: userId } : { user: userId, id: { $ne: except } },
    });
  },
});
