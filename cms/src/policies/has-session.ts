/**
 * For every route that acts as a signed-in learner (`global::has-session`): the storefront passes the session secret
 * from its encrypted cookie in X-Session-Token. An unknown, idle or expired session is a 401; a live one is put in
 * `ctx.state.account` for the controller.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../env';
import { accountMessages } from '../lib/account-messages';
import { inWords } from '../lib/refusals';
import type { Context as PolicyContext } from '../lib/request';

export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const header = policyContext.request.header['x-session-token'];
  const session = await strapi
    .service('api::account.sessions')
    .resolve(typeof header === 'string' ? header : undefined);
  if (!session) throw inWords(new errors.UnauthorizedError(accountMessages(cmsEnv.SUPPORT_EMAIL).sessionRequired));
  policyContext.state.account = session;
  return true;
};
