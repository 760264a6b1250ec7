/**
 * Verifying an account's email address and phone number (ADR 0035): a link of 256 random bits, stored hashed with
 * the address it was sent to (hashed too), working once for VERIFICATION_LINK_LIFETIME_HOURS. The first goes to the
 * email address at registration; more are sent on request (the learner's own, or from an expired link's page),
 * limited per account and per address, and slowed per network. Opening a link marks its address verified, if the
 * account still has that address; opening it again says it is verified already.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import createHttpError from 'http-errors';
import {
  VERIFICATION_LINK_LIFETIME_HOURS,
  VERIFICATION_MESSAGES,
  type ConfirmAnswer,
  type Contact,
  type SentAnswer,
} from '../../../../contract/verification';
import { cmsEnv } from '../../../env';
import { maskEmail, maskPhone } from '../../../lib/contact';
import { organisationsAdministeredBy } from '../../../lib/organisations';
import { resetLinkExpiry } from '../../../lib/reset-rules';
import { createSecureToken, hashToken } from '../../../lib/secure-token';
import { fieldError, USER_UID } from '../../../lib/users';
import { contactOf, isVerified, type ContactHolder } from '../../../lib/verified-contacts';
import { contactKey, LIMITS, slowNetworkOrThrow } from '../../../lib/limits';
import { rateLimits } from '../../../lib/rate-limits';

const UID = 'api::contact-verification.contact-verification';
const LIFETIME_MS = VERIFICATION_LINK_LIFETIME_HOURS * 3600_000;

type Channel = 'email' | 'whatsapp';
type Account = ContactHolder & { id: number; firstName: string | null; blocked?: boolean | null };
type LinkRow = {
  id: number;
  channel: Channel;
  contactKey: string;
  expiresAt: string;
  usedAt: string | null;
  user: Account | null;
};

const channelOf = (contact: Contact): Channel => (contact === 'email' ? 'email' : 'whatsapp');
const contactOfChannel = (channel: Channel): Contact => (channel === 'email' ? 'email' : 'phone');
const VERIFIED_FIELD = { email: 'emailVerifiedAt', phone: 'phoneVerifiedAt' } as const;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = VERIFICATION_MESSAGES;
  const tooMany = t.tooMany(cmsEnv.SUPPORT_EMAIL);
  const notifier = () => strapi.service('api::account.notifier');
  const limiter = () => rateLimits(strapi);
  const linkTo = (token: string) =>
    new URL(`/verify?token=${encodeURIComponent(token)}`, cmsEnv.STOREFRONT_PUBLIC_URL).toString();
  const maskedOf = (user: Account, contact: Contact) =>
    contact === 'email' ? maskEmail(user.email) : maskPhone(user.mobilePhone ?? '');
  const keyOf = (user: Account, contact: Contact) => contactKey(contactOf(user, contact));

  async function issue(user: Account, contact: Contact, now = new Date()): Promise<string> {
    const token = createSecureToken();
    // Query engine: a verification token's hash (private), tied to the account's numeric id.
    await strapi.db.query(UID).create({
      data: {
        user: user.id,
        tokenHash: hashToken(token),
        channel: channelOf(contact),
        contactKey: keyOf(user, contact),
        expiresAt: resetLinkExpiry(now, LIFETIME_MS),
      },
    });
    return token;
  }

  function deliver(user: Account, contact: Contact, token: string): Promise<void> {
    const link = linkTo(token);
    const name = user.firstName ?? '';
    const hours = VERIFICATION_LINK_LIFETIME_HOURS;
    if (contact === 'phone') {
      return notifier().sendWhatsApp({
        to: user.mobilePhone!,
        template: cmsEnv.WHATSAPP_VERIFY_TEMPLATE,
        parameters: [name, link],
        text: `Kundu Cyber Academy: confirm this is your phone number with this link within ${hours} hours (it works once): ${link}`,
      });
    }
    return notifier().sendEmail({
      to: user.email,
      subject: 'Verify your email address for Kundu Cyber Academy',
      text: [
        `Hello ${name},`,
        '',
        `Please confirm that ${user.email} is your email address: open this link within ${hours} hours. It works once.`,
        '',
        link,
        '',
        'Organisations trust a verified address: their administrators need one to manage them, and their invitations',
        'to this address can be accepted once it is verified.',
        'If you did not create an account with this address, ignore this email: the account can do nothing with it.',
        `Questions? Write to ${cmsEnv.SUPPORT_EMAIL}.`,
      ].join('\n'),
    });
  }

  /** Counts a link to the account and to its address: false past either limit. */
  async function mayMessage(user: Account, contact: Contact): Promise<boolean> {
    const account = await limiter().hit(`verification:account:${user.id}`, LIMITS.verificationAccount);
    const target = await limiter().hit(`verification:target:${keyOf(user, contact)}`, LIMITS.verificationTarget);
    return account.allowed && target.allowed;
  }

  /** A new link to one of the account's addresses, delivered after the answer; a 429 in words past the limits. */
  async function sendNew(user: Account, contact: Contact): Promise<SentAnswer> {
    if (contact === 'phone' && !user.mobilePhone) throw fieldError('contact', t.noPhone);
    const masked = maskedOf(user, contact);
    if (isVerified(user, contact)) return { message: t.alreadyVerified(masked), contact, alreadyVerified: true };
    if (!(await mayMessage(user, contact))) throw new errors.RateLimitError(tooMany);
    const token = await issue(user, contact);
    notifier().afterAnswering(() => notifier().deliverQuietly(() => deliver(user, contact, token)));
    return { message: t.sent(masked), contact, alreadyVerified: false };
  }

  /** The link with this token, and its account, if the account still has the address it was sent to. */
  async function findLink(token: string): Promise<(LinkRow & { user: Account; contact: Contact }) | null> {
    // Query engine: a link by its token's hash, with its users-permissions user (private contact fields included).
    const row: LinkRow | null = await strapi.db
      .query(UID)
      .findOne({ where: { tokenHash: hashToken(token) }, populate: { user: true } });
    if (!row?.user) return null;
    const contact = contactOfChannel(row.channel);
    if (!contactOf(row.user, contact) || row.contactKey !== keyOf(row.user, contact)) return null;
    return { ...row, user: row.user, contact };
  }

  return {
    /**
     * A link to an address the account was just given (its email at registration; an address a super admin
     * changed), after the answer; it counts against the limits, and past them nothing is sent.
     */
    sendLater(user: Account, contact: Contact): void {
      if (!contactOf(user, contact)) return;
      notifier().afterAnswering(async () => {
        if (!(await mayMessage(user, contact))) return;
        const token = await issue(user, contact);
        await notifier().deliverQuietly(() => deliver(user, contact, token));
      });
    },

    /** The signed-in learner asks for a link to their email address or phone. */
    async send(user: Account, contact: Contact, address: string): Promise<SentAnswer> {
      await slowNetworkOrThrow(strapi, `verification:network:${address}`, LIMITS.verificationNetwork, tooMany);
      return sendNew(user, contact);
    },

    /** A new link to the address an expired or used link went to, for whoever holds that link (its recipient). */
    async resend(token: string, address: string): Promise<SentAnswer> {
      await slowNetworkOrThrow(strapi, `verification:network:${address}`, LIMITS.verificationNetwork, tooMany);
      const link = await findLink(token);
      if (!link || link.user.blocked) throw new errors.NotFoundError(t.linkNotFound);
      return sendNew(link.user, link.contact);
    },

    /** Opens a link: its address verified now, or already; 410 in words when expired or used; 404 when unknown. */
    async confirm(token: string, address: string, now = new Date()): Promise<ConfirmAnswer> {
      await slowNetworkOrThrow(
        strapi,
        `verification-confirm:network:${address}`,
        LIMITS.verificationConfirmNetwork,
        tooMany,
      );
      const link = await findLink(token);
      if (!link) throw new errors.NotFoundError(t.linkNotFound);
      const { user, contact } = link;
      const answer = async (result: ConfirmAnswer['result']): Promise<ConfirmAnswer> => ({
        result,
        contact,
        masked: maskedOf(user, contact),
        administers:
          (contact === 'email' || isVerified(user, 'email')) &&
          (await organisationsAdministeredBy(strapi, user.email)).length > 0,
      });
      const useUp = () =>
        // Query engine: a conditional update (only while unused): its count says which of two requests used the link.
        strapi.db.query(UID).updateMany({ where: { id: link.id, usedAt: { $null: true } }, data: { usedAt: now } });

      if (isVerified(user, contact)) {
        await useUp();
        return answer('already-verified');
      }
      if (link.usedAt) throw createHttpError(410, t.linkUsed);
      if (new Date(link.expiresAt).getTime() <= now.getTime()) throw createHttpError(410, t.linkExpired);
      // Used up in the statement that checks it is unused: of two requests at once, one verifies.
      const { count } = await useUp();
      if (count !== 1) throw createHttpError(410, t.linkUsed);
      // Query engine: a private field of the users-permissions user, by the numeric id the link holds.
      await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { [VERIFIED_FIELD[contact]]: now } });
      user[VERIFIED_FIELD[contact]] = now;
      return answer('verified');
    },

    /** A password-reset link opened proves the address it was sent to (links to an old address are deleted when the
     * address changes: document-middlewares/forget-changed-contacts.ts). */
    async markVerified(userId: number, contact: Contact, now = new Date()): Promise<void> {
      // Query engine: a conditional update (only if not verified yet) of a users-permissions user, by numeric id.
      await strapi.db.query(USER_UID).updateMany({
        where: { id: userId, [VERIFIED_FIELD[contact]]: { $null: true } },
        data: { [VERIFIED_FIELD[contact]]: now },
      });
    },
  };
};
