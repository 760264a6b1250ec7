/**
 * Courses an organisation assigns to every member or to a group (ADR 0029), each once per organisation and group
 * (a unique key), with the organisation's seats for each paid course: the uses of its access codes for the course.
 * A paid course is assigned only while the organisation has seats left for it (ADR 0036): otherwise its members would
 * meet an access-code wall; the answer says so and asks for seats first.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ORGANISATION_MESSAGES, type Assignment, type Seats } from '../../../../contract/organisations';
import { DOCUMENT_ID } from '../../../../contract/learning-forms';
import { cmsEnv } from '../../../env';
import { COURSE_UID, findPublishedCourse } from '../../../lib/course-content';
import { isUniqueViolation } from '../../../lib/database-errors';
import { ASSIGNMENT_UID, assignmentKeyOf, type AdministeredOrganisation } from '../../../lib/organisations';
import { fieldError } from '../../../lib/users';

type AssignmentRow = {
  id: number;
  documentId: string;
  courseDocumentId: string;
  assignedAt: string;
  group: { id: number; documentId: string; name: string } | null;
};

type CourseInfo = { title: string; isFree: boolean };

const SELECT = ['id', 'documentId', 'courseDocumentId', 'assignedAt'];
const POPULATE = { group: { select: ['id', 'documentId', 'name'] } };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const groups = () => strapi.service('api::organisation.groups');
  const seats = () => strapi.service('api::organisation.seats');

  /** Titles as learners see them; a course withdrawn since it was assigned keeps its last draft's title. */
  async function coursesOf(courseIds: string[]): Promise<Map<string, CourseInfo>> {
    const courses = new Map<string, CourseInfo>();
    if (courseIds.length === 0) return courses;
    for (const status of ['published', 'draft'] as const) {
      const missing = courseIds.filter((id) => !courses.has(id));
      if (missing.length === 0) break;
      const found = await strapi.documents(COURSE_UID).findMany({
        status,
        filters: { documentId: { $in: missing } },
        fields: ['title', 'isFree'],
      });
      for (const course of found) {
        courses.set(course.documentId, { title: course.title ?? '', isFree: Boolean(course.isFree) });
      }
    }
    return courses;
  }

  async function answers(organisation: AdministeredOrganisation, rows: AssignmentRow[]): Promise<Assignment[]> {
    const courseIds = [...new Set(rows.map((row) => row.courseDocumentId))];
    const courses = await coursesOf(courseIds);
    const paid = courseIds.filter((id) => courses.get(id)?.isFree === false);
    const seatsByCourse = (await seats().seatsFor(organisation.id, paid)) as Map<string, Seats>;
    return rows.map((row) => {
      const course = courses.get(row.courseDocumentId);
      return {
        id: row.documentId,
        courseId: row.courseDocumentId,
        courseTitle: course?.title ?? '',
        isFree: course?.isFree ?? true,
        group: row.group ? { id: row.group.documentId, name: row.group.name } : null,
        assignedAt: new Date(row.assignedAt).toISOString(),
        seats: seatsByCourse.get(row.courseDocumentId) ?? null,
      };
    });
  }

  const findByKey = async (assignmentKey: string) =>
    // Query engine: by the unique assignmentKey, made of the organisation's and the group's numeric ids.
    (await strapi.db.query(ASSIGNMENT_UID).findOne({
      where: { assignmentKey },
      select: SELECT,
      populate: POPULATE,
    })) as AssignmentRow | null;

  return {
    /** The organisation's assignments, newest first. */
    async list(organisation: AdministeredOrganisation): Promise<Assignment[]> {
      // Query engine: scoped by the organisation's numeric id.
      const rows = (await strapi.db.query(ASSIGNMENT_UID).findMany({
        where: { organisation: { id: organisation.id } },
        select: SELECT,
        populate: POPULATE,
        orderBy: [{ assignedAt: 'desc' }, { id: 'desc' }],
      })) as AssignmentRow[];
      return answers(organisation, rows);
    },

    /** Assigns a published course to every member (no group) or to one of the organisation's groups. Assigning it
     * again answers the assignment already made (`created: false`). */
    async create(organisation: AdministeredOrganisation, courseId: string, groupId?: string) {
      const course = await findPublishedCourse(strapi, courseId);
      if (!course) throw fieldError('courseId', ORGANISATION_MESSAGES.courseNotFound);
      const group = groupId
        ? ((await groups().find(organisation, groupId)) as { id: number; documentId: string })
        : null;
      const assignmentKey = assignmentKeyOf(organisation.id, courseId, group?.id ?? null);
      const existing = await findByKey(assignmentKey);
      if (existing) return { assignment: (await answers(organisation, [existing]))[0]!, created: false };
      if (course.isFree === false) {
        const left = (await seats().seatsFor(organisation.id, [courseId])) as Map<string, Seats>;
        if ((left.get(courseId)?.left ?? 0) <= 0) {
          const message = ORGANISATION_MESSAGES.noSeatsToAssign(
            course.title ?? '',
            organisation.name,
            cmsEnv.SUPPORT_EMAIL,
          );
          throw fieldError('courseId', message);
        }
      }
      try {
        await strapi.documents(ASSIGNMENT_UID).create({
          data: {
            organisation: organisation.documentId,
            courseDocumentId: courseId,
            group: group?.documentId ?? null,
            assignedAt: new Date().toISOString(),
            assignmentKey,
          },
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const stored = await findByKey(assignmentKey);
      if (!stored) throw new errors.ApplicationError(ORGANISATION_MESSAGES.assignmentNotSaved);
      return { assignment: (await answers(organisation, [stored]))[0]!, created: true };
    },

    async remove(organisation: AdministeredOrganisation, assignmentId: string) {
      const found = DOCUMENT_ID.test(assignmentId)
        ? await strapi.db
            // Query engine: scoped by the organisation's numeric id.
            .query(ASSIGNMENT_UID)
            .findOne({
              where: { documentId: assignmentId, organisation: { id: organisation.id } },
              select: ['id', 'documentId'],
            })
        : null;
      if (!found) throw new errors.NotFoundError(ORGANISATION_MESSAGES.assignmentNotFound);
      await strapi.documents(ASSIGNMENT_UID).delete({ documentId: found.documentId });
      return { removed: true as const };
    },
  };
};
