import type { Core, Modules } from '@strapi/strapi';
import { COURSE_UID } from '../lib/course-content';
import { DEFAULT_CONTENT_LOCALE } from '../../contract/locales';

const ENROLLMENT_UID = 'api::enrollment.enrollment';
/** What changes the title learners see: publishing (Strapi's REST update of a course publishes it too). */
const COURSE_ACTIONS = new Set(['publish', 'update']);

/**
 * Gives every enrolment of the given courses (every course, without ids) its course's published title, where it
 * differs. A handful of updates: one per course. The title is the English one, as the admin panel lists courses
 * (ADR 0049).
 */
export async function titleEnrolments(strapi: Core.Strapi, courseIds?: string[]): Promise<void> {
  // Query engine: at start and inside a document middleware (below): the published English rows as stored.
  const courses = (await strapi.db.query(COURSE_UID).findMany({
    where: {
      locale: DEFAULT_CONTENT_LOCALE,
      publishedAt: { $notNull: true },
      ...(courseIds ? { documentId: { $in: courseIds } } : {}),
    },
    select: ['documentId', 'title'],
  })) as Array<{ documentId: string; title: string }>;
  for (const course of courses) {
    // Query engine: one statement per course for its enrolments (updateMany).
    await strapi.db.query(ENROLLMENT_UID).updateMany({
      where: {
        courseDocumentId: course.documentId,
        $or: [{ courseTitle: { $null: true } }, { courseTitle: { $ne: course.title } }],
      },
      data: { courseTitle: course.title },
    });
  }
}

/**
 * An enrolment is named in the admin panel by its course's title (`courseTitle`, ADR 0037), not by the course's id:
 * module progress, a certificate's enrolment and Learner support's searches show and find it by what learners see.
 * Set when the enrolment is created, and kept equal to the published course's title when a course is published or
 * changed (and at start, for enrolments from before: index.ts).
 */
export function keepEnrolmentCourseTitles(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid === ENROLLMENT_UID && context.action === 'create') {
      const params = context.params as { data?: Record<string, unknown> };
      const courseId = params.data?.courseDocumentId;
      if (typeof courseId === 'string' && !params.data?.courseTitle) {
        // Query engine: inside a document middleware, the course's published English title.
        const course = (await strapi.db.query(COURSE_UID).findOne({
          where: { documentId: courseId, locale: DEFAULT_CONTENT_LOCALE, publishedAt: { $notNull: true } },
          select: ['title'],
        })) as { title: string } | null;
        params.data = { ...params.data, courseTitle: course?.title ?? null };
      }
      return next();
    }
    const result = await next();
    if (context.uid === COURSE_UID && COURSE_ACTIONS.has(context.action)) {
      const documentId =
        (context.params as { documentId?: string }).documentId ??
        (result as { documentId?: string } | null)?.documentId;
      if (documentId) await titleEnrolments(strapi, [documentId]);
    }
    return result;
  };
}
