/**
 * The platform's three builds and when each is redone, for `npm start` and the tests alike (ADR 0033): a build made
 * by one is reused by the other, so a fresh clone's CI builds each once.
 *
 * - `cms-server`: the CMS's TypeScript compiled into cms/dist (what `strapi start` runs), then pruned of files whose
 *   source is gone;
 * - `admin-panel`: the admin panel's bundle (`strapi build`, which also compiles the server) in cms/dist/build;
 * - `storefront`: the storefront's production build (Remix and Vite, precompressed) in storefront/build.
 *
 * A build is redone exactly when a file it reads changed: the contents of its inputs (and the lockfile, which pins
 * every tool and library) are hashed into a fingerprint kept beside its output, and compared at the next call.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { pruneCmsDist } from './prune-cms-dist.mjs';
import { shellEnv } from './dev-env.mjs';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const cmsDir = join(repositoryRoot, 'cms');
const storefrontDir = join(repositoryRoot, 'storefront');
const require = createRequire(join(cmsDir, 'package.json'));
const tscBin = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const strapiBin = join(dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');

/** @typedef {'cms-server' | 'admin-panel' | 'storefront'} BuildName */

/**
 * @typedef {object} Build
 * @property {string} label How messages name it.
 * @property {string} dir The folder it runs in.
 * @property {string[]} inputs What it reads, relative to `dir` (a folder means every file in it).
 * @property {string[]} exclude What it leaves out of those.
 * @property {string} output The file whose presence says it was built.
 * @property {string} marker Where its fingerprint is kept.
 * @property {[string, ...string[]]} command The command that makes it, and its arguments.
 */

/**
 * @typedef {object} BuildOptions
 * @property {Record<string, string | undefined>} [env] The environment the build runs in (the shell's by default).
 * @property {(line: string) => void} [onLine] Gets each line the build prints.
 */

/**
 * @typedef {object} CmsBuildOptions
 * @property {boolean} [adminPanel] Whether the admin panel is built too.
 * @property {() => void} [onServerReady] Called once the server files are written.
 */

/** @typedef {Partial<Record<BuildName, number>>} Built What was built, with the seconds each build took. */

/**
 * Each build: the folder it runs in, what it reads (paths relative to that folder; a folder means every file in it),
 * what it leaves out of those, the file whose presence says it was built, where its fingerprint is kept, and the
 * command that makes it.
 * @type {Record<BuildName, Build>}
 */
export const BUILDS = {
  'cms-server': {
    label: 'CMS',
    dir: cmsDir,
    // What cms/tsconfig.json compiles. The admin panel's source is not part of the server.
    inputs: ['src', 'config', 'contract', 'types', 'tsconfig.json', 'package.json'],
    exclude: ['src/admin'],
    output: 'dist/src/index.js',
    marker: 'dist/.server-fingerprint',
    command: [process.execPath, tscBin, '-p', 'tsconfig.json'],
  },
  'admin-panel': {
    label: 'Admin panel',
    dir: cmsDir,
    // The panel's source, the CMS files it imports (tests/builds.test.ts holds this list to its imports), the
    // configuration `strapi build` reads (plugins, admin path, features), and the favicon it bundles.
    inputs: ['src/admin', 'src/editor-labels.ts', 'contract', 'config', 'favicon.png', 'tsconfig.json', 'package.json'],
    exclude: [],
    output: 'dist/build/index.html',
    marker: 'dist/build/.build-fingerprint',
    command: [process.execPath, strapiBin, 'build'],
  },
  storefront: {
    label: 'Storefront',
    dir: storefrontDir,
    inputs: [
      'app',
      'public',
      'scripts',
      'server',
      'vite.config.ts',
      'package.json',
      'tsconfig.json',
      '../cms/contract',
    ],
    exclude: [],
    output: 'build/server/index.js',
    marker: 'build/.build-fingerprint',
    command: ['npm', 'run', 'build'],
  },
};

/** Tests beside the code: no build reads them (TypeScript's and Vite's builds leave them out). */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * A hash of every file a build reads, so that it is redone exactly when one of them changed.
 * @param {BuildName} name
 * @returns {string}
 */
