import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cmsDir } from './support/test-strapi';

const require = createRequire(import.meta.url);
const strapiBin = join(dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');
const outDir = join('.tmp', `typegen-${randomBytes(4).toString('hex')}`);

afterAll(() => rmSync(join(cmsDir, outDir), { recursive: true, force: true }));

// The generated types are committed so that the Document Service is typed everywhere; they must match the schemas.
it('has committed types that match the content types (regenerate with `npx strapi ts:generate-types` in cms/)', () => {
  const secret = () => randomBytes(24).toString('base64url');
  const result = spawnSync(process.execPath, [strapiBin, 'ts:generate-types', '--out-dir', outDir, '--silent'], {
    cwd: cmsDir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      STRAPI_TELEMETRY_DISABLED: 'true',
      APP_KEYS: secret(),
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      JWT_SECRET: secret(),
      ENCRYPTION_KEY: secret(),
      SEED_API_TOKEN: secret(),
      STOREFRONT_API_TOKEN: secret(),
      CRON_API_TOKEN: secret(),
      DATABASE_FILENAME: join(outDir, 'unused.db'),
    },
  });
  expect(result.status, result.stderr).toBe(0);
  for (const file of ['contentTypes.d.ts', 'components.d.ts']) {
    const fresh = readFileSync(join(cmsDir, outDir, 'generated', file), 'utf8');
    const committed = readFileSync(join(cmsDir, 'types', 'generated', file), 'utf8');
    expect(committed, `types/generated/${file} is out of date`).toBe(fresh);
  }
}, 120_000);
