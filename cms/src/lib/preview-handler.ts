/**
 * The Content Manager's preview handler (config/admin.ts `preview.config.handler`, ADR 0032). Strapi calls it from
 * its admin route GET /content-manager/preview/url/:contentType, which checks only that an administrator is signed
 * in (its controller says "TODO: Permissions to preview content"). So the handler looks up the administrator of the
 * request itself (Strapi keeps each request's context in `strapi.requestContext`) and makes a link only for one who
 * may read and change this document: an Editor, an Author for their own entries, a Super Admin. Anyone else gets
 * no link, and the panel shows no Open preview button.
 */
import type { UID } from '@strapi/strapi';
import { DEFAULT_CONTENT_LOCALE, isContentLocale } from '../../contract/locales';
import { previewTypeOf, previewUrl } from './preview-link';

type Checker = { cannot: { read(entity?: object): boolean; update(entity?: object): boolean } };

function permissionChecker(uid: string): Checker | null {
  const ctx = strapi.requestContext.get() as { state?: { userAbility?: unknown } } | undefined;
  const userAbility = ctx?.state?.userAbility;
  if (!userAbility) return null;
  return strapi.plugin('content-manager').service('permission-checker').create({ userAbility, model: uid }) as Checker;
}

export async function previewHandler(
  uid: string,
  { documentId, locale }: { documentId?: string; locale?: string | null; status?: string },
): Promise<string | null> {
  const type = previewTypeOf(uid);
  if (!type || !documentId) return null;
  const checker = permissionChecker(uid);
  if (!checker || checker.cannot.read() || checker.cannot.update()) return null;
  const version = isContentLocale(locale) ? locale : DEFAULT_CONTENT_LOCALE;
  // The draft with its creator and its locale: an Author's permissions hold only for entries they created, and an
  // administrator's on a localized type (every previewable one, ADR 0049) only in the locales it names.
  const draft = await strapi.documents(uid as UID.CollectionType).findOne({
    documentId,
    status: 'draft',
    locale: version,
    fields: ['documentId', 'locale'] as never,
    populate: { createdBy: { fields: ['id'] } } as never,
  });
  if (!draft || checker.cannot.read(draft) || checker.cannot.update(draft)) return null;
  // The version the editor has open: a Tok Pisin module is previewed in Tok Pisin (ADR 0049).
  return previewUrl(type, documentId, new Date(), version);
}
