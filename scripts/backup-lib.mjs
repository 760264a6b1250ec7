/**
 * What `npm run backup` and `npm run restore` share: the settings the CMS and the storefront read, the two
 * databases (through the CMS's own drivers), the uploaded files, and the backup's manifest.
 * See docs/decisions/0021-backups.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { chmod, copyFile, lstat, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseEnv } from 'node:util';
import { repositoryRoot, shellEnv } from './dev-env.mjs';

/** @typedef {import('better-sqlite3').Database} SqliteConnection */
/** @typedef {import('pg').Client} PostgresClient */

/** @typedef {'sqlite' | 'postgres'} DatabaseKind */
/** @typedef {{ kind: 'sqlite', file: string }} SqliteDatabase The SQLite file the CMS uses. */
/**
 * @typedef {{ kind: 'postgres', url: URL, ssl: boolean }} PostgresDatabase The PostgreSQL database the CMS uses, and
 *   whether it is reached over TLS.
 */
/** @typedef {SqliteDatabase | PostgresDatabase} DatabaseSettings */
/** @typedef {'learners' | 'media'} FileSet */
/** @typedef {Record<string, number>} RowCounts The number of rows in each table, by its name. */

/**
 * @typedef {object} Settings What the CMS and the storefront are configured with, as far as a backup goes.
 * @property {DatabaseSettings} database
 * @property {string | undefined} s3Bucket The bucket uploads are in, when they are not on local disk.
 * @property {Record<FileSet, string>} dirs The folder of each kind of uploaded file.
 * @property {string} deletionLog The deletion log's folder (ADR 0051).
 */

/** @typedef {{ sha256: string, path: string }} ChecksumEntry A file of the backup, under files/, and its SHA-256. */

/**
 * @typedef {object} FilesEntry What the manifest says of one kind of uploaded file.
 * @property {boolean} copied Whether the backup holds them (not when they are in an S3 bucket).
 * @property {string} [storage] Where they were: "local" or "s3".
 * @property {string} [bucket]
 * @property {string} [note]
 * @property {number} [count]
 * @property {number} [bytes]
 */

/**
 * @typedef {object} Manifest A backup's manifest.json, as `readManifest` checks it.
 * @property {string} format
 * @property {number} formatVersion
 * @property {string} createdAt
 * @property {string} [finishedAt]
 * @property {{ version?: string, strapi?: string, commit?: string }} [app]
 * @property {{ kind: DatabaseKind, file: string, sha256: string, bytes?: number, tables: RowCounts }} database
 * @property {Record<FileSet, FilesEntry>} files
 * @property {{ count: number }} [deletionLog] The deletion log's entries (backups made before ADR 0051 have none).
 */

export const cmsDir = join(repositoryRoot, 'cms');
export const storefrontDir = join(repositoryRoot, 'storefront');

/** The database drivers the CMS itself uses (its dependencies, not copies of them). */
const cmsRequire = createRequire(join(cmsDir, 'package.json'));

export const MANIFEST = 'manifest.json';
export const CHECKSUMS = 'files.sha256';
export const FORMAT = 'kundu-backup';
export const FORMAT_VERSION = 1;
/** @type {Record<DatabaseKind, string>} */
export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };
/** @type {FileSet[]} The two kinds of uploaded files, each in its own folder of the backup under files/. */
export const FILE_SETS = ['learners', 'media'];

