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
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { repositoryRoot, withDevEnv } from './dev-env.mjs';
import { ensureCmsBuilt, ensureStorefrontBuilt, isUpToDate } from './builds.mjs';

// Ports can be moved (CMS_PORT, STOREFRONT_PORT) when 1337 or 3000 is taken, e.g. by the start script's own test.
const CMS_PORT = Number(process.env.CMS_PORT ?? 1337);
const STOREFRONT_PORT = Number(process.env.STOREFRONT_PORT ?? 3000);
const cmsDir = join(repositoryRoot, 'cms');
const storefrontDir = join(repositoryRoot, 'storefront');
const bin = (name) => join(repositoryRoot, 'node_modules', '.bin', name);

/** A part that stops this many times within this long is not started again: the platform stops instead. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** The wait before starting a part again: 1 s after its first stop, doubling with each recent stop, 10 s at most. */
const restartDelay = (recentCrashes) => Math.min(1000 * 2 ** (recentCrashes - 1), 10_000);

const children = new Set();
let stopping = false;

function say(message = '') {
  process.stdout.write(`${message}\n`);
}

function fail(message) {
  process.stderr.write(`\n${message}\n`);
  shutDown(1);
}

/** Runs a command to completion, showing its output under a label. */
function run(label, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = launch(label, command, args, options);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Starts a long-running process whose output is shown line by line under a label. */
function launch(label, command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${label}] ${line}\n`));
  }
  return child;
}

const howItStopped = (code, signal) => (signal ? `killed by ${signal}` : `exit code ${code}`);

/**
 * A long-running part of the platform (the CMS, the storefront). `start()` launches it and resolves once it is
 * ready. After `supervise()`, whenever it stops without being asked to, it is started again after `restartDelay`;
 * its MAX_CRASHES-th stop within CRASH_WINDOW_MS stops the whole platform instead, with a message saying so.
 */
function part({ name, tag, command, args, options, readyUrl, isReady }) {
  const crashes = [];
  let child;
  let supervised = false;

  // A part without a health address (the cron worker) is ready once started.
  const ready = (current) => (readyUrl ? waitFor(readyUrl, name, isReady, current) : Promise.resolve());

  const spawnPart = () => {
    const current = launch(tag, command, args, options);
    child = current;
    current.once('exit', (code, signal) => {
      if (supervised && !stopping) restart(current, code, signal);
    });
    return current;
  };

  function restart(stopped, code, signal) {
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0] <= now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length >= MAX_CRASHES) {
      fail(
        `${name} stopped unexpectedly ${crashes.length} times within ${CRASH_WINDOW_MS / 1000} s ` +
          `(last: ${howItStopped(code, signal)}), so it is not started again. Its output above says why. ` +
          'Stopping the platform.',
      );
      return;
    }
    const delay = restartDelay(crashes.length);
    say(`${name} stopped unexpectedly (${howItStopped(code, signal)}); starting it again in ${delay / 1000} s.`);
    setTimeout(() => {
      if (stopping || child !== stopped) return;
      ready(spawnPart()).then(
        () => say(`${name} is running again.`),
        // Stopping again is reported (and handled) by its exit; a start that never gets ready shows why in its output.
        () => undefined,
      );
    }, delay);
  }

  return {
    async start() {
      await ready(spawnPart());
    },
    supervise() {
      supervised = true;
      if (child.exitCode !== null || child.signalCode !== null) restart(child, child.exitCode, child.signalCode);
    },
  };
}

function isPortInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(url, label, isReady, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} stopped before it was ready (exit code ${child.exitCode}).`);
    try {
      if (isReady(await fetch(url, { signal: AbortSignal.timeout(2000) }))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} did not become ready within ${timeoutMs / 1000} s.`);
}

/** Builds one part unless its build is up to date (scripts/builds.mjs, shared with the tests), saying which. */
async function buildIfChanged(label, upToDate, build) {
  if (upToDate) {
    say(`${label}: build is up to date.`);
    return;
  }
  say(`${label}: building (sources changed or never built)...`);
  const started = Date.now();
  await build((line) => process.stdout.write(`[${label} build] ${line}\n`));
  say(`${label}: built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

function shutDown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  force.unref();
  const waitAll = [...children].map(
    (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
  );
  Promise.all(waitAll).then(() => process.exit(code));
}

async function main() {
  const startedAt = Date.now();
  if (!existsSync(join(repositoryRoot, 'node_modules', '@strapi', 'strapi'))) {
    fail('Dependencies are not installed. Run `npm ci` first, then `npm start`.');
    return;
  }
  for (const [port, what] of [
    [CMS_PORT, 'the CMS'],
    [STOREFRONT_PORT, 'the storefront'],
  ]) {
    if (await isPortInUse(port)) {
      fail(
        `Port ${port}, needed by ${what}, is already in use. Stop whatever is using it (another npm start?) and try again.`,
      );
      return;
    }
  }

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

  const cron = part({
    name: 'The cron worker',
    tag: 'cron',
    command: bin('tsx'),
    args: ['src/worker.ts'],
    options: {
      cwd: join(repositoryRoot, 'cron'),
      // Headlines at once on a fresh start, rather than at the next quarter hour.
      env: { ...env, CMS_URL: cmsUrl, CRON_RUN_AT_START: env.CRON_RUN_AT_START ?? 'import-news,import-alerts' },
    },
  });
  await cron.start();
  cms.supervise();
  storefront.supervise();
  cron.supervise();

  const init = await fetch(`${cmsUrl}/admin/init`)
    .then((response) => response.json())
    .catch(() => undefined);
  const hasAdmin = init?.data?.hasAdmin === true;
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

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say('\nStopping...');
    shutDown(0);
  });
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
