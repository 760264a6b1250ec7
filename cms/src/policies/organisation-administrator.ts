/**
 * For every administrator call (`/organisations/:organisationId/...`, ADR 0029), after `global::has-session`: loads
 * the organisation by its documentId (404 in words when there is none) and lets the call through only when the
 * session's email is in its administrators (403 in words otherwise), and verified: a link sent to it was opened
 * (ADR 0035; 403 in words until then). The organisation goes on `ctx.state`, and every service scopes its queries
 * by its id.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DOCUMENT_ID } from '../../contract/learning-forms';
import { ORGANISATION_MESSAGES } from '../../contract/organisations';
import { normaliseEmail, ORGANISATION_UID, type AdministeredOrganisation } from '../lib/organisations';
import { accountMessages } from '../lib/account-messages';
import { cmsEnv } from '../env';
import { inWords } from '../lib/refusals';
import { isVerified } from '../lib/verified-contacts';
import { VERIFICATION_MESSAGES } from '../../contract/verification';
import type { Context as PolicyContext } from '../lib/request';

export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const account = policyContext.state.account;
  if (!account) throw inWords(new errors.UnauthorizedError(accountMessages(cmsEnv.SUPPORT_EMAIL).sessionRequired));
  const organisationId = policyContext.params?.organisationId ?? '';
  const found = DOCUMENT_ID.test(organisationId)
    ? await strapi.documents(ORGANISATION_UID).findOne({
        documentId: organisationId,
        fields: ['name', 'kind', 'province'],
        populate: { administrators: true },
      })
    : null;
  if (!found) throw new errors.NotFoundError(ORGANISATION_MESSAGES.organisationNotFound);
  const email = normaliseEmail(account.user.email);
  const administrators = (found.administrators ?? []) as Array<{ email?: string | null }>;
  if (!administrators.some((administrator) => normaliseEmail(administrator.email ?? '') === email)) {
    throw inWords(new errors.ForbiddenError(ORGANISATION_MESSAGES.notAdministrator));
  }
  if (!isVerified(account.user, 'email')) {
    throw inWords(new errors.ForbiddenError(VERIFICATION_MESSAGES.verifyEmailToAdminister));
  }
  policyContext.state.organisation = {
    id: found.id as number,
    documentId: found.documentId,
    name: found.name,
    kind: found.kind,
    province: found.province,
  } as AdministeredOrganisation;
  return true;
};