/** An error the user can act on: printed as its message alone, without a stack trace. */
export class UserError extends Error {
  /**
   * @param {string} message
   * @param {number} [exitCode]
   */
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * The code of a thrown system or driver error (ENOENT, SQLITE_BUSY...), if it has one.
 * @param {unknown} error
 * @returns {string | undefined}
 */
export const codeOf = (error) =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

const FILE_ERRORS = new Set(['EACCES', 'EPERM', 'ENOSPC', 'EDQUOT', 'EROFS', 'ENOTDIR', 'EISDIR', 'EEXIST']);

/**
 * Runs a command-line entry point: expected errors become a message and an exit code, never a stack trace.
 * @param {() => Promise<void>} main
 */
export function runCli(main) {
  process.umask(0o077); // everything a backup or restore creates is the owner's alone: it holds personal data
  main().then(
    () => process.exit(0),
    (error) => {
      if (error instanceof UserError) {
        process.stderr.write(`\n${error.message}\n`);
        process.exit(error.exitCode);
      }
      // A folder that cannot be written, a full disk...: the system's message names the path and the problem.
      if (FILE_ERRORS.has(error?.code)) {
        process.stderr.write(`\n${error.message}${error.code === 'ENOSPC' ? ' (the disk is full)' : ''}\n`);
        process.exit(1);
      }
      process.stderr.write(`\nUnexpected error: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
      process.exit(1);
    },
  );
}

export function say(message = '') {
  process.stdout.write(`${message}\n`);
}

/** @param {string} file */
function readEnvFile(file) {
  if (!existsSync(file)) return {};
  try {
    return parseEnv(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UserError(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * The settings the CMS and the storefront read, with the same precedence: the shell's environment, then the
 * repository's `.env` (what `npm start` and `with-dev-env` pass on), then `cms/.env` (which Strapi itself loads).
 * Nothing is generated: a backup never writes secrets. An empty variable counts as unset, as in cms/src/env.ts.
 * @param {NodeJS.ProcessEnv} [environment]
 * @returns {Settings}
 */
export function readSettings(environment = shellEnv) {
  const merged = {
    ...readEnvFile(join(cmsDir, '.env')),
    ...readEnvFile(join(repositoryRoot, '.env')),
    ...environment,
  };
  const env = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined && value !== ''));
  let databaseUrl;
  if (env.DATABASE_URL) {
    try {
      databaseUrl = new URL(env.DATABASE_URL);
    } catch {
      throw new UserError('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database).');
    }
    if (!['postgres:', 'postgresql:'].includes(databaseUrl.protocol)) {
      throw new UserError(`DATABASE_URL must be a postgres:// URL (it starts with ${databaseUrl.protocol}//).`);
    }
  }
  return {
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl, ssl: ['true', '1'].includes(env.DATABASE_SSL ?? '') }
      : { kind: 'sqlite', file: resolve(cmsDir, env.DATABASE_FILENAME ?? '.tmp/data.db') },
    s3Bucket: env.S3_BUCKET,
    dirs: {
      learners: resolve(storefrontDir, env.STORAGE_DIR ?? '.data/storage'),
      media: resolve(cmsDir, env.CMS_PUBLIC_DIR ?? 'public', 'uploads'),
    },
    /** Where the CMS notes each deleted account (ADR 0051), as cms/src/env.ts reads DELETION_LOG_DIR. */
    deletionLog: resolve(cmsDir, env.DELETION_LOG_DIR ?? 'deletion-log'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The deletion log (ADR 0051)

/** The backup's folder for the deletion log's entries, under files/ with the uploads. */
export const DELETION_LOG = 'deletion-log';
const DELETION_ENTRY = /^[\dTZ-]+-[a-z0-9]+-[0-9a-f]{8}\.json$/;

/**
 * The entry files in a deletion log folder, and the account each names (a file that is not an entry is skipped).
 * @param {string} dir
 */
export async function deletionEntries(dir) {
  const { files } = await listFiles(dir);
  /** @type {Array<{ name: string, accountId: string }>} */
  const entries = [];
  for (const name of files.filter((file) => DELETION_ENTRY.test(file))) {
    try {
      const { accountId } = JSON.parse(await readFile(join(dir, name), 'utf8'));
      if (typeof accountId === 'string') entries.push({ name, accountId });
    } catch {
      // Not an entry the CMS wrote: it reads the folder itself, and says so.
    }
  }
  return entries;
}

/**
 * Which of these account ids have an account in the database (after a restore: deleted since the backup).
 * @param {DatabaseSettings} database
 * @param {string[]} accountIds
 * @returns {Promise<string[]>}
 */
export async function accountsPresent(database, accountIds) {
  if (accountIds.length === 0) return [];
  /** @type {string[]} */
  const found = [];
  for (let start = 0; start < accountIds.length; start += 500) {
    const batch = accountIds.slice(start, start + 500);
    const marks = batch.map((_, index) => (database.kind === 'sqlite' ? '?' : `$${index + 1}`)).join(', ');
    const statement = `SELECT document_id FROM up_users WHERE document_id IN (${marks})`;
    if (database.kind === 'sqlite') {
      const db = openSqlite(database.file, { readonly: true });
      try {
        /** @type {import('better-sqlite3').Statement<string[], { document_id: string }>} */
        const select = db.prepare(statement);
        found.push(...select.all(...batch).map((row) => row.document_id));
      } finally {
        db.close();
      }
    } else {
      const client = await connectPostgres(database);
      try {
        found.push(...(await client.query(statement, batch)).rows.map((row) => row.document_id));
      } finally {
        await client.end().catch(() => {});
      }
    }
  }
  return found;
}

/**
 * How a database is named in messages: never with its password.
 * @param {DatabaseSettings} database
 */
export function describeDatabase(database) {
  if (database.kind === 'sqlite') return `SQLite database ${database.file}`;
  const { hostname, port, pathname } = database.url;
  return `PostgreSQL database ${decodeURIComponent(pathname.slice(1))} on ${hostname}:${port || 5432}`;
}

/** @param {FileSet} set */
export const describeFileSet = (set) =>
  set === 'learners' ? "learners' photos and documents" : "editors' media (the CMS's media library)";

// ---------------------------------------------------------------------------------------------------------------
// SQLite

/**
 * @param {string} file
 * @param {import('better-sqlite3').Options} [options]
 * @returns {SqliteConnection}
 */
function openSqlite(file, options = {}) {
  /** @type {typeof import('better-sqlite3')} */
  const Database = cmsRequire('better-sqlite3');
  try {
    const db = new Database(file, { fileMustExist: true, timeout: 15_000, ...options });
    db.prepare('SELECT count(*) FROM sqlite_master').get(); // fails here when the file is not a database
    return db;
  } catch (error) {
    if (codeOf(error) === 'SQLITE_NOTADB') throw new UserError(`${file} is not a SQLite database.`);
    if (codeOf(error) === 'SQLITE_CORRUPT') throw new UserError(`${file} is a corrupt SQLite database.`);
    throw error;
  }
}

/**
 * Row counts of every table, by name, in a stable order.
 * @param {SqliteConnection} db
 * @returns {RowCounts}
 */
function sqliteRowCounts(db) {
  /** @type {import('better-sqlite3').Statement<[], { name: string }>} */
  const listTables = db.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  return Object.fromEntries(listTables.all().map(({ name }) => [name, sqliteRowCount(db, name)]));
}

/**
 * The number of rows in one table.
 * @param {SqliteConnection} db
 * @param {string} table
 * @returns {number}
 */
function sqliteRowCount(db, table) {
  /** @type {import('better-sqlite3').Statement<[], { n: number }>} */
  const countRows = db.prepare(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`);
  const row = countRows.get();
  // count(*) always answers one row.
  if (!row) throw new Error(`SQLite answered no count of the rows in ${table}.`);
  return row.n;
}

/**
 * @param {SqliteConnection} db
 * @param {string} file
 */
function checkSqliteIntegrity(db, file) {
  const result = db.pragma('integrity_check', { simple: true });
  if (result !== 'ok') throw new UserError(`${file} failed SQLite's integrity check: ${result}`);
}

/**
 * A consistent copy of a SQLite database that may be in use: `VACUUM INTO` reads one snapshot (a read transaction,
 * which does not stop the CMS writing in WAL mode) and writes a compact copy. Never a copy of the file itself, which
 * would miss what is still in the write-ahead log or catch a write half done.
 * @param {string} file
 * @param {string} target
 */
export function backupSqlite(file, target) {
  if (!existsSync(file)) {
    throw new UserError(
      `There is no database at ${file}, so there is nothing to back up.\n` +
        'Start the platform once (npm start), or set DATABASE_FILENAME (or DATABASE_URL) to the database the CMS uses.',
    );
  }
  const source = openSqlite(file, { readonly: true });
  try {
    source.prepare('VACUUM INTO ?').run(target);
  } catch (error) {
    if (codeOf(error) === 'SQLITE_BUSY') {
      throw new UserError(`${file} stayed locked for 15 s (a long write in progress?). Try again in a moment.`);
    }
    throw error;
  } finally {
    source.close();
  }
  return inspectSqlite(target);
}

/**
 * Checks a SQLite file and counts its rows.
 * @param {string} file
 */
export function inspectSqlite(file) {
  const db = openSqlite(file, { readonly: true });
  try {
    checkSqliteIntegrity(db, file);
    return sqliteRowCounts(db);
  } finally {
    db.close();
  }
}

/**
 * What a restore would overwrite: the tables in the SQLite file at `file` (none when there is no file).
 * @param {string} file
 * @returns {{ tables: number, rows: number, notADatabase?: boolean }}
 */
export function sqliteContents(file) {
  if (!existsSync(file)) return { tables: 0, rows: 0 };
  /** @type {typeof import('better-sqlite3')} */
  const Database = cmsRequire('better-sqlite3');
  /** @type {SqliteConnection | undefined} */
  let db;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: 15_000 });
    const counts = sqliteRowCounts(db);
    return { tables: Object.keys(counts).length, rows: sum(Object.values(counts)) };
  } catch (error) {
    if (codeOf(error) === 'SQLITE_NOTADB' || codeOf(error) === 'SQLITE_CORRUPT') {
      return { tables: 0, rows: 0, notADatabase: true };
    }
    throw error;
  } finally {
    db?.close();
  }
}

/**
 * Processes that have the SQLite file (or its journal) open, such as a running CMS: on Linux from /proc, elsewhere
 * from lsof when it is installed. Returns null when neither can tell.
 * @param {string} file
 * @returns {Array<{ pid: number, command: string }> | null}
 */
export function processesUsing(file) {
  const names = new Set([file, `${file}-wal`, `${file}-shm`, `${file}-journal`]);
  if (existsSync('/proc/self/fd')) {
    /** @type {Array<{ pid: number, command: string }>} */
    const found = [];
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
      let descriptors;
      try {
        descriptors = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue; // gone, or another user's process
      }
      for (const fd of descriptors) {
        let target;
        try {
          target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          continue;
        }
        if (names.has(target)) {
          found.push({ pid: Number(pid), command: commandOf(pid) });
          break;
        }
      }
    }
    return found;
  }
  const lsof = spawnSync('lsof', ['-t', '--', ...[...names].filter((name) => existsSync(name))], {
    encoding: 'utf8',
  });
  if (lsof.error) return null;
  return lsof.stdout
    .split('\n')
    .filter(Boolean)
    .map((pid) => ({ pid: Number(pid), command: '' }));
}

/** @param {string} pid */
function commandOf(pid) {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return words.replace(/\s+/g, ' ').slice(0, 120);
  } catch {
    return '';
  }
}

