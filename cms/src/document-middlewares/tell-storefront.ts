import type { Modules, UID } from '@strapi/strapi';
import { contentTypes } from '@strapi/utils';
import type { ChangeType, CmsChange } from '../../contract/cms-events';
import { tellStorefront } from '../lib/storefront-events';

const MODULE_UID = 'api::course-module.course-module';

/** The content the storefront caches (ADR 0009), by content type. */
const CACHED: Partial<Record<string, ChangeType>> = {
  'api::course.course': 'course',
  [MODULE_UID]: 'course-module',
  'api::awareness-alert.awareness-alert': 'awareness-alert',
  'api::news-item.news-item': 'news-item',
  'api::domain.domain': 'domain',
  'api::help-contact.help-contact': 'help-contact',
};

/** Whether the action changes what visitors see: saving a draft does not; publishing, unpublishing and deleting do,
 * and so does any write to a type without drafts. */
function changesPublished(uid: UID.ContentType, action: string, status: unknown): boolean {
  const drafts = contentTypes.hasDraftAndPublish(strapi.getModel(uid));
  switch (action) {
    case 'publish':
    case 'unpublish':
      return true;
    case 'delete':
      return !drafts || status !== 'draft';
    case 'create':
    case 'update':
    case 'clone':
      return !drafts || status === 'published';
    default:
      return false;
  }
}

/** The courses a module belongs to, in its draft and its published version. */
async function coursesOfModule(documentId: string): Promise<string[]> {
  // Query engine: inside a document middleware; a module's draft and published rows in one read.
  const rows = (await strapi.db.query(MODULE_UID).findMany({
    where: { documentId },
    select: ['id'],
    populate: { course: { select: ['documentId'] } },
  })) as Array<{ course?: { documentId: string } | null }>;
  return rows.flatMap((row) => (row.course ? [row.course.documentId] : []));
}

/** Runs `callback` once the current transaction commits (never if it rolls back), or at once outside one. */
async function afterCommit(callback: () => void): Promise<void> {
  if (!strapi.db.inTransaction()) return callback();
  await strapi.db.transaction(({ onCommit }) => onCommit(callback));
}

/**
 * Once a course, module, alert, news item or domain page changes what visitors see, the storefront is told which
 * (ADR 0031), after the change is committed: its cached answers about it are dropped and read again.
 */
export function tellStorefrontOfChanges(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    const type = CACHED[context.uid];
    const params = context.params as { documentId?: string; status?: unknown };
    if (!type || !changesPublished(context.uid, context.action, params.status)) return next();
    // A module moved to another course changes both courses' module lists.
    const coursesBefore = type === 'course-module' && params.documentId ? await coursesOfModule(params.documentId) : [];
    const result = await next();
    const documentId = params.documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (!documentId) return result;
    let change: CmsChange;
    if (type === 'course-module') {
      const courseIds = [...new Set([...coursesBefore, ...(await coursesOfModule(documentId))])];
      change = { type, documentId, courseIds };
    } else {
      change = { type, documentId };
    }
    await afterCommit(() => tellStorefront([change]));
    return result;
  };
}
