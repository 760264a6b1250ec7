/** Signing in with email and password, with a lockout per account and a limit per network address. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import { findUserByEmail, toPublicUser, USER_UID } from '../../../lib/users';
import { LIMITS } from '../limits';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);
  const limits = () => strapi.service('api::account.rate-limits');

  return {
    async login(emailInput: string, password: string, address: string, device?: string) {
      const addressKey = `login:address:${address}`;
      if (!(await limits().peek(addressKey, LIMITS.loginAddress)).allowed)
        throw new errors.RateLimitError(t.addressLocked);
      const user = await findUserByEmail(strapi, emailInput);
      const accountKey = user ? `login:account:${user.id}` : undefined;
      if (accountKey && !(await limits().peek(accountKey, LIMITS.loginAccount)).allowed) {
        throw new errors.RateLimitError(t.accountLocked);
      }
      const stored: { password?: string } | null = user
        ? await strapi.db.query(USER_UID).findOne({ where: { id: user.id }, select: ['password'] })
        : null;
      const valid =
        Boolean(stored?.password) &&
        !user?.blocked &&
        (await strapi.plugin('users-permissions').service('user').validatePassword(password, stored!.password));
      if (!user || !valid) {
        await limits().hit(addressKey, LIMITS.loginAddress);
        if (accountKey) {
          const state = await limits().hit(accountKey, LIMITS.loginAccount);
          if (state.count >= LIMITS.loginAccount.max) throw new errors.RateLimitError(t.accountLocked);
        }
        throw new errors.UnauthorizedError(t.invalidCredentials);
      }
      if (accountKey) await limits().clear(accountKey);
      const session = await strapi.service('api::account.sessions').create(user.id, device);
      return { user: toPublicUser(user), session };
    },
  };
};