/**
 * Puts a backed-up SQLite file in place: copied next to the target, checked, then renamed over it.
 * @param {string} backupFile
 * @param {string} file
 */
export async function restoreSqlite(backupFile, file) {
  await mkdir(dirname(file), { recursive: true });
  const incoming = `${file}.restoring`;
  await copyFile(backupFile, incoming);
  await chmod(incoming, 0o600);
  try {
    inspectSqlite(incoming);
  } catch (error) {
    await rm(incoming, { force: true });
    throw error;
  }
  // The old database's journal would be replayed into the restored one: it goes with the old file.
  for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${file}${suffix}`, { force: true });
  await rename(incoming, file);
  return inspectSqlite(file);
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * How pg_dump and pg_restore reach the database: the URL without its password (which goes in PGPASSWORD, so it
 * is never on a command line that other users can list), and TLS as the CMS uses it when DATABASE_SSL is set.
 * @param {PostgresDatabase} database
 */
function postgresClientEnv(database) {
  const url = new URL(database.url);
  const password = decodeURIComponent(url.password);
  url.password = '';
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...shellEnv };
  if (password) env.PGPASSWORD = password;
  if (database.ssl && !env.PGSSLMODE && !url.searchParams.has('sslmode')) env.PGSSLMODE = 'verify-full';
  return { connection: url.toString(), env };
}

/**
 * @param {PostgresDatabase} database
 * @returns {Promise<PostgresClient>}
 */
async function connectPostgres(database) {
  /** @type {typeof import('pg')} */
  const pg = cmsRequire('pg');
  const client = new pg.Client({
    connectionString: database.url.toString(),
    ssl: database.ssl ? { rejectUnauthorized: true } : undefined,
    connectionTimeoutMillis: 15_000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new UserError(
      `Cannot connect to the ${describeDatabase(database)}: ${error instanceof Error ? error.message : error}`,
    );
  }
  return client;
}

/**
 * Row counts of every table outside PostgreSQL's own schemas (tables in public by name, others as schema.name).
 * @param {PostgresClient} client
 * @returns {Promise<RowCounts>}
 */
async function postgresRowCounts(client) {
  const { rows: tables } = await client.query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
       AND table_schema NOT LIKE 'pg\\_%'
     ORDER BY table_schema, table_name`,
  );
  /** @type {RowCounts} */
  const counts = {};
  for (const { schema, name } of tables) {
    const quoted = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    const { rows } = await client.query(`SELECT count(*)::bigint AS n FROM ${quoted}`);
    counts[schema === 'public' ? name : `${schema}.${name}`] = Number(rows[0].n);
  }
  return counts;
}

