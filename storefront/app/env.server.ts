/** The one place the storefront reads its environment. Only what `publicEnv` returns may reach the browser. */
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  /** The admin panel's public address: the one site allowed to frame the preview pages (ADR 0032). */
  CMS_PUBLIC_URL: z.url().default('http://localhost:1337'),
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SUPPORT_EMAIL: z.email().default('support@kundu.example'),
  /** Encrypts the session cookie; at least 32 characters (npm start generates one for development). */
  SESSION_SECRET: z
    .string({ error: 'SESSION_SECRET is not set. Set it in the environment (see storefront/.env.example).' })
    .min(32, 'SESSION_SECRET must be at least 32 characters long.'),
  /** The storefront's API token for the CMS's account API (the same value as the CMS's STOREFRONT_API_TOKEN). */
  STOREFRONT_API_TOKEN: z
    .string({ error: "STOREFRONT_API_TOKEN is not set. It must equal the CMS's STOREFRONT_API_TOKEN." })
    .min(16, 'STOREFRONT_API_TOKEN must be at least 16 characters long.'),
  /** Uploads (photos, identity documents): local disk at STORAGE_DIR unless S3_BUCKET is set. */
  STORAGE_DIR: z.string().default('.data/storage'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** What a gigabyte of prepaid mobile data costs, in kina: modules show their download cost in toea with it. The
   * default is what the smallest (daily) bundles cost, about 1 toea per MB (docs/decisions/0016-module-player.md). */
  DATA_PRICE_KINA_PER_GB: z.coerce.number().positive().default(10),
  /**
   * Several storefronts (ADR 0054): the CMS's PostgreSQL, where this process listens for the CMS's change notices. A
   * role that may only connect is enough (no table is read). Unset: notices come by POST /api/cms-events only.
   */
  CMS_EVENTS_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'CMS_EVENTS_DATABASE_URL must be a postgres:// address.')
    .optional(),
  /**
   * How many storefront processes run (compose and `npm run start:cluster` set it): more than one needs S3 for
   * uploads, as each process has its own disk.
   */
  STOREFRONT_REPLICAS: z.coerce.number().int().min(1).default(1),
  /** How long public CMS answers stay fresh in the storefront's memory; 0 turns the cache off. */
  CMS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
});

export type StorefrontEnv = z.infer<typeof schema>;

/** Settings that only make sense together. */
const checked = schema.superRefine((env, context) => {
  if (env.STOREFRONT_REPLICAS > 1 && !env.CMS_EVENTS_DATABASE_URL)
    context.addIssue({
      code: 'custom',
      path: ['CMS_EVENTS_DATABASE_URL'],
      message: `STOREFRONT_REPLICAS is ${env.STOREFRONT_REPLICAS}: set CMS_EVENTS_DATABASE_URL to the CMS's PostgreSQL so that every storefront hears what editors publish (add ?sslmode=require for a server that needs TLS).`,
    });
  if (env.STOREFRONT_REPLICAS > 1 && !env.S3_BUCKET)
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `STOREFRONT_REPLICAS is ${env.STOREFRONT_REPLICAS}, and uploads are kept on this process's own disk: set S3_BUCKET (and its S3_* settings) so that every storefront reads the same files, or run one storefront.`,
    });
});

function parse(): StorefrontEnv {
  // An empty variable counts as unset (docker compose passes optional settings as "" when they are not given).
  const result = checked.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`The storefront cannot start because its configuration is invalid:\n${problems}`);
  }
  return result.data;
}

export const env: StorefrontEnv = parse();
