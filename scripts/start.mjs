#!/usr/bin/env node
/**
 * `npm start`: the whole platform on its embedded defaults (SQLite, local disk, outbox), from a fresh clone.
 *
 * 1. Generates development secrets into .env when missing (scripts/dev-env.mjs).
 * 2. Builds the CMS (its server and admin panel) and the storefront when their sources changed since the last build
 *    (or were never built): scripts/builds.mjs decides, for this script and the tests alike.
 * 3. Starts the CMS on :1337 (it creates the SQLite database on first start), loads the seed data into it
 *    (idempotent: a second start writes nothing), then starts the storefront on :3000.
 * 4. Starts the cron worker (cron/: news and advisory imports, housekeeping), which imports news once at start.
 * 5. Prints the addresses and the admin panel's first-login instructions. Ctrl-C stops everything.
 * 6. Keeps every part running: a part that stops on its own (a crash, `kill -9`) is started again after a short wait,
 *    unless it stopped MAX_CRASHES times within CRASH_WINDOW_MS; then the platform stops with a message.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repositoryRoot, shellEnv, withDevEnv } from './dev-env.mjs';
import { ensureCmsBuilt, ensureStorefrontBuilt, isUpToDate } from './builds.mjs';
import {
  bin,
  buildIfChanged,
  cronPart,
  fail,
  isPortInUse,
  isRecord,
  part,
  run,
  say,
  stopOnSignals,
} from './processes.mjs';

// Ports can be moved (CMS_PORT, STOREFRONT_PORT) when 1337 or 3000 is taken, e.g. by the start script's own test.
const CMS_PORT = Number(shellEnv.CMS_PORT ?? 1337);
const STOREFRONT_PORT = Number(shellEnv.STOREFRONT_PORT ?? 3000);
const cmsDir = join(repositoryRoot, 'cms');
const storefrontDir = join(repositoryRoot, 'storefront');

async function main() {
  const startedAt = Date.now();
  if (!existsSync(join(repositoryRoot, 'node_modules', '@strapi', 'strapi'))) {
    fail('Dependencies are not installed. Run `npm ci` first, then `npm start`.');
    return;
  }
  /** @type {Array<[number, string]>} */
  const ports = [
    [CMS_PORT, 'the CMS'],
    [STOREFRONT_PORT, 'the storefront'],
  ];
  for (const [port, what] of ports) {
    if (await isPortInUse(port)) {
      fail(
        `Port ${port}, needed by ${what}, is already in use. Stop whatever is using it (another npm start?) and try again.`,
      );
      return;
    }
  }

  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...withDevEnv(),
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    BROWSER: 'none',
  };
  const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;

  await buildIfChanged('CMS', isUpToDate('cms-server') && isUpToDate('admin-panel'), (onLine) =>
    ensureCmsBuilt({ adminPanel: true, env, onLine }),
  );
  await buildIfChanged('Storefront', isUpToDate('storefront'), (onLine) => ensureStorefrontBuilt({ env, onLine }));

  say(`CMS: starting on port ${CMS_PORT}...`);
  const cms = part({
    name: 'The CMS',
    tag: 'cms',
    command: bin('strapi'),
    args: ['start'],
    options: {
      cwd: cmsDir,
      env: {
        ...env,
        PORT: String(CMS_PORT),
        CMS_PUBLIC_URL: env.CMS_PUBLIC_URL ?? `http://localhost:${CMS_PORT}`,
        // Password reset links point at the storefront.
        STOREFRONT_PUBLIC_URL: env.STOREFRONT_PUBLIC_URL ?? `http://localhost:${STOREFRONT_PORT}`,
        // What editors publish reaches the storefront's cache at once (ADR 0031).
        STOREFRONT_INTERNAL_URL: env.STOREFRONT_INTERNAL_URL ?? `http://127.0.0.1:${STOREFRONT_PORT}`,
      },
    },
    readyUrl: `${cmsUrl}/_health`,
    isReady: (response) => response.status === 204,
  });
  await cms.start();

  say('Seed: loading the starting content...');
  await run('seed', bin('tsx'), ['src/cli.ts'], {
    cwd: join(repositoryRoot, 'seed'),
    env: { ...env, CMS_URL: cmsUrl },
  });

  say(`Storefront: starting on port ${STOREFRONT_PORT}...`);
  const storefront = part({
    name: 'The storefront',
    tag: 'storefront',
    command: process.execPath,
    args: ['server.mjs'],
    options: {
      cwd: storefrontDir,
      env: {
        ...env,
        PORT: String(STOREFRONT_PORT),
        CMS_URL: cmsUrl,
        // The admin panel's address: the one site that may frame preview pages (ADR 0032).
        CMS_PUBLIC_URL: env.CMS_PUBLIC_URL ?? `http://localhost:${CMS_PORT}`,
      },
    },
    readyUrl: `http://127.0.0.1:${STOREFRONT_PORT}/healthz`,
    // Up is up: while the CMS is away the storefront still serves what it has, and its health check answers 503.
    isReady: (response) => response.status === 200 || response.status === 503,
  });
  await storefront.start();

  const cron = cronPart(env, cmsUrl);
  await cron.start();
  cms.supervise();
  storefront.supervise();
  cron.supervise();

  const init = await fetch(`${cmsUrl}/admin/init`)
    .then((response) => response.json())
    .catch(() => undefined);
  const hasAdmin = isRecord(init) && isRecord(init.data) && init.data.hasAdmin === true;
  say('');
  say(`Kundu Cyber Academy is running (ready in ${Math.round((Date.now() - startedAt) / 1000)} s).`);
  say('');
  say(`  Storefront       http://localhost:${STOREFRONT_PORT}`);
  say(`  Course API       http://localhost:${STOREFRONT_PORT}/api/courses`);
  say(`  CMS admin panel  http://localhost:${CMS_PORT}/admin`);
  say(`  Outbox           ${resolve(cmsDir, env.OUTBOX_DIR ?? '.tmp/outbox')}`);
  say('                   (password reset and account emails and WhatsApp messages, until SMTP_URL and');
  say('                   WHATSAPP_* are set: open the newest file to follow a reset link)');
  say('');
  if (hasAdmin) {
    say('  Admin panel: sign in with the administrator account created on the first start.');
  } else {
    say(`  Admin panel, first login: open http://localhost:${CMS_PORT}/admin. On the "Welcome to Strapi!" form,`);
    say('  enter your name, email and a password, then press "Let\'s start". That first account is the super');
    say('  admin, so create it now. Invite staff later from Settings > Administration Panel > Users: "Editor" for');
    say('  content (no learner data), "Learner support" for enrolments and certificates, "Identity reviewer" for');
    say('  identity documents (every opening is logged).');
  }
  say('');
  say('  Press Ctrl-C to stop.');
}

stopOnSignals();

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
