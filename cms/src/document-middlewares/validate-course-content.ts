import type { Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type QuizOption = { isCorrect?: unknown };
type QuizQuestion = { options?: QuizOption[] };
type WriteData = Record<string, unknown>;

/**
 * Rules an editor could break in the admin panel that Strapi's field settings cannot express.
 * Each returns a message an editor understands, or nothing when the data is fine.
 */
export function checkCourse(data: WriteData): string | undefined {
  if (data.isFree === false) {
    const price = Number(data.priceKina);
    if (data.priceKina == null || !Number.isFinite(price) || price <= 0) {
      return 'A paid course needs a price in kina greater than 0. Tick "Free course" or enter a price.';
    }
  }
  return undefined;
}

/** The most questions a quiz may have: the learner answers them on one phone screen after another. */
export const MAX_QUIZ_QUESTIONS = 50;

export function checkCourseModule(data: WriteData): string | undefined {
  if (!Array.isArray(data.quiz)) return undefined;
  const questions = data.quiz as QuizQuestion[];
  if (questions.length > MAX_QUIZ_QUESTIONS) {
    return `A quiz can have at most ${MAX_QUIZ_QUESTIONS} questions (this one has ${questions.length}). Split the module.`;
  }
  for (const [index, question] of questions.entries()) {
    const options = Array.isArray(question.options) ? question.options : [];
    const correct = options.filter((option) => option.isCorrect === true).length;
    if (options.length < 2) {
      return `Quiz question ${index + 1} needs at least two answer options.`;
    }
    if (correct !== 1) {
      return `Quiz question ${index + 1} must have exactly one correct option (it has ${correct}).`;
    }
  }
  return undefined;
}

/** Keeps each target role once, in the order the editor gave. */
export function withUniqueTargetRoles(data: WriteData): WriteData {
  if (!Array.isArray(data.targetRoles)) return data;
  const seen = new Set<unknown>();
  const targetRoles = (data.targetRoles as Array<{ role?: unknown }>).filter((entry) => {
    if (seen.has(entry.role)) return false;
    seen.add(entry.role);
    return true;
  });
  return { ...data, targetRoles };
}

const CHECKS: Record<string, (data: WriteData) => string | undefined> = {
  'api::course.course': checkCourse,
  'api::course-module.course-module': checkCourseModule,
};

/** Document Service middleware: runs for every write, from the admin panel, the REST API and our own services. */
export function validateCourseContent(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    const check = CHECKS[context.uid];
    if (check && (context.action === 'create' || context.action === 'update')) {
      const params = context.params as { data?: WriteData };
      if (params.data) {
        const problem = check(params.data);
        if (problem) throw new errors.ValidationError(problem);
        if (context.uid === 'api::course.course') params.data = withUniqueTargetRoles(params.data);
      }
    }
    return next();
  };
}
