/** Forgotten passwords (spec 2.4): a one-time 15-minute link by email or WhatsApp, then a new password. */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../../env';
import { accountMessages } from '../../../lib/account-messages';
import { isCommonPassword } from '../../../lib/common-passwords';
import { maskEmail, maskPhone, normalisePhone } from '../../../lib/contact';
import { fieldError, findUserByEmail, findUserById, findUserByPhone, setPassword } from '../../../lib/users';
import { contactKey, LIMITS, slowNetworkOrThrow } from '../../../lib/limits';
import { rateLimits } from '../../../lib/rate-limits';

export type ForgotPasswordRequest = { email?: string; phone?: string; deliveryMethod: 'email' | 'whatsapp' };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const t = accountMessages(cmsEnv.SUPPORT_EMAIL);
  const notifier = () => strapi.service('api::account.notifier');

  const resetLink = (token: string) =>
    new URL(`/auth?reset=${encodeURIComponent(token)}`, cmsEnv.STOREFRONT_PUBLIC_URL).toString();

  /** The link, to the account with this contact, if there is one that can receive it. */
  async function sendResetLink(deliveryMethod: 'email' | 'whatsapp', contact: string): Promise<void> {
    const byEmail = deliveryMethod === 'email';
    const user = byEmail ? await findUserByEmail(strapi, contact) : await findUserByPhone(strapi, contact);
    if (!user || user.blocked || (!byEmail && !user.mobilePhone)) return;
    const token = await strapi.service('api::account.reset-tokens').issue(user.id, deliveryMethod);
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
  }

  return {
    async forgotPassword(request: ForgotPasswordRequest, address: string) {
      await slowNetworkOrThrow(
        strapi,
        `forgot-password:network:${address}`,
        LIMITS.forgotPasswordNetwork,
        t.tooManyRequests,
      );
      const byEmail = request.deliveryMethod === 'email';
      const contact = byEmail ? (request.email ?? '').trim().toLowerCase() : normalisePhone(request.phone ?? '');
      // The same work for every contact, known or not, before answering: one count against the contact.
      const perContact = await rateLimits(strapi).hit(
        `forgot-password:target:${contactKey(contact)}`,
        LIMITS.forgotPasswordTarget,
      );
      if (perContact.allowed) notifier().afterAnswering(() => sendResetLink(request.deliveryMethod, contact));
      return { message: t.resetRequested, maskedContactInfo: byEmail ? maskEmail(contact) : maskPhone(contact) };
    },

    async resetPassword(token: string, newPassword: string, address: string) {
      await slowNetworkOrThrow(
        strapi,
        `reset-password:network:${address}`,
        LIMITS.resetPasswordNetwork,
        t.tooManyRequests,
      );
      if (isCommonPassword(newPassword)) throw fieldError('newPassword', t.commonPassword);
      const consumed = await strapi.service('api::account.reset-tokens').consume(token);
      if (consumed === null) throw new errors.ValidationError(t.resetLinkInvalid);
      const { userId, channel } = consumed;
      await setPassword(strapi, userId, newPassword, `reset-password:network:${address}`);
      // The link reached the address it was sent to: that proves it (ADR 0035).
      await strapi
        .service('api::account.contact-verification')
        .markVerified(userId, channel === 'email' ? 'email' : 'phone');
      // Whoever had the old password is signed out everywhere.
      await strapi.service('api::account.sessions').endAllFor(userId);
      const user = await findUserById(strapi, userId);
      if (user) await rateLimits(strapi).clear(`login:account:${contactKey(user.email)}`);
      return { message: t.resetDone };
    },
  };
};
