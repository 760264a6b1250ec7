/**
 * The one-off migrate step before several CMS processes start on one database (ADR 0054): loads the CMS once, which
 * brings the database's schema to the content types' (Strapi's schema sync) and runs the bootstrap (roles, tokens,
 * locales, indexes), then exits. The replicas that start afterwards find nothing to change, so no two processes
 * ever alter the schema at the same time. Run by docker-compose's `migrate` service and `npm run start:cluster`:
 *
 *   DATABASE_URL=postgres://... node scripts/migrate.mjs
 *
 * Exit codes: 0 the database is ready, 1 it is not (the reason is printed).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  // Strapi's CommonJS build, as `strapi start` loads it (its ES build does not load under plain Node).
  const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi');
  const distDir = existsSync(join(appDir, 'dist', 'src', 'index.js')) ? join(appDir, 'dist') : appDir;
  const started = Date.now();
  const app = await createStrapi({ appDir, distDir }).load();
  await app.destroy();
  console.log(`Migrate: the database is ready for the CMS processes (${Math.round((Date.now() - started) / 1000)} s).`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Migrate: the database could not be made ready: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
