#!/usr/bin/env node
/**
 * `npm run restore -- <backup folder> [--force]`: puts a backup made by `npm run backup` back, into the database
 * and upload folders the CMS and the storefront are configured with (the same settings they read).
 *
 * Everything is checked before anything is changed: the manifest, every file's checksum, that the backup's
 * database kind is the configured one, that no CMS has the SQLite file open, and that the database and the
 * upload folders are empty (`--force` overwrites them). Then the database is restored (SQLite: the file is
 * replaced; PostgreSQL: `pg_restore --clean --if-exists --no-owner` in one transaction), the files are copied
 * back, and the row counts and files are compared with the manifest. The backup's deletion log joins the configured
 * one, and the accounts deleted since the backup was taken are counted: the CMS deletes them again when it starts
 * (ADR 0051). See docs/decisions/0021-backups.md.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  accountsPresent,
  CHECKSUMS,
  copyVerified,
  count,
  DELETION_LOG,
  deletionEntries,
  describeDatabase,
  describeFileSet,
  FILE_SETS,
  formatBytes,
  listFiles,
  parseChecksums,
  postgresContents,
  processesUsing,
  readManifest,
  readSettings,
  requireProgram,
  restorePostgres,
  restoreSqlite,
  runCli,
  say,
  sha256File,
  sqliteContents,
  sum,
  UserError,
} from './backup-lib.mjs';
import { invocationDir } from './dev-env.mjs';

/** @typedef {import('./backup-lib.mjs').Settings} Settings */
/** @typedef {import('./backup-lib.mjs').FileSet} FileSet */
/** @typedef {import('./backup-lib.mjs').Manifest} Manifest */
/** @typedef {import('./backup-lib.mjs').ChecksumEntry} ChecksumEntry */

const USAGE = `Usage: npm run restore -- <backup folder> [--force]

Restores a backup made by npm run backup into the configured database and upload folders.
--force overwrites a database or upload folder that is not empty. See README, "Backups".`;

