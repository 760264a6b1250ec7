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
});
