/**
 * Sign-in under a burst (issue 24, ADR 0052): 20 learners sign in at the same moment through the storefront while 10
 * connections keep asking for /courses, first each learner from a network of their own, then all 20 from one
 * classroom's address (whose hashes take turns, two at a time). Prints the 50th and 99th percentiles of both.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';

export type SignInBurst = {
  label: string;
  signIn: { p50: number; p99: number; failed: number };
  courses: { p50: number; p99: number; requests: number };
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
};

/** Learners registered through the storefront's API, each from an address of its own. */
async function registerLearners(base: string, count: number) {
  const stamp = randomBytes(3).toString('hex');
  const learners: Array<{ email: string; password: string }> = [];
  for (let index = 0; index < count; index += 1) {
    const learner = { email: `burst.${stamp}.${index}@example.org`, password: `kumul-flies-${stamp}-${index}` };
    const answer = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.77.${index}.9` },
      body: JSON.stringify({
        ...learner,
        firstName: 'Mary',
        lastName: 'Kila',
        mobilePhone: `7${String(1_000_000 + index).padStart(7, '0')}`,
        role: 'general_workforce',
      }),
    });
    if (answer.status !== 201)
      throw new Error(`Registering a bench learner failed (${answer.status}): ${await answer.text()}`);
    learners.push(learner);
  }
  return learners;
}

async function burst(
  base: string,
  learners: Array<{ email: string; password: string }>,
  address: (index: number) => string,
) {
  const signInTimes: number[] = [];
  let failed = 0;
  const courseTimes: number[] = [];
  const load = autocannon(
    { url: `${base}/courses`, connections: 10, duration: 60, headers: { 'accept-encoding': 'br' } },
    () => undefined,
  );
  load.on('response', (_client, _status, _bytes, responseTime) => courseTimes.push(responseTime));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await Promise.all(
    learners.map(async (learner, index) => {
      const started = performance.now();
      const answer = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address(index) },
        body: JSON.stringify(learner),
      });
      await answer.arrayBuffer();
      signInTimes.push(performance.now() - started);
      if (answer.status !== 200) failed += 1;
    }),
  );
  const during = courseTimes.length;
  load.stop();
  return {
    signIn: { p50: percentile(signInTimes, 0.5), p99: percentile(signInTimes, 0.99), failed },
    courses: { p50: percentile(courseTimes, 0.5), p99: percentile(courseTimes, 0.99), requests: during },
  };
}

/** Both bursts, against a storefront that trusts X-Forwarded-For (so that each learner can have an address). */
export async function measureSignInBursts(base: string): Promise<SignInBurst[]> {
  await fetch(`${base}/courses`); // a warm cache: the figure is the sign-ins' effect, not the first read
  const learners = await registerLearners(base, 20);
  const apart = await burst(base, learners, (index) => `10.78.${index}.9`);
  const classroom = await burst(base, learners, () => '10.79.0.9');
  return [
    { label: '20 learners, each on a network of its own', ...apart },
    { label: '20 learners behind one classroom address', ...classroom },
  ];
}
