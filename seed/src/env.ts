/** The one place the seed loader reads its environment. */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const dataDir = z.string().default(fileURLToPath(new URL('../data', import.meta.url)));

const schema = z.object({
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  SEED_API_TOKEN: z
    .string({ error: "SEED_API_TOKEN is not set. It must equal the CMS's SEED_API_TOKEN (npm start sets both)." })
    .min(16, 'SEED_API_TOKEN must be at least 16 characters long.'),
  SEED_DATA_DIR: dataDir,
});

export type SeedEnv = z.infer<typeof schema>;

export function readSeedEnv(source: Record<string, string | undefined> = process.env): SeedEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(result.error.issues.map((issue) => issue.message).join('\n'));
  }
  return result.data;
}

/** Where the data files are: all that checking them (`--check`) needs. */
export function readSeedDataDir(source: Record<string, string | undefined> = process.env): string {
  return dataDir.parse(source.SEED_DATA_DIR);
}
