import { brotliCompressSync, constants } from 'node:zlib';
import type { Modules } from '@strapi/strapi';

type QuizInput = Array<{ prompt?: unknown; explanation?: unknown; options?: Array<{ text?: unknown }> }>;

/**
 * What a module's lesson and quiz cost to download, compressed as the storefront sends them (brotli), so learners
 * on prepaid data see it before they open the module. Measured from the Markdown: the HTML the storefront makes of
 * it differs by its tags, a few per cent once compressed.
 */
export function moduleDownloadBytes(lesson: string, quiz: QuizInput = []): number {
  const quizText = quiz
    .map((question) =>
      [question.prompt, question.explanation, ...(question.options ?? []).map((option) => option.text)]
        .filter((part) => typeof part === 'string')
        .join('\n'),
    )
    .join('\n');
  return brotliCompressSync(Buffer.from(`${lesson}\n${quizText}`), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  }).length;
}

/**
 * Keeps each module's download size current whenever its lesson is written, and the number of its quiz questions
 * whenever its quiz is (the course page labels a module without one "Lesson", not "Lesson and quiz").
 */
export function measureModuleDownload(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (
      context.uid === 'api::course-module.course-module' &&
      (context.action === 'create' || context.action === 'update')
    ) {
      const params = context.params as { data?: Record<string, unknown> };
      const lesson = params.data?.lesson;
      const quiz = Array.isArray(params.data?.quiz) ? (params.data.quiz as QuizInput) : undefined;
      if (typeof lesson === 'string') {
        params.data = { ...params.data, downloadBytes: moduleDownloadBytes(lesson, quiz ?? []) };
      }
      if (quiz || context.action === 'create') {
        params.data = { ...params.data, quizQuestions: quiz?.length ?? 0 };
      }
    }
    return next();
  };
}
