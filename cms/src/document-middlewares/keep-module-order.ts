import type { Modules } from '@strapi/strapi';
import { COURSE_UID, MODULE_UID, coursesOfModules, numberModules, rowsOf } from '../lib/module-order';

/** Actions that can add a module to a course's list, take it out or move it. */
const ACTIONS = new Set(['create', 'update', 'publish', 'unpublish', 'discardDraft', 'delete']);

/**
 * Keeps every module's `order` equal to its place in its course's Modules list (ADR 0030), whichever side an editor
 * or a client changed: the course (its list dragged into a new order, a module added or removed) or the module
 * (created in a course, moved to another, published).
 */
export function keepModuleOrder(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (!ACTIONS.has(context.action) || (context.uid !== COURSE_UID && context.uid !== MODULE_UID)) return next();
    const given = (context.params as { documentId?: string }).documentId;
    // A module leaving a course (moved, unpublished, deleted) leaves a gap in the list it was in.
    const coursesBefore =
      context.uid === MODULE_UID && given
        ? await coursesOfModules(strapi, await rowsOf(strapi, MODULE_UID, given))
        : [];
    const result = await next();
    const documentId = given ?? (result as { documentId?: string } | null)?.documentId;
    if (!documentId) return result;
    const rows = await rowsOf(strapi, context.uid, documentId);
    const courses = context.uid === COURSE_UID ? rows : await coursesOfModules(strapi, rows);
    await numberModules(strapi, [...new Set([...coursesBefore, ...courses])]);
    return result;
  };
}
