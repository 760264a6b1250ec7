/**
 * What the CMS's one-off scripts (first-admin.mjs, migrate.mjs), which run unbuilt before or beside the CMS, read
 * from the environment, in one place; the CMS's own settings are read and checked by src/env.ts.
 * - ADMIN_EMAIL, ADMIN_PASSWORD_FILE, ADMIN_FIRST_NAME, ADMIN_LAST_NAME: the first administrator (ADR 0022);
 * - NOTICES_DATABASE_PASSWORD: the password of the role the storefronts listen for change notices with (ADR 0054).
 */
const env = process.env;

export const scriptEnv = Object.freeze({
  ADMIN_EMAIL: env.ADMIN_EMAIL,
  ADMIN_PASSWORD_FILE: env.ADMIN_PASSWORD_FILE,
  ADMIN_FIRST_NAME: env.ADMIN_FIRST_NAME,
  ADMIN_LAST_NAME: env.ADMIN_LAST_NAME,
  NOTICES_DATABASE_PASSWORD: env.NOTICES_DATABASE_PASSWORD,
});
