/**
 * The test platforms of one test run, in Vitest's main process (ADR 0033). One platform per test worker: a real CMS
 * started from a copy of the seeded template, with every test peer attached (an SMTP server, a WhatsApp Cloud
 * API stand-in, an OpenAI-compatible stand-in, a relay that records the CMS's change notices, and an S3 API by s3rver
 * for storefronts that keep learners' uploads there),
 * and, when the run has storefront tests, the storefront's production server in front of it. A worker's files use
 * its platform one after another, so a file has it to itself while it runs; files keep apart by their own data.
 *
 * What costs time is done once and as early as it can be: the builds (scripts/builds.mjs, shared with `npm start`)
 * and the template start as the run starts; the platforms as soon as the template is there. A test file waits for
 * what it needs in its `beforeAll` (./file-setup.ts), so files that need nothing run meanwhile.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { freePort, signInAdmin, startTestStrapi, type TestStrapi } from '@kundu/cms/testing';
import { startSmtpServer, startWhatsAppServer } from '@kundu/cms/testing/message-servers';
import { startOpenAiServer, type OpenAiServer } from '@kundu/cms/testing/openai';
import { startS3 } from '@kundu/cms/testing/s3';
import { startStorefront, type TestStorefront } from '@kundu/storefront/testing';
import { ensureCmsBuilt, ensureStorefrontBuilt, type Built } from '../../scripts/builds.mjs';
import { startNoticeRelay, type NoticeRelay } from './notice-relay';
import { copyTemplate, ensureTemplate, TEMPLATE_ADMIN, type Copy, type Engine, type Template } from './template';

/** What a test file learns of its platform without asking (inject): addresses, tokens, where its database is. */
export type PlatformInfo = {
  id: number;
  engine: Engine;
  cmsUrl: string;
  /** The platform's storefront, when the run has storefront tests (else the address nothing answers on). */
  storefrontUrl: string;
  seedToken: string;
  storefrontToken: string;
  cronToken: string;
  /** DATABASE_FILENAME or DATABASE_URL: for what no API sets up (cms.sql, cms.query). */
  database: Record<string, string>;
  admin: { email: string; password: string };
  /** The CMS's SUPPORT_EMAIL. */
  supportEmail: string;
  smtpUrl: string;
  whatsapp: { url: string; phoneNumberId: string; accessToken: string };
  s3: Record<string, string>;
  openAiUrl: string;
  /** Where the CMS sends its change notices (the relay). */
  noticesUrl: string;
};

/** The settings the platforms' CMSes run with, beyond their database, port and tokens. */
export const SUPPORT_EMAIL = 'help@kundu.test';

type Peers = {
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  whatsapp: Awaited<ReturnType<typeof startWhatsAppServer>>;
  s3: Awaited<ReturnType<typeof startS3>>;
  openai: OpenAiServer;
  notices: NoticeRelay;
};

export type Platform = {
  info: PlatformInfo;
  peers: Peers;
  /** Resolves once its CMS (and storefront, when the run has one) answer. */
  ready(): Promise<void>;
  cms(): TestStrapi | undefined;
  /** The template's super admin, signed in to this platform's CMS: one admin panel session for all its files. */
  adminToken(): Promise<string>;
  storefront(): TestStorefront | undefined;
  stop(): Promise<void>;
};

export type RunNeeds = { storefront: boolean };

const token = () => randomBytes(32).toString('hex');

/**
 * Everything one run shares: its builds, its template and its platforms. `log` writes a line where the person
 * running the tests sees it.
 */
