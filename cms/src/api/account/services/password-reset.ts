/** Forgotten passwords (spec 2.4): a one-time 15-minute link by email or WhatsApp, then a new password. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import { isCommonPassword } from '../../../lib/common-passwords';
import { maskEmail, maskPhone, normalisePhone } from '../../../lib/contact';
import { fieldError, findUserByEmail, findUserByPhone } from '../../../lib/users';
import { LIMITS, limitOrThrow } from '../limits';

export type ForgotPasswordRequest = { email?: string; phone?: string; deliveryMethod: 'email' | 'whatsapp' };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);
  const notifier = () => strapi.service('api::account.notifier');

  const resetLink = (token: string) =>
    new URL(`/auth?reset=${encodeURIComponent(token)}`, cmsEnv.STOREFRONT_PUBLIC_URL).toString();

  return {
    async forgotPassword(request: ForgotPasswordRequest, address: string) {
      await limitOrThrow(strapi, `forgot-password:address:${address}`, LIMITS.forgotPassword, t.tooManyRequests);
      const byEmail = request.deliveryMethod === 'email';
      const user = byEmail
        ? await findUserByEmail(strapi, request.email ?? '')
        : await findUserByPhone(strapi, request.phone ?? '');
      const answer = {
        message: t.resetRequested,
        maskedContactInfo: byEmail
          ? maskEmail((request.email ?? '').trim().toLowerCase())
          : maskPhone(normalisePhone(request.phone ?? '')),
      };
      if (!user || user.blocked || (!byEmail && !user.mobilePhone)) return answer;
      const perAccount = await strapi
        .service('api::account.rate-limits')
        .hit(`forgot-password:account:${user.id}`, LIMITS.forgotPasswordAccount);
      if (!perAccount.allowed) return answer;

      const token = await strapi.service('api::account.reset-tokens').issue(user.id, request.deliveryMethod);
      const link = resetLink(token);
      const name = user.firstName ?? '';
      if (byEmail) {
        await notifier().deliverQuietly(() =>
          notifier().sendEmail({
            to: user.email,
            subject: 'Reset your Kundu Cyber Academy password',
            text: [
              `Hello ${name},`,
              '',
              'Someone asked to reset the password of your Kundu Cyber Academy account. If it was you, open this link',
              'within 15 minutes to choose a new password. It works once.',
              '',
              link,
              '',
              'If you did not ask for this, ignore this email: your password stays as it is.',
              `Questions? Write to ${cmsEnv.SUPPORT_EMAIL}.`,
            ].join('\n'),
          }),
        );
      } else {
        await notifier().deliverQuietly(() =>
          notifier().sendWhatsApp({
            to: user.mobilePhone!,
            template: cmsEnv.WHATSAPP_RESET_TEMPLATE,
            parameters: [name, link],
            text: `Kundu Cyber Academy: reset your password within 15 minutes with this link (it works once): ${link}`,
          }),
        );
      }
      return answer;
    },

    async resetPassword(token: string, newPassword: string, address: string) {
      await limitOrThrow(strapi, `reset-password:address:${address}`, LIMITS.resetPassword, t.tooManyRequests);
      if (isCommonPassword(newPassword)) throw fieldError('newPassword', t.commonPassword);
      const userId = await strapi.service('api::account.reset-tokens').consume(token);
      if (userId === null) throw new errors.ValidationError(t.resetLinkInvalid);
      await strapi.plugin('users-permissions').service('user').edit(userId, { password: newPassword });
      // Whoever had the old password is signed out everywhere.
      await strapi.service('api::account.sessions').endAllFor(userId);
      await strapi.service('api::account.rate-limits').clear(`login:account:${userId}`);
      return { message: t.resetDone };
    },
  };
};
