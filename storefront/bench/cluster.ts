/**
 * The platform as several processes under a national campaign (issue 24, ADR 0054), on loopback through
 * `npm run start:cluster` (2 CMS, 3 storefronts, Caddy, s3rver, a PostgreSQL database of its own):
 * - SMS blast: 60 s of landing-page requests at 500 a second (autocannon, through Caddy) while 300 people register,
 *   each from an address of their own (a loopback source address each, so that Caddy sees 300 networks), spread over
 *   the first 50 s: the landing page's error rate, p50 and p99, and how many registrations completed (all must);
 * - kill -9: /courses under load through Caddy, one storefront killed mid-way: failed requests (aim 0, with Caddy's
 *   retries), the slowest answer around the kill, and how long until the killed one serves again (the cluster's
 *   supervisor starts it again).
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { startCluster, type Cluster } from '@kundu/test-platform/cluster';

/** autocannon with each answer's time reported as it comes, and its result at the end. */
function loadWith(options: autocannon.Options, onAnswer: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, responseTime) => onAnswer(responseTime));
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
};

export type SmsBlast = {
  requests: number;
  requestsPerSecond: number;
  errorRate: number;
  p50Ms: number;
  p99Ms: number;
  registrations: { completed: number; tried: number; p50Ms: number; p99Ms: number; failures: string[] };
};

export type KillUnderLoad = {
  requests: number;
  failed: number;
  slowestAroundKillMs: number;
  backInMs: number;
};

/** One registration through Caddy from a loopback source address of its own. */
function register(front: string, localAddress: string, index: number, stamp: string) {
  const url = new URL('/api/register', front);
  const body = JSON.stringify({
    firstName: 'Mary',
    lastName: 'Kila',
    email: `blast.${stamp}.${index}@example.org`,
    mobilePhone: `7${String(2_000_000 + index).padStart(7, '0')}`,
    password: `kumul-flies-${stamp}-${index}`,
    role: 'general_workforce',
  });
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: front,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function smsBlast(cluster: Cluster): Promise<SmsBlast> {
  await fetch(`${cluster.front}/`);
  const times: number[] = [];
  const load = loadWith(
    {
      url: `${cluster.front}/`,
      connections: 100,
      overallRate: 500,
      duration: 60,
      headers: { 'accept-encoding': 'br, gzip' },
    },
    (ms) => times.push(ms),
  );
  const stamp = randomBytes(3).toString('hex');
  const registrationTimes: number[] = [];
  const failures: string[] = [];
  let completed = 0;
  const registrations = Array.from({ length: 300 }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, Math.round((index * 50_000) / 300)));
    const address = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
    const started = performance.now();
    try {
      const answer = await register(cluster.front, address, index, stamp);
      registrationTimes.push(performance.now() - started);
      if (answer.status === 201) completed += 1;
      else failures.push(`${answer.status}: ${answer.text.slice(0, 120)}`);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  });
  const [result] = await Promise.all([load, Promise.all(registrations)]);
  const requests = result.requests.total;
  return {
    requests,
    requestsPerSecond: Math.round(result.requests.average),
    errorRate: requests === 0 ? 1 : (result.errors + result.timeouts + result.non2xx) / requests,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    registrations: {
      completed,
      tried: 300,
      p50Ms: percentile(registrationTimes, 0.5),
      p99Ms: percentile(registrationTimes, 0.99),
      failures: [...new Set(failures)].slice(0, 5),
    },
  };
}

async function killUnderLoad(cluster: Cluster): Promise<KillUnderLoad> {
  const victim = cluster.storefronts.at(-1)!;
  const pid = cluster.pidOf(`Storefront ${cluster.storefronts.length}`);
  const answers: Array<{ at: number; ms: number }> = [];
  const load = loadWith(
    { url: `${cluster.front}/courses`, connections: 10, duration: 15, headers: { 'accept-encoding': 'br' } },
    (ms) => answers.push({ at: performance.now(), ms }),
  );
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const killedAt = performance.now();
  process.kill(pid, 'SIGKILL');
  let backInMs = -1;
  const watch = (async () => {
    // Wait until the old process is gone, then until the new one answers.
    await new Promise((resolve) => setTimeout(resolve, 200));
    while (performance.now() - killedAt < 60_000) {
      try {
        if ((await fetch(`${victim}/livez`, { signal: AbortSignal.timeout(1000) })).ok) {
          backInMs = Math.round(performance.now() - killedAt);
          return;
        }
      } catch {
        // not back yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const [result] = await Promise.all([load, watch]);
  const around = answers.filter(({ at }) => at >= killedAt - 100 && at <= killedAt + 5000).map(({ ms }) => ms);
  return {
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
    slowestAroundKillMs: Math.round(Math.max(0, ...around)),
    backInMs,
  };
}

/** Both figures on a cluster of its own on the PostgreSQL server at `serverUrl` (its user may create databases). */
export async function measureCluster(serverUrl: string): Promise<{ blast: SmsBlast; kill: KillUnderLoad }> {
  const cluster = await startCluster({
    serverUrl,
    cmsReplicas: 2,
    storefrontReplicas: 3,
    env: { DATABASE_POOL_MAX: '10' },
  });
  try {
    const blast = await smsBlast(cluster);
    const kill = await killUnderLoad(cluster);
    return { blast, kill };
  } finally {
    await cluster.stop();
  }
}
