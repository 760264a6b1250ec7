/**
 * Learning, as the signed-in learner: enrolment, the learner's place in a course, modules with their lessons and
 * quizzes, the dashboard, and correcting the name on certificates. Every call carries the learner's session; the
 * CMS scores quizzes and keeps lessons from anyone not enrolled.
 */
import { partLanguageSchema } from '@kundu/cms-contract/learning-forms';
import { z } from 'zod';
import { currentLanguage } from '~/lib/language';
import { asLearner, cmsCall } from './core.server';

/**
 * The learner's language, asked of the CMS for the calls that answer a module's words (ADR 0049): the lesson and
 * quiz in Tok Pisin where a version exists, each part saying which language it is in. Scoring, progress, attempts
 * and draws are the same in either.
 */
const inLanguage = () => ({ locale: currentLanguage() });

/** The spec's Enrollment (section 3): completedAt is absent while the course is in progress. */
const enrollmentSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  progress: z.number().int().min(0).max(100),
  enrolledAt: z.string(),
  completedAt: z.string().optional(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

const id = z.string();

export function enrol(sessionToken: string, request: { courseId: string; accessCode?: string }) {
  return cmsCall('POST', 'enrollments', enrollmentSchema, { auth: asLearner(sessionToken), body: request });
}

export function findEnrollment(sessionToken: string, courseId: string) {
  return cmsCall(
    'GET',
    `enrollments/${encodeURIComponent(courseId)}`,
    z.object({ enrollment: enrollmentSchema.nullable() }),
    { auth: asLearner(sessionToken) },
  );
}

const outlineSchema = z.object({
  enrollment: enrollmentSchema.nullable(),
  modules: z.array(z.object({ id, finished: z.boolean(), isNew: z.boolean() })),
  nextModuleId: id.nullable(),
  certificateId: z.string().nullable(),
});
export type CourseOutline = z.infer<typeof outlineSchema>;

/** The learner's enrolment in a course, the modules they finished, and the next one. */
export function courseOutline(sessionToken: string, courseId: string) {
  return cmsCall('GET', `learning/courses/${encodeURIComponent(courseId)}`, outlineSchema, {
    auth: asLearner(sessionToken),
  });
}

const neighbour = z.object({ id, title: z.string(), language: partLanguageSchema });

const moduleSchema = z.object({
  course: z.object({ id, title: z.string(), language: partLanguageSchema }),
  module: z.object({
    id,
    title: z.string(),
    description: z.string(),
    estimatedDuration: z.string(),
    lesson: z.string(),
    /** The language of the title, description, duration and lesson: one version. */
    lessonLanguage: partLanguageSchema,
    passMark: z.number().int(),
    downloadBytes: z.number().int().nullable(),
    quiz: z.array(z.object({ prompt: z.string(), options: z.array(z.string()) })),
    quizLanguage: partLanguageSchema,
  }),
  position: z.object({
    number: z.number().int(),
    total: z.number().int(),
    previous: neighbour.nullable(),
    next: neighbour.nullable(),
  }),
  state: z.object({
    finished: z.boolean(),
    attempts: z.number().int(),
    bestScore: z.number().int().nullable(),
    /** Seconds before the next attempt may be submitted, after a failed one (ADR 0038). */
    retryAfterSeconds: z.number().int().min(0),
  }),
  /** The first module the learner has not finished, when it is not this one. */
  nextUnfinished: neighbour.nullable(),
  enrollment: z.object({ progress: z.number().int(), completedAt: z.string().nullable() }),
});
export type LearnerModule = z.infer<typeof moduleSchema>;

/** A module for an enrolled learner: 403 for anyone else, 404 when there is no such module. */
export function openModule(sessionToken: string, moduleId: string) {
  return cmsCall('GET', `learning/modules/${encodeURIComponent(moduleId)}`, moduleSchema, {
    auth: asLearner(sessionToken),
    query: inLanguage(),
  });
}

const progressSchema = z.object({
  enrollment: enrollmentSchema,
  nextModuleId: id.nullable(),
  certificateId: z.string().nullable(),
});

/** A scored attempt: each question with the learner's answer and why; the right option only once the module is
 * passed (ADR 0038). */
const quizResultSchema = progressSchema.extend({
  score: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  attempt: z.number().int(),
  results: z.array(
    z.object({
      prompt: z.string(),
      yourAnswer: z.string(),
      isCorrect: z.boolean(),
      explanation: z.string(),
      rightAnswer: z.string().nullable(),
    }),
  ),
  /** The language of the results' prompts, answers and explanations: the one the quiz was shown in. */
  quizLanguage: partLanguageSchema,
  retryAfterSeconds: z.number().int().min(0),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** The answers numbered as the options were shown, for the attempt the form was shown for. A 429 says to wait; a
 * 409 that the form's order is no longer the learner's. */
export function submitQuiz(sessionToken: string, moduleId: string, answers: Array<number | null>, attempt: number) {
  return cmsCall('POST', `learning/modules/${encodeURIComponent(moduleId)}/quiz`, quizResultSchema, {
    auth: asLearner(sessionToken),
    // The learner's language: the quiz's words, and the certificate of a course this attempt completes (ADR 0049).
    query: inLanguage(),
    body: { answers, attempt },
  });
}

export function finishReading(sessionToken: string, moduleId: string) {
  return cmsCall('POST', `learning/modules/${encodeURIComponent(moduleId)}/read`, progressSchema, {
    auth: asLearner(sessionToken),
    // The learner's language: a course this call completes is certified in it (ADR 0049).
    query: inLanguage(),
    body: {},
  });
}

const dashboardSchema = z.object({
  overallProgress: z.number(),
  coursesCompleted: z.number(),
  certificatesEarned: z.number(),
  enrollments: z.array(enrollmentSchema.extend({ courseTitle: z.string() })),
  certificates: z.array(
    z.object({ id: z.string(), courseName: z.string(), completionDate: z.string(), revoked: z.boolean() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The learner's enrolments, overall progress and certificates (spec 2.5 and 3). */
export function dashboard(sessionToken: string) {
  return cmsCall('GET', 'learning/dashboard', dashboardSchema, { auth: asLearner(sessionToken) });
}

/** The verification codes of the learner's own certificates. */
export function myCertificateCodes(sessionToken: string) {
  return cmsCall('GET', 'certificates/mine', z.object({ codes: z.array(z.string()) }), {
    auth: asLearner(sessionToken),
  });
}

/** The certificate's owner corrects their name: every valid certificate is re-issued under its code. */
export function correctCertificateName(
  sessionToken: string,
  code: string,
  name: { firstName: string; lastName: string },
) {
  return cmsCall('POST', `certificates/${encodeURIComponent(code)}/name`, z.object({ reissued: z.array(z.string()) }), {
    auth: asLearner(sessionToken),
    body: name,
  });
}
