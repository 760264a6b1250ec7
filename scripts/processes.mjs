/**
 * Running the platform's processes from one terminal (`npm start`, `npm run start:cluster`): each process's output
 * under its label, a part started again when it stops on its own (at most MAX_CRASHES times within
 * CRASH_WINDOW_MS), a wait for each part's health address, and Ctrl-C stopping every process.
 */
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { repositoryRoot } from './dev-env.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/**
 * @typedef {object} LaunchOptions
 * @property {string} cwd The folder the process runs in.
 * @property {NodeJS.ProcessEnv} env Its environment.
 */

/**
 * Whether the answer of a part's health address says it is ready.
 * @typedef {(response: Response) => boolean | Promise<boolean>} ReadyCheck
 */

/**
 * A long-running part of the platform: how messages name it, the label its output is shown under, its command, and,
 * unless it is ready once started, its health address and what answer of it says it is ready.
 * @typedef {{ name: string, tag: string, command: string, args: string[], options: LaunchOptions }
 *   & ({ readyUrl: string, isReady: ReadyCheck } | { readyUrl?: undefined, isReady?: undefined })} PartSpec
 */

/**
 * A command the workspaces installed (strapi, tsx).
 * @param {string} name
 */
export const bin = (name) => join(repositoryRoot, 'node_modules', '.bin', name);

/** A part that stops this many times within this long is not started again: the platform stops instead. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** The wait before starting a part again: 1 s after its first stop, doubling with each recent stop, 10 s at most. */
const restartDelay = (/** @type {number} */ recentCrashes) => Math.min(1000 * 2 ** (recentCrashes - 1), 10_000);

/** @type {Set<ChildProcess>} */
const children = new Set();
let stopping = false;

export function say(message = '') {
  process.stdout.write(`${message}\n`);
}

/**
 * Prints the message and stops every process.
 * @param {string} message
 */
export function fail(message) {
  process.stderr.write(`\n${message}\n`);
  shutDown(1);
}

/**
 * Runs a command to completion, showing its output under a label.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {LaunchOptions} options
 * @returns {Promise<void>}
 */
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

/**
 * Starts a long-running process whose output is shown line by line under a label.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {LaunchOptions} options
 */
export function launch(label, command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${label}] ${line}\n`));
  }
  return child;
}

/**
 * How a process stopped, in words.
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 */
export const howItStopped = (code, signal) => (signal ? `killed by ${signal}` : `exit code ${code}`);

/**
 * A long-running part of the platform (the CMS, the storefront). `start()` launches it and resolves once it is
 * ready. After `supervise()`, whenever it stops without being asked to, it is started again after `restartDelay`;
 * its MAX_CRASHES-th stop within CRASH_WINDOW_MS stops the whole platform instead, with a message saying so.
 * @param {PartSpec} spec
 */
export function part({ name, tag, command, args, options, readyUrl, isReady }) {
  /** @type {number[]} */
  const crashes = [];
  /** @type {ChildProcess | undefined} */
  let child;
  let supervised = false;

  // A part without a health address (the cron worker) is ready once started.
  const ready = (/** @type {ChildProcess} */ current) =>
    readyUrl ? waitFor(readyUrl, name, isReady, current) : Promise.resolve();

  const spawnPart = () => {
    const current = launch(tag, command, args, options);
    child = current;
    current.once('exit', (code, signal) => {
      if (supervised && !stopping) restart(current, code, signal);
    });
    return current;
  };

  /**
   * Starts the part again after it stopped on its own, unless it stopped too often.
   * @param {ChildProcess} stopped
   * @param {number | null} code
   * @param {NodeJS.Signals | null} signal
   */
  function restart(stopped, code, signal) {
    const now = Date.now();
    crashes.push(now);
    // Stops before the window are forgotten, oldest first (once none is left, Infinity ends the loop).
    while ((crashes[0] ?? Infinity) <= now - CRASH_WINDOW_MS) crashes.shift();
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
      if (!child) throw new Error(`${name}: supervise() was called before start().`);
      supervised = true;
      if (child.exitCode !== null || child.signalCode !== null) restart(child, child.exitCode, child.signalCode);
    },
  };
}

/**
 * Whether something on this machine listens on the port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
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

/**
 * Waits until `url` answers as `isReady` wants, failing when `child` stops first or the time is up.
 * @param {string} url
 * @param {string} label
 * @param {ReadyCheck} isReady
 * @param {ChildProcess} child
 * @param {number} [timeoutMs]
 */
export async function waitFor(url, label, isReady, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} stopped before it was ready (exit code ${child.exitCode}).`);
    try {
      if (await isReady(await fetch(url, { signal: AbortSignal.timeout(2000) }))) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${label} did not become ready within ${timeoutMs / 1000} s.`);
}

/**
 * Whether a JSON answer is an object, whose fields may then be read.
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export const isRecord = (value) => typeof value === 'object' && value !== null;

/**
 * Builds one part unless its build is up to date (scripts/builds.mjs, shared with the tests), saying which.
 * @param {string} label
 * @param {boolean} upToDate
 * @param {(onLine: (line: string) => void) => Promise<unknown>} build
 */
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

/**
 * Stops every process (10 s each, then they are killed) and exits with `code`.
 * @param {number} code
 */
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
    /** @returns {Promise<void>} */
    (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve()))),
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

/**
 * The cron worker (cron/), on the CMS at `cmsUrl`: `npm start`'s and `npm run start:cluster`'s alike.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} cmsUrl
 */
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
