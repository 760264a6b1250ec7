/** `npm run seed -w @kundu/seed`: loads seed/data into the CMS at CMS_URL. Exits 1 with a clear message on failure. */
import { relative } from 'node:path';
import { readSeedEnv } from './env';
import { readSeedData, SeedDataError } from './data-files';
import { formatReport, loadSeed, SeedStoppedError } from './load-seed';
import { createStrapiClient } from '@kundu/cms-contract/strapi-client';

async function main(): Promise<void> {
  const env = readSeedEnv();
  const data = await readSeedData(env.SEED_DATA_DIR);
  console.log(`Seeding ${env.CMS_URL} from ${relative(process.cwd(), env.SEED_DATA_DIR) || '.'}`);
  const report = await loadSeed(createStrapiClient({ baseUrl: env.CMS_URL, token: env.SEED_API_TOKEN }), data);
  console.log(formatReport(report));
}

main().catch((error: unknown) => {
  if (error instanceof SeedStoppedError) {
    console.error(
      `${error.message}\nItems before it were saved and will be skipped next time; nothing after it was written.`,
    );
  } else if (error instanceof SeedDataError) {
    console.error(`Seed data is invalid, nothing was written.\n${error.message}`);
  } else {
    console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = 1;
});
