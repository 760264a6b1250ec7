/**
 * For every custom route the storefront calls: the caller is an API token (the storefront's, which alone holds
 * these routes' permissions), never the public role or a users-permissions JWT, even if an administrator grants
 * the public role these actions in the admin panel (ADR 0018).
 */
import { errors } from '@strapi/utils';
import { inWords } from '../lib/refusals';
import type { Context as PolicyContext } from '../lib/request';

export default (policyContext: PolicyContext) => {
  if (policyContext.state.auth?.strategy?.name !== 'content-api-token')
    throw inWords(new errors.ForbiddenError('Forbidden'));
  return true;
};
