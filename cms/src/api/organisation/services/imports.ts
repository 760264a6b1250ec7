/**
 * Bulk onboarding (ADR 0029, 0036): an administrator's CSV of members is read at once (a file that cannot be read is
 * refused whole, in words), answered 202, and worked through after the answer in batches of rows, each batch in one
 * transaction. Per row:
 * - **invited**: whether or not an account has the row's email (nothing the administrator sees tells them apart):
 *   a new account (no password: it cannot sign in until the person sets one) with a set-password link valid 7 days,
 *   by WhatsApp when the row has a phone, by email otherwise; or, for an account with that email, an invitation.
 *   Either way an invited membership, shown as the file typed it until the person accepts it. An account is found
 *   by its email only: a phone alone is refused for every row alike (a phone is no sign-in, and proves nothing);
 * - **already_invited** / **already_member**: nothing new (a file uploaded twice creates and sends nothing twice);
 * - **not_sent**: the organisation's daily cap of invitations is reached, or the address said "not me": nothing is
 *   made, so that a later upload does it;
 * - **rejected**: with the reason.
 * Messages go out after each batch, beside the next one, so a slow mail server does not hold the import. A message
 * counts as sent once delivered (the membership's `invitedAt`): one that failed, or that a restart cut off, is sent
 * when the file is uploaded again. An import cut short is marked interrupted (ADR 0054): by its own CMS process when
 * that process stops, and, when it was killed, once its heartbeat is `STALE_IMPORT_MS` old (by the next reading of
 * its state, and by every CMS at start); never by another process while its own still works on it.
 */
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ORGANISATION_MESSAGES,
  type ImportOutcome,
  type ImportRow,
  type ImportState,
} from '../../../../contract/organisations';
import { DOCUMENT_ID } from '../../../../contract/learning-forms';
import { cmsEnv } from '../../../env';
import { CSV_ROW_MESSAGES, readMemberCsv, type ParsedRow, type RejectedRow } from '../../../lib/organisation/csv';
import {
  invitationEmail,
  invitationWhatsApp,
  welcomeEmail,
  welcomeWhatsApp,
} from '../../../lib/organisation/invitation-messages';
import {
  GROUP_UID,
  IMPORT_UID,
  MEMBERSHIP_UID,
  groupNameKeyOf,
  idOf,
  membershipKeyOf,
  type AdministeredOrganisation,
} from '../../../lib/organisations';
import { newDocumentId, tablesOf } from '../../../lib/organisation/tables';
import { INVITATION_LINK_LIFETIME_MS } from '../../../lib/reset-rules';
import { fieldError, USER_UID } from '../../../lib/users';
import type { SessionUser } from '../../account/services/sessions';
import { LIMITS, limitOrThrow } from '../../account/limits';
import type { PlannedMessage } from './invitations';

const BATCH_SIZE = 100;
const CONCURRENT_SENDS = 5;
/** A running import's process says it still works on it this often… */
const HEARTBEAT_MS = 10_000;
/** …and one that has not said so for this long was cut short (its process was killed). */
export const STALE_IMPORT_MS = 60_000;
/** This CMS process, as the runner of the imports it starts: several CMS processes share one database. */
const RUNNER = randomUUID();
/** The imports this process is working on now. */
const running = new Set<number>();

export const IMPORT_MESSAGES = {
  resent: 'Already invited. Their invitation had not been sent before; it has been sent now.',
  linkResent: 'Already a member. Their set-password link had not been sent before; it has been sent now.',
  notSent: 'The message to this member could not be sent. Upload the file again to send it.',
  notSaved: 'This row could not be saved. Upload the file again to retry it.',
  dailyLimit: (cap: number) =>
    `Not sent: your organisation has sent its ${cap} invitations for the last 24 hours. Upload the file again tomorrow: rows already invited are not repeated.`,
  stopped: 'Not sent: the person at this address asked not to receive these invitations.',
} as const;

type ImportRecord = {
  id: number;
  documentId: string;
  fileName: string | null;
  status: ImportState['status'];
  totalRows: number;
  processedRows: number;
  report: ImportRow[] | null;
  createdAt: string;
};

