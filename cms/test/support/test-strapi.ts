/**
 * Starts the real CMS (`strapi start`, the same command production runs) on a temporary database for tests:
 * a fresh SQLite file by default, or a fresh database on the PostgreSQL server named by DATABASE_URL when the test
 * engine is PostgreSQL (KUNDU_TEST_ENGINE=postgres, which vitest.postgres.config.ts sets). Every instance gets its
 * own random secrets and a free loopback port, and `stop()` removes its database. Most tests do not start one: they
 * use their worker's shared platform (`@kundu/test-platform`, docs/testing.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureCmsBuilt } from '../../../scripts/builds.mjs';

export const cmsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const strapiBin = join(dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');

export type TestStrapi = {
  url: string;
  seedToken: string;
  storefrontToken: string;
  cronToken: string;
  /** Runs SQL on the instance's database (for tests that must age data, e.g. an expired reset link). */
  sql(statement: string, parameters?: unknown[]): Promise<void>;
  /** Reads rows from the instance's database (for what no API shows a test, e.g. the id of a learner's membership). */
  query<Row = Record<string, unknown>>(statement: string, parameters?: unknown[]): Promise<Row[]>;
  /** A date as this database stores it, for `sql` parameters. */
  timestamp(date: Date): unknown;
  /** Everything the CMS printed so far. */
  logs(): string;
  /** The environment the CMS runs with (its database and secrets), for scripts run beside it. */
  env: NodeJS.ProcessEnv;
  /** Stops the CMS and starts it again on the same database, as a deployment does. */
  restart(): Promise<void>;
  /** Freezes the CMS's process (SIGSTOP): connections are accepted and never answered, as by a CMS that hangs. */
  pause(): void;
  /** Lets a paused CMS go on (SIGCONT). */
  resume(): void;
  /** The CMS's process id (for benches that watch its memory). */
  pid(): number;
  stop(): Promise<void>;
};

/**
 * Compiles cms/ (TypeScript and schema JSON) into cms/dist when its sources changed (scripts/builds.mjs, shared
 * with `npm start`). Inside a test run the platform's global setup has done it: this is for benches and scripts.
 */
export async function compileCms(): Promise<void> {
  await ensureCmsBuilt();
}

/** Whether test CMSes run on PostgreSQL (the server named by DATABASE_URL) rather than on SQLite files. */
export function testEngine(): 'sqlite' | 'postgres' {
  const engine = process.env.KUNDU_TEST_ENGINE ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite');
  if (engine !== 'sqlite' && engine !== 'postgres')
    throw new Error(`KUNDU_TEST_ENGINE is ${engine}: sqlite or postgres.`);
  if (engine === 'postgres' && !process.env.DATABASE_URL) {
    throw new Error(
      'The tests run on PostgreSQL: DATABASE_URL must name a server (a user allowed to create databases).',
    );
  }
  return engine;
}

/**
 * With KUNDU_TEST_REPORT_DIR set (the test runs set it), each start of a CMS is written to cms-starts.log there,
 * with the test file or setup that asked for it, so that CI can count them.
 */
export function recordCmsStart(purpose: string): void {
  const dir = process.env.KUNDU_TEST_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, 'cms-starts.log'), `${purpose}\n`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const secret = () => randomBytes(24).toString('base64url');

type Database = {
  env: Record<string, string>;
  timestamp(date: Date): unknown;
  sql(statement: string, parameters?: unknown[]): Promise<void>;
  query(statement: string, parameters?: unknown[]): Promise<Record<string, unknown>[]>;
  drop(): Promise<void>;
};

/** Runs SQL on a PostgreSQL database; the same statement serves both databases: ? placeholders become $1, $2... */
async function postgresQuery(url: string, statement: string, parameters: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let index = 0;
  const result = await client.query(
    statement.replace(/\?/g, () => `$${++index}`),
    parameters,
  );
  await client.end();
  return result.rows as Record<string, unknown>[];
}

async function postgresSql(url: string, statement: string, parameters: unknown[] = []): Promise<void> {
  await postgresQuery(url, statement, parameters);
}

async function sqliteSql(file: string, statement: string, parameters: unknown[] = []): Promise<void> {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(file);
  db.prepare(statement).run(...parameters);
  db.close();
}

async function sqliteQuery(file: string, statement: string, parameters: unknown[] = []) {
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(file, { readonly: true });
  const rows = db.prepare(statement).all(...parameters) as Record<string, unknown>[];
  db.close();
  return rows;
}

/** A database a test made itself (e.g. one it restored a backup into): used as it is, and left in place at stop(). */
export type ExistingDatabase = { sqliteFile: string } | { postgresUrl: string };

function existingDatabase(database: ExistingDatabase): Database {
  const drop = async () => {};
  if ('postgresUrl' in database) {
    const url = database.postgresUrl;
    return {
      env: { DATABASE_URL: url },
      timestamp: (date) => date.toISOString(),
      sql: (statement, parameters) => postgresSql(url, statement, parameters),
      query: (statement, parameters) => postgresQuery(url, statement, parameters),
      drop,
    };
  }
  const file = database.sqliteFile;
  return {
    env: { DATABASE_FILENAME: file },
    timestamp: (date) => date.getTime(),
    sql: (statement, parameters) => sqliteSql(file, statement, parameters),
    query: (statement, parameters) => sqliteQuery(file, statement, parameters),
    drop,
  };
}

