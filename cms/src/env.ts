/**
 * The one place the CMS reads its environment. Every other module (config files included) imports `cmsEnv`.
 *
 * Secrets are required. `npm start` generates development secrets into the repository's git-ignored `.env`
 * (see scripts/dev-env.mjs); in production a missing secret stops the start with a message naming it.
 */
import { z } from 'zod';

const secret = (name: string) =>
  z
    .string({ error: `${name} is not set. Set it in the environment (see cms/.env.example).` })
    .min(16, `${name} must be at least 16 characters long.`);

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().positive().default(1337),
  CMS_PUBLIC_URL: z.url().default('http://localhost:1337'),
  TRUST_PROXY: booleanFlag.default(false),

  APP_KEYS: secret('APP_KEYS').transform((keys) => keys.split(',').map((key) => key.trim())),
  API_TOKEN_SALT: secret('API_TOKEN_SALT'),
  ADMIN_JWT_SECRET: secret('ADMIN_JWT_SECRET'),
  TRANSFER_TOKEN_SALT: secret('TRANSFER_TOKEN_SALT'),
  JWT_SECRET: secret('JWT_SECRET'),
  ENCRYPTION_KEY: secret('ENCRYPTION_KEY'),
  SEED_API_TOKEN: secret('SEED_API_TOKEN'),
  STOREFRONT_API_TOKEN: secret('STOREFRONT_API_TOKEN'),
  CRON_API_TOKEN: secret('CRON_API_TOKEN'),

  /** Production: the first administrator, created by the setup service (scripts/first-admin.mjs, ADR 0022). While
   * it is set, the admin panel's "first admin" form is closed, so no visitor can claim an empty CMS. */
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address.' }).optional(),

  /** Where learners use the platform: password reset links point here. */
  STOREFRONT_PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Where the CMS tells the storefront that published content changed (ADR 0031): its address on the internal
   * network. `off` tells no storefront (a CMS without one); its cache then catches up within CMS_CACHE_TTL_MS. */
  STOREFRONT_INTERNAL_URL: z
    .union([z.literal('off'), z.url()], {
      error: 'STOREFRONT_INTERNAL_URL must be the URL of the storefront (http://storefront:3000) or off.',
    })
    .default('http://127.0.0.1:3000'),
  SUPPORT_EMAIL: z.email().default('support@kundu.example'),
  /** Sign-in sessions end after this long without use, and after SESSION_MAX_DAYS whatever happens. */
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(7 * 24),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  /** What learners behind one network address may store in a day, photos and documents together (ADR 0039). */
  UPLOAD_NETWORK_QUOTA_MB: z.coerce
    .number({ error: 'UPLOAD_NETWORK_QUOTA_MB must be a number of megabytes, such as 1000.' })
    .int({ error: 'UPLOAD_NETWORK_QUOTA_MB must be a whole number of megabytes, such as 1000.' })
    .positive({ error: 'UPLOAD_NETWORK_QUOTA_MB must be a number of megabytes, such as 1000.' })
    .max(1_000_000, 'UPLOAD_NETWORK_QUOTA_MB must be at most 1000000 (a terabyte).')
    .default(1000),

  /** Email: SMTP when SMTP_URL is set (smtp://user:pass@host:587), otherwise written to the outbox folder. */
  SMTP_URL: z.url({ error: 'SMTP_URL must be a URL such as smtp://user:password@smtp.example.org:587.' }).optional(),
  MAIL_FROM: z.string().default('Kundu Cyber Academy <no-reply@kundu.example>'),
  /** WhatsApp Business Cloud API when both are set, otherwise written to the outbox folder. */
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_RESET_TEMPLATE: z.string().default('password_reset'),
  WHATSAPP_ACCOUNT_TEMPLATE: z.string().default('account_reminder'),
  /** An organisation's import (ADR 0029, 0036): a new account's set-password link; an existing account's
   * invitation. Parameters: the organisation, the link, the "not me" link (the _v2 templates: the first ones took the
   * person's name first, and must not receive these). */
  WHATSAPP_WELCOME_TEMPLATE: z.string().default('organisation_welcome_v2'),
  WHATSAPP_INVITATION_TEMPLATE: z.string().default('organisation_invitation_v2'),
  /** A link that proves a phone number (ADR 0035). */
  WHATSAPP_VERIFY_TEMPLATE: z.string().default('contact_verification'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
  OUTBOX_DIR: z.string().default('.tmp/outbox'),
  /**
   * Where each deleted account is noted (ADR 0051): a folder apart from the database, so that restoring an older
   * backup cannot bring a deleted account back (the CMS deletes it again at its next start). Keep it with the
   * backups' own care, never inside the database's folder that a restore replaces.
   */
  DELETION_LOG_DIR: z.string().default('deletion-log'),
  /** Invitations one organisation's imports may send in 24 hours (ADR 0036), unless an editor set the organisation's
   * own figure: past it, rows wait for the next upload. */
  ORGANISATION_INVITATIONS_PER_DAY: z.coerce.number().int().min(0).default(500),

  /** Uploads to an S3-compatible bucket when S3_BUCKET is set, otherwise to local disk. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Where the bucket's public objects are read from, when not the bucket's own address (a CDN, say). */
  S3_PUBLIC_URL: z.url().optional(),

  /**
   * The assistant (ADR 0028): with OPENAI_API_KEY, an OpenAI-compatible endpoint (OpenAI, or Ollama and vLLM through
   * OPENAI_BASE_URL) writes answers from the passages the platform's own search found; without it, or when the
   * endpoint fails or takes longer than OPENAI_TIMEOUT_MS, the default engine answers.
   */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url({ error: 'OPENAI_BASE_URL must be a URL such as http://127.0.0.1:11434/v1.' }).optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),

  DATABASE_URL: z.string().optional(),
  /**
   * The password of `kundu_notices`, the role the storefronts listen for change notices with (ADR 0054): read by
   * scripts/migrate.mjs, which makes sure of the role; the CMS itself never uses it.
   */
  NOTICES_DATABASE_PASSWORD: z
    .string()
    .min(16, 'NOTICES_DATABASE_PASSWORD must be at least 16 characters long.')
    .optional(),
  DATABASE_SSL: booleanFlag.default(false),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  DATABASE_FILENAME: z.string().default('.tmp/data.db'),

  /** Strapi's public folder, relative to cms/: editors' media (local disk) are in its uploads/ subfolder. */
  CMS_PUBLIC_DIR: z.string().default('public'),

  SERVE_ADMIN_PANEL: booleanFlag.default(true),

  /**
   * How many CMS processes run on this database (compose and `npm run start:cluster` set it, ADR 0054): more than one
   * needs PostgreSQL and S3 for editors' media, as SQLite is one process's file and each process has its own disk.
   */
  CMS_REPLICAS: z.coerce.number().int().min(1).default(1),
});

