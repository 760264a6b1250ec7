/** Masked contact details for the forgot-password form (spec 2.4); nothing for an unknown account. */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import { maskEmail, maskPhone, normalisePhone } from '../../../lib/contact';
import { findUserByEmail, findUserByPhone } from '../../../lib/users';
import { contactKey, LIMITS, limitOrThrow, slowNetworkOrThrow } from '../../../lib/limits';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);
  return {
    async contactInfo(lookup: { email?: string; phone?: string }, address: string) {
      await slowNetworkOrThrow(
        strapi,
        `contact-lookup:network:${address}`,
        LIMITS.contactLookupNetwork,
        t.tooManyRequests,
      );
      const target = lookup.email !== undefined ? lookup.email : normalisePhone(lookup.phone ?? '');
      await limitOrThrow(
        strapi,
        `contact-lookup:target:${contactKey(target)}`,
        LIMITS.contactLookupTarget,
        t.tooManyRequests,
      );
      const user =
        lookup.email !== undefined
          ? await findUserByEmail(strapi, lookup.email)
          : await findUserByPhone(strapi, lookup.phone ?? '');
      if (!user || user.blocked) return { email: null, phone: null, hasPhone: false };
      return {
        email: maskEmail(user.email),
        phone: user.mobilePhone ? maskPhone(user.mobilePhone) : null,
        hasPhone: Boolean(user.mobilePhone),
      };
    },
  };
};
