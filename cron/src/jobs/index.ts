import type { CronEnv } from '../env';
import type { Job } from './context';
import { housekeeping } from './housekeeping';
import { importAlerts } from './import-alerts';
import { importNews } from './import-news';

export const JOBS: readonly Job[] = [importNews, importAlerts, housekeeping];

/** Each job's schedule (cron syntax, UTC), from the environment. */
export const scheduleOf = (job: Job, env: CronEnv): string =>
  ({
    'import-news': env.CRON_IMPORT_NEWS,
    'import-alerts': env.CRON_IMPORT_ALERTS,
    housekeeping: env.CRON_HOUSEKEEPING,
  })[job.name] ?? '';

export const findJob = (name: string) => JOBS.find((job) => job.name === name);