export type CmsEnv = z.infer<typeof schema>;

/** Settings that only make sense together. */
const checked = schema.superRefine((env, context) => {
  if (env.CMS_REPLICAS > 1 && !env.DATABASE_URL)
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: `CMS_REPLICAS is ${env.CMS_REPLICAS}, and SQLite is one process's file: set DATABASE_URL to a PostgreSQL database every CMS process shares, or run one CMS.`,
    });
  if (env.CMS_REPLICAS > 1 && !env.S3_BUCKET)
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `CMS_REPLICAS is ${env.CMS_REPLICAS}, and editors' media are kept on this process's own disk: set S3_BUCKET (and its S3_* settings) so that every CMS serves the same files, or run one CMS.`,
    });
});

export function parseCmsEnv(source: Record<string, string | undefined>): CmsEnv {
  // An empty variable counts as unset (docker compose passes optional settings as "" when they are not given).
  const result = checked.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.message}`).join('\n');
    throw new Error(`The CMS cannot start because its configuration is incomplete:\n${problems}`);
  }
  return result.data;
}

function readCmsEnv(): CmsEnv {
  try {
    return parseCmsEnv(process.env);
  } catch (error) {
    // Stop here with the message alone: a stack trace through Strapi's config loader would only hide it.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

export const cmsEnv: CmsEnv = readCmsEnv();
