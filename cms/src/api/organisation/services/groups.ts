/**
 * An organisation's groups (a branch, a class, a team), to assign courses to (ADR 0029). A name is unique within the
 * organisation without regard to case, held by a unique key so that two administrators cannot both create it.
 * Deleting a group deletes the assignments made to it: they would otherwise read as assigned to every member.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ORGANISATION_MESSAGES, type Group } from '../../../../contract/organisations';
import { DOCUMENT_ID } from '../../../../contract/learning-forms';
import { isUniqueViolation } from '../../../lib/database-errors';
import {
  ASSIGNMENT_UID,
  GROUP_UID,
  MEMBERSHIP_UID,
  groupNameKeyOf,
  type AdministeredOrganisation,
} from '../../../lib/organisations';
import { fieldError } from '../../../lib/users';

type GroupRow = { id: number; documentId: string; name: string };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const nameTaken = () => fieldError('name', ORGANISATION_MESSAGES.groupNameTaken);

  const memberCountOf = (groupId: number) =>
    // Query engine: counted by the group's numeric id (read with the group, within its organisation).
    strapi.db.query(MEMBERSHIP_UID).count({ where: { groups: { id: groupId } } });

  const toGroup = async (row: GroupRow): Promise<Group> => ({
    id: row.documentId,
    name: row.name,
    memberCount: Number(await memberCountOf(row.id)),
  });

  /** The memberships of this organisation with these documentIds: every one, or a 404 naming none of them. */
  async function membershipsOf(organisation: AdministeredOrganisation, membershipIds: string[]) {
    const wanted = [...new Set(membershipIds)];
    // Query engine: scoped by the organisation's numeric id.
    const found: Array<{ id: number; documentId: string }> = await strapi.db.query(MEMBERSHIP_UID).findMany({
      where: { documentId: { $in: wanted }, organisation: { id: organisation.id } },
      select: ['id', 'documentId'],
    });
    if (found.length !== wanted.length) throw new errors.NotFoundError(ORGANISATION_MESSAGES.memberNotFound);
    return found;
  }

  return {
    /** The organisation's group with this documentId, or a 404: another organisation's group is not found here. */
    async find(organisation: AdministeredOrganisation, groupId: string): Promise<GroupRow> {
      const found = DOCUMENT_ID.test(groupId)
        ? ((await strapi.db
            // Query engine: scoped by the organisation's numeric id; callers use the group's numeric id too.
            .query(GROUP_UID)
            .findOne({
              where: { documentId: groupId, organisation: { id: organisation.id } },
              select: ['id', 'documentId', 'name'],
            })) as GroupRow | null)
        : null;
      if (!found) throw new errors.NotFoundError(ORGANISATION_MESSAGES.groupNotFound);
      return found;
    },

    /** Every group of the organisation with its member count, by name. */
    async list(organisation: AdministeredOrganisation): Promise<Group[]> {
      // Query engine: scoped by the organisation's numeric id; each group's numeric id counts its members.
      const rows = (await strapi.db.query(GROUP_UID).findMany({
        where: { organisation: { id: organisation.id } },
        select: ['id', 'documentId', 'name'],
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
      })) as GroupRow[];
      return Promise.all(rows.map(toGroup));
    },

    async create(organisation: AdministeredOrganisation, name: string): Promise<Group> {
      const nameKey = groupNameKeyOf(organisation.id, name);
      // Query engine: by the unique nameKey, which holds the organisation's numeric id.
      if (await strapi.db.query(GROUP_UID).findOne({ where: { nameKey }, select: ['id'] })) throw nameTaken();
      try {
        const created = (await strapi.documents(GROUP_UID).create({
          data: { organisation: organisation.documentId, name, nameKey },
          fields: ['name'],
          // Cast: the generated type makes `name` optional; it is required and was just written and selected.
        })) as unknown as GroupRow;
        return { id: created.documentId, name: created.name, memberCount: 0 };
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async rename(organisation: AdministeredOrganisation, groupId: string, name: string): Promise<Group> {
      const group = await this.find(organisation, groupId);
      const nameKey = groupNameKeyOf(organisation.id, name);
      // Query engine: by the unique nameKey, which holds the organisation's numeric id.
      const holder = await strapi.db.query(GROUP_UID).findOne({ where: { nameKey }, select: ['id'] });
      if (holder && holder.id !== group.id) throw nameTaken();
      try {
        const updated = (await strapi.documents(GROUP_UID).update({
          documentId: group.documentId,
          data: { name, nameKey },
          fields: ['name'],
          // Cast: generated fields are optional and the answer nullable; the group was just found and renamed.
        })) as unknown as GroupRow;
        return toGroup({ ...group, name: updated.name });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /** Deletes the group, the assignments made to it, and its members' places in it (not the members). */
    async remove(organisation: AdministeredOrganisation, groupId: string) {
      const group = await this.find(organisation, groupId);
      await strapi.db.transaction(async () => {
        // Query engine: one statement for the group's assignments (deleteMany), in the group's delete transaction.
        await strapi.db.query(ASSIGNMENT_UID).deleteMany({ where: { group: { id: group.id } } });
        await strapi.documents(GROUP_UID).delete({ documentId: group.documentId });
      });
      return { removed: true as const };
    },

    async addMembers(organisation: AdministeredOrganisation, groupId: string, membershipIds: string[]) {
      const group = await this.find(organisation, groupId);
      const memberships = await membershipsOf(organisation, membershipIds);
      await strapi.documents(GROUP_UID).update({
        documentId: group.documentId,
        data: { memberships: { connect: memberships.map((membership) => membership.documentId) } },
      });
      return { group: await toGroup(group) };
    },

    async removeMembers(organisation: AdministeredOrganisation, groupId: string, membershipIds: string[]) {
      const group = await this.find(organisation, groupId);
      const memberships = await membershipsOf(organisation, membershipIds);
      await strapi.documents(GROUP_UID).update({
        documentId: group.documentId,
        data: { memberships: { disconnect: memberships.map((membership) => membership.documentId) } },
      });
      return { group: await toGroup(group) };
    },
  };
};
