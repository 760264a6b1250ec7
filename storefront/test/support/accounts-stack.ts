/**
 * The whole account path for a test file, on its worker's platform (`@kundu/test-platform`): the CMS, which sends
 * email over real SMTP and WhatsApp messages to a Cloud API–shaped server (both on loopback), and the storefront in
 * front of it, which trusts X-Forwarded-For, so a test can stand for many learners on many networks without
 * tripping another test's rate limits. The messages are read from the platform's peers: those sent since the file
 * began.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { eventually } from '@kundu/cms/testing/message-servers';
import { testPlatform, type TestPlatform } from '@kundu/test-platform';
import { startStorefront, type TestStorefront } from './storefront-server';

export { eventually };

export type AccountsStack = {
  cms: TestPlatform['cms'];
  storefront: TestPlatform['storefront'];
  smtp: TestPlatform['mail'];
  whatsapp: TestPlatform['whatsapp'];
  /** Another storefront on the same CMS, with the given settings (an S3 bucket, say); stopped with the stack. */
  startAnotherStorefront(env: Record<string, string>, port?: number): Promise<TestStorefront>;
  /** The reset link in a message, or undefined. */
  resetLinkIn(text: string): string | undefined;
  /** Stops the storefronts it started (the platform stays, for the worker's next file). */
  stop(): Promise<void>;
};

export async function startAccountsStack(): Promise<AccountsStack> {
  const platform = testPlatform();
  const others: TestStorefront[] = [];
  const linkPattern = new RegExp(`${platform.storefront.url.replace(/[.]/g, '\\.')}/auth\\?reset=[\\w-]+`);
  return {
    cms: platform.cms,
    storefront: platform.storefront,
    smtp: platform.mail,
    whatsapp: platform.whatsapp,
    async startAnotherStorefront(env, otherPort) {
      const other = await startStorefront(platform.cms, { TRUST_PROXY: 'true', ...env }, otherPort);
      others.push(other);
      return other;
    },
    resetLinkIn: (text) => linkPattern.exec(text)?.[0],
    async stop() {
      await Promise.all(others.map((other) => other.stop()));
    },
  };
}

let addressCounter = 0;
/** This test file's own: its learners and network addresses meet no other file's on the shared platform. */
const fileToken = randomBytes(3).toString('hex');
const addressBase = randomInt(0, 250 * 250 * 200);
const phoneBase = randomInt(0, 10_000_000);

/** A network address no other test in this run has used. */
export function newAddress(): string {
  addressCounter += 1;
  const n = addressBase + addressCounter;
  return `10.${Math.floor(n / 250) % 250}.${n % 250}.${7 + (Math.floor(n / 62_500) % 200)}`;
}

let learnerCounter = 0;
/** Registration details for a new learner, unique in this run. */
export function newLearner(overrides: Record<string, string> = {}) {
  learnerCounter += 1;
  const stamp = `${fileToken}${learnerCounter}`;
  return {
    firstName: 'Mary',
    lastName: 'Kila',
    email: `mary.kila.${stamp}@example.org`,
    mobilePhone: `7${String((phoneBase + learnerCounter) % 10_000_000).padStart(7, '0')}`,
    password: 'kumul-flies-over-lae',
    confirmPassword: 'kumul-flies-over-lae',
    role: 'government',
    ...overrides,
  };
}
