import type { Modules } from '@strapi/strapi';
import { DEFAULT_CONTENT_LOCALE } from '../../contract/locales';

type UidAttribute = { type: 'uid'; targetField?: string };
type UidService = {
  generateUIDField(input: {
    contentTypeUID: string;
    field: string;
    data: Record<string, unknown>;
    locale?: string;
  }): Promise<string>;
};

/**
 * Makes an address name (a `uid` attribute with a `targetField`, e.g. a course's slug) from the title when it was
 * left empty or as Strapi fills a new entry's form before any title is typed: the model's name (`course`,
 * `course-module`, then `course-1`...). The admin panel's address field does not follow the title as it is typed
 * (Strapi 5), so an editor who trusts "made from the title" saved `course`. The result is unique, as the admin panel's
 * own "regenerate" makes it; a slug typed by hand is kept. ADR 0030.
 *
 * A Tok Pisin version has its English version's address (ADR 0049): one page, whichever language it is read in.
 */
export function slugFromTitle(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.action !== 'create' && context.action !== 'update') return next();
    const contentType = strapi.contentTypes[context.uid as keyof typeof strapi.contentTypes] as
      { modelName: string; attributes: Record<string, { type: string }> } | undefined;
    if (!contentType) return next();
    const params = context.params as { data?: Record<string, unknown>; locale?: string; documentId?: string };
    const data = params.data;
    if (!data) return next();
    if (params.locale && params.locale !== DEFAULT_CONTENT_LOCALE && params.documentId) {
      const uids = Object.entries(contentType.attributes).filter(([, attribute]) => attribute.type === 'uid');
      if (uids.length > 0) {
        // Query engine: inside a document middleware; the English version's row, draft or published, as stored.
        const english = (await strapi.db.query(context.uid as never).findOne({
          where: { documentId: params.documentId, locale: DEFAULT_CONTENT_LOCALE },
          select: uids.map(([field]) => field),
        })) as Record<string, unknown> | null;
        if (english) for (const [field] of uids) data[field] = english[field];
        return next();
      }
    }
    for (const [field, attribute] of Object.entries(contentType.attributes)) {
      const { targetField } = attribute as UidAttribute;
      if (attribute.type !== 'uid' || !targetField) continue;
      const title = data[targetField];
      if (typeof title !== 'string' || title.trim() === '') continue;
      const current = data[field];
      const placeholder = new RegExp(`^${contentType.modelName}(-\\d+)?$`);
      if (typeof current === 'string' && current !== '' && !placeholder.test(current)) continue;
      if (current === undefined && context.action === 'update') continue;
      // A title that is the model's name ("Course") already has its address.
      if (
        current ===
        title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
      )
        continue;
      // Cast: a plugin's service is typed as a record of `any`; UidService names the one method used.
      const uid = strapi.plugin('content-manager').service('uid') as unknown as UidService;
      const fromTitle = await uid.generateUIDField({
        contentTypeUID: context.uid,
        field,
        data: { [targetField]: title },
        locale: params.locale,
      });
      data[field] = fromTitle;
    }
    return next();
  };
}