type Account = {
  id: number;
  email: string;
  firstName: string | null;
  mobilePhone: string | null;
  hasPassword: boolean;
};
type Membership = {
  documentId: string;
  status: 'active' | 'invited';
  joinedVia: 'link' | 'csv';
  invitedAt: string | null;
};
type NewMembership = Membership & {
  joinedAt: string | null;
  userId: number;
  province: string;
  groupIds: number[];
  /** An invitation's: the contact the row matched the account by, verified before it is accepted (ADR 0035). */
  matchedBy: 'email' | 'phone' | null;
  /** The person as the file typed them: what the administrator sees until they accept. */
  invitedFirstName: string;
  invitedLastName: string;
  invitedEmail: string;
};
type Message = {
  row: ImportRow;
  /** The membership (its documentId) marked sent (`invitedAt`) once the message is delivered. */
  membershipDocumentId: string;
  send: () => Promise<void>;
};
type Batch = { outcomes: ImportRow[]; messages: Message[] };

const IMPORT_FIELDS = ['fileName', 'status', 'totalRows', 'processedRows', 'report', 'createdAt'] as const;
const MEMBERSHIP_FIELDS = ['documentId', 'status', 'joinedVia', 'invitedAt'] as const;

/** Imports reported before ADR 0036 said whether an account existed; they read as "invited" now, like any. */
const LEGACY_OUTCOMES: Record<string, ImportOutcome> = { created: 'invited', invited_existing: 'invited' };

