import { brotliCompressSync, constants } from 'node:zlib';
import type { Core, Modules } from '@strapi/strapi';
import { questionsPerAttempt } from '../../contract/content-quality';

type QuizInput = Array<{ prompt?: unknown; explanation?: unknown; options?: Array<{ text?: unknown }> }>;

const MODULE_UID = 'api::course-module.course-module';

const questionText = (question: QuizInput[number]) =>
  [question.prompt, question.explanation, ...(question.options ?? []).map((option) => option.text)]
    .filter((part) => typeof part === 'string')
    .join('\n');

/**
 * What a module's lesson and quiz cost to download, compressed as the storefront sends them (brotli), so learners
 * on prepaid data see it before they open the module. Measured from the Markdown: the HTML the storefront makes of
 * it differs by its tags, a few per cent once compressed. A module that draws its quiz from a pool (ADR 0044) sends
 * only the questions an attempt asks: counted as the longest of them, so the figure is never less than an attempt.
 */
export function moduleDownloadBytes(lesson: string, quiz: QuizInput = [], quizDraw: number | null = null): number {
  const asked = questionsPerAttempt({ quiz, quizDraw });
  const texts = quiz.map(questionText);
  const longest = texts
    .map((text, index) => ({ text, index }))
    .sort((a, b) => b.text.length - a.text.length || a.index - b.index)
    .slice(0, asked)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.text);
  return brotliCompressSync(Buffer.from(`${lesson}\n${longest.join('\n')}`), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  }).length;
}

/** What the platform measures of a module: its download size and the questions a learner answers per attempt. */
export function moduleMeasures(module: { lesson: string; quiz: QuizInput; quizDraw: number | null }) {
  return {
    downloadBytes: moduleDownloadBytes(module.lesson, module.quiz, module.quizDraw),
    quizQuestions: questionsPerAttempt(module),
  };
}

const has = (data: Record<string, unknown>, field: string) => Object.prototype.hasOwnProperty.call(data, field);

/**
 * Keeps each module's download size and the number of questions a learner answers (`quizQuestions`: the draw when
 * the module has a pool; the course page labels a module without any "Lesson", not "Lesson and quiz") current
 * whenever its lesson, quiz or draw is written. A write of only some of them is measured with the stored rest.
 */
export function measureModuleDownload(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid === MODULE_UID && (context.action === 'create' || context.action === 'update')) {
      const params = context.params as { data?: Record<string, unknown>; documentId?: string; locale?: string };
      const data = params.data ?? {};
      const written = {
        lesson: typeof data.lesson === 'string' ? data.lesson : undefined,
        quiz: Array.isArray(data.quiz) ? (data.quiz as QuizInput) : undefined,
        quizDraw: has(data, 'quizDraw') ? ((data.quizDraw as number | null | undefined) ?? null) : undefined,
      };
      const touched = Object.values(written).some((value) => value !== undefined);
      if (context.action === 'create' || touched) {
        const complete = Object.values(written).every((value) => value !== undefined);
        const stored =
          context.action === 'update' && !complete && params.documentId
            ? ((await strapi.documents(MODULE_UID).findOne({
                documentId: params.documentId,
                ...(params.locale ? { locale: params.locale } : {}),
                fields: ['lesson', 'quizDraw'],
                populate: { quiz: { populate: { options: true } } },
              })) as { lesson?: string | null; quizDraw?: number | null; quiz?: QuizInput } | null)
            : null;
        const lesson = written.lesson ?? stored?.lesson ?? undefined;
        const quiz = written.quiz ?? stored?.quiz ?? [];
        const quizDraw = written.quizDraw !== undefined ? written.quizDraw : (stored?.quizDraw ?? null);
        const measured = moduleMeasures({ lesson: lesson ?? '', quiz, quizDraw });
        params.data = {
          ...data,
          ...(typeof lesson === 'string' ? { downloadBytes: measured.downloadBytes } : {}),
          quizQuestions: measured.quizQuestions,
        };
      }
    }
    return next();
  };
}
