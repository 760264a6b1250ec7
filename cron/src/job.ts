/**
 * `npm run job -w @kundu/cron -- <job>`: runs one job once, now, and prints its summary. Exit code 0 when it ran
 * (skipped feeds are reported, not failures), 1 when items failed or the job could not run, 2 for an unknown job.
 */
import { CronConfigError, readCronEnv } from './env';
import { findJob, JOBS } from './jobs';
import { createLeader } from './leader';
import { runJob } from './run-job';

async function main(): Promise<number> {
  const name = process.argv[2];
  const job = name ? findJob(name) : undefined;
  if (!job) {
    console.error(
      `${name ? `Unknown job "${name}".` : 'Which job?'} Usage: npm run job -w @kundu/cron -- <job>, where <job> is one of: ${JOBS.map((j) => j.name).join(', ')}.`,
    );
    return 2;
  }
  const env = readCronEnv();
  const leader = createLeader({ databaseUrl: env.DATABASE_URL });
  try {
    const outcome = await runJob(job, env, leader, null);
    return outcome.status === 'ran' && outcome.summary.failed.length === 0 ? 0 : 1;
  } finally {
    await leader.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof CronConfigError ? error.message : `cron: ${String(error)}`);
    process.exitCode = 1;
  },
);
