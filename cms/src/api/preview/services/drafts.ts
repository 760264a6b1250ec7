/**
 * The draft of one document, shaped as the storefront reads its published counterpart (ADR 0032): a course as the
 * REST API answers it with its draft modules, a module as the module player opens it (the quiz without its
 * answers), an alert as the REST API answers it. Read with the Document Service, `status: 'draft'`; nothing here
 * is reachable without a preview token signed for this document.
 */
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PREVIEW_MESSAGES, type PreviewModule, type PreviewType } from '../../../../contract/preview';
import { EDITOR_VIEWS } from '../../../editor-views';
import { COURSE_UID, MODULE_UID } from '../../../lib/course-content';
import { PREVIEW_UIDS } from '../../../lib/preview-link';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../../../contract/locales';
import { questionDraw, quizPairs } from '../../learning/quiz-attempts';

const COURSE_FIELDS = [
  'slug',
  'title',
  'description',
  'domain',
  'difficulty',
  'duration',
  'isFree',
  'priceKina',
] as const;
const MODULE_FIELDS = ['title', 'description', 'estimatedDuration', 'lesson', 'passMark', 'downloadBytes'] as const;
/** Read with the required fields, but never required: most modules ask every question. */
const MODULE_DRAW_FIELDS = ['quizDraw'] as const;
const MODULE_LIST_FIELDS = [
  'title',
  'description',
  'estimatedDuration',
  'order',
  'downloadBytes',
  'quizQuestions',
] as const;
const ALERT_FIELDS = [
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
] as const;

type Question = { prompt: string; options?: Array<{ text: string; isCorrect?: boolean | null }> };

/** A field as the editor's form names it ("Estimated duration", "What is happening"; ADR 0030). */
const labelOf = (uid: UID.ContentType, attribute: string) =>
  EDITOR_VIEWS[uid]?.fields[attribute]?.label ?? attribute.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const gone = () => new errors.NotFoundError(PREVIEW_MESSAGES.gone);

  /**
   * Strapi saves drafts without checking required fields; the storefront's screens need them. A draft missing one
   * is refused with the fields to fill in, rather than shown half-empty or failing.
   */
  function requireComplete(uid: UID.ContentType, draft: Record<string, unknown>, fields: readonly string[]) {
    const attributes = strapi.getModel(uid).attributes as Record<string, { required?: boolean }>;
    const missing = fields.filter(
      (field) =>
        attributes[field]?.required && (draft[field] === null || draft[field] === undefined || draft[field] === ''),
    );
    if (missing.length > 0)
      throw new errors.ValidationError(PREVIEW_MESSAGES.incomplete(missing.map((field) => labelOf(uid, field))));
  }

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
      fields: [...COURSE_FIELDS],
      populate: {
        targetRoles: { fields: ['role'] },
        objectives: { fields: ['text'] },
        prerequisites: { fields: ['text'] },
      },
    });
    if (!found) throw gone();
    requireComplete(COURSE_UID, found, COURSE_FIELDS);
    const modules = await draftModulesOf(documentId);
    const { id: _id, ...course } = found as typeof found & { id?: number };
    return {
      course: { ...course, modules: { count: modules.length } },
      // A module still being written is listed with what it has so far.
      modules: modules.map((module) => ({
        documentId: module.documentId,
        title: module.title ?? '',
        description: module.description ?? '',
        estimatedDuration: module.estimatedDuration ?? '',
        order: module.order ?? 0,
        downloadBytes: module.downloadBytes ?? null,
        quizQuestions: module.quizQuestions ?? null,
      })),
    };
  }

  async function module(documentId: string, locale: ContentLocale): Promise<PreviewModule> {
    const found = await strapi.documents(MODULE_UID).findOne({
      documentId,
      status: 'draft',
      fields: [...MODULE_FIELDS, ...MODULE_DRAW_FIELDS],
      populate: { course: { fields: ['title'] }, quiz: { populate: { options: true } } },
    });
    if (!found) throw gone();
    requireComplete(MODULE_UID, found, MODULE_FIELDS);
    // The Tok Pisin draft's text laid over the English draft, as learners reading Tok Pisin will get it (ADR 0049).
    const version =
      locale === DEFAULT_CONTENT_LOCALE
        ? null
        : await strapi.documents(MODULE_UID).findOne({
            documentId,
            locale,
            status: 'draft',
            fields: [...MODULE_FIELDS],
            populate: { quiz: { populate: { options: true } } },
          });
    if (version) requireComplete(MODULE_UID, version, MODULE_FIELDS);
    const text = version ?? found;
    const course = found.course as { documentId: string; title: string } | null;
    const siblings = course ? await draftModulesOf(course.documentId) : [];
    const index = siblings.findIndex((entry) => entry.documentId === documentId);
    // Editors see what learners will, and which help contacts still wait for a person's check (ADR 0045).
    const [lesson] = await strapi.service('api::help-contact.help-contact').resolve([text.lesson ?? ''], 'editor');
    const pool = (found.quiz ?? []) as Question[];
    const versionPool = (version?.quiz ?? []) as Question[];
    const quizTranslated = Boolean(version) && quizPairs(pool, versionPool);
    const shown = quizTranslated ? versionPool : pool;
    // As many questions as a learner's attempt asks (ADR 0044): a first attempt's draw, the same at every reload.
    const asked = questionDraw(pool, found.quizDraw, { learnerId: 'preview', moduleId: documentId, attempt: 1 });
    return {
      // A module not yet in a course is previewed on its own.
      course: { id: course?.documentId ?? '', title: course?.title ?? '' },
      module: {
        id: found.documentId,
        title: text.title ?? '',
        description: text.description ?? '',
        estimatedDuration: text.estimatedDuration ?? '',
        lesson: lesson ?? '',
        passMark: found.passMark ?? 0,
        downloadBytes: text.downloadBytes ?? null,
        // As learners get it: prompts and options, the right answers stay here; options in the editor's order.
        quiz: asked.map((question) => ({
          prompt: shown[question]!.prompt,
          options: (shown[question]!.options ?? []).map((option) => option.text),
        })),
        quizPool: pool.length,
        lessonLanguage: version ? locale : DEFAULT_CONTENT_LOCALE,
        quizLanguage: quizTranslated ? locale : DEFAULT_CONTENT_LOCALE,
      },
      position: { number: index >= 0 ? index + 1 : 1, total: Math.max(siblings.length, 1) },
    };
  }

  async function alert(documentId: string) {
    const found = await strapi.documents(PREVIEW_UIDS.alert).findOne({
      documentId,
      status: 'draft',
      fields: [...ALERT_FIELDS],
    });
    if (!found) throw gone();
    requireComplete(PREVIEW_UIDS.alert, found, ALERT_FIELDS);
    // Not counted before it is published.
    // As learners will read it, with the help contacts still waiting for a person's check shown (ADR 0045).
    const [shown] = await strapi.service('api::help-contact.help-contact').resolveAlerts([found], 'editor');
    return { ...shown, showCount: found.showCount ?? 0, featuredOnHome: found.featuredOnHome ?? false };
  }

  return {
    async draft(type: PreviewType, documentId: string, locale: ContentLocale = DEFAULT_CONTENT_LOCALE) {
      if (type === 'course') return course(documentId);
      if (type === 'module') return module(documentId, locale);
      if (type === 'alert') return alert(documentId);
      throw new errors.NotFoundError(PREVIEW_MESSAGES.unknownType);
    },
  };
};
