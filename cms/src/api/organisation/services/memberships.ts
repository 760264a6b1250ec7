/**
 * A learner's side of organisations (ADR 0029): joining by invite link (once, however often), the organisations
 * they belong to and the courses those assign them, accepting an invitation, and leaving (or declining). Leaving
 * deletes the membership and its group places; enrolments, progress and certificates are the learner's and stay.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ORGANISATION_MESSAGES,
  type MyAssignment,
  type MyMembership,
  type MyOrganisations,
} from '../../../../contract/organisations';
import { DOCUMENT_ID } from '../../../../contract/learning-forms';
import { COURSE_UID } from '../../../lib/course-content';
import { isUniqueViolation } from '../../../lib/database-errors';
import { MEMBERSHIP_UID, membershipKeyOf, type AdministeredOrganisation } from '../../../lib/organisations';
import { inWords } from '../../../lib/refusals';
import { administeredOrganisations, verifyFirst, type ContactHolder } from '../../../lib/verified-contacts';
import { VERIFICATION_MESSAGES, type Contact } from '../../../../contract/verification';
import type { SessionUser } from '../../account/services/sessions';
import { LIMITS, limitOrThrow, slowNetworkOrThrow } from '../../../lib/limits';

type MembershipRow = {
  id: number;
  documentId: string;
  status: 'active' | 'invited';
  joinedAt: string | null;
  invitedAt: string | null;
  /** The contact an import matched the account by (ADR 0035): it must be verified before the invitation is accepted. */
  matchedBy?: Contact | null;
};

const MEMBERSHIP_FIELDS = ['status', 'joinedAt', 'invitedAt', 'matchedBy'] as const;
const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