/**
 * Fails with a clear message when a PostgreSQL client program is not installed; answers its version.
 * @param {string} program
 */
export function requireProgram(program) {
  const result = spawnSync(program, ['--version'], { encoding: 'utf8' });
  if (result.error) {
    throw new UserError(
      `${program} was not found. Install PostgreSQL's client programs (Debian and Ubuntu: apt-get install ` +
        'postgresql-client; the same major version as the server or newer) or put them on PATH, then try again.',
    );
  }
  return result.stdout.trim();
}

/**
 * Runs a program to completion; answers what it wrote to stderr.
 * @param {string} program
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<string>}
 */
function runProgram(program, args, env) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolveRun(errors);
      else reject(new UserError(`${program} failed (${signal ?? `exit code ${code}`}):\n${errors.trim()}`));
    });
  });
}

/**
 * `pg_dump --format=custom` of the database, with row counts from the very snapshot pg_dump reads: a transaction
 * exports its snapshot, counts in it, and stays open while pg_dump uses it, so the manifest matches the dump even
 * while the CMS writes.
 * @param {PostgresDatabase} database
 * @param {string} target
 * @returns {Promise<{ tables: RowCounts, serverVersion: string, pgDumpVersion: string }>}
 */
export async function backupPostgres(database, target) {
  const pgDumpVersion = requireProgram('pg_dump');
  const client = await connectPostgres(database);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query('SELECT pg_export_snapshot() AS snapshot, current_setting($1) AS version', [
      'server_version',
    ]);
    const { snapshot, version } = rows[0];
    const tables = await postgresRowCounts(client);
    const { connection, env } = postgresClientEnv(database);
    await runProgram(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--file=${target}`, `--dbname=${connection}`],
      env,
    );
    await client.query('COMMIT');
    return { tables, serverVersion: version, pgDumpVersion };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * What a restore would overwrite, and who else is connected to the database.
 * @param {PostgresDatabase} database
 * @returns {Promise<{ tables: number, rows: number, otherConnections: number }>}
 */
export async function postgresContents(database) {
  const client = await connectPostgres(database);
  try {
    const counts = await postgresRowCounts(client);
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return { tables: Object.keys(counts).length, rows: sum(Object.values(counts)), otherConnections: rows[0].n };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * `pg_restore --clean --if-exists --no-owner` in one transaction: the database ends up restored, or unchanged.
 * @param {PostgresDatabase} database
 * @param {string} dumpFile
 */
export async function restorePostgres(database, dumpFile) {
  requireProgram('pg_restore');
  const { connection, env } = postgresClientEnv(database);
  await runProgram(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${connection}`,
      dumpFile,
    ],
    env,
  );
  const client = await connectPostgres(database);
  try {
    return await postgresRowCounts(client);
  } finally {
    await client.end().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Files

/**
 * `1 table`, `2 tables`.
 * @param {number} n
 * @param {string} noun
 */
export const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** @param {number[]} values */
export const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * @param {string} file
 * @returns {Promise<string>}
 */
export function sha256File(file) {
  return new Promise((resolveHash, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolveHash(hash.digest('hex')));
  });
}

