/**
 * The whole account path for a test file: a CMS of its own that sends email over real SMTP and WhatsApp messages to
 * a Cloud API–shaped server (both on loopback), and a storefront in front of it that trusts X-Forwarded-For, so a
 * test can stand for many learners on many networks without tripping another test's rate limits.
 */
import { freePort, startTestStrapi, type TestStrapi } from '@kundu/cms/testing';
import { eventually, startSmtpServer, startWhatsAppServer } from '@kundu/cms/testing/message-servers';
import { startStorefront, type TestStorefront } from './storefront-server';

export { eventually };

export type AccountsStack = {
  cms: TestStrapi;
  storefront: TestStorefront;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  whatsapp: Awaited<ReturnType<typeof startWhatsAppServer>>;
  /** Another storefront on the same CMS, with the given settings (an S3 bucket, say); stopped with the stack. */
  startAnotherStorefront(env: Record<string, string>, port?: number): Promise<TestStorefront>;
  /** The reset link in a message, or undefined. */
  resetLinkIn(text: string): string | undefined;
  stop(): Promise<void>;
};

export async function startAccountsStack(): Promise<AccountsStack> {
  const [smtp, whatsapp] = await Promise.all([startSmtpServer(), startWhatsAppServer()]);
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const cms = await startTestStrapi({
    SMTP_URL: smtp.url,
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_ACCESS_TOKEN: 'test-whatsapp-token',
    STOREFRONT_PUBLIC_URL: publicUrl,
  });
  const others: TestStorefront[] = [];
  let storefront: TestStorefront;
  try {
    storefront = await startStorefront(cms, { TRUST_PROXY: 'true' }, port);
  } catch (error) {
    await cms.stop();
    throw error;
  }
  const linkPattern = new RegExp(`${publicUrl.replace(/[.]/g, '\\.')}/auth\\?reset=[\\w-]+`);
  return {
    cms,
    storefront,
    smtp,
    whatsapp,
    async startAnotherStorefront(env, otherPort) {
      const other = await startStorefront(cms, { TRUST_PROXY: 'true', ...env }, otherPort);
      others.push(other);
      return other;
    },
    resetLinkIn: (text) => linkPattern.exec(text)?.[0],
    async stop() {
      await Promise.all([storefront.stop(), ...others.map((other) => other.stop())]);
      await cms.stop();
      await Promise.all([smtp.close(), whatsapp.close()]);
    },
  };
}

let addressCounter = 0;
/** A network address no other test in this run has used. */
export function newAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${7 + (process.pid % 200)}`;
}

let learnerCounter = 0;
/** Registration details for a new learner, unique in this run. */
export function newLearner(overrides: Record<string, string> = {}) {
  learnerCounter += 1;
  const stamp = `${Date.now().toString(36)}${learnerCounter}`;
  return {
    firstName: 'Mary',
    lastName: 'Kila',
    email: `mary.kila.${stamp}@example.org`,
    mobilePhone: `7${String((Date.now() + learnerCounter) % 10_000_000).padStart(7, '0')}`,
    password: 'kumul-flies-over-lae',
    confirmPassword: 'kumul-flies-over-lae',
    role: 'government',
    ...overrides,
  };
}
