/** Runs one job through the leader and logs its summary: the same path for the schedule and for `npm run job`. */
import { createStrapiClient } from '@kundu/cms-contract/strapi-client';
import type { CronEnv } from './env';
import type { Job } from './jobs/context';
import type { Leader } from './leader';
import { formatSummary, type JobSummary } from './summary';

export type RunOutcome =
  { status: 'ran'; summary: JobSummary } | { status: 'skipped'; reason: string } | { status: 'error'; message: string };

const tickText = (tick: Date | null) => (tick ? ` (tick ${tick.toISOString()})` : '');

export async function runJob(job: Job, env: CronEnv, leader: Leader, tick: Date | null): Promise<RunOutcome> {
  const cms = createStrapiClient({ baseUrl: env.CMS_URL, token: env.CRON_API_TOKEN });
  try {
    const outcome = await leader.lead(job.name, tick, async () => {
      const started = Date.now();
      const summary = await job.run({ cms, env, now: new Date() });
      return { ...summary, durationMs: Date.now() - started };
    });
    if (!outcome.ran) {
      console.log(`${job.name}: not run${tickText(tick)}: ${outcome.reason}.`);
      return { status: 'skipped', reason: outcome.reason };
    }
    const [first, ...rest] = formatSummary(outcome.result).split('\n');
    console.log([`${first}${tickText(tick)}`, ...rest].join('\n'));
    return { status: 'ran', summary: outcome.result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${job.name}: stopped${tickText(tick)}: ${message}`);
    return { status: 'error', message };
  }
}
