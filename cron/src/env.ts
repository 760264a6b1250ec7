/**
 * The one place the cron worker reads its environment. In development the repository's `.env` (written by
 * `npm start`, scripts/dev-env.mjs) is read underneath the process environment, so `npm run job` works after one
 * `npm start` with no other setup; in production every variable comes from the environment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import cron from 'node-cron';
import { z } from 'zod';

const schedule = (name: string, fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((expression) => cron.validate(expression), {
      error: `${name} is not a cron expression (5 fields, e.g. "*/15 * * * *", or 6 with seconds first).`,
    });

const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  /** The CMS; unset, the one `npm start` runs on this machine: on CMS_PORT when that moved it, else 1337. */
  CMS_URL: z.url().optional(),
  CMS_PORT: z.coerce
    .number({ error: 'CMS_PORT must be a port number (1-65535), as given to npm start.' })
    .int({ error: 'CMS_PORT must be a port number (1-65535), as given to npm start.' })
    .min(1, 'CMS_PORT must be a port number (1-65535), as given to npm start.')
    .max(65_535, 'CMS_PORT must be a port number (1-65535), as given to npm start.')
    .default(1337),
  CRON_API_TOKEN: z
    .string({ error: "CRON_API_TOKEN is not set. It must equal the CMS's CRON_API_TOKEN (npm start sets both)." })
    .min(16, 'CRON_API_TOKEN must be at least 16 characters long.'),
  /** PostgreSQL (the CMS's database): jobs take an advisory lock there, so several workers run each job once. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (the CMS database), or unset.')
    .optional(),
  /** When each job runs: cron syntax in UTC. */
  CRON_IMPORT_NEWS: schedule('CRON_IMPORT_NEWS', '*/15 * * * *'),
  CRON_IMPORT_ALERTS: schedule('CRON_IMPORT_ALERTS', '7 * * * *'),
  CRON_HOUSEKEEPING: schedule('CRON_HOUSEKEEPING', '23 3 * * *'),
  /** Jobs run once as the worker starts (comma-separated), e.g. so a fresh `npm start` has headlines at once. */
  CRON_RUN_AT_START: z.string().default(''),
  /** Headlines older than this are not imported, and are removed from the ticker. */
  NEWS_RETENTION_DAYS: positive(14),
  /** Advisories older than this are not imported as draft alerts. */
  ALERTS_MAX_AGE_DAYS: positive(30),
  /** Each feed: the whole fetch (redirects and body included) within this time, at most this size and redirects. */
  FEED_TIMEOUT_MS: positive(10_000),
  FEED_MAX_BYTES: positive(2_000_000),
  FEED_MAX_REDIRECTS: z.coerce.number().int().min(0).default(3),
  /** Development and tests only: feeds on loopback and private networks are read too (refused by default, as an
   * editor's feed address must not reach the services beside the worker). */
  FEED_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'], { error: 'FEED_ALLOW_PRIVATE_ADDRESSES must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
  /** Where development's `.env` is read from (tests point it elsewhere). */
  KUNDU_ENV_FILE: z.string().default(fileURLToPath(new URL('../../.env', import.meta.url))),
});

export type CronEnv = Omit<z.infer<typeof schema>, 'CMS_URL'> & { CMS_URL: string };

export class CronConfigError extends Error {
  override name = 'CronConfigError';
}

export function readCronEnv(source: Record<string, string | undefined> = process.env): CronEnv {
  const file = source.KUNDU_ENV_FILE ?? schema.shape.KUNDU_ENV_FILE.parse(undefined);
  const development = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  const values = { ...development, ...source };
  // An empty variable (compose's `${X:-}`) means "not set".
  for (const [name, value] of Object.entries(values)) if (value === '') delete values[name];
  const result = schema.safeParse(values);
  if (!result.success) {
    throw new CronConfigError(
      `The cron worker cannot start because its configuration is incomplete:\n${result.error.issues
        .map((issue) => `  - ${issue.message}`)
        .join('\n')}`,
    );
  }
  const { CMS_URL, ...rest } = result.data;
  return { ...rest, CMS_URL: CMS_URL ?? `http://127.0.0.1:${rest.CMS_PORT}` };
}
