/**
 * Creates the CMS's first administrator (a super admin) from settings, so that a production CMS never waits for
 * whoever opens /admin first (ADR 0022). Run once by the one-off setup service, after the CMS has started on the
 * database at least once:
 *
 *   ADMIN_EMAIL=it@example.org ADMIN_PASSWORD_FILE=/path/to/password node scripts/first-admin.mjs
 *
 * (In docker-compose the password is the `admin_password` secret, at /run/secrets/admin_password.)
 *
 * The password is read from a file (a Docker secret), never from the command line, where every process could read
 * it. It uses Strapi's own admin service (`createFirstAdmin`, what the first-admin form calls, which locks the
 * Super Admin role so two cannot race) rather than `strapi admin:create-user`, whose password is a command-line
 * argument and which recompiles the app. When any administrator exists it changes nothing, so it
 * is safe to run on every deployment. Exit codes: 0 created or already there, 1 a setting is wrong.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptEnv } from './env.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where docker-compose's `admin_password` secret appears, read when ADMIN_PASSWORD_FILE is not set. */
const DOCKER_SECRET = '/run/secrets/admin_password';

/**
 * Stops with a message naming the setting that is wrong.
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`First administrator: ${message}`);
  process.exit(1);
}

/**
 * Strapi's own rules for an admin password (admin:create-user), with a longer minimum.
 * @param {string} password
 * @returns {string | null} What is wrong with it, if anything.
 */
export function passwordProblem(password) {
  if (password.length < 12) return 'the password must be at least 12 characters long.';
  if (!/[a-z]/.test(password)) return 'the password must contain a lowercase letter.';
  if (!/[A-Z]/.test(password)) return 'the password must contain an uppercase letter.';
  if (!/\d/.test(password)) return 'the password must contain a number.';
  if (Buffer.byteLength(password) > 72) return 'the password must be at most 72 bytes long.';
  return null;
}

/** @param {typeof scriptEnv} env */
function readSettings(env) {
  const email = (env.ADMIN_EMAIL ?? '').trim().toLowerCase();
  if (!email) fail('ADMIN_EMAIL is not set. Set it to the email of the person who will run the admin panel.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`ADMIN_EMAIL "${email}" is not an email address.`);
  const file = env.ADMIN_PASSWORD_FILE || DOCKER_SECRET;
  if (!existsSync(file)) {
    fail(
      env.ADMIN_PASSWORD_FILE
        ? `ADMIN_PASSWORD_FILE names ${file}, which does not exist.`
        : `ADMIN_PASSWORD_FILE is not set and there is no Docker secret at ${DOCKER_SECRET}. Set one of them to a file holding the password.`,
    );
  }
  const password = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  const problem = passwordProblem(password);
  if (problem) fail(`in ${file}, ${problem}`);
  return {
    email,
    password,
    firstname: (env.ADMIN_FIRST_NAME ?? '').trim() || 'Kundu',
    lastname: (env.ADMIN_LAST_NAME ?? '').trim() || 'Administrator',
  };
}

async function main() {
  const settings = readSettings(scriptEnv);
  // Strapi's CommonJS build, as `strapi start` loads it (its ES build does not load under plain Node).
  const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi');
  const distDir = existsSync(join(appDir, 'dist', 'src', 'index.js')) ? join(appDir, 'dist') : appDir;
  const app = await createStrapi({ appDir, distDir }).load();
  try {
    const users = app.admin.services.user;
    if (await users.exists()) {
      console.log('First administrator: an administrator already exists; nothing changed.');
      return;
    }
    // The admin panel's own first-admin path: it locks the Super Admin role row, so it cannot race the form.
    await users.createFirstAdmin(settings);
    console.log(`First administrator: created ${settings.email} (Super Admin). Sign in at /admin.`);
  } finally {
    await app.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`First administrator: could not be created: ${error.message}`);
      process.exit(1);
    },
  );
}
