/**
 * The signed-in home's figures (spec 2.5 and 3): enrolments newest first with their progress, overall progress
 * (the mean of the courses' progress, ADR 0015), completed courses and certificates. A fixed number of queries
 * however many courses the learner has.
 */
import type { Core } from '@strapi/strapi';
import { COURSE_UID } from '../../../lib/course-content';
import type { SessionUser } from '../../account/services/sessions';
import {
  ENROLLMENT_FIELDS,
  ENROLLMENT_UID,
  toEnrollmentAnswer,
  type EnrollmentRecord,
  progressService,
} from './progress';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async forLearner(user: SessionUser) {
    const records = (await strapi.documents(ENROLLMENT_UID).findMany({
      filters: { user: { id: user.id } },
      fields: [...ENROLLMENT_FIELDS],
      sort: ['enrolledAt:desc', 'id:desc'],
    })) as EnrollmentRecord[];
    const courseIds = [...new Set(records.map((record) => record.courseDocumentId))];
    const [courses, certificates] = await Promise.all([
      courseIds.length
        ? strapi.documents(COURSE_UID).findMany({
            status: 'published',
            filters: { documentId: { $in: courseIds } },
            fields: ['title'],
          })
        : Promise.resolve([]),
      strapi.documents('api::certificate.certificate').findMany({
        filters: { user: { id: user.id } },
        fields: ['verificationCode', 'courseName', 'completionDate', 'revoked'],
        sort: ['completionDate:desc', 'id:desc'],
      }),
    ]);
    const titles = new Map(courses.map((course) => [course.documentId, course.title]));
    // A course withdrawn from the catalogue leaves the list; its certificate stays.
    const listed = records.filter((record) => titles.has(record.courseDocumentId));
    const progress = await progressService(strapi).progressOf(listed);
    const enrollments = listed.map((record) => ({
      ...toEnrollmentAnswer(record, progress.get(record.id)!.progress),
      courseTitle: titles.get(record.courseDocumentId)!,
    }));
    return {
      overallProgress: enrollments.length
        ? Math.round(enrollments.reduce((sum, enrollment) => sum + enrollment.progress, 0) / enrollments.length)
        : 0,
      coursesCompleted: enrollments.filter((enrollment) => enrollment.completedAt).length,
      certificatesEarned: certificates.filter((certificate) => !certificate.revoked).length,
      enrollments,
      certificates: certificates.map((certificate) => ({
        id: certificate.verificationCode,
        courseName: certificate.courseName,
        completionDate: certificate.completionDate,
        revoked: Boolean(certificate.revoked),
      })),
    };
  },
});