export function toMyMembership(
  row: MembershipRow,
  organisation: AdministeredOrganisation,
  user?: ContactHolder,
): MyMembership {
  return {
    organisationId: organisation.documentId,
    name: organisation.name,
    kind: organisation.kind,
    province: organisation.province,
    status: row.status,
    joinedAt: iso(row.joinedAt),
    invitedAt: iso(row.invitedAt),
    verifyFirst: row.status === 'invited' && user ? verifyFirst(user, row.matchedBy) : null,
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const invites = () => strapi.service('api::organisation.invites');
  const seats = () => strapi.service('api::organisation.seats');

  const findMembership = async (organisationId: number, userId: number) =>
    // Query engine: by the unique membershipKey, made of the organisation's and the account's numeric ids.
    (await strapi.db.query(MEMBERSHIP_UID).findOne({
      where: { membershipKey: membershipKeyOf(organisationId, userId) },
      select: ['id', 'documentId', ...MEMBERSHIP_FIELDS],
    })) as MembershipRow | null;

  /** The learner's membership of the organisation named in the path, or a 404 in words. */
  async function membershipOf(user: SessionUser, organisationId: string) {
    const organisation = DOCUMENT_ID.test(organisationId)
      ? ((await invites().organisationById(organisationId)) as AdministeredOrganisation | null)
      : null;
    const membership = organisation ? await findMembership(organisation.id, user.id) : null;
    if (!organisation || !membership) throw new errors.NotFoundError(ORGANISATION_MESSAGES.notMember);
    return { organisation, membership };
  }

  const joinLimit = (user: SessionUser) =>
    limitOrThrow(
      strapi,
      `organisation-join:account:${user.id}`,
      LIMITS.organisationJoinAccount,
      ORGANISATION_MESSAGES.tooManyJoins,
    );

  return {
    /** Who an invite link is from, for /join/<code>: slowed per network, as codes could be guessed. */
    async lookup(code: string, network: string) {
      await slowNetworkOrThrow(
        strapi,
        `invite-lookup:network:${network}`,
        LIMITS.inviteLookupNetwork,
        ORGANISATION_MESSAGES.tooManyJoins,
      );
      return invites().lookup(code);
    },

    /** Joins by invite link: an active membership; joining again (or with an invitation pending) creates nothing. */
    async join(user: SessionUser, code: string, network: string) {
      await joinLimit(user);
      await slowNetworkOrThrow(
        strapi,
        `invite-lookup:network:${network}`,
        LIMITS.inviteLookupNetwork,
        ORGANISATION_MESSAGES.tooManyJoins,
      );
      const { organisation } = (await invites().find(code)) as { organisation: AdministeredOrganisation };
      const existing = await findMembership(organisation.id, user.id);
      if (existing) {
        // Following the link is agreeing to join: an invitation waiting for the learner is accepted by it.
        const accepted = existing.status === 'invited';
        const membership = accepted ? await this.activate(existing) : existing;
        return { membership: toMyMembership(membership, organisation), created: false, accepted };
      }
      const now = new Date().toISOString();
      try {
        const created = (await strapi.documents(MEMBERSHIP_UID).create({
          data: {
            organisation: organisation.documentId,
            user: user.id,
            membershipKey: membershipKeyOf(organisation.id, user.id),
            status: 'active',
            joinedVia: 'link',
            province: organisation.province,
            joinedAt: now,
          },
          fields: [...MEMBERSHIP_FIELDS],
          // Cast: the generated type makes every field optional; these were just written and selected.
        })) as unknown as MembershipRow;
        return { membership: toMyMembership(created, organisation), created: true, accepted: false };
      } catch (error) {
        // The same learner pressed Join twice at once: the unique membership key kept one.
        const winner = isUniqueViolation(error) ? await findMembership(organisation.id, user.id) : null;
        if (!winner) throw error;
        return { membership: toMyMembership(winner, organisation), created: false, accepted: false };
      }
    },

    /** Accepted: the member is seen as their account is from now on, so what the file typed is kept no longer. */
    async activate(membership: MembershipRow): Promise<MembershipRow> {
      const activated = (await strapi.documents(MEMBERSHIP_UID).update({
        documentId: membership.documentId,
        data: { status: 'active', joinedAt: membership.joinedAt ?? new Date().toISOString() },
        fields: [...MEMBERSHIP_FIELDS],
        // Cast: the generated type makes every field optional and the answer nullable; these were just written.
      })) as unknown as MembershipRow;
      // Query engine: the Document Service's types take no null, and these fields are cleared, not left as they were.
      await strapi.db.query(MEMBERSHIP_UID).update({
        where: { documentId: membership.documentId },
        data: { invitedFirstName: null, invitedLastName: null, invitedEmail: null },
      });
      return activated;
    },

    /**
     * Accepts an invitation (an administrator's import found the learner's account by email or phone): only once
     * that contact is verified (ADR 0035), as anyone may register with an address. Accepting twice is fine.
     */
    async accept(user: SessionUser, organisationId: string) {
      await joinLimit(user);
      const { organisation, membership } = await membershipOf(user, organisationId);
      const unverified = membership.status === 'invited' ? verifyFirst(user, membership.matchedBy) : null;
      if (unverified) throw inWords(new errors.ForbiddenError(VERIFICATION_MESSAGES.verifyToAccept(unverified)));
      const accepted = membership.status === 'invited' ? await this.activate(membership) : membership;
      return { membership: toMyMembership(accepted, organisation) };
    },

    /** Leaves the organisation, or declines its invitation: the membership and its group places go. */
    async leave(user: SessionUser, organisationId: string) {
      const { membership } = await membershipOf(user, organisationId);
      await strapi.documents(MEMBERSHIP_UID).delete({ documentId: membership.documentId });
      return { left: true as const };
    },

    /** The learner's memberships, the courses their organisations assign them, and the organisations they run. */
    async mine(user: SessionUser): Promise<MyOrganisations> {
      // Query engine: scoped by the account's numeric id (the session's).
      const rows: Array<MembershipRow & { organisation: AdministeredOrganisation | null }> = await strapi.db
        .query(MEMBERSHIP_UID)
        .findMany({
          where: { user: { id: user.id } },
          select: ['id', 'documentId', ...MEMBERSHIP_FIELDS],
          populate: { organisation: { select: ['id', 'documentId', 'name', 'kind', 'province'] } },
          orderBy: [{ id: 'asc' }],
        });
      const memberships = rows
        .filter((row) => row.organisation)
        .map((row) => toMyMembership(row, row.organisation!, user))
        .sort((a, b) => a.name.localeCompare(b.name));

      const assigned = (await seats().assignedTo(user.id)) as Array<{
        organisation: { id: number; documentId: string; name: string };
        courseId: string;
      }>;
      const courseIds = [...new Set(assigned.map((entry) => entry.courseId))];
      const courses = courseIds.length
        ? await strapi.documents(COURSE_UID).findMany({
            status: 'published',
            filters: { documentId: { $in: courseIds } },
            fields: ['title', 'isFree'],
          })
        : [];
      const byId = new Map(courses.map((course) => [course.documentId, course]));
      const seatsLeft = new Map<string, boolean>();
      for (const organisationId of new Set(assigned.map((entry) => entry.organisation.id))) {
        const paid = assigned
          .filter((entry) => entry.organisation.id === organisationId && byId.get(entry.courseId)?.isFree === false)
          .map((entry) => entry.courseId);
        const counted = (await seats().seatsFor(organisationId, paid)) as Map<string, { left: number }>;
        for (const [courseId, entry] of counted) seatsLeft.set(`${organisationId}:${courseId}`, entry.left > 0);
      }
      const assignments: MyAssignment[] = assigned.flatMap((entry) => {
        const course = byId.get(entry.courseId);
        // A course withdrawn from the catalogue is not offered.
        if (!course) return [];
        return [
          {
            organisationId: entry.organisation.documentId,
            organisationName: entry.organisation.name,
            courseId: entry.courseId,
            courseTitle: course.title ?? '',
            isFree: Boolean(course.isFree),
            seatAvailable: !course.isFree && (seatsLeft.get(`${entry.organisation.id}:${entry.courseId}`) ?? false),
          },
        ];
      });

      const { organisations, verifyEmailToAdminister } = await administeredOrganisations(strapi, user);
      const administers = organisations.map((organisation) => ({
        id: organisation.documentId,
        name: organisation.name ?? '',
      }));
      return { memberships, assignments, administers, verifyEmailToAdminister };
    },
  };
};