export function createRun({ engine, workers, log }: { engine: Engine; workers: number; log: (line: string) => void }) {
  let needs: RunNeeds = { storefront: false };
  let builds: Promise<Built> | undefined;
  let storefrontBuild: Promise<Built> | undefined;
  let template: Promise<Template> | undefined;
  const platforms: Platform[] = [];
  const buildEnv = process.env;

  /** The CMS's server and admin panel; the template may start as soon as the server is compiled. */
  let serverReady: () => void = () => {};
  const serverCompiled = new Promise<void>((resolve) => (serverReady = resolve));
  const cmsBuild = () =>
    (builds ??= ensureCmsBuilt({ adminPanel: true, env: buildEnv, onServerReady: () => serverReady() }).then(
      (built) => {
        for (const [name, seconds] of Object.entries(built)) log(`built ${name} in ${seconds} s`);
        return built;
      },
    ));
  const storefrontBuilt = () =>
    (storefrontBuild ??= ensureStorefrontBuilt({ env: buildEnv }).then((built) => {
      for (const [name, seconds] of Object.entries(built)) log(`built ${name} in ${seconds} s`);
      return built;
    }));
  const ensureTemplateOnce = () =>
    (template ??= serverCompiled.then(async () => {
      const started = Date.now();
      const made = await ensureTemplate(engine, log);
      log(`template ${made.hash} (${engine}) ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return made;
    }));

  /**
   * A port for a platform's CMS or storefront, which start minutes after their address is handed to the test files.
   * Taken below the system's ephemeral range (32768 and up here), which `freePort()` and every outgoing connection
   * draw from: a port from there, free when chosen, was in use by another test's server when the platform started
   * (its CMS refused to start; its storefront failed while another server answered its health check).
   */
  async function reservedPort(): Promise<number> {
    for (let tries = 0; tries < 200; tries += 1) {
      const port = 20_000 + randomInt(0, 12_000);
      if (reservedPorts.has(port) || !(await isFree(port))) continue;
      reservedPorts.add(port);
      return port;
    }
    return freePort();
  }

  async function createPlatform(id: number): Promise<Platform> {
    const [smtp, whatsapp, s3, openai, notices] = await Promise.all([
      startSmtpServer(),
      startWhatsAppServer(),
      startS3(),
      startOpenAiServer('down'),
      startNoticeRelay(),
    ]);
    const peers: Peers = { smtp, whatsapp, s3, openai, notices };
    const [cmsPort, storefrontPort] = [await reservedPort(), await reservedPort()];
    const databaseName = `kundu_test_${randomBytes(6).toString('hex')}`;
    const sqliteDir = engine === 'sqlite' ? mkdtempSync(join(tmpdir(), 'kundu-platform-')) : '';
    const database: Record<string, string> =
      engine === 'sqlite'
        ? { DATABASE_FILENAME: join(sqliteDir, 'cms.db') }
        : {
            DATABASE_URL: Object.assign(new URL(process.env.DATABASE_URL!), {
              pathname: `/${databaseName}`,
            }).toString(),
          };
    const info: PlatformInfo = {
      id,
      engine,
      cmsUrl: `http://127.0.0.1:${cmsPort}`,
      storefrontUrl: `http://127.0.0.1:${storefrontPort}`,
      seedToken: token(),
      storefrontToken: token(),
      cronToken: token(),
      database,
      admin: TEMPLATE_ADMIN,
      supportEmail: SUPPORT_EMAIL,
      smtpUrl: smtp.url,
      whatsapp: { url: whatsapp.url, phoneNumberId: '1234567890', accessToken: 'test-whatsapp-token' },
      s3: s3.env,
      openAiUrl: openai.url,
      noticesUrl: notices.url,
    };
    let cms: TestStrapi | undefined;
    let storefront: TestStorefront | undefined;
    let copy: Copy | undefined;
    let starting: Promise<void> | undefined;
    let session: { token: Promise<string>; at: number } | undefined;

    const start = async () => {
      const made = await ensureTemplateOnce();
      // The admin panel is served: its bundle must be complete.
      await cmsBuild();
      const started = Date.now();
      copy = await copyTemplate(
        made,
        engine === 'sqlite' ? { sqliteFile: database.DATABASE_FILENAME! } : { postgresDatabase: databaseName },
      );
      cms = await startTestStrapi(
        {
          SEED_API_TOKEN: info.seedToken,
          STOREFRONT_API_TOKEN: info.storefrontToken,
          CRON_API_TOKEN: info.cronToken,
          SERVE_ADMIN_PANEL: 'true',
          STOREFRONT_PUBLIC_URL: info.storefrontUrl,
          STOREFRONT_INTERNAL_URL: notices.url,
          SUPPORT_EMAIL,
          SMTP_URL: smtp.url,
          WHATSAPP_API_URL: whatsapp.url,
          WHATSAPP_PHONE_NUMBER_ID: info.whatsapp.phoneNumberId,
          WHATSAPP_ACCESS_TOKEN: info.whatsapp.accessToken,
          // Editors' media stay on local disk (the embedded default, which the storefront's /uploads/ serves); media
          // in an S3 bucket are the deployment test's. The bucket here is for storefronts that keep learners' uploads
          // in S3.
          ...openai.env,
        },
        { database: copy.location, port: cmsPort, purpose: `test platform ${id}` },
      );
      if (needs.storefront) {
        await storefrontBuilt();
        storefront = await startStorefront(
          cms,
          // Short-lived answers: tests that change content see it within a second (instant publishing is tested
          // with storefronts that keep answers for minutes); the admin panel's origin may frame previews; visitors
          // give their own network address (X-Forwarded-For), so that one file's limits never meet another's.
          { CMS_CACHE_TTL_MS: '500', CMS_PUBLIC_URL: info.cmsUrl, TRUST_PROXY: 'true', SUPPORT_EMAIL },
          storefrontPort,
        );
        notices.follow(storefront.url);
      }
      log(`platform ${id} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    };

    return {
      info,
      peers,
      ready: () => (starting ??= start()),
      cms: () => cms,
      adminToken() {
        // An admin session lasts 30 minutes (Strapi's access token): a new one well before it ends.
        if (!session || Date.now() - session.at > 20 * 60_000) {
          const token = signInAdmin(info.cmsUrl, TEMPLATE_ADMIN);
          session = { token, at: Date.now() };
          token.catch(() => (session = undefined));
        }
        return session.token;
      },
      storefront: () => storefront,
      async stop() {
        await starting?.catch(() => undefined);
        await storefront?.stop();
        await cms?.stop();
        await copy?.drop();
        if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
        await Promise.all([smtp.close(), whatsapp.close(), s3.close(), openai.close(), notices.close()]);
      },
    };
  }

  return {
    engine,
    /** Creates the run's platforms (their peers listen at once; their CMSes start when first needed). */
    async create() {
      for (let id = 1; id <= workers; id += 1) platforms.push(await createPlatform(id));
    },
    /**
     * Starts what the run will need: the builds and the template at once, and, once the template is there, as many
     * platforms as it has files to give them (the others start when a file first asks).
     */
    prepare(run: RunNeeds & { platformFiles: number; buildsOnly: boolean }) {
      needs = run;
      void cmsBuild().catch(() => undefined);
      if (run.storefront) void storefrontBuilt().catch(() => undefined);
      if (run.buildsOnly) return;
      void ensureTemplateOnce()
        .then(() => {
          for (const platform of platforms.slice(0, Math.min(run.platformFiles, platforms.length))) {
            void platform.ready().catch(() => undefined);
          }
        })
        .catch(() => undefined);
    },
    platforms,
    platform: (id: number) => platforms[(id - 1) % platforms.length]!,
    /** The builds a test file needs before it may start a CMS or the storefront: all of them, as this run makes them. */
    async builds() {
      await cmsBuild();
      if (needs.storefront) await storefrontBuilt();
    },
    template: () => ensureTemplateOnce(),
    async stop() {
      await Promise.all(platforms.map((platform) => platform.stop()));
      await Promise.all([builds?.catch(() => undefined), storefrontBuild?.catch(() => undefined)]);
    },
  };
}

export type Run = ReturnType<typeof createRun>;

/** Ports handed to platforms in this process (the SQLite and the PostgreSQL runs' alike). */
const reservedPorts = new Set<number>();

/** Whether nothing listens on the port now (on the loopback address the platform's servers use). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
