/**
 * A published module and the learner's enrolment in its course: what every module action starts from. Someone
 * not enrolled gets a 403 (the storefront sends them to the course page); an unknown module a 404.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DOCUMENT_ID } from '../../../contract/learning-forms';
import { cmsEnv } from '../../env';
import { MODULE_UID } from '../../lib/course-content';
import { learningMessages } from '../../lib/learning-messages';
import type { SessionUser } from '../account/services/sessions';
import { ENROLLMENT_FIELDS, ENROLLMENT_UID, type EnrollmentRecord } from './services/progress';

export type QuizQuestion = {
  prompt: string;
  explanation: string;
  options: Array<{ text: string; isCorrect: boolean }>;
};

export type LearnerModule = {
  documentId: string;
  title: string;
  description: string;
  estimatedDuration: string;
  order: number;
  lesson: string;
  passMark: number;
  downloadBytes: number | null;
  /** The pool: every question the editor wrote. */
  quiz: QuizQuestion[];
  /** Questions each attempt draws from the pool (ADR 0044); every one when null or not fewer. */
  quizDraw: number | null;
  courseId: string;
  courseTitle: string;
};

export function enrollmentKeyOf(user: Pick<SessionUser, 'id'>, courseId: string): string {
  return `${user.id}:${courseId}`;
}

export async function findEnrollment(
  strapi: Core.Strapi,
  user: Pick<SessionUser, 'id'>,
  courseId: string,
): Promise<EnrollmentRecord | null> {
  const found = await strapi.documents(ENROLLMENT_UID).findFirst({
    filters: { enrollmentKey: enrollmentKeyOf(user, courseId) },
    fields: [...ENROLLMENT_FIELDS],
  });
  return (found as EnrollmentRecord | null) ?? null;
}

export async function findModuleForLearner(
  strapi: Core.Strapi,
  user: SessionUser,
  moduleId: string,
): Promise<{ module: LearnerModule; enrollment: EnrollmentRecord }> {
  const t = learningMessages(cmsEnv.SUPPORT_EMAIL);
  if (!DOCUMENT_ID.test(moduleId)) throw new errors.NotFoundError(t.moduleNotFound);
  const found = await strapi.documents(MODULE_UID).findOne({
    documentId: moduleId,
    status: 'published',
    fields: ['title', 'description', 'estimatedDuration', 'order', 'lesson', 'passMark', 'downloadBytes', 'quizDraw'],
    populate: { course: { fields: ['title'] }, quiz: { populate: { options: true } } },
  });
  const course = found?.course as { documentId: string; title: string; publishedAt?: string | null } | null;
  if (!found || !course) throw new errors.NotFoundError(t.moduleNotFound);
  const enrollment = await findEnrollment(strapi, user, course.documentId);
  if (!enrollment) throw new errors.ForbiddenError(t.notEnrolled);
  const quiz = (found.quiz ?? []) as Array<{
    prompt: string;
    explanation: string;
    options?: Array<{ text: string; isCorrect: boolean }>;
  }>;
  return {
    enrollment,
    module: {
      documentId: found.documentId,
      // Required attributes: the schema guarantees them on a published module.
      title: found.title ?? '',
      description: found.description ?? '',
      estimatedDuration: found.estimatedDuration ?? '',
      order: found.order ?? 0,
      lesson: found.lesson ?? '',
      passMark: found.passMark ?? 0,
      downloadBytes: found.downloadBytes ?? null,
      quizDraw: found.quizDraw ?? null,
      quiz: quiz.map((question) => ({
        prompt: question.prompt,
        explanation: question.explanation,
        options: (question.options ?? []).map((option) => ({ text: option.text, isCorrect: option.isCorrect })),
      })),
      courseId: course.documentId,
      courseTitle: course.title,
    },
  };
}
