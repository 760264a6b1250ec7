/**
 * A published module and the learner's enrolment in its course: what every module action starts from. Someone
 * not enrolled gets a 403 (the storefront sends them to the course page); an unknown module a 404.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DOCUMENT_ID } from '../../../contract/learning-forms';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../../contract/locales';
import { cmsEnv } from '../../env';
import { COURSE_UID, MODULE_UID } from '../../lib/course-content';
import { learningMessages } from '../../lib/learning-messages';
import type { SessionUser } from '../account/services/sessions';
import { quizPairs } from './quiz-attempts';
import { ENROLLMENT_FIELDS, ENROLLMENT_UID, type EnrollmentRecord } from './services/progress';

export type QuizQuestion = {
  prompt: string;
  explanation: string;
  options: Array<{ text: string; isCorrect: boolean }>;
};

/**
 * A module as one learner reads it. Its text (title to lesson) is in the language asked for when that version is
 * published, else English (`lessonLanguage`); `quiz` is always the English pool, which draws and scores; `quizText`
 * is what the learner reads, question by question and option by option in the same places: the Tok Pisin quiz only
 * when it pairs with the English one (ADR 0049), else the English one again.
 */
export type LearnerModule = {
  documentId: string;
  title: string;
  description: string;
  estimatedDuration: string;
  order: number;
  lesson: string;
  lessonLanguage: ContentLocale;
  passMark: number;
  downloadBytes: number | null;
  /** The pool: every question the editor wrote, in English, with its right answers. */
  quiz: QuizQuestion[];
  /** The quiz in the words shown: index for index, option for option, the pool's twin. */
  quizText: QuizQuestion[];
  quizLanguage: ContentLocale;
  /** Questions each attempt draws from the pool (ADR 0044); every one when null or not fewer. */
  quizDraw: number | null;
  courseId: string;
  courseTitle: string;
  courseLanguage: ContentLocale;
};

type StoredQuestion = { prompt: string; explanation: string; options?: Array<{ text: string; isCorrect: boolean }> };

const toQuestions = (quiz: unknown): QuizQuestion[] =>
  ((quiz ?? []) as StoredQuestion[]).map((question) => ({
    prompt: question.prompt,
    explanation: question.explanation,
    options: (question.options ?? []).map((option) => ({ text: option.text, isCorrect: option.isCorrect })),
  }));

/**
 * The published titles of documents in another locale, by documentId (ADR 0049: a Tok Pisin version is text laid
 * over its English document, with the same documentId). One query; a document without that version is absent.
 */
export async function titlesIn(
  strapi: Core.Strapi,
  uid: typeof COURSE_UID | typeof MODULE_UID,
  documentIds: readonly string[],
  locale: ContentLocale,
): Promise<Map<string, string>> {
  if (locale === DEFAULT_CONTENT_LOCALE || documentIds.length === 0) return new Map();
  const found = await strapi.documents(uid).findMany({
    locale,
    status: 'published',
    filters: { documentId: { $in: [...new Set(documentIds)] } },
    fields: ['title'],
  });
  return new Map(found.flatMap((entry) => (entry.title ? [[entry.documentId, entry.title] as const] : [])));
}

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
  locale: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Promise<{ module: LearnerModule; enrollment: EnrollmentRecord }> {
  const t = learningMessages(cmsEnv.SUPPORT_EMAIL);
  if (!DOCUMENT_ID.test(moduleId)) throw new errors.NotFoundError(t.moduleNotFound);
  // The English version holds the structure: its course, its order, its pass mark and draw, its right answers.
  const found = await strapi.documents(MODULE_UID).findOne({
    documentId: moduleId,
    status: 'published',
    fields: ['title', 'description', 'estimatedDuration', 'order', 'lesson', 'passMark', 'downloadBytes', 'quizDraw'],
    populate: { course: { fields: ['title'] }, quiz: { populate: { options: true } } },
  });
  const course = found?.course as { documentId: string; title: string; publishedAt?: string | null } | null;
  if (!found || !course) throw new errors.NotFoundError(t.moduleNotFound);
  const translated = locale !== DEFAULT_CONTENT_LOCALE;
  const [enrollment, version, courseTitles] = await Promise.all([
    findEnrollment(strapi, user, course.documentId),
    // Its text in the learner's language, when that version is published (nothing is read for English).
    translated
      ? strapi.documents(MODULE_UID).findOne({
          documentId: moduleId,
          locale,
          status: 'published',
          fields: ['title', 'description', 'estimatedDuration', 'lesson', 'downloadBytes'],
          populate: { quiz: { populate: { options: true } } },
        })
      : null,
    titlesIn(strapi, COURSE_UID, [course.documentId], locale),
  ]);
  if (!enrollment) throw new errors.ForbiddenError(t.notEnrolled);
  const quiz = toQuestions(found.quiz);
  const versionQuiz = version ? toQuestions(version.quiz) : [];
  // A translated quiz is shown only when it pairs with the English one, checked here at each read (ADR 0049).
  const quizTranslated = Boolean(version) && quizPairs(quiz, versionQuiz);
  const text = version ?? found;
  const courseTitle = courseTitles.get(course.documentId);
  return {
    enrollment,
    module: {
      documentId: found.documentId,
      // Required attributes: the schema guarantees them on a published module (and on a published version).
      title: text.title ?? '',
      description: text.description ?? '',
      estimatedDuration: text.estimatedDuration ?? '',
      order: found.order ?? 0,
      lesson: text.lesson ?? '',
      lessonLanguage: version ? locale : DEFAULT_CONTENT_LOCALE,
      passMark: found.passMark ?? 0,
      // Measured from the version's own text (lesson and quiz).
      downloadBytes: text.downloadBytes ?? null,
      quizDraw: found.quizDraw ?? null,
      quiz,
      quizText: quizTranslated ? versionQuiz : quiz,
      quizLanguage: quizTranslated ? locale : DEFAULT_CONTENT_LOCALE,
      courseId: course.documentId,
      courseTitle: courseTitle ?? course.title,
      courseLanguage: courseTitle ? locale : DEFAULT_CONTENT_LOCALE,
    },
  };
}
