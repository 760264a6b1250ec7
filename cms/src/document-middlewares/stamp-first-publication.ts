import type { Modules } from '@strapi/strapi';

const MODULE_UID = 'api::course-module.course-module';

/**
 * When an editor first publishes a module, the date is kept (`firstPublishedOn`): a module published after a
 * learner enrolled is "New" to them, even if its draft was written long before (ADR 0015). Strapi copies a draft's
 * creation date to its published version, so that date cannot tell.
 */
export function stampFirstPublication(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    const result = await next();
    if (context.uid === MODULE_UID && context.action === 'publish') {
      const { documentId } = context.params as { documentId?: string };
      // Every row of the document (draft and published) at once, and only the first time: a conditional update
      // the Document Service does not offer.
      if (documentId) {
        // Query engine: the conditional updateMany described above.
        await strapi.db.query(MODULE_UID).updateMany({
          where: { documentId, firstPublishedOn: { $null: true } },
          data: { firstPublishedOn: new Date() },
        });
      }
    }
    return result;
  };
}
