/**
 * The draft of one document, shaped as the storefront reads its published counterpart (ADR 0032): a course as the
 * REST API answers it with its draft modules, a module as the module player opens it (the quiz without its
 * answers), an alert as the REST API answers it. Read with the Document Service, `status: 'draft'`; nothing here
 * is reachable without a preview token signed for this document.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PREVIEW_MESSAGES, type PreviewModule, type PreviewType } from '../../../../contract/preview';
import { COURSE_UID, MODULE_UID } from '../../../lib/course-content';
import { PREVIEW_UIDS } from '../../../lib/preview-link';

const MODULE_LIST_FIELDS = ['title', 'description', 'estimatedDuration', 'order', 'downloadBytes'] as const;

type Question = { prompt: string; options?: Array<{ text: string }> };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const gone = () => new errors.NotFoundError(PREVIEW_MESSAGES.gone);

  /** The draft modules of a course, in the order learners will meet them. */
  const draftModulesOf = (courseId: string) =>
    strapi.documents(MODULE_UID).findMany({
      status: 'draft',
      filters: { course: { documentId: courseId } },
      fields: [...MODULE_LIST_FIELDS],
      sort: ['order:asc', 'createdAt:asc'],
    });

  async function course(documentId: string) {
    const found = await strapi.documents(COURSE_UID).findOne({
      documentId,
      status: 'draft',
      fields: ['slug', 'title', 'description', 'domain', 'difficulty', 'duration', 'isFree', 'priceKina'],
      populate: {
        targetRoles: { fields: ['role'] },
        objectives: { fields: ['text'] },
        prerequisites: { fields: ['text'] },
      },
    });
    if (!found) throw gone();
    const modules = await draftModulesOf(documentId);
    const { id: _id, ...course } = found as typeof found & { id?: number };
    return {
      course: { ...course, modules: { count: modules.length } },
      modules: modules.map(({ id: _moduleId, ...module }) => module),
    };
  }

  async function module(documentId: string): Promise<PreviewModule> {
    const found = await strapi.documents(MODULE_UID).findOne({
      documentId,
      status: 'draft',
      fields: ['title', 'description', 'estimatedDuration', 'lesson', 'passMark', 'downloadBytes'],
      populate: { course: { fields: ['title'] }, quiz: { populate: { options: true } } },
    });
    if (!found) throw gone();
    const course = found.course as { documentId: string; title: string } | null;
    const siblings = course ? await draftModulesOf(course.documentId) : [];
    const index = siblings.findIndex((entry) => entry.documentId === documentId);
    return {
      // A module not yet in a course is previewed on its own.
      course: { id: course?.documentId ?? '', title: course?.title ?? '' },
      module: {
        id: found.documentId,
        title: found.title ?? '',
        description: found.description ?? '',
        estimatedDuration: found.estimatedDuration ?? '',
        lesson: found.lesson ?? '',
        passMark: found.passMark ?? 0,
        downloadBytes: found.downloadBytes ?? null,
        // As learners get it: prompts and options, the right answers stay here.
        quiz: ((found.quiz ?? []) as Question[]).map((question) => ({
          prompt: question.prompt,
          options: (question.options ?? []).map((option) => option.text),
        })),
      },
      position: { number: index >= 0 ? index + 1 : 1, total: Math.max(siblings.length, 1) },
    };
  }

  async function alert(documentId: string) {
    const found = await strapi.documents(PREVIEW_UIDS.alert).findOne({
      documentId,
      status: 'draft',
      fields: [
        'title',
        'description',
        'category',
        'protectionTip',
        'source',
        'sourceUrl',
        'reportedOn',
        'createdAt',
        'showCount',
        'featuredOnHome',
      ],
    });
    if (!found) throw gone();
    const { id: _id, ...shown } = found as typeof found & { id?: number };
    return shown;
  }

  return {
    async draft(type: PreviewType, documentId: string) {
      if (type === 'course') return course(documentId);
      if (type === 'module') return module(documentId);
      if (type === 'alert') return alert(documentId);
      throw new errors.NotFoundError(PREVIEW_MESSAGES.unknownType);
    },
  };
};
