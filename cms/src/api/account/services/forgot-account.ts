/** Forgot account (spec 2.4): the sign-in email is sent to the contacts registered on matching accounts. */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import { USER_UID } from '../../../lib/users';
import { LIMITS, slowNetworkOrThrow } from '../../../lib/limits';
import type { SessionUser } from './sessions';
import { rateLimits } from '../../../lib/rate-limits';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);
  const notifier = () => strapi.service('api::account.notifier');

  /** The sign-in email, to the contacts of up to three matching accounts, each at most a few times an hour. */
  async function sendSignInEmails(request: { firstName: string; lastName: string; organization?: string }) {
    const where: Record<string, unknown> = {
      firstName: { $eqi: request.firstName.trim() },
      lastName: { $eqi: request.lastName.trim() },
    };
    if (request.organization?.trim()) where.organization = { $eqi: request.organization.trim() };
    // Query engine: users-permissions users matched by name, with their private phone number for WhatsApp.
    const matches: SessionUser[] = await strapi.db.query(USER_UID).findMany({ where, limit: 3 });
    for (const user of matches.filter((match) => !match.blocked)) {
      const perAccount = await rateLimits(strapi).hit(`forgot-account:target:${user.id}`, LIMITS.forgotAccountTarget);
      if (!perAccount.allowed) continue;
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
  }

  return {
    async forgotAccount(request: { firstName: string; lastName: string; organization?: string }, address: string) {
      await slowNetworkOrThrow(
        strapi,
        `forgot-account:network:${address}`,
        LIMITS.forgotAccountNetwork,
        t.tooManyRequests,
      );
      notifier().afterAnswering(() => sendSignInEmails(request));
      return { message: t.accountInformationSent };
    },
  };
};