export function fingerprint(name) {
  const { dir, inputs, exclude } = BUILDS[name];
  const excluded = new Set(exclude.map((path) => join(dir, path)));
  const hash = createHash('sha256');
  /** @param {string} path */
  const visit = (path) => {
    if (excluded.has(path) || TEST_FILE.test(path) || !existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(relative(repositoryRoot, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const input of inputs) visit(join(dir, input));
  visit(join(repositoryRoot, 'package-lock.json'));
  return hash.digest('hex');
}

/**
 * Whether the build's output is there and was made from the files as they are now.
 * @param {BuildName} name
 * @returns {boolean}
 */
export function isUpToDate(name) {
  const { dir, output, marker } = BUILDS[name];
  const markerFile = join(dir, marker);
  return (
    existsSync(join(dir, output)) && existsSync(markerFile) && readFileSync(markerFile, 'utf8') === fingerprint(name)
  );
}

/**
 * Records that the build's output is of the files as they are now.
 * @param {BuildName} name
 * @param {string} current Its fingerprint.
 */
function markBuilt(name, current) {
  const { dir, marker } = BUILDS[name];
  mkdirSync(dirname(join(dir, marker)), { recursive: true });
  writeFileSync(join(dir, marker), current);
}

/** Secrets that only let the CMS's configuration load during a build: nothing built keeps them. */
const BUILD_SECRETS = Object.fromEntries(
  ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'].map(
    (name) => [name, 'only-for-building-not-a-secret'],
  ),
);
const BUILD_TOKENS = Object.fromEntries(
  ['SEED_API_TOKEN', 'STOREFRONT_API_TOKEN', 'CRON_API_TOKEN'].map((name) => [name, 'only-for-building-not-a-token']),
);

/**
 * Runs a build's command in its folder; `onLine` gets each line it prints.
 * @param {BuildName} name
 * @param {Record<string, string | undefined>} env
 * @param {(line: string) => void} onLine
 * @returns {Promise<void>}
 */
function runBuild(name, env, onLine) {
  const { dir, command, label } = BUILDS[name];
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: dir,
      env: {
        ...BUILD_SECRETS,
        ...BUILD_TOKENS,
        ...env,
        NODE_ENV: 'production',
        STRAPI_TELEMETRY_DISABLED: 'true',
        STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let pending = '';
    /** @param {string} chunk */
    const take = (chunk) => {
      output += chunk;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    };
    child.stdout.on('data', (chunk) => take(chunk.toString()));
    child.stderr.on('data', (chunk) => take(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (pending) onLine(pending);
      if (code === 0) {
        recordBuild(name, env);
        resolve();
      } else
        reject(new Error(`${label}: the build failed (${signal ?? `exit code ${code}`}):\n${output.slice(-4000)}`));
    });
  });
}

/**
 * With KUNDU_TEST_REPORT_DIR set (the test runs set it), each build made is written to builds.log there, so that CI
 * can say how many times it built what.
 * @param {BuildName} name
 * @param {Record<string, string | undefined>} env
 */
function recordBuild(name, env) {
  const dir = env.KUNDU_TEST_REPORT_DIR ?? shellEnv.KUNDU_TEST_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, 'builds.log'), `${name}\n`);
}

/** @param {number} since */
const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;
const locks = join(repositoryRoot, 'node_modules', '.cache', 'kundu-builds');

/**
 * Runs `work` while holding the lock named `name` (a folder made atomically), so that two processes never build into
 * the same folder at once (two test runs, or a test run and `npm start`): the second waits, then finds the build up
 * to date. A lock whose holder is gone is taken over.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withLock(name, work) {
  const lock = join(locks, `${name}.lock`);
  mkdirSync(locks, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      let holder = 0;
      try {
        holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // being made or removed this very moment
      }
      let alive = holder > 0;
      if (alive) {
        try {
          process.kill(holder, 0);
        } catch {
          alive = false;
        }
      }
      if (holder > 0 && !alive) rmSync(lock, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The CMS as `strapi start` runs it: its server compiled into cms/dist and, with `adminPanel`, the admin panel's
 * bundle beside it; each only when its inputs changed. `strapi build` compiles the server as well, so when the panel
 * must be built the server is compiled by it. `onServerReady` is called once the server files are written and stay
 * as they are: a CMS may start from cms/dist from then on, while the panel is still being bundled. `env` is the
 * environment the CMS's configuration is loaded in (placeholder secrets stand in for those it lacks); `onLine` gets
 * each line a build prints. Resolves to what was built, with the seconds each took.
 * @param {BuildOptions & CmsBuildOptions} [options]
 * @returns {Promise<Built>}
 */
export function ensureCmsBuilt(options = {}) {
  return withLock('cms', () => buildCms(options));
}

/**
 * @param {BuildOptions & CmsBuildOptions} [options]
 * @returns {Promise<Built>}
 */
async function buildCms({ adminPanel = false, env = shellEnv, onLine = () => {}, onServerReady = () => {} } = {}) {
  /** @type {Built} */
  const built = {};
  const server = fingerprint('cms-server');
  if (adminPanel && !isUpToDate('admin-panel')) {
    const panel = fingerprint('admin-panel');
    const started = Date.now();
    let serverReady = false;
    await runBuild('admin-panel', env, (line) => {
      onLine(line);
      // "✔ Compiling TS (…)": the server files are written; the rest of the build only bundles the panel.
      if (!serverReady && /Compiling TS \(/.test(line)) {
        serverReady = true;
        pruneCmsDist(cmsDir);
        markBuilt('cms-server', server);
        onServerReady();
      }
    });
    pruneCmsDist(cmsDir);
    markBuilt('cms-server', server);
    markBuilt('admin-panel', panel);
    built['admin-panel'] = seconds(started);
    if (!serverReady) onServerReady();
    return built;
  }
  if (!isUpToDate('cms-server')) {
    const started = Date.now();
    await runBuild('cms-server', env, onLine);
    pruneCmsDist(cmsDir);
    markBuilt('cms-server', server);
    built['cms-server'] = seconds(started);
  }
  onServerReady();
  return built;
}

/**
 * The storefront's production build, made only when its inputs changed. Resolves to the seconds it took, if built.
 * @param {BuildOptions} [options]
 * @returns {Promise<Built>}
 */
export function ensureStorefrontBuilt(options = {}) {
  return withLock('storefront', () => buildStorefront(options));
}

/**
 * @param {BuildOptions} [options]
 * @returns {Promise<Built>}
 */
async function buildStorefront({ env = shellEnv, onLine = () => {} } = {}) {
  if (isUpToDate('storefront')) return {};
  const current = fingerprint('storefront');
  const started = Date.now();
  await runBuild('storefront', env, onLine);
  markBuilt('storefront', current);
  return { storefront: seconds(started) };
}
