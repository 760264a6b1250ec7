/**
 * Messages to learners by email or WhatsApp. Email goes over SMTP (nodemailer) when SMTP_URL is set; WhatsApp goes
 * through the WhatsApp Business Cloud API when its number id and token are set. Otherwise each message is written
 * as a JSON file to the outbox folder (OUTBOX_DIR), where a developer can read it: the embedded default.
 */
import type { Core } from '@strapi/strapi';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { cmsEnv } from '../../../env';
import { DeliveryError } from '../../../lib/delivery-error';

export type Email = { to: string; subject: string; text: string };
export type WhatsAppMessage = { to: string; template: string; parameters: string[]; text: string };

let transporter: Transporter | undefined;

/** The SMTP URL with time limits (nodemailer's defaults wait minutes), unless the URL sets its own. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const limits = { connectionTimeout: '15000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [name, value] of Object.entries(limits))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function toOutbox(channel: 'email' | 'whatsapp', message: Email | WhatsAppMessage) {
    const dir = resolve(process.cwd(), cmsEnv.OUTBOX_DIR);
    await mkdir(dir, { recursive: true });
    const file = join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${channel}-${randomBytes(3).toString('hex')}.json`,
    );
    await writeFile(file, `${JSON.stringify({ channel, ...message, createdAt: new Date().toISOString() }, null, 2)}\n`);
    strapi.log.info(`Outbox: ${channel} message to ${message.to} written to ${file}`);
  }

  return {
    /**
     * Runs `work` (finding what to send, sending it) after the answer has gone: how long a message takes must not
     * tell a caller whether an account exists. Failures are logged.
     */
    afterAnswering(work: () => Promise<void>): void {
      setImmediate(() => {
        work().catch((error: unknown) =>
          strapi.log.error(`A message could not be sent: ${error instanceof Error ? error.message : String(error)}`),
        );
      });
    },

    /**
     * Runs a send; a failed delivery is logged, and the learner's answer stays the same as for an unknown account
     * (telling them apart would reveal which accounts exist).
     */
    async deliverQuietly(send: () => Promise<void>): Promise<void> {
      try {
        await send();
      } catch (error) {
        if (!(error instanceof DeliveryError)) throw error;
        strapi.log.error(error.message);
      }
    },

    async sendEmail(email: Email): Promise<void> {
      if (!cmsEnv.SMTP_URL) return toOutbox('email', email);
      transporter ??= nodemailer.createTransport(withTimeouts(cmsEnv.SMTP_URL));
      try {
        await transporter.sendMail({ from: cmsEnv.MAIL_FROM, to: email.to, subject: email.subject, text: email.text });
      } catch (error) {
        throw new DeliveryError(
          `Email to ${email.to} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },

    /** Business-initiated WhatsApp messages must use an approved template; `text` is what the outbox shows. */
    async sendWhatsApp(message: WhatsAppMessage): Promise<void> {
      if (!cmsEnv.WHATSAPP_PHONE_NUMBER_ID || !cmsEnv.WHATSAPP_ACCESS_TOKEN) return toOutbox('whatsapp', message);
      const response = await fetch(`${cmsEnv.WHATSAPP_API_URL}/${cmsEnv.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cmsEnv.WHATSAPP_ACCESS_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.template,
            language: { code: cmsEnv.WHATSAPP_TEMPLATE_LANGUAGE },
            components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => {
        throw new DeliveryError(
          `WhatsApp to ${message.to} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      if (!response.ok) {
        throw new DeliveryError(
          `WhatsApp to ${message.to} failed with ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
      }
    },
  };
};
