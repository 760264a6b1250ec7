import type { Core } from '@strapi/strapi';
import { moduleDownloadBytes } from '../document-middlewares/measure-module-download';

/**
 * Modules written before download sizes (and quiz questions) were measured get theirs at start. Only rows still
 * without one are touched, so this is a no-op on every later start. The query engine writes the rows as they are: going through the
 * Document Service would publish drafts' changes or create versions.
 */
export async function measureExistingModules(strapi: Core.Strapi): Promise<void> {
  const unmeasured: Array<{ id: number; lesson: string | null }> = await strapi.db
    .query('api::course-module.course-module')
    .findMany({
      where: { $or: [{ downloadBytes: { $null: true } }, { quizQuestions: { $null: true } }] },
      select: ['id', 'lesson'],
      populate: { quiz: { populate: { options: true } } },
    });
  for (const module of unmeasured) {
    const quiz = (module as { quiz?: Parameters<typeof moduleDownloadBytes>[1] }).quiz ?? [];
    await strapi.db.query('api::course-module.course-module').update({
      where: { id: module.id },
      data: { downloadBytes: moduleDownloadBytes(module.lesson ?? '', quiz), quizQuestions: quiz.length },
    });
  }
}
