/** Registration (spec 2.4): a new learner account with the spec's fields, signed in at once. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { registrationSchema } from '../../../../contract/account-forms';
import type { z } from 'zod';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import { isCommonPassword } from '../../../lib/common-passwords';
import { isUniqueViolation } from '../../../lib/database-errors';
import { issueDeviceToken } from '../../../lib/trusted-device';
import { normalisePhone } from '../../../lib/contact';
import {
  fieldError,
  findUserByEmail,
  findUserById,
  passwordHashOf,
  storePasswordHash,
  toPublicUser,
} from '../../../lib/users';
import { hashPassword, inTurn } from '../../../lib/passwords';
import { LIMITS, slowNetworkOrThrow } from '../../../lib/limits';

export type Registration = z.infer<typeof registrationSchema>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);
  return {
    async register(input: Registration, address: string, device?: string) {
      await slowNetworkOrThrow(strapi, `register:network:${address}`, LIMITS.registerNetwork, t.tooManyRequests);
      const email = input.email.trim().toLowerCase();
      if (isCommonPassword(input.password)) throw fieldError('password', t.commonPassword);
      if (await findUserByEmail(strapi, email)) throw new errors.ValidationError(t.emailTaken);
      // Query engine: the authenticated role's numeric id, from users-permissions' own role type.
      const authenticated = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'authenticated' }, select: ['id'] });
      // The password is hashed off the event loop, in this network's turn (lib/passwords.ts), then stored with the
      // account in one transaction.
      const hashed = await inTurn(`register:network:${address}`, () => hashPassword(input.password));
      const created = await strapi.db
        .transaction(async () => {
          const added = await strapi
            .plugin('users-permissions')
            .service('user')
            .add({
              username: email,
              email,
              provider: 'local',
              confirmed: true,
              blocked: false,
              role: authenticated.id,
              firstName: input.firstName.trim(),
              lastName: input.lastName.trim(),
              mobilePhone: normalisePhone(input.mobilePhone),
              audienceRole: input.role,
              organization: input.organization?.trim() || null,
              hasConsentedToDataUse: false,
            });
          await storePasswordHash(strapi, added.id, hashed);
          return added as { id: number };
        })
        .catch(async (error: unknown) => {
          // The same email registered by a request running at the same moment: Strapi's own uniqueness check or,
          // when both passed it together, the database's unique index kept one.
          if (isUniqueViolation(error) || (await findUserByEmail(strapi, email))) {
            throw new errors.ValidationError(t.emailTaken);
          }
          throw error;
        });
      const user = await findUserById(strapi, created.id);
      // The address grants nothing until the person opens this link (ADR 0035).
      strapi.service('api::account.contact-verification').sendLater(user, 'email');
      const session = await strapi.service('api::account.sessions').create(user.id, device);
      const trustedDevice = issueDeviceToken(user.documentId, await passwordHashOf(strapi, user.id));
      return { user: toPublicUser(user), session, trustedDevice };
    },
  };
};
