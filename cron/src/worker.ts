/**
 * The cron worker (`npm start -w @kundu/cron`, and `npm start` starts it with the platform): schedules every job
 * (cron syntax, UTC, from the environment), runs each through the leader (leader.ts) so it never overlaps itself and,
 * on PostgreSQL, runs once per tick across replicas. Ctrl-C (SIGINT) or SIGTERM stops the schedule, lets running
 * jobs finish (at most 8 s) and exits.
 */
import cron, { type ScheduledTask } from 'node-cron';
import { CronConfigError, readCronEnv } from './env';
import { findJob, JOBS, scheduleOf } from './jobs';
import { createLeader } from './leader';
import { runJob } from './run-job';

/** Running jobs get this long to finish after Ctrl-C or SIGTERM: within npm start's and Docker's 10 s. A job cut
 * short loses nothing; the next run picks up where it stopped (every job is idempotent). */
const STOP_WAIT_MS = 8_000;

/** A tick to the minute for 5-field schedules, to the second for 6-field ones. */
export function nominalTick(date: Date, expression: string): Date {
  const unit = expression.trim().split(/\s+/).length === 6 ? 1000 : 60_000;
  return new Date(Math.floor(date.getTime() / unit) * unit);
}

function main(): void {
  const env = readCronEnv();
  const leader = createLeader({ databaseUrl: env.DATABASE_URL });
  const inFlight = new Set<Promise<unknown>>();
  const track = (promise: Promise<unknown>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };

  const tasks: ScheduledTask[] = JOBS.map((job) => {
    const expression = scheduleOf(job, env);
    return cron.schedule(
      expression,
      (context) => {
        // The schedule's nominal time, so every replica names the same tick.
        const tick = nominalTick(context.date, expression);
        track(runJob(job, env, leader, tick));
      },
      { name: job.name, timezone: 'Etc/UTC' },
    );
  });

  const atStart = env.CRON_RUN_AT_START.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of atStart) {
    const job = findJob(name);
    if (job) track(runJob(job, env, leader, null));
    else
      console.error(
        `cron: CRON_RUN_AT_START names an unknown job "${name}"; jobs: ${JOBS.map((j) => j.name).join(', ')}.`,
      );
  }

  console.log(
    `cron: worker started (${leader.kind === 'postgres' ? 'PostgreSQL advisory locks: one run per tick across workers' : 'one worker'}); ` +
      JOBS.map((job) => `${job.name} "${scheduleOf(job, env)}"`).join(', ') +
      ' (UTC).',
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(tasks.map((task) => task.stop()));
    if (inFlight.size > 0) console.log(`cron: stopping after ${inFlight.size} running job(s) finish...`);
    const timeout = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref());
    await Promise.race([Promise.all(inFlight), timeout]);
    await Promise.race([leader.close(), timeout]);
    console.log('cron: worker stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

try {
  main();
} catch (error) {
  console.error(error instanceof CronConfigError ? error.message : `cron: ${String(error)}`);
  process.exit(1);
}