/**
 * Every regular file under `dir`, as paths relative to it with `/` separators. Skipped: uploads still being
 * written (`*.partial`, renamed into place when complete), anything that is not a file or a folder, and the
 * repository's `.gitkeep`.
 * @param {string} dir
 */
export async function listFiles(dir) {
  /** @type {string[]} */
  const files = [];
  /** @type {string[]} */
  const skipped = [];
  /** @param {string} folder */
  const visit = async (folder) => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (codeOf(error) === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.name === '.gitkeep') continue; // the repository's placeholder for an empty folder
      if (entry.isDirectory()) await visit(path);
      else if (entry.isFile() && !entry.name.endsWith('.partial')) files.push(relative(dir, path).split(sep).join('/'));
      else skipped.push(relative(dir, path));
    }
  };
  await visit(dir);
  return { files, skipped };
}

/**
 * Copies one file to a new place, owner-only, through a temporary name; returns its size and SHA-256.
 * @param {string} from
 * @param {string} to
 */
export async function copyVerified(from, to) {
  await mkdir(dirname(to), { recursive: true, mode: 0o700 });
  const partial = `${to}.copying`;
  await copyFile(from, partial);
  await chmod(partial, 0o600);
  await rename(partial, to);
  const { size } = await lstat(to);
  return { bytes: size, sha256: await sha256File(to) };
}

