/**
 * The seeded template every test CMS starts from (ADR 0033): migrated once, bootstrapped, loaded with the seed data
 * by the seed loader and given its first administrator, then stopped and kept. It is keyed by a hash of what shapes
 * its rows (the CMS's source, configuration and contract, the seed loader and its data, the lockfile, this file),
 * so it is made again exactly when one of those changed. On SQLite it is a file, copied for each CMS; on
 * PostgreSQL a database, from which each CMS's database is created (`CREATE DATABASE … TEMPLATE`).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { registerFirstAdmin, startTestStrapi } from '@kundu/cms/testing';
import { createStrapiClient, loadSeed, readSeedData } from '@kundu/seed';
import { withLock } from '../../scripts/builds.mjs';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = join(repositoryRoot, 'node_modules', '.cache', 'kundu-test-platform');

/** The template's first administrator (a super admin), as registered on the admin panel's first-admin form. */
export const TEMPLATE_ADMIN = { email: 'editor@kundu.example', password: 'Correct-Horse-9-Battery' };

export type Engine = 'sqlite' | 'postgres';
export type Template =
  | { engine: 'sqlite'; hash: string; file: string }
  | { engine: 'postgres'; hash: string; database: string; serverUrl: string };

/** Everything whose change can change the template's rows. */
const INPUTS = [
  'cms/src',
  'cms/config',
  'cms/contract',
  'cms/package.json',
  'seed/src',
  'seed/data',
  'package-lock.json',
];

function templateHash(engine: Engine): string {
  const hash = createHash('sha256').update(engine).update('\0');
  const visit = (path: string) => {
    // Tests beside the code do not shape the template's rows.
    if (/\.test\.[cm]?[jt]sx?$/.test(path) || !existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(relative(repositoryRoot, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const input of INPUTS) visit(join(repositoryRoot, input));
  visit(fileURLToPath(import.meta.url));
  return hash.digest('hex').slice(0, 16);
}

const secret = () => randomBytes(24).toString('base64url');

/** Starts a CMS on `database`, loads the seed into it, registers the first administrator, and stops it. */
async function fill(database: { sqliteFile: string } | { postgresUrl: string }, log: (line: string) => void) {
  const cms = await startTestStrapi(
    { APP_KEYS: `${secret()},${secret()}` },
    { database, purpose: 'the seeded template' },
  );
  try {
    const data = await readSeedData(join(repositoryRoot, 'seed', 'data'));
    const started = Date.now();
    await loadSeed(createStrapiClient({ baseUrl: cms.url, token: cms.seedToken }), data);
    log(`seed loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await registerFirstAdmin(cms.url, TEMPLATE_ADMIN);
  } finally {
    await cms.stop();
  }
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The template for `engine`, made now if there is none of the current sources. One process at a time makes it:
 * another test run waiting for the same template finds it made.
 */
export async function ensureTemplate(engine: Engine, log: (line: string) => void): Promise<Template> {
  const hash = templateHash(engine);
  return withLock(`template-${engine}`, () => findOrMakeTemplate(engine, hash, log));
}

async function findOrMakeTemplate(engine: Engine, hash: string, log: (line: string) => void): Promise<Template> {
  mkdirSync(cacheDir, { recursive: true });
  if (engine === 'sqlite') {
    const file = join(cacheDir, `template-${hash}.db`);
    if (existsSync(file)) return { engine, hash, file };
    for (const old of readdirSync(cacheDir).filter((name) => /^template-\w+\.db$/.test(name))) {
      rmSync(join(cacheDir, old), { force: true });
    }
    const work = join(tmpdir(), `kundu-template-${randomBytes(4).toString('hex')}`);
    mkdirSync(work, { recursive: true });
    try {
      await fill({ sqliteFile: join(work, 'cms.db') }, log);
      // One compact file, whatever journal the CMS left: what each test CMS gets a copy of.
      const db = new Database(join(work, 'cms.db'));
      db.prepare('VACUUM INTO ?').run(join(work, 'template.db'));
      db.close();
      renameSync(join(work, 'template.db'), file);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    return { engine, hash, file };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server (a user allowed to create databases).');
  const database = `kundu_template_${hash}`;
  const existing = await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'kundu\\_template\\_%'",
    );
    return rows.map((row) => row.datname);
  });
  if (existing.includes(database)) return { engine, hash, database, serverUrl };
  // A template of other sources is dropped; one still in use elsewhere is left to its own run.
  for (const old of existing) {
    await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${old}`)).catch(() => undefined);
  }
  const building = `kundu_template_${hash}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${building}`));
  try {
    await fill({ postgresUrl: databaseUrl(serverUrl, building) }, log);
    await onServer(serverUrl, (client) => client.query(`ALTER DATABASE ${building} RENAME TO ${database}`));
  } catch (error) {
    await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
    throw error;
  }
  return { engine, hash, database, serverUrl };
}

/** A database of the template's contents for one CMS: a copied file, or a database created from the template. */
export type Copy = {
  env: Record<string, string>;
  location: { sqliteFile: string } | { postgresUrl: string };
  drop(): Promise<void>;
};

/**
 * Copies the template into `target` (a SQLite file, or the name of a new PostgreSQL database), or into a new
 * temporary one.
 */
export async function copyTemplate(
  template: Template,
  target: { sqliteFile?: string; postgresDatabase?: string } = {},
): Promise<Copy> {
  const name = target.postgresDatabase ?? `kundu_test_${randomBytes(6).toString('hex')}`;
  if (template.engine === 'sqlite') {
    const dir = target.sqliteFile ? undefined : mkdtempSync(join(tmpdir(), 'kundu-cms-'));
    const file = target.sqliteFile ?? join(dir!, 'cms.db');
    copyFileSync(template.file, file);
    return {
      env: { DATABASE_FILENAME: file },
      location: { sqliteFile: file },
      drop: async () => {
        if (dir) rmSync(dir, { recursive: true, force: true });
        else for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const { serverUrl } = template;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template.database}`));
  const url = databaseUrl(serverUrl, name);
  return {
    env: { DATABASE_URL: url },
    location: { postgresUrl: url },
    drop: async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
