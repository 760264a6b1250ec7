/**
 * Running the platform's processes from one terminal (`npm start`, `npm run start:cluster`): each process's output
 * under its label, a part started again when it stops on its own (at most MAX_CRASHES times within
 * CRASH_WINDOW_MS), a wait for each part's health address, and Ctrl-C stopping every process.
 */
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repositoryRoot } from './dev-env.mjs';

/** A command the workspaces installed (strapi, tsx). */
export const bin = (name) => join(repositoryRoot, 'node_modules', '.bin', name);

/** A part that stops this many times within this long is not started again: the platform stops instead. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** The wait before starting a part again: 1 s after its first stop, doubling with each recent stop, 10 s at most. */
const restartDelay = (recentCrashes) => Math.min(1000 * 2 ** (recentCrashes - 1), 10_000);

const children = new Set();
let stopping = false;

export function say(message = '') {
  process.stdout.write(`${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\n${message}\n`);
  shutDown(1);
}

/** Runs a command to completion, showing its output under a label. */
export function run(label, command, args, options) {
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
export function launch(label, command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${label}] ${line}\n`));
  }
  return child;
}

export const howItStopped = (code, signal) => (signal ? `killed by ${signal}` : `exit code ${code}`);

/**
 * A long-running part of the platform (the CMS, the storefront). `start()` launches it and resolves once it is
 * ready. After `supervise()`, whenever it stops without being asked to, it is started again after `restartDelay`;
 * its MAX_CRASHES-th stop within CRASH_WINDOW_MS stops the whole platform instead, with a message saying so.
 */
export function part({ name, tag, command, args, options, readyUrl, isReady }) {
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
    /** The process running now (it changes when the part is started again). */
    pid: () => child?.pid,
    supervise() {
      supervised = true;
      if (child.exitCode !== null || child.signalCode !== null) restart(child, child.exitCode, child.signalCode);
    },
  };
}

export function isPortInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(url, label, isReady, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} stopped before it was ready (exit code ${child.exitCode}).`);
    try {
      if (await isReady(await fetch(url, { signal: AbortSignal.timeout(2000) }))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} did not become ready within ${timeoutMs / 1000} s.`);
}

/** Builds one part unless its build is up to date (scripts/builds.mjs, shared with the tests), saying which. */
export async function buildIfChanged(label, upToDate, build) {
  if (upToDate) {
    say(`${label}: build is up to date.`);
    return;
  }
  say(`${label}: building (sources changed or never built)...`);
  const started = Date.now();
  await build((line) => process.stdout.write(`[${label} build] ${line}\n`));
  say(`${label}: built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

export function shutDown(code) {
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

/** Ctrl-C (or a SIGTERM) stops every process. */
export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      say('\nStopping...');
      shutDown(0);
    });
  }
}

/** The cron worker (cron/), on the CMS at `cmsUrl`: `npm start`'s and `npm run start:cluster`'s alike. */
export function cronPart(env, cmsUrl) {
  return part({
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
}
