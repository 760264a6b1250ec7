/** Starting the storefront's production server with settings missing or wrong: the reason, in words, and no trace. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { storefrontDir } from './support/storefront-server';

describe('starting the storefront with an incomplete configuration', () => {
  it('stops with a message naming each problem, and no stack trace', () => {
    const result = spawnSync(process.execPath, ['server.mjs'], {
      cwd: storefrontDir,
      encoding: 'utf8',
      timeout: 30_000,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: '0',
        STOREFRONT_API_TOKEN: 'short',
        S3_ENDPOINT: '',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The storefront cannot start because its configuration is invalid:');
    expect(result.stderr).toContain(
      '  - SESSION_SECRET: SESSION_SECRET is not set. Set it in the environment (see storefront/.env.example).',
    );
    expect(result.stderr).toContain(
      '  - STOREFRONT_API_TOKEN: STOREFRONT_API_TOKEN must be at least 16 characters long.',
    );
    // An empty optional setting (as docker compose passes it) counts as unset, not as an invalid address.
    expect(result.stderr).not.toContain('S3_ENDPOINT');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('refuses uploads on its own disk when several storefronts run, and a notices database that is not PostgreSQL', () => {
    const result = spawnSync(process.execPath, ['server.mjs'], {
      cwd: storefrontDir,
      encoding: 'utf8',
      timeout: 30_000,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: '0',
        SESSION_SECRET: 'a-session-secret-of-thirty-two-characters',
        STOREFRONT_API_TOKEN: 'a-storefront-token-0123456789',
        STOREFRONT_REPLICAS: '3',
        CMS_EVENTS_DATABASE_URL: 'mysql://somewhere/kundu',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "  - S3_BUCKET: STOREFRONT_REPLICAS is 3, and uploads are kept on this process's own disk: set S3_BUCKET (and its S3_* settings) so that every storefront reads the same files, or run one storefront.",
    );
    expect(result.stderr).toContain(
      '  - CMS_EVENTS_DATABASE_URL: CMS_EVENTS_DATABASE_URL must be a postgres:// address.',
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
