/**
 * An organisation's roster as the administrator's list and export show it (ADR 0029, 0036): the members with their
 * groups and, for each course this organisation assigned them, their enrolment. Invited members (not accepted yet)
 * are listed as the organisation's file typed them, without training data. Nothing here reads the database: the
 * roster is read by services/roster.ts.
 */
import {
  type Member,
  type MemberCourse,
  type MemberCourseStatus,
  type MemberFilters,
  type MemberPage,
  type Province,
} from '../../../contract/organisations';
import type { EnrollmentRecord } from '../../api/learning/services/progress';

/** An enrolment as the database holds it: dates are converted only for the rows an answer shows. */
export type Enrolment = {
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
export function statusOf(enrollment: Enrolment | null): MemberCourseStatus {
  if (!enrollment) return 'not_started';
  return enrollment.completedAt ? 'completed' : 'in_progress';
}

export const iso = (value: unknown) => (value ? new Date(value as string | number).toISOString() : null);
export const toRecord = (enrolment: Enrolment): EnrollmentRecord => ({
  ...enrolment,
  enrolledAt: iso(enrolment.enrolledAt)!,
  completedAt: iso(enrolment.completedAt),
});
export const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** The members the filters select, each with the assigned courses the filters select (a course, a status). */
export function filtered(roster: Roster, filters: MemberFilters): RosterMember[] {
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

export function toMemberCourse(course: AssignedCourse, progress: Map<number, number>): MemberCourse {
  return {
    courseId: course.courseId,
    courseTitle: course.courseTitle,
    status: course.status,
    progress: course.enrollment ? (progress.get(course.enrollment.id) ?? 0) : 0,
    completedAt: iso(course.enrollment?.completedAt),
    certificateId: course.enrollment?.certificateId ?? null,
  };
}

export function toMember(member: RosterMember, progress: Map<number, number>): Member {
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
export function totalsOf(roster: Roster): MemberPage['totals'] {
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
