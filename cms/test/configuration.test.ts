import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsDir } from './support/test-strapi';

const require = createRequire(import.meta.url);
const strapiBin = join(dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');

describe('starting the CMS in production', () => {
  it('stops with a message naming each missing or too-short secret, and no stack trace', () => {
    const result = spawnSync(process.execPath, [strapiBin, 'start'], {
      cwd: cmsDir,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        STRAPI_TELEMETRY_DISABLED: 'true',
        APP_KEYS: 'a-long-enough-key-one,a-long-enough-key-two',
        API_TOKEN_SALT: 'short',
        ADMIN_JWT_SECRET: 'a-long-enough-admin-secret',
        TRANSFER_TOKEN_SALT: 'a-long-enough-transfer-salt',
        JWT_SECRET: 'a-long-enough-jwt-secret',
        SEED_API_TOKEN: 'a-long-enough-seed-token',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The CMS cannot start because its configuration is incomplete:');
    expect(result.stderr).toContain('  - API_TOKEN_SALT must be at least 16 characters long.');
    expect(result.stderr).toContain('  - ENCRYPTION_KEY is not set. Set it in the environment (see cms/.env.example).');
    expect(result.stderr).not.toContain('APP_KEYS');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('refuses to run as one of several CMS processes on SQLite or with media on its own disk (ADR 0054)', () => {
    const secret = 'a-long-enough-secret-for-this';
    const result = spawnSync(process.execPath, [strapiBin, 'start'], {
      cwd: cmsDir,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        STRAPI_TELEMETRY_DISABLED: 'true',
        APP_KEYS: `${secret}-1,${secret}-2`,
        API_TOKEN_SALT: secret,
        ADMIN_JWT_SECRET: secret,
        TRANSFER_TOKEN_SALT: secret,
        JWT_SECRET: secret,
        ENCRYPTION_KEY: secret,
        SEED_API_TOKEN: secret,
        STOREFRONT_API_TOKEN: secret,
        CRON_API_TOKEN: secret,
        CMS_REPLICAS: '2',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "  - CMS_REPLICAS is 2, and SQLite is one process's file: set DATABASE_URL to a PostgreSQL database every CMS process shares, or run one CMS.",
    );
    expect(result.stderr).toContain(
      "  - CMS_REPLICAS is 2, and editors' media are kept on this process's own disk: set S3_BUCKET (and its S3_* settings) so that every CMS serves the same files, or run one CMS.",
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
