/**
 * `npm run start:cluster` without what it needs says so in words and starts nothing (the cluster itself runs in
 * tests/postgres/cluster.test.ts, on PostgreSQL).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

it('asks for DATABASE_URL, and says why SQLite will not do', () => {
  const result = spawnSync(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '' },
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    'npm run start:cluster needs DATABASE_URL: a PostgreSQL database every process shares',
  );
  expect(result.stderr).toContain('SQLite is one process’s file: for one process of each on SQLite, run `npm start`.');
  expect(result.stdout).not.toContain('starting');
});

it('refuses a replica count that is not a whole number', () => {
  const result = spawnSync(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'postgres://127.0.0.1:1/none', CMS_REPLICAS: 'two' },
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('CMS_REPLICAS must be a whole number of at least 1 (it is "two").');
});
