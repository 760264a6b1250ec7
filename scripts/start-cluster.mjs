#!/usr/bin/env node
/**
 * `npm run start:cluster`: the platform as several processes on one PostgreSQL database, as production runs it when
 * one process of each is not enough (ADR 0054), on this machine's loopback:
 *
 * - DATABASE_URL names the PostgreSQL database every process shares (required: SQLite is one process's file);
 * - an S3 API (s3rver, in this process) for uploads and editors' media, unless S3_BUCKET and the S3_* settings name
 *   a bucket;
 * - the one-off migrate step (cms/scripts/migrate.mjs): the schema is brought up to date by one process, never by
 *   two at once; then CMS_REPLICAS CMS processes (default 2), the seed, STOREFRONT_REPLICAS storefronts (default 3),
 *   each listening for the CMS's change notices on the database, and the cron worker;
 * - Caddy (CADDY_PATH, or `caddy` on PATH) in front: the storefronts on CLUSTER_PORT (default 3000), the CMS replicas
 *   (admin panel and the API the storefronts, the seed and cron call) on CMS_PORT (default 1337), balanced, with
 *   active health checks and idempotent requests retried on another process when one fails.
 *
 * Prints each process's port and PID; Ctrl-C stops them all. A process that stops on its own is started again
 * (scripts/processes.mjs). PostgreSQL's connection limit is checked before anything starts: CMS_REPLICAS ×
 * DATABASE_POOL_MAX (default 10) + one listening connection per storefront + the cron worker's two + a backup's one
 * must fit in max_connections, less the connections PostgreSQL reserves for superusers (README, "Several processes").
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
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

const shell = withDevEnv();
/**
 * A setting that must be a whole number of at least 1, or `fallback` when unset.
 * @param {string} name
 * @param {number} fallback
 */