/**
 * A `sha256sum`-compatible list (`<hash>  <set>/<path>`), checkable with `sha256sum -c` inside files/.
 * @param {ChecksumEntry[]} entries
 */
export function formatChecksums(entries) {
  return entries.map(({ sha256, path }) => `${sha256}  ${path}\n`).join('');
}

/**
 * Reads the list `formatChecksums` wrote (from `file`, which messages name).
 * @param {string} text
 * @param {string} file
 * @returns {ChecksumEntry[]}
 */
export function parseChecksums(text, file) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line, index) => {
      const [, sha256, path] = /^([0-9a-f]{64}) {2}((?:learners|media|deletion-log)\/.+)$/.exec(line) ?? [];
      if (!sha256 || !path || path.split('/').some((part) => part === '..' || part === '.' || part === '')) {
        throw new UserError(
          `${file} is corrupt: line ${index + 1} is not "<sha256>  <learners|media|deletion-log>/<path>".`,
        );
      }
      return { sha256, path };
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Manifest

/** The application's version, as a backup records it: the CMS's package version, Strapi's, and the commit. */
export function appVersion() {
  const cmsPackage = JSON.parse(readFileSync(join(cmsDir, 'package.json'), 'utf8'));
  let strapi;
  try {
    strapi = JSON.parse(readFileSync(cmsRequire.resolve('@strapi/strapi/package.json'), 'utf8')).version;
  } catch {
    strapi = undefined;
  }
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repositoryRoot, encoding: 'utf8' });
  const commit = git.status === 0 ? git.stdout.trim() : undefined;
  return { version: cmsPackage.version, strapi, commit };
}

/**
 * @param {unknown} value
 * @returns {value is number}
 */
const isCount = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * @param {unknown} value
 * @returns {value is DatabaseKind}
 */
const isDatabaseKind = (value) => value === 'sqlite' || value === 'postgres';

/**
 * Reads and checks a backup's manifest; every problem is a message naming what is wrong.
 * @param {string} backupDir
 * @returns {Manifest}
 */
export function readManifest(backupDir) {
  const file = join(backupDir, MANIFEST);
  if (!existsSync(file)) {
    throw new UserError(
      `${backupDir} is not a Kundu backup: it has no ${MANIFEST}. ` +
        '(An interrupted backup is left as a folder ending in .partial and cannot be restored.)',
    );
  }
  /** @type {unknown} */
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UserError(`${file} is corrupt (not valid JSON: ${error instanceof Error ? error.message : error}).`);
  }
  const problem = (/** @type {string} */ what) => new UserError(`${file} is corrupt: ${what}.`);
  if (!isObject(manifest) || manifest.format !== FORMAT) throw problem(`"format" is not "${FORMAT}"`);
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new UserError(
      `${file} is a version ${manifest.formatVersion} backup; this restore reads version ${FORMAT_VERSION}. ` +
        'Restore it with the version of the platform that made it.',
    );
  }
  const { database, files } = manifest;
  if (!isObject(database) || !isDatabaseKind(database.kind)) {
    throw problem('"database.kind" is neither "sqlite" nor "postgres"');
  }
  if (database.file !== DATABASE_FILES[database.kind])
    throw problem(`"database.file" is not ${DATABASE_FILES[database.kind]}`);
  if (typeof database.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(database.sha256)) {
    throw problem('"database.sha256" is not a SHA-256');
  }
  if (!isObject(database.tables) || !Object.values(database.tables).every(isCount)) {
    throw problem('"database.tables" is not a table of row counts');
  }
  if (!isObject(files)) throw problem('"files" is missing');
  for (const set of FILE_SETS) {
    const entry = files[set];
    if (!isObject(entry) || typeof entry.copied !== 'boolean') throw problem(`"files.${set}" is missing`);
    if (entry.copied && !(isCount(entry.count) && isCount(entry.bytes))) {
      throw problem(`"files.${set}" has no file count and size`);
    }
  }
  // Cast: every part of the manifest that a restore relies on was checked above.
  return /** @type {Manifest} */ (manifest);
}

/** @param {number} bytes */
export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  do {
    value /= 1024;
    unit += 1;
  } while (value >= 1024 && unit < units.length - 1);
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
