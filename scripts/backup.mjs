#!/usr/bin/env node
/**
 * `npm run backup [-- --out <dir>]`: one timestamped backup folder, `<dir>/kundu-backup-<UTC time>/` (default
 * `backups/` at the repository's root), holding
 *   - the database: on SQLite a consistent copy made while the CMS may be running (VACUUM INTO), on PostgreSQL
 *     `pg_dump --format=custom`;
 *   - the uploaded files on local disk: learners' photos and documents (STORAGE_DIR) and editors' media
 *     (the CMS's public/uploads). With S3_BUCKET set they are in the bucket and are not copied;
 *   - the deletion log's entries (DELETION_LOG_DIR, ADR 0051): which accounts were deleted, so that a restore of
 *     this backup on a machine rebuilt from backups alone does not bring them back;
 *   - manifest.json (time, database kind, row counts per table, file count and bytes, app version) and
 *     files.sha256 (a checksum of every file).
 * The folder and everything in it is readable by its owner only (0700/0600): it holds learners' personal data.
 * It is written as `<name>.partial` and renamed when complete. See docs/decisions/0021-backups.md.
 */
import { existsSync, rmSync } from 'node:fs';
import { chmod, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  appVersion,
  backupPostgres,
  backupSqlite,
  CHECKSUMS,
  codeOf,
  copyVerified,
  count,
  DATABASE_FILES,
  DELETION_LOG,
  deletionEntries,
  describeDatabase,
  describeFileSet,
  FILE_SETS,
  FORMAT,
  FORMAT_VERSION,
  formatBytes,
  formatChecksums,
  listFiles,
  MANIFEST,
  readSettings,
  runCli,
  say,
  sha256File,
  sum,
  UserError,
} from './backup-lib.mjs';
import { invocationDir, repositoryRoot } from './dev-env.mjs';

/** @typedef {import('./backup-lib.mjs').ChecksumEntry} ChecksumEntry */
/** @typedef {import('./backup-lib.mjs').FilesEntry} FilesEntry */
/** @typedef {import('./backup-lib.mjs').Settings} Settings */

const USAGE = `Usage: npm run backup [-- --out <folder>]

Writes one backup of the database and the uploaded files to <folder>/kundu-backup-<time>/
(default folder: backups/ at the repository's root). See README, "Backups".`;

function parseArguments() {
  try {
    const { values } = parseArgs({
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: false,
    });
    return values;
  } catch (error) {
    throw new UserError(`${error instanceof Error ? error.message : error}\n\n${USAGE}`, 2);
  }
}

const startedIn = invocationDir();
/** A path as the user would type it: relative to where they are when that is shorter and stays below it. */
const shortPath = (/** @type {string} */ path) => {
  const fromHere = relative(startedIn, path);
  return fromHere && !fromHere.startsWith('..') ? fromHere : path;
};
const timestamp = (/** @type {Date} */ date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

async function main() {
  const options = parseArguments();
  if (options.help) {
    say(USAGE);
    return;
  }
  const settings = readSettings();
  // npm runs scripts from the repository's root; a relative --out is where the user typed it (INIT_CWD).
  const outDir = options.out ? resolve(startedIn, options.out) : join(repositoryRoot, 'backups');
  const startedAt = new Date();

  await mkdir(outDir, { recursive: true, mode: 0o700 });
  let name = `kundu-backup-${timestamp(startedAt)}`;
  for (let n = 2; existsSync(join(outDir, name)) || existsSync(join(outDir, `${name}.partial`)); n += 1) {
    name = `kundu-backup-${timestamp(startedAt)}-${n}`;
  }
  const finalDir = join(outDir, name);
  const workDir = `${finalDir}.partial`;
  await mkdir(workDir, { mode: 0o700 });
  await chmod(workDir, 0o700);
  // A backup that does not finish leaves nothing behind that could pass for one.
  const discard = () => rmSync(workDir, { recursive: true, force: true });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      discard();
      process.stderr.write('\nBackup interrupted; nothing was kept.\n');
      process.exit(130);
    });
  }
  let summary;
  try {
    summary = await writeBackup(settings, workDir, startedAt);
  } catch (error) {
    discard();
    throw error;
  }
  await rename(workDir, finalDir);
  say('');
  say(`Backup written: ${finalDir}`);
  say(summary.join('\n'));
  say('');
  say("It holds learners' personal data and is readable by you alone. Copy it off this machine (see README,");
  say(`"Backups"), and restore it with: npm run restore -- ${shortPath(finalDir)}`);
}

