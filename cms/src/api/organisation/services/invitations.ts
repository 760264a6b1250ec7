/**
 * The invitations organisations' imports send (ADR 0036), kept as a log of messages: each counts against the
 * organisation's daily cap, and carries its own "not me" link (256 random bits, stored hashed) by which its recipient,
 * without an account, stops further invitations to that address: from that organisation, or from every one.
 *
 * Saying "not me" also withdraws what the message was about, when it is still waiting for the person: the invitation
 * (an invited membership), and an account the import made for them that nobody ever signed in to (no password, no
 * other organisation). The link only ever acts on its own message's address: holding it is what proves that address
 * received it, so nobody else can stop another person's messages.
 *
 * And the welcome page: which organisation made the account a set-password link is for.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ORGANISATION_MESSAGES,
  type InvitationStop,
  type OrganisationWelcome,
  type StopScope,
} from '../../../../contract/organisations';
import { cmsEnv } from '../../../env';
import { maskEmail, maskPhone } from '../../../lib/contact';
import { MEMBERSHIP_UID, ORGANISATION_UID, idOf } from '../../../lib/organisations';
import { isResetUsable } from '../../../lib/reset-rules';
import { createSecureToken, hashToken } from '../../../lib/secure-token';
import { USER_UID } from '../../../lib/users';
import { contactKey, LIMITS, slowNetworkOrThrow } from '../../../lib/limits';

export const MESSAGE_UID = 'api::organisation-message.organisation-message';
const RESET_UID = 'api::password-reset.password-reset';
const DAY_MS = 24 * 60 * 60_000;
/** What createSecureToken makes: 43 URL-safe characters. Anything else is not looked up. */
const TOKEN = /^[\w-]{43}$/;

export type Channel = 'email' | 'whatsapp';

/** A message about to be sent: its record (written with the batch) and its "not me" link's secret. */
export type PlannedMessage = { token: string; record: Record<string, unknown> };

type MessageRow = {
  id: number;
  organisationName: string;
  membershipKey: string;
  maskedAddress: string;
  stoppedAt: string | null;
  stopScope: StopScope | null;
};

