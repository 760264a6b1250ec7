/**
 * What becomes of each row of an import (ADR 0029, 0036), a batch of rows in one transaction:
 * - **invited**: whether or not an account has the row's email (nothing the administrator sees tells them apart):
 *   a new account with a set-password link valid 7 days, or, for an account with that email, an invitation. Either
 *   way an invited membership, shown as the file typed it until the person accepts it. Every row needs an email,
 *   whoever has its phone: a phone never finds an account;
 * - **already_invited** / **already_member**: nothing new (a file uploaded twice creates and sends nothing twice),
 *   except that a message never delivered is sent now;
 * - **not_sent**: the organisation's daily cap of invitations is reached, or the address said "not me": nothing is
 *   made, so that a later upload does it;
 * - **rejected**: with the reason.
 * The messages are sent by the caller once the batch is committed.
 */
import type { Core } from '@strapi/strapi';
import type { ImportOutcome, ImportRow } from '../../../../contract/organisations';
import { CSV_ROW_MESSAGES, type ParsedRow, type RejectedRow } from '../../../lib/organisation/csv';
import { IMPORT_MESSAGES } from '../../../lib/organisation/import-report';
import { newDocumentId } from '../../../lib/organisation/tables';
import { groupNameKeyOf, idOf, membershipKeyOf, type AdministeredOrganisation } from '../../../lib/organisations';
import { importAccountsService, type Account } from './import-accounts';
import { importMembershipsService, type Membership, type NewMembership } from './import-memberships';
import { importMessagesService, type Compose, type Message } from './import-messages';
import type { PlannedMessage } from './invitations';

export type ImportBatch = { outcomes: ImportRow[]; messages: Message[] };

const createImportRowsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const invitations = () => strapi.service('api::organisation.invitations');
  const accounts = () => importAccountsService(strapi);
  const memberships = () => importMembershipsService(strapi);
  const messages = () => importMessagesService(strapi);

  /** One batch in one transaction: what became of each row, and the messages to send once it is committed. */
  async function processBatch(
    organisation: AdministeredOrganisation,
    rows: Array<ParsedRow | RejectedRow>,
  ): Promise<ImportBatch> {
    return strapi.db.transaction(async ({ trx }) => {
      const valid = rows.filter((row): row is ParsedRow => row.status === 'valid');
      const byEmail = await accounts().byEmail(valid.flatMap((row) => row.email ?? []));
      const found = await memberships().ofAccounts(
        organisation,
        [...byEmail.values()].map((account) => account.id),
      );
      const groups = await memberships().groupsOf(organisation);
      const joining = new Map<string, string[]>();
      const batch: ImportBatch = { outcomes: [], messages: [] };
      const learnerRole = await accounts().learnerRoleId();

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
          group = await memberships().createGroup(organisation, name, nameKey);
          groups.set(nameKey, group);
        }
        if (membership.groups?.some((joined) => idOf(joined.id) === idOf(group.id))) return;
        if (membership.groupIds) {
          membership.groupIds.push(idOf(group.id));
          return;
        }
        joining.set(group.documentId, [...(joining.get(group.documentId) ?? []), membership.documentId]);
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
        const membershipKey = membershipKeyOf(organisation.id, account.id);
        found.set(membershipKey, { ...membership, membershipKey, groups: [] });
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
        compose: Compose,
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
          send: compose(messages().storefrontLink(`/not-me/${message.token}`)),
        });
      }

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
        let account = byEmail.get(row.email);
        const existing = account ? found.get(membershipKeyOf(organisation.id, account.id)) : undefined;
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
              ? messages().invitation(organisation, account, phone)
              : messages().welcome(
                  organisation,
                  account,
                  phone,
                  await messages().setPasswordLink(account, phone ? 'whatsapp' : 'email'),
                );
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
            messages().invitation(organisation, account, phone),
          );
          continue;
        }
        // Someone registering with this email at this moment makes this fail: the batch is retried row by row, and
        // the row then finds their account.
        account = await accounts().create(typed, learnerRole);
        byEmail.set(account.email, account);
        const channel = row.phone ? 'whatsapp' : 'email';
        // The set-password link goes by this channel, and opening it verifies that contact (ADR 0035).
        const membership = addMembership(account, typed, channel === 'whatsapp' ? 'phone' : 'email');
        await joinGroup(row.group, membership);
        queue(
          outcome('invited'),
          membership,
          account,
          channel,
          messages().welcome(organisation, account, row.phone, await messages().setPasswordLink(account, channel)),
        );
      }

      await memberships().insert(organisation, created, trx);
      await invitations().record(planned);
      for (const [documentId, members] of joining) await memberships().joinGroup(documentId, members);
      return batch;
    });
  }

  return {
    /** A batch; when it fails (a person registering at that moment, say), its rows one at a time, each retried once. */
    async process(organisation: AdministeredOrganisation, rows: Array<ParsedRow | RejectedRow>): Promise<ImportBatch> {
      try {
        return await processBatch(organisation, rows);
      } catch {
        const batch: ImportBatch = { outcomes: [], messages: [] };
        for (const row of rows) {
          const done = await processBatch(organisation, [row])
            .catch(() => processBatch(organisation, [row]))
            .catch((error: unknown): ImportBatch => {
              strapi.log.error(
                `Import row ${row.row} failed: ${error instanceof Error ? error.message : String(error)}`,
              );
              const outcome: ImportRow = {
                row: row.row,
                name: row.name,
                contact: row.contact,
                outcome: 'rejected',
                reason: IMPORT_MESSAGES.notSaved,
              };
              return { outcomes: [outcome], messages: [] };
            });
          batch.outcomes.push(...done.outcomes);
          batch.messages.push(...done.messages);
        }
        return batch;
      }
    },
  };
};

export default createImportRowsService;
export type ImportRowsService = ReturnType<typeof createImportRowsService>;
export const importRowsService = (strapi: Core.Strapi) =>
  strapi.service('api::organisation.import-rows') as ImportRowsService;
