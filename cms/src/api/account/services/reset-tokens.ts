/**
 * One-time password reset links: 256 random bits, stored hashed, valid 15 minutes (7 days for the set-password link
 * of an account an organisation's import created), usable once.
 */
import type { Core } from '@strapi/strapi';
import { isResetUsable, RESET_LINK_LIFETIME_MS, resetLinkExpiry } from '../../../lib/reset-rules';
import { createSecureToken, hashToken } from '../../../lib/secure-token';

const UID = 'api::password-reset.password-reset';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A new link for the user; any link sent before it stops working. */
  async issue(userId: number, channel: 'email' | 'whatsapp', now = new Date(), lifetimeMs = RESET_LINK_LIFETIME_MS) {
    const token = createSecureToken();
    // Query engine: one statement for every unused link of the account (deleteMany), by its numeric id.
    await strapi.db.query(UID).deleteMany({ where: { user: userId, usedAt: { $null: true } } });
    // Query engine: a reset token's hash (private), tied to the account's numeric id.
    await strapi.db.query(UID).create({
      data: { user: userId, tokenHash: hashToken(token), channel, expiresAt: resetLinkExpiry(now, lifetimeMs) },
    });
    return token;
  },

  /**
   * The user id the link was issued for and how it was sent, if it is still usable; it is then used up, even by
   * concurrent requests.
   */
  async consume(token: string, now = new Date()): Promise<{ userId: number; channel: 'email' | 'whatsapp' } | null> {
    // Query engine: a reset link by its token's hash, with its account's numeric id.
    const record = await strapi.db
      .query(UID)
      .findOne({ where: { tokenHash: hashToken(token) }, populate: { user: true } });
    if (!record?.user || !isResetUsable(record, now)) return null;
    // Query engine: a conditional update (only while unused): of two requests at once, one gets count 1.
    const { count } = await strapi.db
      .query(UID)
      .updateMany({ where: { id: record.id, usedAt: { $null: true } }, data: { usedAt: now } });
    return count === 1 ? { userId: record.user.id as number, channel: record.channel } : null;
  },
});
