/**
 * Links to a learner's data (ADR 0051). "Download my data" makes a link that works for EXPORT_LINK_MINUTES, as often as
 * it is opened (a phone that loses the signal mid-download tries again), and only for the learner signed in who asked
 * for it. Learner support makes one for a learner who asked by letter or phone: it works once, for whoever holds it
 * (the support person, who sends the archive on). The archive is made from the database each time the link is opened:
 * nothing is kept but the link's hash, which housekeeping removes once it has expired.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { EXPORT_LINK_MINUTES, type OpenedExport } from '../../../../contract/personal-data';
import { cmsEnv } from '../../../env';
import { personalDataMessages } from '../../../lib/personal-data-messages';
import { createSecureToken, hashToken } from '../../../lib/secure-token';
import type { Remembered } from '../../chat/services/conversations';

export const EXPORT_UID = 'api::personal-data-export.personal-data-export';

type ExportRow = {
  id: number;
  requestedBy: 'learner' | 'support';
  expiresAt: string;
  openedAt: string | null;
  user: { id: number } | null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A new link to the learner's data, asked for by them or by Learner support for them. */
  async createLink(userId: number, requestedBy: 'learner' | 'support', now = new Date()) {
    const token = createSecureToken();
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_MINUTES * 60_000);
    // Query engine: hidden, without drafts, and its user is a relation by numeric id: written as it is.
    await strapi.db
      .query(EXPORT_UID)
      .create({ data: { user: userId, tokenHash: hashToken(token), requestedBy, expiresAt } });
    return { token, expiresAt: expiresAt.toISOString() };
  },

  /**
   * The data and files a link opens. `openerId`: the learner signed in on the browser opening it (a learner's link
   * opens for them alone); `visitor`: that browser's chat cookie, for what Kumul remembers of its conversation. An
   * unknown, expired, used (Learner support's) or someone else's link is one 404 in words: none tells the others apart.
   */
  async open(token: string, openerId: number | null, visitor?: string, now = new Date()): Promise<OpenedExport> {
    const t = personalDataMessages(cmsEnv.SUPPORT_EMAIL);
    // Query engine: a link by its token's hash (private), with its account's numeric id.
    const row = (await strapi.db.query(EXPORT_UID).findOne({
      where: { tokenHash: hashToken(token) },
      populate: { user: { select: ['id'] } },
    })) as ExportRow | null;
    const usable =
      row?.user &&
      new Date(row.expiresAt).getTime() > now.getTime() &&
      (row.requestedBy === 'learner' ? row.user.id === openerId : row.openedAt === null);
    if (!row || !usable) throw new errors.NotFoundError(t.linkNotFound);
    if (row.requestedBy === 'support') {
      // Query engine: a conditional update (only while unopened), whose count says which request won.
      // Once: two openings at the same moment cannot both pass.
      const claimed = await strapi.db
        .query(EXPORT_UID)
        .updateMany({ where: { id: row.id, openedAt: { $null: true } }, data: { openedAt: now } });
      if (claimed.count !== 1) throw new errors.NotFoundError(t.linkNotFound);
    } else if (!row.openedAt) {
      // Query engine: the link by its numeric id, as read above.
      await strapi.db.query(EXPORT_UID).update({ where: { id: row.id }, data: { openedAt: now } });
    }
    const turns: Remembered[] =
      row.requestedBy === 'learner' ? await strapi.service('api::chat.conversations').transcript(visitor, now) : [];
    const conversation = turns.map(({ question, answer }) => ({ question, answer }));
    return strapi.service('api::personal-data.collect').collect(row.user!.id, conversation);
  },

  /** Links past their time (housekeeping). */
  async removeExpired(now = new Date()): Promise<number> {
    // Query engine: one statement for every expired link (deleteMany).
    const { count } = await strapi.db.query(EXPORT_UID).deleteMany({ where: { expiresAt: { $lt: now } } });
    return count;
  },
});
