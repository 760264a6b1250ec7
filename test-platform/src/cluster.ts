/**
 * `npm run start:cluster` (ADR 0054) started as a person starts it, on a PostgreSQL database of its own, for the
 * cluster test (tests/postgres/cluster.test.ts) and the SMS-blast bench (storefront/bench/cluster.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type Cluster = {
  /** Caddy in front of the storefronts, and in front of the CMS processes. */
  front: string;
  cmsFront: string;
  cms: string[];
  storefronts: string[];
  databaseUrl: string;
  /** The storefronts' listening role (it may log in and nothing else) on the same database. */
  noticesUrl: string;
  seedToken: string;
  storefrontToken: string;
  output(): string;
  /** A process's PID as the cluster printed it ("CMS 1", "Storefront 2", "Caddy", "Cron worker"). */
  pidOf(name: string): number;
  stop(): Promise<void>;
};

/** Free loopback ports, held until all are picked so that none is handed out twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve) => {
          const server = createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** `count` consecutive free ports: the replicas of one kind listen side by side. */
async function freeRun(count: number): Promise<number> {
  for (;;) {
    const [first] = await freePorts(1);
    const taken = await Promise.all(
      Array.from(
        { length: count },
        (_, index) =>
          new Promise<boolean>((resolve) => {
            const server = createServer();
            server.once('error', () => resolve(true));
            server.listen(first! + index, '127.0.0.1', () => server.close(() => resolve(false)));
          }),
      ),
    );
    if (!taken.includes(true)) return first!;
  }
}

async function sql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A cluster on a new database of the PostgreSQL server at `serverUrl` (its user may create databases), dropped at
 * `stop()`. `env` adds settings (CRON_RUN_AT_START, ...).
 */
export async function startCluster({
  serverUrl,
  cmsReplicas = 2,
  storefrontReplicas = 2,
  env = {},
}: {
  serverUrl: string;
  cmsReplicas?: number;
  storefrontReplicas?: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const database = `kundu_cluster_${randomBytes(4).toString('hex')}`;
  await sql(withDatabase(serverUrl, 'postgres'), `CREATE DATABASE ${database}`);
  const databaseUrl = withDatabase(serverUrl, database);
  const seedToken = randomBytes(32).toString('hex');
  const storefrontToken = randomBytes(32).toString('hex');
  const noticesPassword = randomBytes(24).toString('base64url');
  const noticesUrl = new URL(databaseUrl);
  noticesUrl.username = 'kundu_notices';
  noticesUrl.password = noticesPassword;
  const [front, cmsFront, s3] = await freePorts(3);
  const cmsFirst = await freeRun(cmsReplicas);
  const storefrontFirst = await freeRun(storefrontReplicas);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      SEED_API_TOKEN: seedToken,
      STOREFRONT_API_TOKEN: storefrontToken,
      NOTICES_DATABASE_PASSWORD: noticesPassword,
      DATABASE_URL: databaseUrl,
      CMS_REPLICAS: String(cmsReplicas),
      STOREFRONT_REPLICAS: String(storefrontReplicas),
      CLUSTER_PORT: String(front),
      CMS_PORT: String(cmsFront),
      CMS_REPLICA_PORT: String(cmsFirst),
      STOREFRONT_REPLICA_PORT: String(storefrontFirst),
      S3_PORT: String(s3),
      DATABASE_POOL_MAX: '5',
      // No feeds on loopback, and no headline to wait for.
      CRON_RUN_AT_START: 'housekeeping',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await sql(withDatabase(serverUrl, 'postgres'), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const deadline = setTimeout(
        () => reject(new Error(`The cluster did not start:\n${output.slice(-4000)}`)),
        300_000,
      );
      const check = setInterval(() => {
        if (!output.includes('Press Ctrl-C to stop.')) return;
        clearInterval(check);
        clearTimeout(deadline);
        resolve();
      }, 200);
      void exited.then(() => {
        clearInterval(check);
        clearTimeout(deadline);
        reject(new Error(`The cluster stopped (exit code ${child.exitCode}):\n${output.slice(-4000)}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const range = (first: number, count: number) =>
    Array.from({ length: count }, (_, index) => `http://127.0.0.1:${first + index}`);
  return {
    front: `http://127.0.0.1:${front}`,
    cmsFront: `http://127.0.0.1:${cmsFront}`,
    cms: range(cmsFirst, cmsReplicas),
    storefronts: range(storefrontFirst, storefrontReplicas),
    databaseUrl,
    noticesUrl: noticesUrl.toString(),
    seedToken,
    storefrontToken,
    output: () => output,
    pidOf(name) {
      // "  CMS 1            1338         3092": the name, its port(s), the PID last.
      const line = output.split('\n').find((candidate) => candidate.startsWith(`  ${name.padEnd(16)} `));
      if (!line) throw new Error(`No PID for ${name} in:\n${output.slice(-2000)}`);
      return Number(line.trim().split(/\s+/).at(-1));
    },
    stop,
  };
}
