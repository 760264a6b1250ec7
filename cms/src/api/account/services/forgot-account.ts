/** Forgot account (spec 2.4): the sign-in email is sent to the contacts registered on matching accounts. */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import { USER_UID } from '../../../lib/users';
import { LIMITS, limitOrThrow } from '../limits';
import type { SessionUser } from './sessions';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);
  const notifier = () => strapi.service('api::account.notifier');

  return {
    async forgotAccount(request: { firstName: string; lastName: string; organization?: string }, address: string) {
      await limitOrThrow(strapi, `forgot-account:address:${address}`, LIMITS.forgotAccount, t.tooManyRequests);
      const where: Record<string, unknown> = {
        firstName: { $eqi: request.firstName.trim() },
        lastName: { $eqi: request.lastName.trim() },
      };
      if (request.organization?.trim()) where.organization = { $eqi: request.organization.trim() };
      const matches: SessionUser[] = await strapi.db.query(USER_UID).findMany({ where, limit: 3 });
      for (const user of matches.filter((match) => !match.blocked)) {
        const text = `You asked which email address you use to sign in to Kundu Cyber Academy. It is ${user.email}. If you did not ask, ignore this message.`;
        await notifier().deliverQuietly(() =>
          notifier().sendEmail({ to: user.email, subject: 'Your Kundu Cyber Academy sign-in email', text }),
        );
        if (user.mobilePhone) {
          await notifier().deliverQuietly(() =>
            notifier().sendWhatsApp({
              to: user.mobilePhone!,
              template: cmsEnv.WHATSAPP_ACCOUNT_TEMPLATE,
              parameters: [user.firstName ?? '', user.email],
              text,
            }),
          );
        }
      }
      return { message: t.accountInformationSent };
    },
  };
};
