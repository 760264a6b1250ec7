import type { Core } from '@strapi/strapi';
import { moduleMeasures } from '../document-middlewares/measure-module-download';

/**
 * Modules written before download sizes (and quiz questions: those an attempt asks, ADR 0044) were measured get
 * theirs at start. Only rows still without one are touched, so this is a no-op on every later start. The query
 * engine writes the rows as they are: going through the Document Service would publish drafts' changes or create
 * versions.
 */
export async function measureExistingModules(strapi: Core.Strapi): Promise<void> {
  // Query engine: a start-up backfill over every row, drafts and published versions alike (see above).
  const unmeasured: Array<{ id: number; lesson: string | null; quizDraw: number | null }> = await strapi.db
    .query('api::course-module.course-module')
    .findMany({
      where: { $or: [{ downloadBytes: { $null: true } }, { quizQuestions: { $null: true } }] },
      select: ['id', 'lesson', 'quizDraw'],
      populate: { quiz: { populate: { options: true } } },
    });
  for (const module of unmeasured) {
    const quiz = (module as { quiz?: Parameters<typeof moduleMeasures>[0]['quiz'] }).quiz ?? [];
    // Query engine: written by row id as it is (see above).
    await strapi.db.query('api::course-module.course-module').update({
      where: { id: module.id },
      data: moduleMeasures({ lesson: module.lesson ?? '', quiz, quizDraw: module.quizDraw ?? null }),
    });
  }
}
