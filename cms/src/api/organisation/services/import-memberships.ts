/**
 * The memberships and groups an import reads and writes (ADR 0029, 0036), a batch's worth at a time: thousands of
 * rows go in a few statements, with link tables named by Strapi's metadata (lib/organisation/tables.ts).
 */
import type { Core } from '@strapi/strapi';
import {
  GROUP_UID,
  idOf,
  MEMBERSHIP_UID,
  membershipKeyOf,
  type AdministeredOrganisation,
} from '../../../lib/organisations';
import { tablesOf } from '../../../lib/organisation/tables';

export type Membership = {
  documentId: string;
  status: 'active' | 'invited';
  joinedVia: 'link' | 'csv';
  invitedAt: string | null;
};
/** A membership already there, keyed by `membershipKey`, with the groups it is in. */
export type FoundMembership = Membership & { membershipKey: string; groups: Array<{ id: number }> };
export type NewMembership = Membership & {
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
export type Group = { id: number; documentId: string; nameKey: string };

const MEMBERSHIP_FIELDS = ['documentId', 'status', 'joinedVia', 'invitedAt'] as const;

const createImportMembershipsService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The organisation's memberships of these accounts, by `membershipKey`. */
  async ofAccounts(organisation: AdministeredOrganisation, userIds: number[]): Promise<Map<string, FoundMembership>> {
    if (userIds.length === 0) return new Map();
    // Query engine: scoped by the organisation's numeric id through the unique membershipKey, a batch in one query.
    const rows: FoundMembership[] = await strapi.db.query(MEMBERSHIP_UID).findMany({
      where: { membershipKey: { $in: userIds.map((id) => membershipKeyOf(organisation.id, id)) } },
      select: [...MEMBERSHIP_FIELDS, 'membershipKey'],
      populate: { groups: { select: ['id'] } },
    });
    return new Map(rows.map((row) => [row.membershipKey, row]));
  },

  /** The organisation's groups, by `nameKey`. */
  async groupsOf(organisation: AdministeredOrganisation): Promise<Map<string, Group>> {
    // Query engine: scoped by the organisation's numeric id; the ids are what the link rows below hold.
    const groups: Group[] = await strapi.db.query(GROUP_UID).findMany({
      where: { organisation: { id: organisation.id } },
      select: ['id', 'documentId', 'nameKey'],
    });
    return new Map(groups.map((group) => [group.nameKey, group]));
  },

  /** A new group of the organisation's, through the Document Service. */
  async createGroup(organisation: AdministeredOrganisation, name: string, nameKey: string): Promise<Group> {
    const group = await strapi.documents(GROUP_UID).create({
      data: { organisation: organisation.documentId, name, nameKey },
      fields: ['nameKey'],
    });
    return { id: idOf(group.id), documentId: group.documentId, nameKey };
  },

  /** Existing memberships joining a group, connected through the Document Service. */
  async joinGroup(groupDocumentId: string, membershipDocumentIds: string[]) {
    await strapi
      .documents(GROUP_UID)
      .update({ documentId: groupDocumentId, data: { memberships: { connect: membershipDocumentIds } } });
  },

  /**
   * The batch's new memberships in three statements (rows, then their links to the organisation and to the account)
   * rather than three apiece: 5,000 members take seconds, not minutes. Membership keys stay unique in the database.
   */
  async insert(organisation: AdministeredOrganisation, memberships: NewMembership[], trx: unknown) {
    if (memberships.length === 0) return;
    const now = new Date();
    // Query engine: one statement for a batch of rows (createMany), in the batch's transaction.
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
    // Query engine: the numeric ids of the rows just made, for their link rows.
    const made: Array<{ id: number; documentId: string }> = await strapi.db.query(MEMBERSHIP_UID).findMany({
      where: { documentId: { $in: memberships.map((membership) => membership.documentId) } },
      select: ['id', 'documentId'],
    });
    const ids = new Map(made.map((row) => [row.documentId, idOf(row.id)]));
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
  },

  /** Memberships whose message was delivered: sent (`invitedAt`), so a later upload does not send it again. */
  async markSent(documentIds: string[]) {
    if (documentIds.length === 0) return;
    // Query engine: one statement for a batch's delivered messages (updateMany).
    await strapi.db
      .query(MEMBERSHIP_UID)
      .updateMany({ where: { documentId: { $in: documentIds } }, data: { invitedAt: new Date() } });
  },
});

export default createImportMembershipsService;
export type ImportMembershipsService = ReturnType<typeof createImportMembershipsService>;
export const importMembershipsService = (strapi: Core.Strapi) =>
  strapi.service('api::organisation.import-memberships') as ImportMembershipsService;