const viewOf = (row: MessageRow): InvitationStop => ({
  organisation: row.organisationName,
  address: row.maskedAddress,
  stopped: row.stoppedAt ? (row.stopScope ?? 'organisation') : null,
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const findByToken = async (token: string) =>
    TOKEN.test(token)
      ? ((await strapi.db
          // Query engine: a message by its "not me" token's hash (private), with the numeric id `stop` updates by.
          .query(MESSAGE_UID)
          .findOne({
            where: { tokenHash: hashToken(token) },
            select: ['id', 'organisationName', 'membershipKey', 'maskedAddress', 'stoppedAt', 'stopScope'],
          })) as MessageRow | null)
      : null;

  const slowed = (network: string, what: string) =>
    slowNetworkOrThrow(
      strapi,
      `${what}:network:${network}`,
      LIMITS.inviteLookupNetwork,
      ORGANISATION_MESSAGES.tooManyStops,
    );

  /** The invitation the message was about, if the person has not accepted it, and an account made for it alone. */
  async function withdraw(membershipKey: string) {
    // Query engine: by the unique membershipKey (organisation's and account's numeric ids), with the password hash.
    const membership = (await strapi.db.query(MEMBERSHIP_UID).findOne({
      where: { membershipKey },
      select: ['documentId', 'status'],
      populate: { user: { select: ['id', 'password'] } },
    })) as { documentId: string; status: string; user: { id: number; password: string | null } | null } | null;
    if (!membership || membership.status !== 'invited') return;
    await strapi.documents(MEMBERSHIP_UID).delete({ documentId: membership.documentId });
    const user = membership.user;
    if (!user || user.password) return;
    // Query engine: the account's other memberships, counted by its numeric id.
    const others = await strapi.db.query(MEMBERSHIP_UID).count({ where: { user: { id: user.id } } });
    if (Number(others) > 0) return;
    // Nobody ever signed in to it (no password): it was made for this invitation, which its owner refused.
    // Query engine: the account's reset links by its numeric id; their ids go to one deleteMany below.
    const resets: Array<{ id: number }> = await strapi.db
      .query(RESET_UID)
      .findMany({ where: { user: { id: user.id } }, select: ['id'] });
    if (resets.length) {
      // Query engine: one statement for them all (deleteMany).
      await strapi.db.query(RESET_UID).deleteMany({ where: { id: { $in: resets.map((reset) => reset.id) } } });
    }
    // Query engine: the users-permissions user, by its numeric id.
    await strapi.db.query(USER_UID).delete({ where: { id: user.id } });
  }

  return {
    /** How many invitations the organisation may send in 24 hours: its own figure, or the platform's. */
    async dailyCap(organisationId: number): Promise<number> {
      // Query engine: the organisation by the numeric id its import passes.
      const row = (await strapi.db
        .query(ORGANISATION_UID)
        .findOne({ where: { id: organisationId }, select: ['invitationsPerDay'] })) as {
        invitationsPerDay: number | null;
      } | null;
      const own = row?.invitationsPerDay;
      return own === null || own === undefined ? cmsEnv.ORGANISATION_INVITATIONS_PER_DAY : Number(own);
    },

    /** Invitations the organisation's imports sent in the last 24 hours. */
    async sentInLastDay(organisationId: number, now = new Date()): Promise<number> {
      return Number(
        // Query engine: scoped by the organisation's numeric id (a plain column of the message log).
        await strapi.db.query(MESSAGE_UID).count({
          where: { organisationId, createdAt: { $gt: new Date(now.getTime() - DAY_MS) } },
        }),
      );
    },

    /** Of these contacts (emails, phones), those whose owner stopped this organisation's invitations, or everyone's. */
    async stoppedContacts(organisationId: number, contacts: string[]): Promise<Set<string>> {
      const keys = [...new Set(contacts.map(contactKey))];
      if (keys.length === 0) return new Set();
      // Query engine: scoped by the organisation's numeric id, a batch of contacts in one query.
      const rows: Array<{ addressKey: string }> = await strapi.db.query(MESSAGE_UID).findMany({
        where: {
          addressKey: { $in: keys },
          stoppedAt: { $notNull: true },
          $or: [{ organisationId }, { stopScope: 'all' }],
        },
        select: ['addressKey'],
      });
      const stopped = new Set(rows.map((row) => row.addressKey));
      return new Set(contacts.filter((contact) => stopped.has(contactKey(contact))));
    },

    /** A message's record and its "not me" secret; written with the batch by `record`. */
    plan(
      organisation: { id: number; name: string },
      membershipKey: string,
      channel: Channel,
      address: string,
    ): PlannedMessage {
      const token = createSecureToken();
      const now = new Date();
      return {
        token,
        record: {
          organisationId: organisation.id,
          organisationName: organisation.name,
          membershipKey,
          channel,
          addressKey: contactKey(address),
          maskedAddress: channel === 'email' ? maskEmail(address) : maskPhone(address),
          tokenHash: hashToken(token),
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        },
      };
    },

    /** The batch's messages in one statement. */
    async record(messages: PlannedMessage[]) {
      // Query engine: one statement for the batch's messages (createMany).
      if (messages.length) await strapi.db.query(MESSAGE_UID).createMany({ data: messages.map((m) => m.record) });
    },

    /** What a "not me" link shows: who sent it, to which address (masked), and whether it was used. Changes nothing. */
    async lookup(token: string, network: string): Promise<InvitationStop> {
      await slowed(network, 'invitation-stop');
      const row = await findByToken(token);
      if (!row) throw new errors.NotFoundError(ORGANISATION_MESSAGES.stopLinkNotValid);
      return viewOf(row);
    },

    /**
     * "Not me": no more invitations to this message's address, from its organisation or from every one (a wider
     * stop is kept; a narrower one asked later changes nothing). Saying it again answers the same.
     */
    async stop(token: string, scope: StopScope, network: string): Promise<InvitationStop> {
      await slowed(network, 'invitation-stop');
      const row = await findByToken(token);
      if (!row) throw new errors.NotFoundError(ORGANISATION_MESSAGES.stopLinkNotValid);
      const stopScope: StopScope = row.stopScope === 'all' || scope === 'all' ? 'all' : 'organisation';
      const stoppedAt = row.stoppedAt ?? new Date().toISOString();
      // Query engine: the message found by its token's hash, updated by its numeric id.
      await strapi.db.query(MESSAGE_UID).update({ where: { id: idOf(row.id) }, data: { stoppedAt, stopScope } });
      await withdraw(row.membershipKey);
      return viewOf({ ...row, stoppedAt, stopScope });
    },

    /**
     * The organisation whose import made the account this set-password link is for, and the email it signs in with
     * (whoever holds the link may set the password: the email tells them nothing more). Only for a usable link of an
     * account nobody signed in to yet.
     */
    async welcome(token: string, network: string): Promise<OrganisationWelcome> {
      await slowed(network, 'organisation-welcome');
      const notFound = () => new errors.NotFoundError(ORGANISATION_MESSAGES.welcomeNotFound);
      if (!TOKEN.test(token)) throw notFound();
      // Query engine: a reset token's hash (private), with the user's password hash (whether one was ever set).
      const reset = (await strapi.db.query(RESET_UID).findOne({
        where: { tokenHash: hashToken(token) },
        populate: { user: { select: ['id', 'email', 'password'] } },
      })) as {
        expiresAt: string;
        usedAt: string | null;
        user: { id: number; email: string; password: string | null } | null;
      } | null;
      if (!reset?.user || reset.user.password || !isResetUsable(reset, new Date())) throw notFound();
      // Query engine: the account's import membership, by its numeric id.
      const membership = (await strapi.db.query(MEMBERSHIP_UID).findOne({
        where: { user: { id: reset.user.id }, joinedVia: 'csv' },
        select: ['id'],
        populate: { organisation: { select: ['name'] } },
        orderBy: [{ id: 'asc' }],
      })) as { organisation: { name: string } | null } | null;
      if (!membership?.organisation) throw notFound();
      return { organisation: { name: membership.organisation.name }, email: reset.user.email };
    },
  };
};