const number = (name, fallback) => {
  const value = Number(shell[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    fail(`${name} must be a whole number of at least 1 (it is "${shell[name]}").`);
  }
  return value;
};

const CMS_REPLICAS = number('CMS_REPLICAS', 2);
const STOREFRONT_REPLICAS = number('STOREFRONT_REPLICAS', 3);
const CLUSTER_PORT = number('CLUSTER_PORT', 3000);
const CMS_PORT = number('CMS_PORT', 1337);
/** The replicas listen on the ports after their front's: 1338, 1339… and 3001, 3002… by default. */
const CMS_REPLICA_PORT = number('CMS_REPLICA_PORT', CMS_PORT + 1);
const STOREFRONT_REPLICA_PORT = number('STOREFRONT_REPLICA_PORT', CLUSTER_PORT + 1);
const S3_PORT = number('S3_PORT', 4569);
const POOL_MAX = number('DATABASE_POOL_MAX', 10);
/** The cron worker's connections: its advisory-lock session and a claim of a tick. */
const CRON_CONNECTIONS = 2;
/** `npm run backup`'s pg_dump, while the cluster runs. */
const BACKUP_CONNECTIONS = 1;
const CADDY = shell.CADDY_PATH || 'caddy';
const cmsDir = join(repositoryRoot, 'cms');
/**
 * `count` numbers from `first` on.
 * @param {number} first
 * @param {number} count
 */
const range = (first, count) => Array.from({ length: count }, (_, index) => first + index);

/**
 * PostgreSQL answers, and has room for every process's connections.
 * @param {string} url
 */
async function checkDatabase(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL at DATABASE_URL could not be reached: ${error instanceof Error ? error.message : error}`);
    return;
  }
  try {
    const setting = async (/** @type {string} */ name) => Number((await client.query(`SHOW ${name}`)).rows[0][name]);
    const available = (await setting('max_connections')) - (await setting('superuser_reserved_connections'));
    const needed = CMS_REPLICAS * POOL_MAX + STOREFRONT_REPLICAS + CRON_CONNECTIONS + BACKUP_CONNECTIONS;
    say(
      `PostgreSQL: ${CMS_REPLICAS} CMS × ${POOL_MAX} (DATABASE_POOL_MAX) + ${STOREFRONT_REPLICAS} storefronts × 1 + cron ${CRON_CONNECTIONS} + a backup ${BACKUP_CONNECTIONS} = ${needed} connections at most, of ${available} available.`,
    );
    if (needed > available) {
      fail(
        `PostgreSQL allows ${available} connections here and the cluster could open ${needed}: lower DATABASE_POOL_MAX or the replicas, or raise max_connections.`,
      );
    }
  } finally {
    await client.end();
  }
}

/** An S3 API on loopback with one bucket, when no bucket is configured. */
async function startS3() {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'kundu-cluster-s3-'));
  const bucket = 'kundu-uploads';
  // Browsers PUT learners' photos and documents to presigned addresses from the storefront's pages.
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: S3_PORT,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  await server.run();
  process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
  return {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/** Caddy's configuration: both fronts, each balancing its replicas (see deploy/Caddyfile for production's). */
function caddyfile() {
  /**
   * A front balancing the processes on `ports`, with `health` their health address and `status` its ready answer.
   * @param {number[]} ports
   * @param {string} health
   * @param {string} status
   */
  const pool = (ports, health, status) => `reverse_proxy ${ports.map((port) => `127.0.0.1:${port}`).join(' ')} {
			lb_policy least_conn
			# A request whose process fails is tried on another for up to 5 s: any request whose connection could not be
			# made, and a GET, HEAD or OPTIONS cut off mid-way (a write is never sent twice).
			lb_try_duration 5s
			lb_try_interval 100ms
			lb_retry_match {
				method GET HEAD OPTIONS
			}
			health_uri ${health}
			health_interval 1s
			health_timeout 2s
			health_status ${status}
			fail_duration 10s
			max_fails 1
		}`;
  return `{
	admin off
	auto_https off
}

# The storefronts: everything learners use. The CMS's notices travel on the database, never through here.
http://:${CLUSTER_PORT} {
	bind 127.0.0.1
	@cmsEvents path /api/cms-events /api/cms-events/*
	handle @cmsEvents {
		header Content-Type application/json
		respond \`{"message":"Not found"}\` 404
	}
	handle {
		${pool(range(STOREFRONT_REPLICA_PORT, STOREFRONT_REPLICAS), '/livez', '2xx')}
	}
}

# The CMS replicas: the admin panel, and the API the storefronts, the seed and cron call (loopback only).
http://:${CMS_PORT} {
	bind 127.0.0.1
	handle {
		${pool(range(CMS_REPLICA_PORT, CMS_REPLICAS), '/_health', '204')}
	}
}
`;
}

async function main() {
  const startedAt = Date.now();
  if (!shell.DATABASE_URL) {
    fail(
      'npm run start:cluster needs DATABASE_URL: a PostgreSQL database every process shares, e.g.\n' +
        '  DATABASE_URL=postgres://kundu:secret@127.0.0.1:5432/kundu npm run start:cluster\n' +
        'SQLite is one process’s file: for one process of each on SQLite, run `npm start`.',
    );
    return;
  }
  if (spawnSync(CADDY, ['version'], { encoding: 'utf8' }).status !== 0) {
    fail(
      `Caddy was not found (${CADDY}): install it (apt-get install caddy) or set CADDY_PATH to its executable. It is the cluster's front.`,
    );
    return;
  }
  /** @type {Array<[number, string]>} Each port the cluster listens on, with what needs it. */
  const ports = [
    [CLUSTER_PORT, 'Caddy (the storefronts)'],
    [CMS_PORT, 'Caddy (the CMS)'],
  ];
  range(CMS_REPLICA_PORT, CMS_REPLICAS).forEach((port, index) => ports.push([port, `CMS ${index + 1}`]));
  range(STOREFRONT_REPLICA_PORT, STOREFRONT_REPLICAS).forEach((port, index) =>
    ports.push([port, `storefront ${index + 1}`]),
  );
  if (!shell.S3_BUCKET) ports.push([S3_PORT, 'the S3 API']);
  for (const [port, what] of ports) {
    if (await isPortInUse(port)) {
      fail(`Port ${port}, needed by ${what}, is already in use. Stop whatever is using it and try again.`);
      return;
    }
  }
  await checkDatabase(shell.DATABASE_URL);

  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...shell,
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    BROWSER: 'none',
  };
  await buildIfChanged('CMS', isUpToDate('cms-server') && isUpToDate('admin-panel'), (onLine) =>
    ensureCmsBuilt({ adminPanel: true, env, onLine }),
  );
  await buildIfChanged('Storefront', isUpToDate('storefront'), (onLine) => ensureStorefrontBuilt({ env, onLine }));

  /** @type {Record<string, string>} */
  const s3 = shell.S3_BUCKET ? {} : await startS3();
  if (!shell.S3_BUCKET) say(`S3 API (s3rver): http://127.0.0.1:${S3_PORT}, bucket ${s3.S3_BUCKET}.`);
  const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
  // The storefronts listen for notices as a role that may log in and nothing else (ADR 0054): migrate makes sure of it.
  const noticesPassword = shell.NOTICES_DATABASE_PASSWORD || randomBytes(24).toString('base64url');
  const noticesUrl = new URL(shell.DATABASE_URL);
  noticesUrl.username = 'kundu_notices';
  noticesUrl.password = noticesPassword;
  const cmsEnv = {
    ...env,
    ...s3,
    CMS_REPLICAS: String(CMS_REPLICAS),
    DATABASE_POOL_MAX: String(POOL_MAX),
    CMS_PUBLIC_URL: env.CMS_PUBLIC_URL ?? `http://localhost:${CMS_PORT}`,
    STOREFRONT_PUBLIC_URL: env.STOREFRONT_PUBLIC_URL ?? `http://localhost:${CLUSTER_PORT}`,
    // Notices go to every storefront on the database, not to one address (ADR 0054).
    STOREFRONT_INTERNAL_URL: 'off',
    // Caddy is in front: the address it appends to X-Forwarded-For is the visitor's.
    TRUST_PROXY: 'true',
    NOTICES_DATABASE_PASSWORD: noticesPassword,
  };

  say('Migrate: bringing the database up to date, in one process...');
  await run('migrate', process.execPath, ['scripts/migrate.mjs'], { cwd: cmsDir, env: cmsEnv });

  const processes = [];
  const cmsParts = range(CMS_REPLICA_PORT, CMS_REPLICAS).map((port, index) => {
    const cms = part({
      name: `CMS ${index + 1}`,
      tag: `cms-${index + 1}`,
      command: bin('strapi'),
      args: ['start'],
      options: { cwd: cmsDir, env: { ...cmsEnv, HOST: '127.0.0.1', PORT: String(port) } },
      readyUrl: `http://127.0.0.1:${port}/_health`,
      isReady: (response) => response.status === 204,
    });
    processes.push({ name: `CMS ${index + 1}`, port, part: cms });
    return cms;
  });
  say(`CMS: starting ${CMS_REPLICAS} processes...`);
  await Promise.all(cmsParts.map((cms) => cms.start()));

  const config = mkdtempSync(join(tmpdir(), 'kundu-cluster-caddy-'));
  writeFileSync(join(config, 'Caddyfile'), caddyfile());
  process.once('exit', () => rmSync(config, { recursive: true, force: true }));
  const caddy = part({
    name: 'Caddy',
    tag: 'caddy',
    command: CADDY,
    args: ['run', '--config', join(config, 'Caddyfile'), '--adapter', 'caddyfile'],
    options: { cwd: config, env: { ...shellEnv, HOME: config, XDG_DATA_HOME: config, XDG_CONFIG_HOME: config } },
    readyUrl: `${cmsUrl}/_health`,
    isReady: (response) => response.status === 204,
  });
  await caddy.start();
  processes.push({ name: 'Caddy', port: `${CLUSTER_PORT}, ${CMS_PORT}`, part: caddy });

  say('Seed: loading the starting content...');
  await run('seed', bin('tsx'), ['src/cli.ts'], {
    cwd: join(repositoryRoot, 'seed'),
    env: { ...env, CMS_URL: cmsUrl },
  });

  const storefrontParts = range(STOREFRONT_REPLICA_PORT, STOREFRONT_REPLICAS).map((port, index) => {
    const storefront = part({
      name: `Storefront ${index + 1}`,
      tag: `storefront-${index + 1}`,
      command: process.execPath,
      args: ['server.mjs'],
      options: {
        cwd: join(repositoryRoot, 'storefront'),
        env: {
          ...env,
          ...s3,
          HOST: '127.0.0.1',
          PORT: String(port),
          CMS_URL: cmsUrl,
          CMS_PUBLIC_URL: cmsEnv.CMS_PUBLIC_URL,
          CMS_EVENTS_DATABASE_URL: noticesUrl.toString(),
          STOREFRONT_REPLICAS: String(STOREFRONT_REPLICAS),
          TRUST_PROXY: '1',
        },
      },
      readyUrl: `http://127.0.0.1:${port}/healthz`,
      // Ready once it hears the CMS's notices on the database.
      isReady: async (response) => {
        if (response.status !== 200) return false;
        const health = await response.json();
        return isRecord(health) && health.notices === 'listening';
      },
    });
    processes.push({ name: `Storefront ${index + 1}`, port, part: storefront });
    return storefront;
  });
  say(`Storefront: starting ${STOREFRONT_REPLICAS} processes...`);
  await Promise.all(storefrontParts.map((storefront) => storefront.start()));

  const cron = cronPart(env, cmsUrl);
  await cron.start();
  processes.push({ name: 'Cron worker', port: '-', part: cron });
  for (const { part: running } of processes) running.supervise();

  say('');
  say(`Kundu Cyber Academy is running as a cluster (ready in ${Math.round((Date.now() - startedAt) / 1000)} s).`);
  say('');
  say(`  Storefront       http://localhost:${CLUSTER_PORT}`);
  say(`  CMS admin panel  http://localhost:${CMS_PORT}/admin`);
  say('');
  say(`  ${'process'.padEnd(16)} ${'port'.padEnd(12)} pid`);
  for (const { name, port, part: running } of processes) {
    say(`  ${name.padEnd(16)} ${String(port).padEnd(12)} ${running.pid()}`);
  }
  if (!shell.S3_BUCKET) say(`  ${'S3 API'.padEnd(16)} ${String(S3_PORT).padEnd(12)} ${process.pid} (this process)`);
  say('');
  say('  Press Ctrl-C to stop.');
}

stopOnSignals();
main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
