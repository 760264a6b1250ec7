/**
 * An organisation's roster (ADR 0029): every member whose account exists, with their groups and, for each course
 * THIS organisation assigned them (to every member, or to a group they are in), their enrolment and certificate;
 * enrolments in courses the organisation did not assign are never read. An organisation has up to thousands of
 * members: the roster is read in a fixed number of queries, joins over the link tables named from Strapi's metadata
 * (lib/organisation/tables.ts), the query builder's because the Document Service cannot join them.
 */
import type { Core } from '@strapi/strapi';
import type { Province } from '../../../../contract/organisations';
import { COURSE_UID } from '../../../lib/course-content';
import {
  collator,
  statusOf,
  type AssignedCourse,
  type Enrolment,
  type Roster,
  type RosterMember,
} from '../../../lib/organisation/roster';
import { tablesOf } from '../../../lib/organisation/tables';
import {
  ASSIGNMENT_UID,
  GROUP_UID,
  MEMBERSHIP_UID,
  idOf,
  type AdministeredOrganisation,
} from '../../../lib/organisations';
import { USER_UID } from '../../../lib/users';
import { ENROLLMENT_UID } from '../../learning/services/progress';

const CERTIFICATE_UID = 'api::certificate.certificate';

const createRosterService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every member of the organisation whose account exists, with groups and assigned courses: six queries. */
  async of(organisation: AdministeredOrganisation): Promise<Roster> {
    const knex = strapi.db.connection;
    const { table, column, link } = tablesOf(strapi);
    const membershipOrganisation = link(MEMBERSHIP_UID, 'organisation');
    const membershipUser = link(MEMBERSHIP_UID, 'user');
    const groupOrganisation = link(GROUP_UID, 'organisation');
    const groupMemberships = link(GROUP_UID, 'memberships');
    const enrollmentUser = link(ENROLLMENT_UID, 'user');
    const certificateEnrollment = link(CERTIFICATE_UID, 'enrollment');
    const m = (attribute: string) => `m.${column(MEMBERSHIP_UID, attribute)}`;
    const u = (attribute: string) => `u.${column(USER_UID, attribute)}`;
    /** The name and email shown: as typed by the organisation while invited, the account's own once accepted. */
    const shown = (typed: string, own: string) =>
      `CASE WHEN ${m('status')} = 'invited' THEN coalesce(${m(typed)}, '') ELSE ${u(own)} END`;
    const e = (attribute: string) => `e.${column(ENROLLMENT_UID, attribute)}`;

    const [memberRows, groupRows, assignments] = await Promise.all([
      knex(`${table(MEMBERSHIP_UID)} as m`)
        .join(`${membershipOrganisation.table} as mo`, `mo.${membershipOrganisation.own}`, 'm.id')
        .join(`${membershipUser.table} as mu`, `mu.${membershipUser.own}`, 'm.id')
        .join(`${table(USER_UID)} as u`, 'u.id', `mu.${membershipUser.other}`)
        .where(`mo.${membershipOrganisation.other}`, organisation.id)
        // By name, sorted by the database: thousands of members are not sorted again here.
        .orderByRaw(
          `lower(${shown('invitedLastName', 'lastName')}), lower(${shown('invitedFirstName', 'firstName')}), lower(${shown('invitedEmail', 'email')}), m.id`,
        )
        .select({
          membershipId: 'm.id',
          membershipDocumentId: m('documentId'),
          status: m('status'),
          province: m('province'),
          joinedAt: m('joinedAt'),
          userId: 'u.id',
          firstName: u('firstName'),
          lastName: u('lastName'),
          email: u('email'),
          audienceRole: u('audienceRole'),
          invitedFirstName: m('invitedFirstName'),
          invitedLastName: m('invitedLastName'),
          invitedEmail: m('invitedEmail'),
        }) as Promise<Array<Record<string, unknown>>>,
      knex(`${groupMemberships.table} as gm`)
        .join(`${table(GROUP_UID)} as g`, 'g.id', `gm.${groupMemberships.own}`)
        .join(`${groupOrganisation.table} as go`, `go.${groupOrganisation.own}`, 'g.id')
        .where(`go.${groupOrganisation.other}`, organisation.id)
        .select({
          membershipId: `gm.${groupMemberships.other}`,
          id: 'g.id',
          documentId: `g.${column(GROUP_UID, 'documentId')}`,
          name: `g.${column(GROUP_UID, 'name')}`,
        }) as Promise<Array<{ membershipId: unknown; id: unknown; documentId: string; name: string }>>,
      // Query engine: scoped by the organisation's numeric id, with each assignment's group id for the joins above.
      strapi.db.query(ASSIGNMENT_UID).findMany({
        where: { organisation: { id: organisation.id } },
        select: ['courseDocumentId'],
        populate: { group: { select: ['id'] } },
      }) as Promise<Array<{ courseDocumentId: string; group: { id: number } | null }>>,
    ]);

    const assignedIds = [...new Set(assignments.map((assignment) => assignment.courseDocumentId))];
    const [published, enrollmentRows] = await Promise.all([
      assignedIds.length
        ? strapi.documents(COURSE_UID).findMany({
            status: 'published',
            filters: { documentId: { $in: assignedIds } },
            fields: ['title'],
          })
        : Promise.resolve([]),
      assignedIds.length
        ? (knex(`${table(ENROLLMENT_UID)} as e`)
            .join(`${enrollmentUser.table} as eu`, `eu.${enrollmentUser.own}`, 'e.id')
            .join(`${membershipUser.table} as mu`, `mu.${membershipUser.other}`, `eu.${enrollmentUser.other}`)
            .join(
              `${membershipOrganisation.table} as mo`,
              `mo.${membershipOrganisation.own}`,
              `mu.${membershipUser.own}`,
            )
            .join(`${table(MEMBERSHIP_UID)} as m`, 'm.id', `mu.${membershipUser.own}`)
            .leftJoin(`${certificateEnrollment.table} as ce`, `ce.${certificateEnrollment.other}`, 'e.id')
            .leftJoin(`${table(CERTIFICATE_UID)} as c`, 'c.id', `ce.${certificateEnrollment.own}`)
            .where(`mo.${membershipOrganisation.other}`, organisation.id)
            .andWhere(m('status'), 'active')
            .whereIn(e('courseDocumentId'), assignedIds)
            .select({
              userId: `eu.${enrollmentUser.other}`,
              id: 'e.id',
              documentId: e('documentId'),
              courseDocumentId: e('courseDocumentId'),
              progress: e('progress'),
              enrolledAt: e('enrolledAt'),
              completedAt: e('completedAt'),
              certificateId: `c.${column(CERTIFICATE_UID, 'verificationCode')}`,
              certificateRevoked: `c.${column(CERTIFICATE_UID, 'revoked')}`,
            }) as Promise<Array<Record<string, unknown>>>)
        : Promise.resolve([]),
    ]);

    const titles = new Map(published.map((course) => [course.documentId, course.title ?? '']));
    const courses = [...titles]
      .map(([courseId, courseTitle]) => ({ courseId, courseTitle }))
      .sort((a, b) => collator.compare(a.courseTitle, b.courseTitle) || a.courseId.localeCompare(b.courseId));
    const toEveryone: string[] = [];
    const byGroup = new Map<number, Set<string>>();
    for (const assignment of assignments) {
      if (!titles.has(assignment.courseDocumentId)) continue;
      if (!assignment.group) toEveryone.push(assignment.courseDocumentId);
      else {
        const groupId = idOf(assignment.group.id);
        byGroup.set(groupId, (byGroup.get(groupId) ?? new Set()).add(assignment.courseDocumentId));
      }
    }
    const groupsOf = new Map<number, RosterMember['groups']>();
    for (const row of groupRows) {
      const membershipId = idOf(row.membershipId);
      const groups = groupsOf.get(membershipId) ?? [];
      if (groups.length === 0) groupsOf.set(membershipId, groups);
      groups.push({ id: idOf(row.id), documentId: row.documentId, name: row.name });
    }
    // Members with the same groups have the same courses: worked out once per combination of groups.
    const coursesFor = new Map<string, typeof courses>();
    const assignedCourses = (groups: RosterMember['groups']) => {
      const key = groups.map((group) => group.id).join(',');
      let found = coursesFor.get(key);
      if (!found) {
        const assigned = new Set(toEveryone);
        for (const group of groups) for (const courseId of byGroup.get(group.id) ?? []) assigned.add(courseId);
        found = courses.filter((course) => assigned.has(course.courseId));
        coursesFor.set(key, found);
      }
      return found;
    };
    const enrolmentsOf = new Map<number, Map<string, Enrolment>>();
    for (const row of enrollmentRows) {
      const userId = idOf(row.userId);
      const byCourse = enrolmentsOf.get(userId) ?? new Map<string, Enrolment>();
      if (byCourse.size === 0) enrolmentsOf.set(userId, byCourse);
      byCourse.set(String(row.courseDocumentId), {
        id: idOf(row.id),
        documentId: String(row.documentId),
        courseDocumentId: String(row.courseDocumentId),
        progress: Number(row.progress ?? 0),
        enrolledAt: row.enrolledAt,
        completedAt: row.completedAt,
        certificateId: row.certificateId && !row.certificateRevoked ? String(row.certificateId) : null,
      });
    }

    const members = memberRows.map((row): RosterMember => {
      const membershipId = idOf(row.membershipId);
      const groups = groupsOf.get(membershipId) ?? [];
      if (groups.length > 1) groups.sort((a, b) => collator.compare(a.name, b.name));
      const status = row.status === 'invited' ? 'invited' : 'active';
      const isInvited = status === 'invited';
      const enrolments = enrolmentsOf.get(idOf(row.userId));
      const memberCourses: AssignedCourse[] = [];
      if (status === 'active') {
        for (const course of assignedCourses(groups)) {
          const enrollment = enrolments?.get(course.courseId) ?? null;
          memberCourses.push({ ...course, enrollment, status: statusOf(enrollment) });
        }
      }
      return {
        membershipId,
        membershipDocumentId: String(row.membershipDocumentId),
        status,
        province: (row.province as Province | null) ?? null,
        joinedAt: row.joinedAt,
        firstName: String((isInvited ? row.invitedFirstName : row.firstName) ?? ''),
        lastName: String((isInvited ? row.invitedLastName : row.lastName) ?? ''),
        email: String((isInvited ? row.invitedEmail : row.email) ?? ''),
        audienceRole: isInvited ? null : ((row.audienceRole as string | null) ?? null),
        groups,
        courses: memberCourses,
      };
    });
    return { members, courses };
  },
});

export default createRosterService;
export type RosterService = ReturnType<typeof createRosterService>;
export const rosterService = (strapi: Core.Strapi) => strapi.service('api::organisation.roster') as RosterService;
