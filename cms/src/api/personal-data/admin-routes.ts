/**
 * Learner support fulfils a request made by letter or phone (issue 23, ADR 0051): from a learner's entry in the admin
 * panel (the "Their data request" panel, src/admin/data-request-panel.tsx), a link to the learner's data that works
 * once, or the account deleted as the learner would delete it. Only Learner support and Super Admins may; each is
 * written to the audit log with who, when, from where, the learner's account id and the request's reference.
 *
 * Admin routes (the admin panel's session), registered at start: `POST /kundu/personal-data/export` and
 * `POST /kundu/personal-data/erase`.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import { accountIdSchema, CERTIFICATE_CHOICES } from '../../../contract/personal-data';
import { cmsEnv } from '../../env';
import { personalDataMessages } from '../../lib/personal-data-messages';
import { inWords } from '../../lib/refusals';
import { parseInput } from '../../lib/request';
import { tellStorefront } from '../../lib/storefront-events';
import { USER_UID } from '../../lib/users';
import { LEARNER_SUPPORT_ROLE } from '../../bootstrap/admin-roles';
import type { Context as AdminContext } from '../../lib/request';

const AUDIT_UID = 'api::audit-entry.audit-entry';
const SUPER_ADMIN_ROLE = 'strapi-super-admin';

const t = () => personalDataMessages(cmsEnv.SUPPORT_EMAIL);

const requestSchema = z.object({
  accountId: accountIdSchema,
  reference: z
    .string({ error: () => t().referenceRequired })
    .trim()
    .min(3, { error: () => t().referenceRequired })
    .max(200, { error: () => t().referenceRequired }),
});
const eraseSchema = requestSchema.extend({ certificates: z.enum(CERTIFICATE_CHOICES) });

/** The administrator asking, if their role may act on learners' data requests; a 403 in words otherwise. */
function supportStaff(ctx: AdminContext) {
  const admin = ctx.state.user;
  const codes = new Set((admin?.roles ?? []).map((role) => role.code));
  if (!admin || !(codes.has(LEARNER_SUPPORT_ROLE) || codes.has(SUPER_ADMIN_ROLE))) {
    throw inWords(new errors.ForbiddenError(t().supportOnly));
  }
  return admin;
}

async function learnerIdOf(strapi: Core.Strapi, accountId: string): Promise<number> {
  // Query engine: the users-permissions user's numeric id, which the export and erase services take.
  const user = (await strapi.db.query(USER_UID).findOne({ where: { documentId: accountId }, select: ['id'] })) as {
    id: number;
  } | null;
  if (!user) throw inWords(new errors.NotFoundError(t().learnerNotFound));
  return user.id;
}

function audit(
  strapi: Core.Strapi,
  ctx: AdminContext,
  admin: { id: number; email: string },
  action: "exported a learner's data" | "deleted a learner's account",
  request: { accountId: string; reference: string },
) {
  return strapi.documents(AUDIT_UID).create({
    data: {
      action,
      adminId: admin.id,
      adminEmail: admin.email,
      learnerId: request.accountId,
      reference: request.reference,
      address: ctx.ip.slice(0, 64),
      at: new Date(),
    },
  });
}

export function registerPersonalDataAdminRoutes(strapi: Core.Strapi): void {
  const config = { policies: ['admin::isAuthenticatedAdmin'] };
  strapi.server.routes({
    type: 'admin',
    prefix: '/kundu',
    routes: [
      {
        method: 'POST',
        path: '/personal-data/export',
        config,
        /** 201 {url, expiresAt}: a link to the learner's data on the storefront, which works once. */
        handler: async (ctx: AdminContext) => {
          const admin = supportStaff(ctx);
          const request = parseInput(requestSchema, ctx.request.body);
          const userId = await learnerIdOf(strapi, request.accountId);
          const link = await strapi.service('api::personal-data.exports').createLink(userId, 'support');
          await audit(strapi, ctx, admin, "exported a learner's data", request);
          const url = new URL(`/my-data/${link.token}`, cmsEnv.STOREFRONT_PUBLIC_URL).toString();
          ctx.status = 201;
          ctx.body = { url, expiresAt: link.expiresAt };
        },
      },
      {
        method: 'POST',
        path: '/personal-data/erase',
        config,
        /** 200 {files}: the account is deleted; its files leave the storefront's storage within moments. */
        handler: async (ctx: AdminContext) => {
          const admin = supportStaff(ctx);
          const request = parseInput(eraseSchema, ctx.request.body);
          const userId = await learnerIdOf(strapi, request.accountId);
          const erased = await strapi
            .service('api::personal-data.erase')
            .erase(userId, request.certificates, 'support');
          await audit(strapi, ctx, admin, "deleted a learner's account", request);
          tellStorefront([{ type: 'storage-removals' }]);
          ctx.body = { files: erased?.storageKeys.length ?? 0 };
        },
      },
    ],
  } as never);
}