/** @returns {{ help: true } | { help?: undefined, backup: string, force: boolean }} */
function parseArguments() {
  let parsed;
  try {
    parsed = parseArgs({
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UserError(`${error instanceof Error ? error.message : error}\n\n${USAGE}`, 2);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  const [backup] = positionals;
  if (positionals.length !== 1 || backup === undefined) {
    throw new UserError(
      `${positionals.length === 0 ? 'Which backup? Name its folder.' : 'Name one backup folder.'}\n\n${USAGE}`,
      2,
    );
  }
  return { backup, force: values.force === true };
}

/**
 * Checks the backup itself: its manifest, and that every file in it is the one the backup wrote.
 * @param {string} backupDir
 */
async function checkBackup(backupDir) {
  if (!existsSync(backupDir)) throw new UserError(`There is no backup at ${backupDir}.`);
  if (!statSync(backupDir).isDirectory()) {
    const hint = /\.(tar\.gz|tgz)$/.test(backupDir)
      ? ` Extract it first (tar -xzf ${backupDir}) and name the folder.`
      : '';
    throw new UserError(`${backupDir} is not a backup folder.${hint}`);
  }
  const manifest = readManifest(backupDir);
  const databaseFile = join(backupDir, manifest.database.file);
  if (!existsSync(databaseFile)) {
    throw new UserError(`The backup is incomplete: ${manifest.database.file} is missing from ${backupDir}.`);
  }
  if ((await sha256File(databaseFile)) !== manifest.database.sha256) {
    throw new UserError(`The backup is damaged: ${databaseFile} is not the file the backup wrote (checksum differs).`);
  }
  const checksumsFile = join(backupDir, CHECKSUMS);
  if (!existsSync(checksumsFile)) throw new UserError(`The backup is incomplete: ${CHECKSUMS} is missing.`);
  const entries = parseChecksums(await readFile(checksumsFile, 'utf8'), checksumsFile);
  for (const set of FILE_SETS) {
    const expected = manifest.files[set];
    const listed = entries.filter((entry) => entry.path.startsWith(`${set}/`));
    if (!expected.copied ? listed.length > 0 : listed.length !== expected.count) {
      throw new UserError(
        `The backup is damaged: ${CHECKSUMS} lists ${listed.length} ${set} files, the manifest ${expected.count ?? 0}.`,
      );
    }
  }
  // The deletion log's entries (ADR 0051), as many as the manifest counts (backups made before it count none).
  const notes = entries.filter((entry) => entry.path.startsWith(`${DELETION_LOG}/`)).length;
  if (notes !== (manifest.deletionLog?.count ?? 0)) {
    throw new UserError(
      `The backup is damaged: ${CHECKSUMS} lists ${notes} deletion-log entries, the manifest ${manifest.deletionLog?.count ?? 0}.`,
    );
  }
  for (const entry of entries) {
    const file = join(backupDir, 'files', entry.path);
    if (!existsSync(file)) throw new UserError(`The backup is incomplete: files/${entry.path} is missing.`);
    if ((await sha256File(file)) !== entry.sha256) {
      throw new UserError(`The backup is damaged: files/${entry.path} is not the file the backup wrote.`);
    }
  }
  return { manifest, databaseFile, entries };
}

/**
 * Refuses, before anything is changed, to restore over data unless --force, or under a running CMS.
 * @param {Settings} settings
 * @param {Manifest} manifest
 * @param {boolean} force
 */
async function checkTargets(settings, manifest, force) {
  const { database } = settings;
  if (manifest.database.kind !== database.kind) {
    const configured =
      database.kind === 'postgres'
        ? 'the CMS is configured for PostgreSQL (DATABASE_URL is set)'
        : 'the CMS is configured for SQLite (DATABASE_URL is not set)';
    throw new UserError(
      `This backup holds a ${manifest.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, but ${configured}.\n` +
        'A restore goes into the same kind of database it was taken from: set DATABASE_URL accordingly and run it again.',
    );
  }
  if (database.kind === 'sqlite') {
    const users = processesUsing(database.file);
    if (users === null) {
      say(`Could not check whether a CMS is using ${database.file} (no /proc, no lsof): make sure it is stopped.`);
    } else if (users.length > 0) {
      const list = users.map(({ pid, command }) => `  process ${pid}${command ? `: ${command}` : ''}`).join('\n');
      throw new UserError(
        `The CMS appears to be running on ${database.file}:\n${list}\n` +
          'Stop it first (Ctrl-C where npm start runs), then restore. A database cannot be replaced under a running CMS.',
      );
    }
    const contents = sqliteContents(database.file);
    if (!force && (contents.tables > 0 || contents.notADatabase)) {
      throw new UserError(
        contents.notADatabase
          ? `${database.file} exists and is not a SQLite database. Move it away, or run again with --force to replace it.`
          : `The ${describeDatabase(database)} is not empty (${count(contents.tables, 'table')}, ${count(contents.rows, 'row')}).\n` +
              'Restoring replaces everything in it. Run again with --force to overwrite it (back it up first if in doubt).',
      );
    }
  } else {
    requireProgram('pg_restore');
    const contents = await postgresContents(database);
    if (!force && contents.otherConnections > 0) {
      throw new UserError(
        `${contents.otherConnections} other connections are open to the ${describeDatabase(database)}: is the CMS ` +
          'running on it? Stop it first, then restore (or run again with --force to restore anyway).',
      );
    }
    if (!force && contents.tables > 0) {
      throw new UserError(
        `The ${describeDatabase(database)} is not empty (${count(contents.tables, 'table')}, ${count(contents.rows, 'row')}).\n` +
          'Restoring replaces the tables the backup holds. Run again with --force to overwrite it (back it up first if in doubt).',
      );
    }
  }
  for (const set of FILE_SETS) {
    if (!manifest.files[set].copied) continue;
    const dir = settings.dirs[set];
    const present = (await listFiles(dir)).files;
    if (!force && present.length > 0) {
      throw new UserError(
        `${dir} (${describeFileSet(set)}) is not empty: it holds ${count(present.length, 'file')}.\n` +
          'Run again with --force to restore into it (files with the same name are replaced, others are left).',
      );
    }
  }
}

async function main() {
  const options = parseArguments();
  if (options.help) {
    say(USAGE);
    return;
  }
  // npm runs scripts from the repository's root; a relative path is where the user typed it (INIT_CWD).
  const backupDir = resolve(invocationDir(), options.backup);
  const settings = readSettings();

  say(`Checking the backup ${backupDir}...`);
  const { manifest, databaseFile, entries } = await checkBackup(backupDir);
  say(`  made ${manifest.createdAt} by version ${manifest.app?.version ?? '?'}; every checksum matches.`);
  await checkTargets(settings, manifest, options.force);

  const { database } = settings;
  say(`Restoring the ${describeDatabase(database)}...`);
  const counts =
    database.kind === 'sqlite'
      ? await restoreSqlite(databaseFile, database.file)
      : await restorePostgres(database, databaseFile);

  /** @type {Partial<Record<FileSet, { count: number, bytes: number, dir: string }>>} */
  const restoredFiles = {};
  for (const set of FILE_SETS) {
    const entry = manifest.files[set];
    if (!entry.copied) {
      say(`Not restoring ${describeFileSet(set)}: the backup did not copy them (${entry.storage ?? 'elsewhere'}).`);
      continue;
    }
    const dir = settings.dirs[set];
    say(`Restoring ${describeFileSet(set)} to ${dir}...`);
    let copiedFiles = 0;
    let bytes = 0;
    for (const { sha256, path } of entries.filter((item) => item.path.startsWith(`${set}/`))) {
      const relativePath = path.slice(set.length + 1);
      const copied = await copyVerified(join(backupDir, 'files', path), join(dir, relativePath));
      if (copied.sha256 !== sha256)
        throw new UserError(`${join(dir, relativePath)} differs from the backup after copying.`);
      copiedFiles += 1;
      bytes += copied.bytes;
    }
    restoredFiles[set] = { count: copiedFiles, bytes, dir };
  }
  const deletions = await applyDeletionLog(settings, backupDir, entries);
  if (settings.s3Bucket && FILE_SETS.some((set) => manifest.files[set].copied)) {
    say(
      `S3_BUCKET is set, so the platform reads uploads from the bucket ${settings.s3Bucket}, not from the folders\n` +
        'just restored: copy them into the bucket (learners/ to its root, media/ under media/) if it lacks them.',
    );
  }

  // The restored database and files against the manifest.
  const problems = [];
  for (const [table, expected] of Object.entries(manifest.database.tables)) {
    if (!(table in counts)) problems.push(`table ${table} is missing`);
    else if (counts[table] !== expected)
      problems.push(`table ${table} has ${counts[table]} rows, the backup ${expected}`);
  }
  for (const set of FILE_SETS) {
    const restored = restoredFiles[set];
    if (!restored) continue;
    const expected = manifest.files[set];
    if (restored.count !== expected.count || restored.bytes !== expected.bytes) {
      problems.push(
        `${set}: ${restored.count} files (${restored.bytes} bytes), the backup ${expected.count} (${expected.bytes})`,
      );
    }
  }
  const extraTables = Object.keys(counts).filter((table) => !(table in manifest.database.tables));
  if (problems.length > 0) {
    throw new UserError(`The restore does not match the backup:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }

  const tables = Object.keys(manifest.database.tables).length;
  say('');
  say(`Restored ${backupDir}`);
  const rows = sum(Object.values(manifest.database.tables));
  say(`  database   ${describeDatabase(database)}: ${count(tables, 'table')}, ${count(rows, 'row')}, as in the backup`);
  for (const set of FILE_SETS) {
    const restored = restoredFiles[set];
    say(
      restored
        ? `  ${set.padEnd(10)} ${count(restored.count, 'file')}, ${formatBytes(restored.bytes)}, identical to the backup (${restored.dir})`
        : `  ${set.padEnd(10)} not in the backup (${manifest.files[set].storage ?? 'elsewhere'})`,
    );
  }
  if (extraTables.length > 0) {
    say(`  Left in place: ${count(extraTables.length, 'table')} the backup does not hold (${extraTables.join(', ')}).`);
  }
  say(
    deletions.present.length > 0
      ? `  deleted    ${count(deletions.present.length, 'account')} in this backup ${deletions.present.length === 1 ? 'was' : 'were'} deleted after it was taken: the CMS\n` +
          '             deletes them again when it starts, with their files (the deletion log, ADR 0051).'
      : `  deleted    no account deleted since this backup was taken is in it (the deletion log names ${count(deletions.noted, 'account')}).`,
  );
  say('');
  say('Start the platform with the same secrets (.env) it had when the backup was made.');
}

/**
 * The deletion log (ADR 0051): the backup's entries join the configured folder's (a platform rebuilt from backups
 * has no other), and the accounts they name that the restored database holds are counted: deleted after the backup
 * was taken, they are deleted again by the CMS at its next start.
 * @param {Settings} settings
 * @param {string} backupDir
 * @param {ChecksumEntry[]} entries
 */
async function applyDeletionLog(settings, backupDir, entries) {
  for (const { sha256, path } of entries.filter((item) => item.path.startsWith(`${DELETION_LOG}/`))) {
    const target = join(settings.deletionLog, path.slice(DELETION_LOG.length + 1));
    if (existsSync(target)) continue;
    const copied = await copyVerified(join(backupDir, 'files', path), target);
    if (copied.sha256 !== sha256) throw new UserError(`${target} differs from the backup after copying.`);
  }
  const noted = await deletionEntries(settings.deletionLog);
  const present = await accountsPresent(
    settings.database,
    noted.map((entry) => entry.accountId),
  );
  return { noted: noted.length, present };
}

runCli(main);
