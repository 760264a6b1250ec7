/**
 * The administrator's members list and its CSV export (ADR 0029): every member with their groups and, for each course
 * THIS organisation assigned them (to every member, or to a group they are in), whether they enrolled, their
 * progress, when they completed it and their certificate. Invited members (not accepted yet) are listed as the
 * organisation's file typed them, without the account's own name or category and without training data; nobody's
 * phone number is shown, not even masked (ADR 0036); enrolments in courses the organisation did not assign are never
 * read. Dates are days in Papua New Guinea.
 *
 * An organisation has up to thousands of members: the roster is read in a fixed number of queries (joins over the
 * link tables, named from Strapi's metadata), and progress against the courses' published modules is worked out by
 * the learning service for the rows shown only.
 */
import type { Core } from '@strapi/strapi';
import {
  MEMBERS_PAGE_SIZE,
  type Member,
  type MemberCourse,
  type MemberCourseStatus,
  type MemberFilters,
  type MemberPage,
  type Province,
} from '../../../../contract/organisations';
import { pngDay } from '../../../../contract/png-time';
import { COURSE_UID } from '../../../lib/course-content';
import { toCsv } from '../../../lib/organisation/csv';
import { membersFileName } from '../../../lib/organisation/file-names';
import { tablesOf } from '../../../lib/organisation/tables';
import {
  ASSIGNMENT_UID,
  GROUP_UID,
  MEMBERSHIP_UID,
  idOf,
  type AdministeredOrganisation,
} from '../../../lib/organisations';
import { USER_UID } from '../../../lib/users';
import { ENROLLMENT_UID, progressService, type EnrollmentRecord } from '../../learning/services/progress';

const CERTIFICATE_UID = 'api::certificate.certificate';

/** An enrolment as the database holds it: dates are converted only for the rows an answer shows. */
type Enrolment = {
  id: number;
  documentId: string;
  courseDocumentId: string;
  progress: number;
  enrolledAt: unknown;
  completedAt: unknown;
  certificateId: string | null;
};

/** One course assigned to a member, with their enrolment in it if they have one. */
export type AssignedCourse = {
  courseId: string;
  courseTitle: string;
  enrollment: Enrolment | null;
  status: MemberCourseStatus;
};

export type RosterMember = {
  membershipId: number;
  membershipDocumentId: string;
  status: 'active' | 'invited';
  province: Province | null;
  joinedAt: unknown;
  /** Invited: as the organisation's file typed them; active: the account's own. */
  firstName: string;
  lastName: string;
  email: string;
  /** Invited: null (the account's own is not the organisation's to see yet). */
  audienceRole: string | null;
  groups: Array<{ id: number; documentId: string; name: string }>;
  /** Only an active member has assigned courses: an invitation shows no training data. */
  courses: AssignedCourse[];
};

export type Roster = {
  members: RosterMember[];
  /** The organisation's assigned courses that are published, by title. */
  courses: Array<{ courseId: string; courseTitle: string }>;
};

/**
 * `not_started`: not enrolled; `in_progress`: enrolled, not completed; `completed`: completed (ADR 0015: for good).
 * Whether someone enrolled is what an administrator can act on; the progress figure says how far they are.
 */
function statusOf(enrollment: Enrolment | null): MemberCourseStatus {
  if (!enrollment) return 'not_started';
  return enrollment.completedAt ? 'completed' : 'in_progress';
}

const iso = (value: unknown) => (value ? new Date(value as string | number).toISOString() : null);
const day = (value: string | null) => (value ? pngDay(value) : null);
const toRecord = (enrolment: Enrolment): EnrollmentRecord => ({
  ...enrolment,
  enrolledAt: iso(enrolment.enrolledAt)!,
  completedAt: iso(enrolment.completedAt),
});
const collator = new Intl.Collator('en', { sensitivity: 'base' });

