/**
 * The messages an import sends (ADR 0029, 0036): a new account's set-password link, or an existing account's
 * invitation, by WhatsApp to the row's phone when it is the account's own, else by email. Their words are in
 * lib/organisation/invitation-messages.ts; each carries a "not me" link (services/invitations.ts). A message counts
 * as sent once delivered: the membership's `invitedAt` is set then, and one that failed is said in the report.
 */
import type { Core } from '@strapi/strapi';
import type { ImportRow } from '../../../../contract/organisations';
import { cmsEnv } from '../../../env';
import {
  invitationEmail,
  invitationWhatsApp,
  welcomeEmail,
  welcomeWhatsApp,
} from '../../../lib/organisation/invitation-messages';
import { IMPORT_MESSAGES } from '../../../lib/organisation/import-report';
import type { AdministeredOrganisation } from '../../../lib/organisations';
import { INVITATION_LINK_LIFETIME_MS } from '../../../lib/reset-rules';
import type { Account } from './import-accounts';
import { importMembershipsService } from './import-memberships';

const CONCURRENT_SENDS = 5;

/** A message made with its "not me" link, ready to send. */
export type Compose = (stopLink: string) => () => Promise<void>;
export type Message = {
  row: ImportRow;
  /** The membership (its documentId) marked sent (`invitedAt`) once the message is delivered. */
  membershipDocumentId: string;
  send: () => Promise<void>;
};

const createImportMessagesService = ({ strapi }: { strapi: Core.Strapi }) => {
  const notifier = () => strapi.service('api::account.notifier');
  const storefrontLink = (path: string) => new URL(path, cmsEnv.STOREFRONT_PUBLIC_URL).toString();

  return {
    storefrontLink,

    /** A set-password link for a new account (or one that never set a password), valid as an invitation's. */
    async setPasswordLink(account: Account, channel: 'email' | 'whatsapp') {
      const token = await strapi
        .service('api::account.reset-tokens')
        .issue(account.id, channel, new Date(), INVITATION_LINK_LIFETIME_MS);
      return storefrontLink(`/auth?reset=${encodeURIComponent(token)}`);
    },

    /** A new account's set-password link, by WhatsApp to `phone` when given, else by email. */
    welcome(organisation: AdministeredOrganisation, account: Account, phone: string | null, link: string): Compose {
      return (stopLink) => {
        const common = { organisation: organisation.name, link, stopLink };
        if (phone) {
          const message = welcomeWhatsApp(common);
          return () => notifier().sendWhatsApp({ to: phone, template: cmsEnv.WHATSAPP_WELCOME_TEMPLATE, ...message });
        }
        const message = welcomeEmail({
          ...common,
          name: account.firstName,
          email: account.email,
          support: cmsEnv.SUPPORT_EMAIL,
        });
        return () => notifier().sendEmail({ to: account.email, ...message });
      };
    },

    /** An existing account's invitation: by WhatsApp to `phone` when given (the account's own), else by email. */
    invitation(organisation: AdministeredOrganisation, account: Account, phone: string | null): Compose {
      const link = storefrontLink('/auth?redirect=%2F');
      return (stopLink) => {
        const common = { organisation: organisation.name, link, stopLink };
        if (phone) {
          const message = invitationWhatsApp(common);
          return () =>
            notifier().sendWhatsApp({ to: phone, template: cmsEnv.WHATSAPP_INVITATION_TEMPLATE, ...message });
        }
        const message = invitationEmail({ ...common, name: account.firstName, support: cmsEnv.SUPPORT_EMAIL });
        return () => notifier().sendEmail({ to: account.email, ...message });
      };
    },

    /** Sends a batch's messages, a few at a time; one delivered is recorded, one that failed is said in the report. */
    async deliver(messages: Message[]) {
      const delivered: string[] = [];
      const sendOne = async (message: Message) => {
        let isSent = false;
        try {
          await notifier().deliverQuietly(async () => {
            await message.send();
            isSent = true;
          });
        } catch (error) {
          strapi.log.error(
            `An import message could not be sent: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        if (!isSent) message.row.reason = IMPORT_MESSAGES.notSent;
        else delivered.push(message.membershipDocumentId);
      };
      // A few at a time: each email is a connection to the mail server, each WhatsApp message a request.
      for (let start = 0; start < messages.length; start += CONCURRENT_SENDS) {
        await Promise.all(messages.slice(start, start + CONCURRENT_SENDS).map(sendOne));
      }
      await importMembershipsService(strapi).markSent(delivered);
    },
  };
};

export default createImportMessagesService;
export type ImportMessagesService = ReturnType<typeof createImportMessagesService>;
export const importMessagesService = (strapi: Core.Strapi) =>
  strapi.service('api::organisation.import-messages') as ImportMessagesService;