/** A running instance's database, from another process (its `env`): for tests that must set up what no API makes. */
export function databaseOf(env: Record<string, string | undefined>): Pick<TestStrapi, 'sql' | 'query' | 'timestamp'> {
  const database = existingDatabase(
    env.DATABASE_URL ? { postgresUrl: env.DATABASE_URL } : { sqliteFile: env.DATABASE_FILENAME ?? '' },
  );
  return { sql: database.sql, query: database.query as TestStrapi['query'], timestamp: database.timestamp };
}

async function createDatabase(): Promise<Database> {
  if (testEngine() === 'postgres') {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `kundu_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      timestamp: (date) => date.toISOString(),
      sql: (statement, parameters) => postgresSql(url.toString(), statement, parameters),
      query: (statement, parameters) => postgresQuery(url.toString(), statement, parameters),
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'kundu-cms-'));
  const file = join(dir, 'cms.db');
  return {
    env: { DATABASE_FILENAME: file },
    timestamp: (date) => date.getTime(),
    sql: (statement, parameters) => sqliteSql(file, statement, parameters),
    query: (statement, parameters) => sqliteQuery(file, statement, parameters),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export { contentManager, registerFirstAdmin, signInAdmin, type AdminCredentials } from './api';

/**
 * `database`: run on that database instead of a fresh temporary one (the default: SQLite, or a new database on the
 * server named by DATABASE_URL).
 */
export async function startTestStrapi(
  extraEnv: Record<string, string> = {},
  options: { database?: ExistingDatabase; port?: number; purpose?: string } = {},
): Promise<TestStrapi> {
  const database = options.database ? existingDatabase(options.database) : await createDatabase();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // The test file asking (test-platform/src/file-setup.ts names it), for the record of CMS starts.
  const purpose = options.purpose ?? process.env.KUNDU_TEST_FILE ?? 'a script';
  // Editors' media (on local disk) go to a folder of the instance's own, not into the repository's cms/public.
  const publicDir = extraEnv.CMS_PUBLIC_DIR ? undefined : await mkdtemp(join(tmpdir(), 'kundu-cms-public-'));
  // Strapi's local upload provider needs its folder to exist.
  if (publicDir) mkdirSync(join(publicDir, 'uploads'));
  // Each CMS notes deleted accounts in a folder of its own (ADR 0051), not in the repository's cms/.tmp.
  const deletionLogDir = extraEnv.DELETION_LOG_DIR ? undefined : await mkdtemp(join(tmpdir(), 'kundu-deletion-log-'));
  // A test that restarts the platform on restored data passes the same tokens again.
  const seedToken = extraEnv.SEED_API_TOKEN ?? randomBytes(32).toString('hex');
  const storefrontToken = extraEnv.STOREFRONT_API_TOKEN ?? randomBytes(32).toString('hex');
  const cronToken = extraEnv.CRON_API_TOKEN ?? randomBytes(32).toString('hex');
  let output = '';
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    CMS_PUBLIC_URL: url,
    SERVE_ADMIN_PANEL: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    BROWSER: 'none',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    SEED_API_TOKEN: seedToken,
    STOREFRONT_API_TOKEN: storefrontToken,
    CRON_API_TOKEN: cronToken,
    // No storefront to tell of changes unless the test starts one and names it (ADR 0031).
    STOREFRONT_INTERNAL_URL: 'off',
    ...(publicDir ? { CMS_PUBLIC_DIR: publicDir } : {}),
    ...(deletionLogDir ? { DELETION_LOG_DIR: deletionLogDir } : {}),
    ...database.env,
    ...extraEnv,
  };

  let child: ChildProcess;
  const launch = () => {
    recordCmsStart(purpose);
    child = spawn(process.execPath, [strapiBin, 'start'], { cwd: cmsDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  };
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
  };
  const stop = async () => {
    await halt();
    await database.drop();
    if (publicDir) await rm(publicDir, { recursive: true, force: true });
    if (deletionLogDir) await rm(deletionLogDir, { recursive: true, force: true });
  };
  const ready = async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        await stop();
        throw new Error(`The CMS exited with code ${child.exitCode} before it was ready:\n${output.slice(-4000)}`);
      }
      try {
        const response = await fetch(`${url}/_health`);
        if (response.status === 204) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stop();
    throw new Error(`The CMS did not become ready within 120 s:\n${output.slice(-4000)}`);
  };

  launch();
  await ready();
  return {
    url,
    seedToken,
    storefrontToken,
    cronToken,
    sql: database.sql,
    query: database.query as TestStrapi['query'],
    timestamp: database.timestamp,
    logs: () => output,
    env,
    async restart() {
      await halt();
      launch();
      await ready();
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    pid: () => child.pid ?? 0,
    async stop() {
      // A paused process would hold a SIGTERM until it goes on.
      child.kill('SIGCONT');
      await stop();
    },
  };
}
