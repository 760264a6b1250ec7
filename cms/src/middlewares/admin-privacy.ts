/**
 * Learners' data in the admin panel (ADR 0025):
 * - every list of identity documents and every document opened in the Content Manager is written to the audit log,
 *   with who, when and from where (only Identity reviewers and Super Admins may do either, admin-roles.ts);
 * - the admin home's "last edited / last published" lists show content only, never a learner's record.
 */
import type { Core } from '@strapi/strapi';
import { IDENTITY_DOCUMENT, LEARNER_TYPES } from '../bootstrap/admin-roles';
import type { Context } from '../lib/request';

const DOCUMENTS = `/content-manager/collection-types/${IDENTITY_DOCUMENT}`;
const AUDIT = 'api::audit-entry.audit-entry';
/** The user form's list of a learner's documents (`identityDocuments`), which a Super Admin can open too. */
const DOCUMENTS_OF_USER = /^\/content-manager\/relations\/[^/]+\/[^/]+\/identitydocuments\/?$/;

/** The path as the router matches it: percent-decoded, and in any letter case (its matching ignores case). */
function routedPath(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase().replace(/\/+$/, '');
  } catch {
    return path.toLowerCase();
  }
}
const LEARNER = new Set<string>(LEARNER_TYPES);

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: () => Promise<void>) => {
    await next();
    if (ctx.method !== 'GET' || ctx.status !== 200) return;

    const path = routedPath(ctx.path);
    if (path === '/content-manager/homepage/recent-documents') {
      const body = ctx.body as { data?: { contentTypeUid?: string }[] } | undefined;
      if (Array.isArray(body?.data)) {
        ctx.body = { ...body, data: body.data.filter((entry) => !LEARNER.has(entry.contentTypeUid ?? '')) };
      }
      return;
    }

    const listedOfUser = DOCUMENTS_OF_USER.test(path);
    if (!listedOfUser && path !== DOCUMENTS && !path.startsWith(`${DOCUMENTS}/`)) return;
    const admin = ctx.state.user;
    if (!admin) return;
    const documentId = listedOfUser
      ? null
      : decodeURIComponent(ctx.path)
          .slice(DOCUMENTS.length + 1)
          .split('/')[0] || null;
    await strapi.documents(AUDIT).create({
      data: {
        action: documentId ? 'opened an identity document' : 'listed identity documents',
        adminId: admin.id,
        adminEmail: admin.email,
        identityDocumentId: documentId ?? undefined,
        address: ctx.ip.slice(0, 64),
        at: new Date(),
      },
    });
  };
