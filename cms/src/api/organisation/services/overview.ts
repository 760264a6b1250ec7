/**
 * The administrator's view of an organisation (ADR 0029): the organisations an account runs, one organisation's
 * overview (invite link, groups, assignments with seats, courses to assign), revoking the invite link, and removing a
 * member. Every query is scoped by the organisation the policy loaded.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ORGANISATION_MESSAGES,
  type OrganisationOverview,
  type OrganisationSummary,
  type Seats,
} from '../../../../contract/organisations';
import { DOCUMENT_ID } from '../../../../contract/learning-forms';
import { COURSE_UID } from '../../../lib/course-content';
import { MEMBERSHIP_UID, ORGANISATION_UID, type AdministeredOrganisation } from '../../../lib/organisations';
import { administeredOrganisations } from '../../../lib/verified-contacts';
import type { SessionUser } from '../../account/services/sessions';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = <Name extends string>(name: Name) => strapi.service(`api::organisation.${name}`);

  /** Members whose account still exists, with this status. */
  const countMembers = (organisationId: number, status: 'active' | 'invited') =>
    // Query engine: scoped by the organisation's numeric id; members whose account still exists.
    strapi.db
      .query(MEMBERSHIP_UID)
      .count({ where: { organisation: { id: organisationId }, status, user: { id: { $notNull: true } } } });

  const summaryOf = async (organisation: AdministeredOrganisation): Promise<OrganisationSummary> => ({
    id: organisation.documentId,
    name: organisation.name,
    kind: organisation.kind,
    province: organisation.province,
    memberCount: Number(await countMembers(organisation.id, 'active')),
  });

  return {
    /** The organisations this account administers (its email is in their list, and verified: ADR 0035). */
    async mine(user: SessionUser): Promise<{ organisations: OrganisationSummary[]; verifyEmailToAdminister: boolean }> {
      const { organisations, verifyEmailToAdminister } = await administeredOrganisations(strapi, user);
      return {
        organisations: await Promise.all((organisations as AdministeredOrganisation[]).map(summaryOf)),
        verifyEmailToAdminister,
      };
    },

    async overview(organisation: AdministeredOrganisation): Promise<OrganisationOverview> {
      const contact = await strapi.documents(ORGANISATION_UID).findOne({
        documentId: organisation.documentId,
        fields: ['contactName', 'contactEmail', 'contactPhone'],
      });
      const [summary, invitedCount, invite, groups, assignments, courses] = await Promise.all([
        summaryOf(organisation),
        countMembers(organisation.id, 'invited'),
        service('invites').current(organisation),
        service('groups').list(organisation),
        service('assignments').list(organisation),
        strapi.documents(COURSE_UID).findMany({
          status: 'published',
          fields: ['title', 'isFree'],
          sort: ['title:asc'],
        }),
      ]);
      const paid = courses.filter((course) => !course.isFree).map((course) => course.documentId);
      const seats = (await service('seats').seatsFor(organisation.id, paid)) as Map<string, Seats>;
      return {
        ...summary,
        contactName: contact?.contactName ?? null,
        contactEmail: contact?.contactEmail ?? null,
        contactPhone: contact?.contactPhone ?? null,
        invite,
        invitedCount: Number(invitedCount),
        groups,
        assignments,
        // A paid course's seats left, so that the form can say which need seats before they are assigned.
        courses: courses.map((course) => ({
          id: course.documentId,
          title: course.title ?? '',
          isFree: Boolean(course.isFree),
          seatsLeft: course.isFree ? null : (seats.get(course.documentId)?.left ?? 0),
        })),
      };
    },

    /** Revokes the live invite link (a printed poster stops working) and makes a new one. */
    async revokeInvite(organisation: AdministeredOrganisation) {
      return { invite: await service('invites').revoke(organisation) };
    },

    /** Removes a member (or withdraws an invitation): their membership and group places go; their learning stays. */
    async removeMember(organisation: AdministeredOrganisation, membershipId: string) {
      const found = DOCUMENT_ID.test(membershipId)
        ? await strapi.db
            // Query engine: scoped by the organisation's numeric id.
            .query(MEMBERSHIP_UID)
            .findOne({
              where: { documentId: membershipId, organisation: { id: organisation.id } },
              select: ['id', 'documentId'],
            })
        : null;
      if (!found) throw new errors.NotFoundError(ORGANISATION_MESSAGES.memberNotFound);
      await strapi.documents(MEMBERSHIP_UID).delete({ documentId: found.documentId });
      return { removed: true as const };
    },
  };
};
