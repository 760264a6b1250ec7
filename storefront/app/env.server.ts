/** The one place the storefront reads its environment. Only what `publicEnv` returns may reach the browser. */
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SUPPORT_EMAIL: z.email().default('support@kundu.example'),
  /** How long public CMS answers stay fresh in the storefront's memory; 0 turns the cache off. */
  CMS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
});

export type StorefrontEnv = z.infer<typeof schema>;

function parse(): StorefrontEnv {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`The storefront cannot start because its configuration is invalid:\n${problems}`);
  }
  return result.data;
}

export const env: StorefrontEnv = parse();
