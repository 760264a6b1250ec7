/**
 * The admin panel's bundle for browser tests (`strapi build`, about a minute on two cores). It is built once and
 * reused while its inputs are the same: cms/src/admin, what it imports from cms/src and cms/contract, and the
 * Strapi version. A stamp in cms/dist/build records the inputs it was built from.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cmsDir } from './test-strapi';

const require = createRequire(import.meta.url);
const strapiPackage = require.resolve('@strapi/strapi/package.json');
const strapiBin = join(dirname(strapiPackage), 'bin', 'strapi.js');

function inputsHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(join(cmsDir, 'src', 'admin'), { recursive: true })
      .map((file) => join('src', 'admin', String(file)))
      .filter((file) => /\.(tsx?|json)$/.test(file)),
    'src/editor-labels.ts',
    'contract/vocabulary.ts',
    'contract/organisations.ts',
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(join(cmsDir, file)));
  hash.update(readFileSync(strapiPackage));
  return hash.digest('hex');
}

/** Builds the admin panel into cms/dist/build unless the build there is of the same inputs. */
export function buildAdminPanel(): void {
  const stamp = join(cmsDir, 'dist', 'build', '.inputs-hash');
  const wanted = inputsHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  const secret = randomBytes(24).toString('base64url');
  const result = spawnSync(process.execPath, [strapiBin, 'build'], {
    cwd: cmsDir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      STRAPI_TELEMETRY_DISABLED: 'true',
      APP_KEYS: secret,
      API_TOKEN_SALT: secret,
      ADMIN_JWT_SECRET: secret,
      TRANSFER_TOKEN_SALT: secret,
      JWT_SECRET: secret,
      ENCRYPTION_KEY: secret,
      SEED_API_TOKEN: secret + secret,
      STOREFRONT_API_TOKEN: secret + secret,
      CRON_API_TOKEN: secret + secret,
    },
  });
  if (result.status !== 0) throw new Error(`Building the admin panel failed:\n${result.stdout}${result.stderr}`);
  writeFileSync(stamp, wanted);
}