const createMembersService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Every member of the organisation whose account exists, with groups and assigned courses: six queries. */
  async function rosterOf(organisation: AdministeredOrganisation): Promise<Roster> {
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
  }

  /** The members the filters select, each with the assigned courses the filters select (a course, a status). */
  function filtered(roster: Roster, filters: MemberFilters): RosterMember[] {
    const q = filters.q?.toLowerCase();
    return roster.members.flatMap((member) => {
      if (filters.group && !member.groups.some((group) => group.documentId === filters.group)) return [];
      if (q && !`${member.firstName} ${member.lastName}\n${member.email}`.toLowerCase().includes(q)) return [];
      if (!filters.course && !filters.status) return [member];
      const courses = member.courses.filter(
        (course) =>
          (!filters.course || course.courseId === filters.course) &&
          (!filters.status || course.status === filters.status),
      );
      return courses.length > 0 ? [{ ...member, courses }] : [];
    });
  }

  /** Progress against the courses' modules as published now, as the learner's dashboard shows it (ADR 0015). */
  async function progressOf(members: RosterMember[]): Promise<Map<number, number>> {
    const records = members.flatMap((member) =>
      member.courses.flatMap((course) => (course.enrollment ? [toRecord(course.enrollment)] : [])),
    );
    const progress = new Map<number, number>();
    // In slices: each slice is two queries, and a statement's parameters stay well within every database's limit.
    for (let start = 0; start < records.length; start += 1_000) {
      const found = await progressService(strapi).progressOf(records.slice(start, start + 1_000));
      for (const [id, state] of found) progress.set(id, state.progress);
    }
    return progress;
  }

  function toMemberCourse(course: AssignedCourse, progress: Map<number, number>): MemberCourse {
    return {
      courseId: course.courseId,
      courseTitle: course.courseTitle,
      status: course.status,
      progress: course.enrollment ? (progress.get(course.enrollment.id) ?? 0) : 0,
      completedAt: iso(course.enrollment?.completedAt),
      certificateId: course.enrollment?.certificateId ?? null,
    };
  }

  function toMember(member: RosterMember, progress: Map<number, number>): Member {
    return {
      membershipId: member.membershipDocumentId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      audienceRole: member.audienceRole,
      province: member.province,
      status: member.status,
      joinedAt: iso(member.joinedAt),
      groups: member.groups.map((group) => ({ id: group.documentId, name: group.name })),
      courses: member.courses.map((course) => toMemberCourse(course, progress)),
    };
  }

  /** Counts over every member, whatever the filters: courses are counted per member (two assigned, two counted). */
  function totalsOf(roster: Roster): MemberPage['totals'] {
    const totals = { members: 0, invited: 0, enrolled: 0, completed: 0, certificates: 0 };
    for (const member of roster.members) {
      if (member.status === 'invited') totals.invited += 1;
      else totals.members += 1;
      for (const course of member.courses) {
        if (course.enrollment) totals.enrolled += 1;
        if (course.status === 'completed') totals.completed += 1;
        if (course.enrollment?.certificateId) totals.certificates += 1;
      }
    }
    return totals;
  }

  return {
    rosterOf,

    async page(organisation: AdministeredOrganisation, filters: MemberFilters): Promise<MemberPage> {
      const roster = await rosterOf(organisation);
      const selected = filtered(roster, filters);
      const shown = selected.slice((filters.page - 1) * MEMBERS_PAGE_SIZE, filters.page * MEMBERS_PAGE_SIZE);
      const progress = await progressOf(shown);
      return {
        members: shown.map((member) => toMember(member, progress)),
        total: selected.length,
        page: filters.page,
        pageCount: Math.max(1, Math.ceil(selected.length / MEMBERS_PAGE_SIZE)),
        totals: totalsOf(roster),
      };
    },

    /** The same rows as the list, every page: one line per member and assigned course (a member without one: one). */
    async export(organisation: AdministeredOrganisation, filters: MemberFilters) {
      const selected = filtered(await rosterOf(organisation), filters);
      const progress = await progressOf(selected);
      const header = [
        'First name',
        'Last name',
        'Email',
        'Groups',
        'Province',
        'Membership',
        'Course',
        'Status',
        'Progress %',
        'Completed on',
        'Certificate ID',
      ];
      const statusWords: Record<MemberCourseStatus, string> = {
        not_started: 'Not started',
        in_progress: 'In progress',
        completed: 'Completed',
      };
      const lines = selected.flatMap((member) => {
        const person = [
          member.firstName,
          member.lastName,
          member.email,
          member.groups.map((group) => group.name).join('; '),
          member.province,
          member.status === 'invited' ? 'Invited' : 'Active',
        ];
        if (member.courses.length === 0) return [[...person, null, null, null, null, null]];
        return member.courses.map((course) => {
          const shown = toMemberCourse(course, progress);
          return [
            ...person,
            shown.courseTitle,
            statusWords[shown.status],
            shown.progress,
            day(shown.completedAt),
            shown.certificateId,
          ];
        });
      });
      return {
        fileName: membersFileName(organisation.name, new Date()),
        body: toCsv(header, lines),
      };
    },
  };
};

export default createMembersService;

export type MembersService = ReturnType<typeof createMembersService>;

/** The members service, typed (Strapi's service registry answers `any`). */
export const membersService = (strapi: Core.Strapi) => strapi.service('api::organisation.members') as MembersService;
