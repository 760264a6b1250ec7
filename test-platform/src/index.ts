/**
 * The shared test platform, as a test file uses it (ADR 0033, docs/testing.md):
 *
 *   const platform = testPlatform();
 *   const answer = await fetch(`${platform.storefront.url}/courses`);
 *
 * Each worker has a platform of its own: a CMS started from the seeded template (every seed course, alert and FAQ,
 * and a super admin), its test peers, and the storefront when the run has storefront tests. The file has it to
 * itself while it runs, but not alone over time: keep apart by data of your own (new learners, organisations,
 * courses, addresses), and read the peers' records, which start when the file starts.
 *
 * A file that must have a CMS of its own (it restarts or stops the CMS, or needs settings the others must not have)
 * says why in one line at its top (`// Own CMS: …`) and calls `startOwnCms`.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { databaseOf, startTestStrapi, type AdminCredentials, type TestStrapi } from '@kundu/cms/testing';
import type { ReceivedEmail, WhatsAppRequest } from '@kundu/cms/testing/message-servers';
import type { Completion, OpenAiMode } from '@kundu/cms/testing/openai';
import type { Needs } from './controller';
import type { Notice } from './notice-relay';
import type { PlatformInfo } from './platforms';
import './provided';
import { copyTemplate, type Template } from './template';

export type { Notice, PlatformInfo };

/** A platform's CMS, as the harness's own (`TestStrapi`) minus what only its owner may do (restart, stop, pause). */
export type SharedCms = Pick<
  TestStrapi,
  'url' | 'seedToken' | 'storefrontToken' | 'cronToken' | 'sql' | 'query' | 'timestamp'
> & {
  /** The CMS's settings for scripts run beside it (its database). */
  env: Record<string, string>;
  /** The support address the CMS gives in its messages (SUPPORT_EMAIL). */
  supportEmail: string;
  /** What the CMS printed since this file began. */
  logs(): Promise<string>;
};

export type TestPlatform = {
  id: number;
  engine: PlatformInfo['engine'];
  cms: SharedCms;
  /** The template's super admin, signed in (the platform holds one session for all its files). */
  admin: AdminCredentials & { token(): Promise<string> };
  storefront: { url: string };
  /** The SMTP server the CMS sends email to. */
  mail: { url: string; received(): Promise<ReceivedEmail[]>; setDelay(ms: number): Promise<void> };
  /** The WhatsApp Cloud API stand-in: what it received, and numbers it answers with a server error. */
  whatsapp: PlatformInfo['whatsapp'] & {
    received(): Promise<WhatsAppRequest[]>;
    setFailing(numbers: string[]): Promise<void>;
  };
  /** An S3 API (s3rver): `env` is a storefront's settings for its bucket (the CMS keeps media on local disk). */
  s3: { env: Record<string, string>; endpoint: string; object(key: string): Promise<Buffer | null> };
  /** The OpenAI-compatible stand-in Kumul's CMS calls; `down` (a 503) unless a file sets another mode. */
  openai: { url: string; setMode(mode: OpenAiMode): Promise<void>; received(): Promise<Completion[]> };
  /** The CMS's change notices, as the relay in front of the storefront received them. */
  notices: {
    received(): Promise<Notice[]>;
    /** Forgets the notices received so far. */
    clear(): Promise<void>;
    /** Answers the CMS (passing notices on) or drops its connections, as a storefront that is down. */
    setAnswering(answering: boolean): Promise<void>;
    /** Passes notices on to this storefront too, until the file ends. */
    follow(storefrontUrl: string): Promise<void>;
  };
};

function controller() {
  return inject('testPlatform').controllerUrl;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${controller()}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`The test platform: ${answer.error ?? response.status}`);
  return answer;
}

/** The worker's slot in Vitest's pool: one platform each. */
function poolId(): number {
  return Number(process.env.VITEST_POOL_ID ?? 1);
}

/** This worker's platform. */
export function platformInfo(): PlatformInfo {
  const { platforms } = inject('testPlatform');
  return platforms[(poolId() - 1) % platforms.length]!;
}

/** Waits until what the file needs is there, and marks where its records begin (./file-setup.ts calls it). */
export async function beginFile(needs: Needs): Promise<void> {
  await call('POST', `/begin/${platformInfo().id}`, { needs });
}

let adminToken: Promise<string> | undefined;

export function testPlatform(): TestPlatform {
  const info = platformInfo();
  const at = `/${info.id}`;
  const database = databaseOf(info.database);
  return {
    id: info.id,
    engine: info.engine,
    cms: {
      url: info.cmsUrl,
      seedToken: info.seedToken,
      storefrontToken: info.storefrontToken,
      cronToken: info.cronToken,
      env: info.database,
      supportEmail: info.supportEmail,
      ...database,
      logs: () => call<string>('GET', `${at}/logs`),
    },
    admin: {
      ...info.admin,
      token: () => (adminToken ??= call<string>('GET', `${at}/admin-token`)),
    },
    storefront: { url: info.storefrontUrl },
    mail: {
      url: info.smtpUrl,
      received: () => call('GET', `${at}/mail`),
      setDelay: (delayMs) => call('PUT', `${at}/mail`, { delayMs }),
    },
    whatsapp: {
      ...info.whatsapp,
      received: () => call('GET', `${at}/whatsapp`),
      setFailing: (failing) => call('PUT', `${at}/whatsapp`, { failing }),
    },
    s3: {
      env: info.s3,
      endpoint: info.s3.S3_ENDPOINT!,
      async object(key) {
        const response = await fetch(`${info.s3.S3_ENDPOINT}/${info.s3.S3_BUCKET}/${key}`);
        return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
      },
    },
    openai: {
      url: info.openAiUrl,
      setMode: (mode) => call('PUT', `${at}/openai`, { mode }),
      received: () => call('GET', `${at}/openai`),
    },
    notices: {
      received: () => call('GET', `${at}/notices`),
      clear: () => call('DELETE', `${at}/notices`),
      setAnswering: (answering) => call('PUT', `${at}/notices`, { answering }),
      follow: (url) => call('PUT', `${at}/notices`, { follow: url }),
    },
  };
}

/**
 * A CMS of the file's own (it restarts or stops it, or needs settings the others must not have: say which at the
 * file's top). `seeded` starts it from a copy of the seeded template (every seed item and the template's super
 * admin, `testPlatform().admin`'s credentials), which is quicker than an empty database; without it the database
 * is empty, as on a first start.
 */
export async function startOwnCms(
  env: Record<string, string> = {},
  { seeded = false }: { seeded?: boolean } = {},
): Promise<TestStrapi> {
  if (!seeded) return startTestStrapi(env);
  const template = await call<Template>('GET', '/template');
  const copy = await copyTemplate(template);
  try {
    const cms = await startTestStrapi(env, { database: copy.location });
    return {
      ...cms,
      async stop() {
        await cms.stop();
        await copy.drop();
      },
    };
  } catch (error) {
    await copy.drop();
    throw error;
  }
}

const fileToken = randomBytes(3).toString('hex');
let made = 0;

/**
 * A piece of text no other test file of the run has: for slugs, emails, names and the like that must not meet
 * another file's on the shared platform. Lower-case letters and digits.
 */
export function unique(): string {
  made += 1;
  return `${fileToken}${made}`;
}
