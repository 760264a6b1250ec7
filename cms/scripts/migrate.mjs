/**
 * The one-off migrate step before several CMS processes start on one database (ADR 0054): loads the CMS once, which
 * brings the database's schema to the content types' (Strapi's schema sync) and runs the bootstrap (roles, tokens,
 * locales, indexes), then exits. The replicas that start afterwards find nothing to change, so no two processes
 * ever alter the schema at the same time. Run by docker-compose's `migrate` service and `npm run start:cluster`:
 *
 *   DATABASE_URL=postgres://... node scripts/migrate.mjs
 *
 * With NOTICES_DATABASE_PASSWORD set (on PostgreSQL), it also makes sure of the role the storefronts listen for the
 * CMS's change notices with, `kundu_notices` (ADR 0054): it may log in and nothing else (no table is granted to it;
 * LISTEN needs none), so that a storefront, the part facing the internet, holds no key to learners' data.
 *
 * Exit codes: 0 the database is ready, 1 it is not (the reason is printed).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptEnv } from './env.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export const NOTICES_ROLE = 'kundu_notices';

/**
 * The storefronts' role: login, no other right, this password (changed when it changes).
 * @param {import('knex').Knex} knex
 * @param {string} password
 */
async function ensureNoticesRole(knex, password) {
  try {
    await knex.transaction(async (trx) => {
      // DDL takes no parameters: the password reaches format(%L) through a setting of this transaction.
      await trx.raw("SELECT set_config('kundu.notices_password', ?, true)", [password]);
      await trx.raw(`DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${NOTICES_ROLE}') THEN
          CREATE ROLE ${NOTICES_ROLE};
        END IF;
        EXECUTE format('ALTER ROLE ${NOTICES_ROLE} WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD %L',
          current_setting('kundu.notices_password'));
      END $$`);
    });
  } catch (error) {
    throw new Error(
      `the role ${NOTICES_ROLE} the storefronts listen with could not be made (${error instanceof Error ? error.message.split(' - ').at(-1) : error}): give the database user the right to create roles (CREATEROLE), or create ${NOTICES_ROLE} yourself with LOGIN and that password and unset NOTICES_DATABASE_PASSWORD here.`,
    );
  }
  console.log(`Migrate: the storefronts' role ${NOTICES_ROLE} may log in, and do nothing else.`);
}

async function main() {
  // Strapi's CommonJS build, as `strapi start` loads it (its ES build does not load under plain Node).
  const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi');
  const distDir = existsSync(join(appDir, 'dist', 'src', 'index.js')) ? join(appDir, 'dist') : appDir;
  const started = Date.now();
  const app = await createStrapi({ appDir, distDir }).load();
  try {
    const password = scriptEnv.NOTICES_DATABASE_PASSWORD;
    if (password && app.db.dialect.client === 'postgres') await ensureNoticesRole(app.db.connection, password);
  } finally {
    await app.destroy();
  }
  console.log(`Migrate: the database is ready for the CMS processes (${Math.round((Date.now() - started) / 1000)} s).`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Migrate: the database could not be made ready: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
