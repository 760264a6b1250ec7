/**
 * Courses organisations assign their members, and the seats they paid for (ADR 0029). A member is assigned a course
 * when their membership is active and the organisation assigned it to every member or to a group they are in. A
 * seat is a use left on one of the organisation's access codes for the course that has not expired.
 */
import type { Core } from '@strapi/strapi';
import type { Seats } from '../../../../contract/organisations';
import { ACCESS_CODE_UID, ASSIGNMENT_UID, MEMBERSHIP_UID, idOf } from '../../../lib/organisations';

export type SponsoringOrganisation = { id: number; documentId: string; name: string };
export type AssignedCourse = { organisation: SponsoringOrganisation; courseId: string; assignedAt: string };

type CodeRow = {
  id: number;
  maxUses: number;
  timesUsed: number;
  expiresAt: string | null;
  course: { documentId: string } | null;
  organisation: { id: number } | null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The courses assigned to this learner by organisations where they are an active member, each course once per
   * organisation, in the order the learner joined the organisations. */
  async assignedTo(userId: number): Promise<AssignedCourse[]> {
    const memberships: Array<{
      joinedAt: string | null;
      organisation: SponsoringOrganisation | null;
      groups: Array<{ id: number }>;
      // Query engine: scoped by the account's numeric id, with its organisations' and groups' numeric ids.
    }> = await strapi.db.query(MEMBERSHIP_UID).findMany({
      where: { user: { id: userId }, status: 'active' },
      select: ['joinedAt'],
      populate: { organisation: { select: ['id', 'documentId', 'name'] }, groups: { select: ['id'] } },
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
    });
    const active = memberships.filter((membership) => membership.organisation);
    if (active.length === 0) return [];
    const assignments: Array<{
      courseDocumentId: string;
      assignedAt: string;
      organisation: { id: number } | null;
      group: { id: number } | null;
      // Query engine: scoped by the organisations' numeric ids.
    }> = await strapi.db.query(ASSIGNMENT_UID).findMany({
      where: { organisation: { id: { $in: active.map((membership) => membership.organisation!.id) } } },
      select: ['courseDocumentId', 'assignedAt'],
      populate: { organisation: { select: ['id'] }, group: { select: ['id'] } },
      orderBy: [{ assignedAt: 'asc' }, { id: 'asc' }],
    });
    const assigned: AssignedCourse[] = [];
    const seen = new Set<string>();
    for (const membership of active) {
      const organisation = membership.organisation!;
      const groups = new Set(membership.groups.map((group) => idOf(group.id)));
      for (const assignment of assignments) {
        if (idOf(assignment.organisation?.id) !== idOf(organisation.id)) continue;
        if (assignment.group && !groups.has(idOf(assignment.group.id))) continue;
        const key = `${organisation.id}:${assignment.courseDocumentId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        assigned.push({
          organisation: { id: idOf(organisation.id), documentId: organisation.documentId, name: organisation.name },
          courseId: assignment.courseDocumentId,
          assignedAt: new Date(assignment.assignedAt).toISOString(),
        });
      }
    }
    return assigned;
  },

  /** The organisations that assigned this course to this learner: whose seats an enrolment without a code uses. */
  async sponsorsOf(userId: number, courseId: string): Promise<SponsoringOrganisation[]> {
    return (await this.assignedTo(userId))
      .filter((assigned) => assigned.courseId === courseId)
      .map((assigned) => assigned.organisation);
  },

  /** The access codes of these organisations for these courses, oldest first. */
  async codesOf(organisationIds: number[], courseIds: string[]): Promise<CodeRow[]> {
    if (organisationIds.length === 0 || courseIds.length === 0) return [];
    // Query engine: scoped by organisations' numeric ids, with the code ids the enrolment's conditional UPDATE takes.
    return strapi.db.query(ACCESS_CODE_UID).findMany({
      where: {
        organisation: { id: { $in: organisationIds } },
        course: { documentId: { $in: courseIds } },
      },
      select: ['id', 'maxUses', 'timesUsed', 'expiresAt'],
      populate: { course: { select: ['documentId'] }, organisation: { select: ['id'] } },
      orderBy: [{ id: 'asc' }],
    });
  },

  /**
   * Per course: the seats the organisation bought (every code's uses), those used, and those left to use (uses left
   * on codes that have not expired: an expired code's unused seats are gone).
   */
  async seatsFor(organisationId: number, courseIds: string[], now = new Date()): Promise<Map<string, Seats>> {
    const seats = new Map<string, Seats>(courseIds.map((id) => [id, { total: 0, used: 0, left: 0 }]));
    for (const code of await this.codesOf([organisationId], courseIds)) {
      const entry = code.course ? seats.get(code.course.documentId) : undefined;
      if (!entry) continue;
      const maxUses = Number(code.maxUses);
      const timesUsed = Math.min(Number(code.timesUsed), maxUses);
      entry.total += maxUses;
      entry.used += timesUsed;
      if (!code.expiresAt || new Date(code.expiresAt) > now) entry.left += maxUses - timesUsed;
    }
    return seats;
  },

  /** The ids of the usable codes (uses left, not expired) of these organisations for the course, in the order the
   * organisations are given and then oldest first: the enrolment tries each until one conditional UPDATE wins. */
  async usableCodes(organisationIds: number[], courseId: string, now = new Date()): Promise<number[]> {
    const codes = (await this.codesOf(organisationIds, [courseId])).filter(
      (code) => Number(code.timesUsed) < Number(code.maxUses) && (!code.expiresAt || new Date(code.expiresAt) > now),
    );
    const rank = (code: CodeRow) => organisationIds.indexOf(idOf(code.organisation?.id));
    return codes.sort((a, b) => rank(a) - rank(b) || idOf(a.id) - idOf(b.id)).map((code) => idOf(code.id));
  },
});
