/** A module as an enrolled learner studies it: the lesson, the quiz without its answers, and where it sits. */
import type { Core } from '@strapi/strapi';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../../../contract/locales';
import type { SessionUser } from '../../account/services/sessions';
import { MODULE_UID, type PublishedModule } from '../../../lib/course-content';
import { findModuleForLearner, titlesIn } from '../learner-module';
import { retryAfterMs, shownQuiz, wholeSeconds } from '../quiz-attempts';
import { progressService } from './progress';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `locale`: the learner's content language; each part says which language it came in (ADR 0049). */
  async open(user: SessionUser, moduleId: string, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) {
    const { module, enrollment } = await findModuleForLearner(strapi, user, moduleId, locale);
    const state = (await progressService(strapi).progressOf([enrollment])).get(enrollment.id)!;
    const index = state.modules.findIndex((entry) => entry.documentId === module.documentId);
    const nextUnfinished = state.modules.find(
      (entry) => entry.documentId === state.nextModuleId && entry.documentId !== module.documentId,
    );
    const progress = await strapi.documents('api::module-progress.module-progress').findFirst({
      filters: { progressKey: `${enrollment.id}:${module.documentId}` },
      fields: ['attempts', 'bestScore', 'lastAttemptAt', 'finishedAt'],
    });
    const attempts = progress?.attempts ?? 0;
    const linked = [state.modules[index - 1], state.modules[index + 1], nextUnfinished].filter(
      (entry): entry is PublishedModule => entry !== undefined,
    );
    const titles = await titlesIn(
      strapi,
      MODULE_UID,
      linked.map((entry) => entry.documentId),
      locale,
    );
    const neighbour = (entry: PublishedModule) => {
      const title = titles.get(entry.documentId);
      return {
        id: entry.documentId,
        title: title ?? entry.title,
        language: title ? locale : DEFAULT_CONTENT_LOCALE,
      };
    };
    const [lesson] = await strapi.service('api::help-contact.help-contact').resolve([module.lesson], 'markdown');
    return {
      course: { id: module.courseId, title: module.courseTitle, language: module.courseLanguage },
      module: {
        id: module.documentId,
        title: module.title,
        description: module.description,
        estimatedDuration: module.estimatedDuration,
        // Help contacts named by key, with the numbers a person has checked (ADR 0045).
        lesson,
        lessonLanguage: module.lessonLanguage,
        passMark: module.passMark,
        downloadBytes: module.downloadBytes,
        // The answers stay on the server; the questions the attempt they are on asks (drawn from the pool when
        // the module has one, ADR 0044), the options in this learner's order, the same at every reload (ADR 0038).
        // In the learner's language when it pairs with the English pool: the same draw and order either way.
        quiz: shownQuiz(
          module.quizText,
          { learnerId: user.documentId, moduleId: module.documentId, attempt: attempts + 1 },
          module.quizDraw,
        ),
        quizLanguage: module.quizLanguage,
      },
      position: {
        number: index + 1,
        total: state.modules.length,
        previous: index > 0 ? neighbour(state.modules[index - 1]!) : null,
        next: index >= 0 && index < state.modules.length - 1 ? neighbour(state.modules[index + 1]!) : null,
      },
      state: {
        finished: state.finished.has(module.documentId),
        attempts,
        bestScore: progress?.bestScore ?? null,
        /** Seconds before the next attempt may be submitted, after a failed one. */
        retryAfterSeconds: wholeSeconds(retryAfterMs(progress, new Date())),
      },
      nextUnfinished: nextUnfinished ? neighbour(nextUnfinished) : null,
      enrollment: {
        progress: state.progress,
        completedAt: enrollment.completedAt ? new Date(enrollment.completedAt).toISOString() : null,
      },
    };
  },
});
