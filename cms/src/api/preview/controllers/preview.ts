/** Thin: checks the preview token against the address, then answers the draft (ADR 0032). */
import { errors } from '@strapi/utils';
import { PREVIEW_MESSAGES, PREVIEW_TOKEN_HEADER, type PreviewType } from '../../../../contract/preview';
import { checkPreviewToken } from '../../../lib/preview-link';
import type { Context } from '../../../lib/request';
import { requestedLocale } from '../../../lib/content-locale';

const REFUSALS = {
  invalid: () => new errors.UnauthorizedError(PREVIEW_MESSAGES.invalid),
  expired: () => new errors.UnauthorizedError(PREVIEW_MESSAGES.expired),
  'other-document': () => new errors.ForbiddenError(PREVIEW_MESSAGES.otherDocument),
} as const;

export default {
  async draft(ctx: Context) {
    const type = ctx.params.type ?? '';
    const documentId = ctx.params.documentId ?? '';
    const header = ctx.request.header[PREVIEW_TOKEN_HEADER];
    const token = typeof header === 'string' ? header.trim() : '';
    if (!token) throw new errors.UnauthorizedError(PREVIEW_MESSAGES.missing);
    const check = checkPreviewToken(token, type, documentId);
    if (!check.ok) throw REFUSALS[check.reason]();
    // `?locale=tpi`: a module's Tok Pisin draft laid over its English one (ADR 0049).
    const locale = requestedLocale(ctx);
    ctx.body = await strapi.service('api::preview.drafts').draft(type as PreviewType, documentId, locale);
  },
};