function toState(record: ImportRecord): ImportState {
  const rows = (record.report ?? []).map((row) =>
    LEGACY_OUTCOMES[row.outcome] ? { ...row, outcome: LEGACY_OUTCOMES[row.outcome]! } : row,
  );
  const counts: Record<ImportOutcome, number> = {
    invited: 0,
    already_invited: 0,
    already_member: 0,
    not_sent: 0,
    rejected: 0,
  };
  for (const row of rows) counts[row.outcome] += 1;
  return {
    id: record.documentId,
    fileName: record.fileName ?? '',
    status: record.status,
    totalRows: Number(record.totalRows),
    processedRows: Number(record.processedRows),
    counts,
    rows,
    startedAt: new Date(record.createdAt).toISOString(),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const notifier = () => strapi.service('api::account.notifier');
  const storefrontLink = (path: string) => new URL(path, cmsEnv.STOREFRONT_PUBLIC_URL).toString();

  const invitations = () => strapi.service('api::organisation.invitations');

  /** A new account's set-password link, by WhatsApp to the row's phone when it has one, else by email. */
  function welcome(organisation: AdministeredOrganisation, account: Account, phone: string | null, link: string) {
    return (stopLink: string) => {
      const common = { organisation: organisation.name, link, stopLink };
      if (phone) {
        const message = welcomeWhatsApp(common);
        return () => notifier().sendWhatsApp({ to: phone, template: cmsEnv.WHATSAPP_WELCOME_TEMPLATE, ...message });
      }
      const message = welcomeEmail({
        ...common,
        name: account.firstName,
        email: account.email,
        support: cmsEnv.SUPPORT_EMAIL,
      });
      return () => notifier().sendEmail({ to: account.email, ...message });
    };
  }

  /** An existing account's invitation: by WhatsApp when the row's phone is the account's own, else by email. */
  function invitation(organisation: AdministeredOrganisation, account: Account, phone: string | null) {
    const link = storefrontLink('/auth?redirect=%2F');
    return (stopLink: string) => {
      const common = { organisation: organisation.name, link, stopLink };
      if (phone) {
        const message = invitationWhatsApp(common);
        return () => notifier().sendWhatsApp({ to: phone, template: cmsEnv.WHATSAPP_INVITATION_TEMPLATE, ...message });
      }
      const message = invitationEmail({ ...common, name: account.firstName, support: cmsEnv.SUPPORT_EMAIL });
      return () => notifier().sendEmail({ to: account.email, ...message });
    };
  }

  /** The accounts with the rows' emails (never found by a phone), and their memberships of the organisation. */
  async function lookUp(organisation: AdministeredOrganisation, rows: ParsedRow[]) {
    const emails = rows.flatMap((row) => row.email ?? []);
    const select = ['id', 'email', 'firstName', 'mobilePhone', 'password'];
    const withEmail = emails.length
      ? await strapi.db.query(USER_UID).findMany({ where: { email: { $in: emails } }, select })
      : [];
    const toAccount = (user: Record<string, unknown>): Account => ({
      id: idOf(user.id),
      email: String(user.email),
      firstName: (user.firstName as string | null) ?? null,
      mobilePhone: (user.mobilePhone as string | null) || null,
      hasPassword: Boolean(user.password),
    });
    const byEmail = new Map(withEmail.map((user) => [String(user.email), toAccount(user)]));
    const userIds = [...byEmail.values()].map((account) => account.id);
    const memberships: Array<Membership & { membershipKey: string; groups: Array<{ id: number }> }> = userIds.length
      ? await strapi.db.query(MEMBERSHIP_UID).findMany({
          where: { membershipKey: { $in: userIds.map((id) => membershipKeyOf(organisation.id, id)) } },
          select: [...MEMBERSHIP_FIELDS, 'membershipKey'],
          populate: { groups: { select: ['id'] } },
        })
      : [];
    return { byEmail, memberships: new Map(memberships.map((row) => [row.membershipKey, row])) };
  }

  /**
   * The batch's new memberships in three statements (rows, then their links to the organisation and to the account)
   * rather than three apiece: 5,000 members take seconds, not minutes. Membership keys stay unique in the database.
   */
  async function insertMemberships(organisation: AdministeredOrganisation, memberships: NewMembership[], trx: unknown) {
    if (memberships.length === 0) return;
    const now = new Date();
    await strapi.db.query(MEMBERSHIP_UID).createMany({
      data: memberships.map((membership) => ({
        documentId: membership.documentId,
        membershipKey: membershipKeyOf(organisation.id, membership.userId),
        status: membership.status,
        joinedVia: membership.joinedVia,
        province: membership.province,
        invitedAt: membership.invitedAt,
        joinedAt: membership.joinedAt,
        matchedBy: membership.matchedBy,
        invitedFirstName: membership.invitedFirstName,
        invitedLastName: membership.invitedLastName,
        invitedEmail: membership.invitedEmail,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      })),
    });
    const ids = new Map(
      (
        (await strapi.db.query(MEMBERSHIP_UID).findMany({
          where: { documentId: { $in: memberships.map((membership) => membership.documentId) } },
          select: ['id', 'documentId'],
        })) as Array<{ id: number; documentId: string }>
      ).map((row) => [row.documentId, idOf(row.id)]),
    );
    const { link } = tablesOf(strapi);
    const toOrganisation = link(MEMBERSHIP_UID, 'organisation');
    const toUser = link(MEMBERSHIP_UID, 'user');
    const knex = strapi.db.connection;
    await knex(toOrganisation.table)
      .transacting(trx as never)
      .insert(
        memberships.map((membership) => ({
          [toOrganisation.own]: ids.get(membership.documentId),
          [toOrganisation.other]: organisation.id,
        })),
      );
    await knex(toUser.table)
      .transacting(trx as never)
      .insert(
        memberships.map((membership) => ({
          [toUser.own]: ids.get(membership.documentId),
          [toUser.other]: membership.userId,
        })),
      );

    // Group places, ordered as Strapi orders a connect: after the group's last member, and first of the member's.
    const places = memberships.flatMap((membership) =>
      membership.groupIds.map((groupId, index) => ({ groupId, membershipId: ids.get(membership.documentId)!, index })),
    );
    if (places.length === 0) return;
    const toMembers = link(GROUP_UID, 'memberships');
    const last = new Map<number, number>(
      (
        (await knex(toMembers.table)
          .transacting(trx as never)
          .whereIn(toMembers.own, [...new Set(places.map((place) => place.groupId))])
          .groupBy(toMembers.own)
          .select({ groupId: toMembers.own })
          .max({ last: toMembers.order })) as Array<{ groupId: unknown; last: unknown }>
      ).map((row) => [idOf(row.groupId), Number(row.last ?? 0)]),
    );
    await knex(toMembers.table)
      .transacting(trx as never)
      .insert(
        places.map((place) => {
          const order = (last.get(place.groupId) ?? 0) + 1;
          last.set(place.groupId, order);
          return {
            [toMembers.own]: place.groupId,
            [toMembers.other]: place.membershipId,
            [toMembers.order]: order,
            [toMembers.inverseOrder]: place.index + 1,
          };
        }),
      );
  }

  /** One batch in one transaction: what became of each row, and the messages to send once it is committed. */
  async function processBatch(organisation: AdministeredOrganisation, rows: Array<ParsedRow | RejectedRow>) {
    return (await strapi.db.transaction(async ({ trx }) => {
      const valid = rows.filter((row): row is ParsedRow => row.status === 'valid');
      const found = await lookUp(organisation, valid);
      const groups = new Map<string, { id: number; documentId: string }>(
        (
          (await strapi.db.query(GROUP_UID).findMany({
            where: { organisation: { id: organisation.id } },
            select: ['id', 'documentId', 'nameKey'],
          })) as Array<{ id: number; documentId: string; nameKey: string }>
        ).map((group) => [group.nameKey, group]),
      );
      const joining = new Map<string, string[]>();
      const batch: Batch = { outcomes: [], messages: [] };
      const authenticated = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'authenticated' }, select: ['id'] });

      /** The organisation's group of this name (made when it has none), joined by the membership: a new one's place
       * is inserted with it; an existing one's is connected through the Document Service. */
      async function joinGroup(
        name: string | null,
        membership: { documentId: string; groups?: Array<{ id: number }>; groupIds?: number[] },
      ) {
        if (!name) return;
        const nameKey = groupNameKeyOf(organisation.id, name);
        let group = groups.get(nameKey);
        if (!group) {
          group = (await strapi.documents(GROUP_UID).create({
            data: { organisation: organisation.documentId, name, nameKey },
            fields: ['nameKey'],
          })) as unknown as { id: number; documentId: string };
          groups.set(nameKey, group);
        }
        if (membership.groups?.some((joined) => idOf(joined.id) === idOf(group.id))) return;
        if (membership.groupIds) {
          membership.groupIds.push(idOf(group.id));
          return;
        }
        joining.set(group.documentId, [...(joining.get(group.documentId) ?? []), membership.documentId]);
      }

      /**
       * A new account without a password: it cannot sign in until the person sets one with the link. Written by the
       * query engine with the fields the Document Service would add (documentId, timestamps), which takes a quarter of
       * the time: 5,000 accounts in seconds rather than half a minute. The row was validated by the CSV module.
       */
      async function createAccount(row: ParsedRow & { email: string }): Promise<Account> {
        const now = new Date();
        const created = await strapi.db.query(USER_UID).create({
          select: ['id'],
          data: {
            documentId: newDocumentId(),
            createdAt: now,
            updatedAt: now,
            publishedAt: now,
            username: row.email,
            email: row.email,
            provider: 'local',
            confirmed: true,
            blocked: false,
            role: authenticated.id,
            firstName: row.firstName,
            lastName: row.lastName,
            mobilePhone: row.phone ?? undefined,
            audienceRole: row.audienceRole,
            hasConsentedToDataUse: false,
          },
        });
        return {
          id: idOf(created.id),
          email: row.email,
          firstName: row.firstName,
          mobilePhone: row.phone,
          hasPassword: false,
        };
      }

      /** A membership made by this batch: inserted with the others once every row is read. Invited, with the row's
       * name and email, until the person accepts (ADR 0036). */
      const created: NewMembership[] = [];
      function addMembership(
        account: Account,
        row: ParsedRow & { email: string },
        matchedBy: NewMembership['matchedBy'],
      ): Membership {
        const membership: NewMembership = {
          matchedBy,
          documentId: newDocumentId(),
          status: 'invited',
          joinedVia: 'csv',
          invitedAt: null,
          joinedAt: null,
          userId: account.id,
          province: row.province ?? organisation.province,
          groupIds: [],
          invitedFirstName: row.firstName,
          invitedLastName: row.lastName,
          invitedEmail: row.email,
        };
        created.push(membership);
        found.memberships.set(membershipKeyOf(organisation.id, account.id), {
          ...membership,
          membershipKey: membershipKeyOf(organisation.id, account.id),
          groups: [],
        });
        return membership;
      }

      // The organisation's room for invitations today, and the addresses that said "not me" to it (or to everyone).
      const cap = await invitations().dailyCap(organisation.id);
      let room = cap - (await invitations().sentInLastDay(organisation.id));
      const stopped = await invitations().stoppedContacts(
        organisation.id,
        valid.flatMap((row) => [row.email, row.phone].filter((contact): contact is string => Boolean(contact))),
      );
      const planned: PlannedMessage[] = [];
      /** A message about a membership: recorded with the batch (its "not me" link's secret hashed), sent after it. */
      function queue(
        entry: ImportRow,
        membership: { documentId: string },
        account: Account,
        channel: 'email' | 'whatsapp',
        compose: (stopLink: string) => () => Promise<void>,
      ) {
        const address = channel === 'whatsapp' ? account.mobilePhone! : account.email;
        const message = invitations().plan(
          organisation,
          membershipKeyOf(organisation.id, account.id),
          channel,
          address,
        );
        planned.push(message);
        room -= 1;
        batch.messages.push({
          row: entry,
          membershipDocumentId: membership.documentId,
          send: compose(storefrontLink(`/not-me/${message.token}`)),
        });
      }
      const setPasswordLink = async (account: Account, channel: 'email' | 'whatsapp') => {
        const token = await strapi
          .service('api::account.reset-tokens')
          .issue(account.id, channel, new Date(), INVITATION_LINK_LIFETIME_MS);
        return storefrontLink(`/auth?reset=${encodeURIComponent(token)}`);
      };

      for (const row of rows) {
        const outcome = (kind: ImportOutcome, reason?: string): ImportRow => {
          const entry: ImportRow = { row: row.row, name: row.name, contact: row.contact, outcome: kind };
          if (reason) entry.reason = reason;
          batch.outcomes.push(entry);
          return entry;
        };
        if (row.status === 'rejected') {
          outcome('rejected', row.reason);
          continue;
        }
        // Every row needs an email, whoever has its phone: a phone never finds an account (ADR 0036).
        if (!row.email) {
          outcome('rejected', CSV_ROW_MESSAGES.emailNeeded);
          continue;
        }
        const typed = { ...row, email: row.email };
        const isStopped = stopped.has(row.email) || (row.phone !== null && stopped.has(row.phone));
        let account = found.byEmail.get(row.email);
        const existing = account ? found.memberships.get(membershipKeyOf(organisation.id, account.id)) : undefined;
        if (account && existing) {
          await joinGroup(row.group, existing);
          const already = existing.status === 'invited' ? 'already_invited' : 'already_member';
          // Its message was never delivered (it failed, or a restart cut it off): sent now.
          const isWaiting =
            !existing.invitedAt &&
            existing.joinedVia === 'csv' &&
            (existing.status === 'invited' || !account.hasPassword);
          if (!isWaiting) outcome(already);
          else if (isStopped) outcome('not_sent', IMPORT_MESSAGES.stopped);
          else if (room <= 0) outcome('not_sent', IMPORT_MESSAGES.dailyLimit(cap));
          else {
            const phone = row.phone && account.mobilePhone === row.phone ? row.phone : null;
            const entry = outcome(
              already,
              already === 'already_invited' ? IMPORT_MESSAGES.resent : IMPORT_MESSAGES.linkResent,
            );
            const compose = account.hasPassword
              ? invitation(organisation, account, phone)
              : welcome(organisation, account, phone, await setPasswordLink(account, phone ? 'whatsapp' : 'email'));
            queue(entry, existing, account, phone ? 'whatsapp' : 'email', compose);
          }
          continue;
        }
        // Nothing is made for a row not sent: a later upload, with room or without the stop, does it all.
        if (isStopped) {
          outcome('not_sent', IMPORT_MESSAGES.stopped);
          continue;
        }
        if (room <= 0) {
          outcome('not_sent', IMPORT_MESSAGES.dailyLimit(cap));
          continue;
        }
        if (account) {
          // Found by the email the file typed: accepted once that email is verified (ADR 0035).
          const membership = addMembership(account, typed, 'email');
          await joinGroup(row.group, membership);
          const phone = row.phone && account.mobilePhone === row.phone ? row.phone : null;
          queue(
            outcome('invited'),
            membership,
            account,
            phone ? 'whatsapp' : 'email',
            invitation(organisation, account, phone),
          );
          continue;
        }
        // Someone registering with this email at this moment makes this fail: the batch is retried row by row, and
        // the row then finds their account.
        account = await createAccount(typed);
        found.byEmail.set(account.email, account);
        const channel = row.phone ? 'whatsapp' : 'email';
        // The set-password link goes by this channel, and opening it verifies that contact (ADR 0035).
        const membership = addMembership(account, typed, channel === 'whatsapp' ? 'phone' : 'email');
        await joinGroup(row.group, membership);
        queue(
          outcome('invited'),
          membership,
          account,
          channel,
          welcome(organisation, account, row.phone, await setPasswordLink(account, channel)),
        );
      }

      await insertMemberships(organisation, created, trx);
      await invitations().record(planned);
      for (const [documentId, memberships] of joining) {
        await strapi.documents(GROUP_UID).update({ documentId, data: { memberships: { connect: memberships } } });
      }
      return batch;
    })) as Batch;
  }

  /** A batch; when it fails (a person registering at that moment, say), its rows one at a time, each retried once. */
  async function processSafely(organisation: AdministeredOrganisation, rows: Array<ParsedRow | RejectedRow>) {
    try {
      return await processBatch(organisation, rows);
    } catch {
      const batch: Batch = { outcomes: [], messages: [] };
      for (const row of rows) {
        const done = await processBatch(organisation, [row])
          .catch(() => processBatch(organisation, [row]))
          .catch((error: unknown) => {
            strapi.log.error(`Import row ${row.row} failed: ${error instanceof Error ? error.message : String(error)}`);
            return {
              outcomes: [
                {
                  row: row.row,
                  name: row.name,
                  contact: row.contact,
                  outcome: 'rejected',
                  reason: IMPORT_MESSAGES.notSaved,
                },
              ],
              messages: [],
            } satisfies Batch;
          });
        batch.outcomes.push(...done.outcomes);
        batch.messages.push(...done.messages);
      }
      return batch;
    }
  }

  /** Sends a batch's messages; one delivered is recorded (`invitedAt`), one that failed is said in the report. */
  async function deliver(messages: Message[]) {
    const delivered: string[] = [];
    const sendOne = async (message: Message) => {
      let isSent = false;
      try {
        await notifier().deliverQuietly(async () => {
          await message.send();
          isSent = true;
        });
      } catch (error) {
        strapi.log.error(
          `An import message could not be sent: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!isSent) message.row.reason = IMPORT_MESSAGES.notSent;
      else delivered.push(message.membershipDocumentId);
    };
    // A few at a time: each email is a connection to the mail server, each WhatsApp message a request.
    for (let start = 0; start < messages.length; start += CONCURRENT_SENDS) {
      await Promise.all(messages.slice(start, start + CONCURRENT_SENDS).map(sendOne));
    }
    if (delivered.length) {
      await strapi.db
        .query(MEMBERSHIP_UID)
        .updateMany({ where: { documentId: { $in: delivered } }, data: { invitedAt: new Date() } });
    }
  }

  async function run(importId: number, organisation: AdministeredOrganisation, rows: Array<ParsedRow | RejectedRow>) {
    const report: ImportRow[] = [];
    let sending = Promise.resolve();
    const save = (data: Record<string, unknown>) =>
      strapi.db.query(IMPORT_UID).update({
        where: { id: importId },
        data: { processedRows: report.length, report, heartbeatAt: new Date(), ...data },
      });
    // Between saves too (a slow mail server at the end): the other processes must not take it for cut short.
    const heartbeat = setInterval(() => {
      strapi.db
        .query(IMPORT_UID)
        .update({ where: { id: importId }, data: { heartbeatAt: new Date() } })
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    running.add(importId);
    try {
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        // SQLite's driver is synchronous: without a turn of the event loop between batches, no other request would be
        // answered until the whole import is done.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = await processSafely(organisation, rows.slice(start, start + BATCH_SIZE));
        report.push(...batch.outcomes);
        await save({});
        sending = sending.then(() => deliver(batch.messages));
      }
      await sending;
      await save({ status: 'finished' });
    } catch (error) {
      strapi.log.error(`Import ${importId} stopped: ${error instanceof Error ? error.stack : String(error)}`);
      await sending.catch(() => undefined);
      await save({ status: 'interrupted' }).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      running.delete(importId);
    }
  }

  /** Running imports whose process stopped saying it works on them: interrupted. */
  async function interruptStale(where: Record<string, unknown> = {}, now = new Date()) {
    await strapi.db.query(IMPORT_UID).updateMany({
      where: {
        ...where,
        status: 'running',
        $or: [{ heartbeatAt: { $null: true } }, { heartbeatAt: { $lt: new Date(now.getTime() - STALE_IMPORT_MS) } }],
      },
      data: { status: 'interrupted' },
    });
  }

  return {
    /** Reads the file, records the import and starts it after the answer: its state, `running`. */
    async start(
      organisation: AdministeredOrganisation,
      user: SessionUser,
      input: { fileName: string; csvBase64: string },
    ): Promise<ImportState> {
      await limitOrThrow(
        strapi,
        `organisation-import:organisation:${organisation.id}`,
        LIMITS.organisationImport,
        ORGANISATION_MESSAGES.tooManyImports,
      );
      const csv = readMemberCsv(Buffer.from(input.csvBase64, 'base64'), { organisationKind: organisation.kind });
      if (!csv.ok) throw fieldError('csvBase64', csv.message);
      const record = (await strapi.documents(IMPORT_UID).create({
        data: {
          organisation: organisation.documentId,
          fileName: input.fileName || 'members.csv',
          status: 'running',
          runner: RUNNER,
          heartbeatAt: new Date(),
          totalRows: csv.rows.length,
          processedRows: 0,
          report: [],
          startedBy: user.id,
        },
        fields: [...IMPORT_FIELDS],
      })) as unknown as ImportRecord;
      setImmediate(() => void run(idOf(record.id), organisation, csv.rows));
      return toState(record);
    },

    /** The organisation's import with this id, as far as it got; another organisation's is not found here. */
    async find(organisation: AdministeredOrganisation, importId: string): Promise<ImportState> {
      const read = () =>
        strapi.db.query(IMPORT_UID).findOne({
          where: { documentId: importId, organisation: { id: organisation.id } },
          select: ['id', 'documentId', ...IMPORT_FIELDS],
        }) as Promise<ImportRecord | null>;
      let record = DOCUMENT_ID.test(importId) ? await read() : null;
      if (!record) throw new errors.NotFoundError(ORGANISATION_MESSAGES.importNotFound);
      // One this process is working on is not stale whatever its heartbeat says (a busy pool can delay a write).
      if (record.status === 'running' && !running.has(record.id)) {
        await interruptStale({ id: record.id });
        record = (await read()) ?? record;
      }
      return toState(record);
    },

    /**
     * At start: imports whose process was killed will not go on; uploading the file again finishes them. Those other
     * CMS processes are working on go on.
     */
    async interruptRunning() {
      await interruptStale();
    },

    /** When this process stops: the imports it was running will not go on. */
    async interruptOwn() {
      if (running.size === 0) return;
      await strapi.db.query(IMPORT_UID).updateMany({
        where: { id: { $in: [...running] }, status: 'running', runner: RUNNER },
        data: { status: 'interrupted' },
      });
    },
  };
};