/**
 * Writes the backup into `workDir`; returns the summary to print once it is complete.
 * @param {Settings} settings
 * @param {string} workDir
 * @param {Date} startedAt
 * @returns {Promise<string[]>}
 */
async function writeBackup(settings, workDir, startedAt) {
  // The database first, then the files: a file a learner removes meanwhile is the only thing that can go missing.
  const { database } = settings;
  say(`Backing up the ${describeDatabase(database)}...`);
  const databaseFile = join(workDir, DATABASE_FILES[database.kind]);
  let databaseEntry;
  if (database.kind === 'sqlite') {
    const tables = backupSqlite(database.file, databaseFile);
    databaseEntry = { kind: 'sqlite', tables };
  } else {
    const { tables, serverVersion, pgDumpVersion } = await backupPostgres(database, databaseFile);
    databaseEntry = { kind: 'postgres', serverVersion, pgDump: pgDumpVersion, tables };
  }
  await chmod(databaseFile, 0o600);
  const databaseBytes = (await stat(databaseFile)).size;
  const databaseSha256 = await sha256File(databaseFile);
  const rows = sum(Object.values(databaseEntry.tables));
  say(
    `  ${count(Object.keys(databaseEntry.tables).length, 'table')}, ${count(rows, 'row')} (${formatBytes(databaseBytes)}).`,
  );

  /** @type {Record<string, FilesEntry>} */
  const files = {};
  /** @type {ChecksumEntry[]} */
  const checksums = [];
  for (const set of FILE_SETS) {
    const dir = settings.dirs[set];
    if (settings.s3Bucket) {
      files[set] = {
        copied: false,
        storage: 's3',
        bucket: settings.s3Bucket,
        note: "Kept in the S3 bucket and not copied: the bucket's own versioning and replication back them up.",
      };
      say(`Not copying ${describeFileSet(set)}: they are in the S3 bucket ${settings.s3Bucket}.`);
      continue;
    }
    say(`Copying ${describeFileSet(set)} from ${dir}...`);
    const { files: paths, skipped } = await listFiles(dir);
    let copiedFiles = 0;
    let bytes = 0;
    for (const path of paths) {
      try {
        const copied = await copyVerified(join(dir, path), join(workDir, 'files', set, path));
        copiedFiles += 1;
        bytes += copied.bytes;
        checksums.push({ sha256: copied.sha256, path: `${set}/${path}` });
      } catch (error) {
        if (codeOf(error) !== 'ENOENT') throw error;
        skipped.push(path); // removed since the folder was listed
      }
    }
    files[set] = { copied: true, storage: 'local', count: copiedFiles, bytes };
    say(`  ${count(copiedFiles, 'file')}, ${formatBytes(bytes)}.`);
    if (skipped.length > 0) {
      say(`  Skipped ${skipped.length}: uploads still being written, links, or files removed meanwhile.`);
    }
  }
  if (settings.s3Bucket) {
    say(
      '  Back the bucket up with its own versioning and replication (see README, "Backups"): this backup only\n' +
        '  holds the database, which names the objects.',
    );
  }
  // The deletion log (ADR 0051) travels with every backup: a platform rebuilt from backups alone still knows which
  // accounts were deleted before this one was taken.
  const deletions = await deletionEntries(settings.deletionLog);
  for (const { name } of deletions) {
    const copied = await copyVerified(join(settings.deletionLog, name), join(workDir, 'files', DELETION_LOG, name));
    checksums.push({ sha256: copied.sha256, path: `${DELETION_LOG}/${name}` });
  }
  say(`Copied the deletion log: ${count(deletions.length, 'deleted account')} noted (${settings.deletionLog}).`);
  await writeFile(join(workDir, CHECKSUMS), formatChecksums(checksums), { mode: 0o600 });

  const manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    app: appVersion(),
    database: { ...databaseEntry, file: DATABASE_FILES[database.kind], bytes: databaseBytes, sha256: databaseSha256 },
    files,
    deletionLog: { count: deletions.length },
  };
  await writeFile(join(workDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

  const fileCount = sum(Object.values(files).map((entry) => entry.count ?? 0));
  const fileBytes = sum(Object.values(files).map((entry) => entry.bytes ?? 0));
  return [
    `  database   ${database.kind}, ${count(Object.keys(databaseEntry.tables).length, 'table')}, ${count(rows, 'row')}`,
    settings.s3Bucket
      ? `  files      not copied (S3 bucket ${settings.s3Bucket})`
      : `  files      ${count(fileCount, 'file')}, ${formatBytes(fileBytes)}`,
    `  took       ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s`,
  ];
}

runCli(main);
