/**
 * `npm run seed -w @kundu/seed`: loads seed/data into the CMS at CMS_URL.
 * `npm run check -w @kundu/seed` (`--check`): reads and checks every data file, and writes nothing; needs no CMS. It
 * prints each course's content quality figures (ADR 0041) and, with `--content-targets` or once they are enforced,
 * fails when a course misses a target.
 * Exits 1 with a clear message on failure.
 */
import { relative } from 'node:path';
import { readSeedDataDir, readSeedEnv } from './env';
import {
  CATALOGUE_DOMAINS,
  readSeedData,
  SeedDataError,
  seedItemCounts,
  TARGET_ROLES,
  type SeedData,
} from './data-files';
import {
  checkCatalogue,
  checkContent,
  CONTENT_TARGETS_ENFORCED,
  factsToConfirm,
  formatFactsToConfirm,
} from './content-check';
import { formatReport, loadSeed, SeedStoppedError } from './load-seed';
import { createStrapiClient } from '@kundu/cms-contract/strapi-client';

const isCheckOnly = process.argv.includes('--check');
const enforceContentTargets = CONTENT_TARGETS_ENFORCED || process.argv.includes('--content-targets');
const shown = (dir: string) => relative(process.cwd(), dir) || '.';

function formatCounts(data: SeedData): string {
  return seedItemCounts(data)
    .map(([label, count]) => `  ${label.padEnd(34)} ${count}`)
    .join('\n');
}

async function check(): Promise<void> {
  const dataDir = readSeedDataDir();
  const data = await readSeedData(dataDir);
  console.log(`Seed data in ${shown(dataDir)} is valid:\n${formatCounts(data)}`);
  const content = checkContent(data.courses, enforceContentTargets);
  console.log(`\n${content.text}`);
  const catalogue = checkCatalogue(data.courses, CATALOGUE_DOMAINS, TARGET_ROLES);
  console.log(`\n${catalogue.text}`);
  console.log(`\n${formatFactsToConfirm(await factsToConfirm(dataDir), process.argv.includes('--facts'))}`);
  if (content.failed || (enforceContentTargets && catalogue.failures.length > 0)) process.exitCode = 1;
}

async function seed(): Promise<void> {
  const env = readSeedEnv();
  const data = await readSeedData(env.SEED_DATA_DIR);
  console.log(`Seeding ${env.CMS_URL} from ${shown(env.SEED_DATA_DIR)}`);
  const report = await loadSeed(createStrapiClient({ baseUrl: env.CMS_URL, token: env.SEED_API_TOKEN }), data);
  console.log(formatReport(report));
}

(isCheckOnly ? check() : seed()).catch((error: unknown) => {
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
