/**
 * `npm run backup` and `npm run restore` end to end, on one database engine: a real CMS with a learner registered
 * through the account API, their photo and identity document in the storefront's storage folder and an editor's
 * image in the media library; a backup taken while the CMS runs and learners keep registering; a restore into an
 * empty database and empty folders; the CMS started on the restored data, where the learner signs in and finds
 * their files. Used by tests/backup.test.ts (SQLite) and tests/postgres/backup.test.ts (PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { registerFirstAdmin, startTestStrapi, type TestStrapi } from '@kundu/cms/testing';
import { newAddress, newPerson, registerLearner, storefrontCall, type Learner } from '@kundu/cms/testing/learners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, type Run } from './run';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export type Engine = 'sqlite' | 'postgres';
type Counts = Record<string, number>;

type TestDatabase = {
  /** The variables the CMS and the scripts read to use it. */
  env: Record<string, string>;
  cms: { sqliteFile: string } | { postgresUrl: string };
  counts(): Promise<Counts>;
  drop(): Promise<void>;
};

async function sqliteDatabase(file: string): Promise<TestDatabase> {
  return {
    // An empty DATABASE_URL counts as unset: SQLite even when the shell names a PostgreSQL server.
    env: { DATABASE_URL: '', DATABASE_FILENAME: file },
    cms: { sqliteFile: file },
    async counts() {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        const tables = db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
          .all() as Array<{ name: string }>;
        return Object.fromEntries(
          tables.map(({ name }) => [
            name,
            (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
          ]),
        );
      } finally {
        db.close();
      }
    },
    drop: async () => {},
  };
}

async function postgresDatabase(label: string): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL must name a PostgreSQL server (a user allowed to create databases).');
  const name = `kundu_backup_test_${randomBytes(5).toString('hex')}_${label}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    cms: { postgresUrl: url.toString() },
    async counts() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const { rows: tables } = await client.query<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
        );
        const counts: Counts = {};
        for (const { name } of tables) {
          const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`);
          counts[name] = Number(rows[0]!.n);
        }
        return counts;
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Runs `npm run backup|restore -- ...` as a user would, with the settings the platform would have. */
export function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return runCommand(['npm', 'run', script, '--', ...args], env);
}

/** A message for the user, not a crash: no stack trace. */
function expectPlainError(run: Run, message: string | RegExp) {
  expect(run.code, run.output).toBe(1);
  expect(run.stderr).toMatch(message);
  expect(run.output).not.toMatch(/^\s+at /m);
  expect(run.output).not.toContain('Unexpected error');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const storageKey = (kind: 'photos' | 'documents') =>
  `${kind}/${crypto.randomUUID()}-${randomBytes(12).toString('base64url')}`;

/** Every file under a folder, relative path to content. */
async function filesIn(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const visit = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await visit(path);
      else files.set(relative(dir, path), await readFile(path));
    }
  };
  await visit(dir);
  return files;
}

/** `<path> <permissions> <file|folder>` for a folder and everything in it. */
async function modes(dir: string): Promise<string[]> {
  const describe = async (path: string) => {
    const stats = await stat(path);
    return `${relative(dirname(dir), path)} ${(stats.mode & 0o777).toString(8)} ${stats.isDirectory() ? 'folder' : 'file'}`;
  };
  const found = [await describe(dir)];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    found.push(await describe(join(entry.parentPath, entry.name)));
  }
  return found;
}

export function describeBackupAndRestore(engine: Engine) {
  const secret = () => randomBytes(24).toString('base64url');
  // Restoring needs the secrets the platform had when the backup was made, as in production: both CMS starts share
  // them. None of them may end up in the backup or in what the scripts print.
  const secrets = {
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    SEED_API_TOKEN: randomBytes(32).toString('hex'),
    STOREFRONT_API_TOKEN: randomBytes(32).toString('hex'),
    CRON_API_TOKEN: randomBytes(32).toString('hex'),
  };

  let dir: string;
  let originalDb: TestDatabase;
  let restoredDb: TestDatabase;
  let s3Db: TestDatabase | undefined;
  let rebuiltDb: TestDatabase | undefined;
  let original: TestStrapi | undefined;
  let restored: TestStrapi | undefined;
  /** Where each copy of the platform keeps its files, as the CMS and the storefront are configured. */
  let originalEnv: Record<string, string>;
  let restoredEnv: Record<string, string>;
  let learner: Learner;
  let photoKey: string;
  let documentKey: string;
  let documentId: string;
  let mediaUrl: string;
  let backupDir: string;
  let manifest: {
    database: { kind: string; tables: Counts };
    files: Record<string, { copied: boolean; count: number; bytes: number }>;
    app: { version: string };
  };

  beforeAll(async () => {
    if (engine === 'postgres' && !process.env.DATABASE_URL) {
      throw new Error('DATABASE_URL must name a PostgreSQL server (a user allowed to create databases).');
    }
    dir = await mkdtemp(join(tmpdir(), 'kundu-backup-test-'));
    const place = async (name: string) => {
      await mkdir(join(dir, name, 'storage'), { recursive: true });
      await mkdir(join(dir, name, 'public', 'uploads'), { recursive: true });
      return { STORAGE_DIR: join(dir, name, 'storage'), CMS_PUBLIC_DIR: join(dir, name, 'public'), S3_BUCKET: '' };
    };
    originalDb = engine === 'sqlite' ? await sqliteDatabase(join(dir, 'original.db')) : await postgresDatabase('a');
    restoredDb = engine === 'sqlite' ? await sqliteDatabase(join(dir, 'restored.db')) : await postgresDatabase('b');
    // The machine's one deletion log (ADR 0051): a restore on it is told of accounts deleted since the backup.
    const deletionLog = { DELETION_LOG_DIR: join(dir, 'deletion-log') };
    originalEnv = { ...(await place('original')), ...originalDb.env, ...deletionLog };
    restoredEnv = { ...(await place('restored')), ...restoredDb.env, ...deletionLog };
    original = await startTestStrapi(
      { ...secrets, CMS_PUBLIC_DIR: originalEnv.CMS_PUBLIC_DIR!, ...deletionLog },
      { database: originalDb.cms },
    );

    // A learner with a photo and an identity document, stored where the storefront stores them (ADR 0013).
    learner = await registerLearner(original);
    photoKey = storageKey('photos');
    documentKey = storageKey('documents');
    const photo = Buffer.concat([PNG, randomBytes(64)]);
    const document = Buffer.from(`%PDF-1.4\n% Papua New Guinea ID ${randomBytes(16).toString('hex')}\n%%EOF\n`);
    for (const [key, bytes] of [
      [photoKey, photo],
      [documentKey, document],
    ] as const) {
      await mkdir(dirname(join(originalEnv.STORAGE_DIR!, key)), { recursive: true });
      await writeFile(join(originalEnv.STORAGE_DIR!, key), bytes);
    }
    // An upload still being written when the backup runs: not part of any learner's data yet.
    await writeFile(join(originalEnv.STORAGE_DIR!, `${storageKey('photos')}.partial`), PNG);
    const photoSet = await storefrontCall(original, 'account/me/photo', {
      method: 'PUT',
      session: learner.session,
      body: { storageKey: photoKey },
    });
    expect(photoSet.status, JSON.stringify(photoSet.body)).toBe(200);
    const added = await storefrontCall(original, 'account/me/documents', {
      session: learner.session,
      body: {
        storageKey: documentKey,
        originalName: 'national-id.pdf',
        mimeType: 'application/pdf',
        sizeBytes: document.length,
        kind: 'government_id',
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    documentId = added.body.id as string;

    // An editor's image in the media library.
    const adminToken = await registerFirstAdmin(original.url);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'course-cover.png');
    const upload = await fetch(`${original.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    const uploaded = (await upload.json()) as Array<{ url: string }>;
    expect(upload.status, JSON.stringify(uploaded)).toBe(201);
    mediaUrl = uploaded[0]!.url;
  }, 300_000);

  afterAll(async () => {
    await original?.stop();
    await restored?.stop();
    await originalDb?.drop();
    await restoredDb?.drop();
    await s3Db?.drop();
    await rebuiltDb?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  describe(`npm run backup and npm run restore on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    it('backs up the running platform: the database, learners’ files and editors’ media, for its owner only', async () => {
      const before = await originalDb.counts();
      // Learners keep registering while the backup runs.
      let backupDone = false;
      const registrations = (async () => {
        let count = 0;
        while (!backupDone && count < 30) {
          await storefrontCall(original!, 'account/register', { body: newPerson(), address: newAddress() });
          count += 1;
        }
        return count;
      })();
      const backup = await npmRun('backup', ['--out', join(dir, 'backups')], originalEnv);
      backupDone = true;
      await registrations;
      const after = await originalDb.counts();
      expect(backup.code, backup.output).toBe(0);

      const [name, ...others] = await readdir(join(dir, 'backups'));
      expect(others).toEqual([]);
      expect(name).toMatch(/^kundu-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
      backupDir = join(dir, 'backups', name!);
      expect(backup.stdout).toContain(`Backup written: ${backupDir}`);
      manifest = JSON.parse(await readFile(join(backupDir, 'manifest.json'), 'utf8')) as typeof manifest;

      // The database as it was at one moment: every table, each between what it held before and after.
      expect(manifest.database.kind).toBe(engine);
      expect(Object.keys(manifest.database.tables).sort()).toEqual(Object.keys(before).sort());
      for (const [table, rows] of Object.entries(manifest.database.tables)) {
        expect(rows, table).toBeGreaterThanOrEqual(Math.min(before[table]!, after[table]!));
        expect(rows, table).toBeLessThanOrEqual(Math.max(before[table]!, after[table]!));
      }
      expect(manifest.database.tables.up_users).toBeGreaterThanOrEqual(1);
      expect(manifest.database.tables.identity_documents).toBe(1);
      expect(manifest.app.version).toMatch(/^\d+\.\d+\.\d+/);

      // The learner's two files (not the upload still being written) and the editor's image, byte for byte.
      const learnerFiles = await filesIn(join(backupDir, 'files', 'learners'));
      expect([...learnerFiles.keys()].sort()).toEqual([documentKey, photoKey].sort());
      for (const [key, bytes] of learnerFiles) {
        expect(bytes.equals(await readFile(join(originalEnv.STORAGE_DIR!, key))), key).toBe(true);
      }
      const mediaFiles = await filesIn(join(backupDir, 'files', 'media'));
      expect(mediaFiles.has(mediaUrl.replace(/^\/uploads\//, ''))).toBe(true);
      const originalMedia = await filesIn(join(originalEnv.CMS_PUBLIC_DIR!, 'uploads'));
      expect(mediaFiles).toEqual(originalMedia);
      expect(manifest.files.learners).toMatchObject({ copied: true, count: 2 });
      expect(manifest.files.media).toMatchObject({ copied: true, count: originalMedia.size });

      // Owner-only, all the way down.
      const permissions = await modes(backupDir);
      expect(permissions.length).toBeGreaterThan(5);
      for (const line of permissions) expect(line).toMatch(/ (700 folder|600 file)$/);
      // No secret in the backup's own files or in what it printed (the database holds only Strapi's hashes).
      const written = [
        backup.output,
        await readFile(join(backupDir, 'manifest.json'), 'utf8'),
        await readFile(join(backupDir, 'files.sha256'), 'utf8'),
      ].join('\n');
      const databaseUrl = originalDb.env.DATABASE_URL;
      const secretValues = [
        ...Object.values(secrets),
        ...(databaseUrl ? [databaseUrl, new URL(databaseUrl).password] : []),
      ];
      for (const value of secretValues) expect(written).not.toContain(value);
    });

    it('restores into an empty database and empty folders; the CMS starts on it with the same rows, and the learner signs in to find their files', async () => {
      const restore = await npmRun('restore', [backupDir], restoredEnv);
      expect(restore.code, restore.output).toBe(0);
      const tables = Object.keys(manifest.database.tables).length;
      const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
      expect(restore.stdout).toContain(`${tables} tables, ${rows} rows, as in the backup`);
      expect(restore.stdout).toMatch(/learners +2 files, .* identical to the backup/);
      expect(await restoredDb.counts()).toEqual(manifest.database.tables);

      restored = await startTestStrapi(
        { ...secrets, CMS_PUBLIC_DIR: restoredEnv.CMS_PUBLIC_DIR!, DELETION_LOG_DIR: restoredEnv.DELETION_LOG_DIR! },
        { database: restoredDb.cms },
      );
      expect(await restoredDb.counts()).toEqual(manifest.database.tables);

      const signIn = await storefrontCall(restored, 'account/login', {
        body: { email: learner.details.email, password: learner.details.password },
        address: newAddress(),
      });
      expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
      const session = (signIn.body.session as { token: string }).token;
      const me = await storefrontCall(restored, 'account/me', { session });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ email: learner.details.email, profilePhotoKey: photoKey });
      expect(me.body.documents).toEqual([expect.objectContaining({ originalName: 'national-id.pdf' })]);
      const document = await storefrontCall(restored, `account/me/documents/${documentId}`, { session });
      expect(document.body.storageKey).toBe(documentKey);
      for (const key of [photoKey, documentKey]) {
        const copy = await readFile(join(restoredEnv.STORAGE_DIR!, key));
        expect(copy.equals(await readFile(join(originalEnv.STORAGE_DIR!, key))), key).toBe(true);
      }

      // The editor's image is served by the restored CMS as the original served it.
      const [fromOriginal, fromRestored] = await Promise.all(
        [original!, restored].map(async (cms) => {
          const response = await fetch(`${cms.url}${mediaUrl}`);
          expect(response.status).toBe(200);
          return Buffer.from(await response.arrayBuffer());
        }),
      );
      expect(fromRestored!.equals(fromOriginal!)).toBe(true);
      expect(await filesIn(join(restoredEnv.CMS_PUBLIC_DIR!, 'uploads'))).toEqual(
        await filesIn(join(originalEnv.CMS_PUBLIC_DIR!, 'uploads')),
      );
    });

    it('refuses to restore under a running CMS or over data, until it is stopped and --force is given', async () => {
      const underRunningCms = await npmRun('restore', [backupDir], restoredEnv);
      expectPlainError(
        underRunningCms,
        engine === 'sqlite' ? /The CMS appears to be running on .*restored\.db/ : /other connections are open/,
      );
      await restored!.stop();
      restored = undefined;

      const overData = await npmRun('restore', [backupDir], restoredEnv);
      expectPlainError(overData, /is not empty \(\d+ tables, \d+ rows\)[\s\S]*--force/);

      // The sign-in above added a session; --force puts the database back as the backup has it.
      expect(await restoredDb.counts()).not.toEqual(manifest.database.tables);
      const forced = await npmRun('restore', [backupDir, '--force'], restoredEnv);
      expect(forced.code, forced.output).toBe(0);
      expect(await restoredDb.counts()).toEqual(manifest.database.tables);
    });

    it('with an S3 bucket configured, backs up the database alone and says the bucket keeps the files', async () => {
      const out = join(dir, 's3-backups');
      const backup = await npmRun('backup', ['--out', out], { ...originalEnv, S3_BUCKET: 'kundu-uploads' });
      expect(backup.code, backup.output).toBe(0);
      expect(backup.stdout).toContain(
        "Not copying learners' photos and documents: they are in the S3 bucket kundu-uploads.",
      );
      expect(backup.stdout).toContain(
        "Not copying editors' media (the CMS's media library): they are in the S3 bucket",
      );
      expect(backup.stdout).toContain('Back the bucket up with its own versioning and replication');
      const [name] = await readdir(out);
      const s3Backup = join(out, name!);
      expect((await readdir(s3Backup)).sort()).toEqual([
        'database.' + (engine === 'sqlite' ? 'sqlite' : 'pgdump'),
        'files.sha256',
        'manifest.json',
      ]);
      const s3Manifest = JSON.parse(await readFile(join(s3Backup, 'manifest.json'), 'utf8')) as typeof manifest;
      expect(s3Manifest.files.learners).toMatchObject({ copied: false, storage: 's3', bucket: 'kundu-uploads' });
      expect(s3Manifest.files.media).toMatchObject({ copied: false, storage: 's3', bucket: 'kundu-uploads' });

      s3Db = engine === 'sqlite' ? await sqliteDatabase(join(dir, 's3.db')) : await postgresDatabase('c');
      const restore = await npmRun('restore', [s3Backup], { ...restoredEnv, ...s3Db.env, S3_BUCKET: 'kundu-uploads' });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.stdout).toContain(
        "Not restoring learners' photos and documents: the backup did not copy them (s3).",
      );
      expect(restore.stdout).toMatch(/learners +not in the backup \(s3\)/);
      expect(await s3Db.counts()).toEqual(s3Manifest.database.tables);
    });

    it('says clearly what is wrong with a missing or damaged backup, without a stack trace', async () => {
      expectPlainError(
        await npmRun('restore', [join(dir, 'no-such-backup')], restoredEnv),
        `There is no backup at ${join(dir, 'no-such-backup')}.`,
      );
      const damaged = join(dir, 'damaged');
      await cp(backupDir, damaged, { recursive: true });
      await writeFile(join(damaged, 'manifest.json'), '{"format": "kundu-backup", "formatVersion": 1, ');
      expectPlainError(await npmRun('restore', [damaged], restoredEnv), /manifest\.json is corrupt \(not valid JSON/);

      await cp(join(backupDir, 'manifest.json'), join(damaged, 'manifest.json'));
      const [firstLine] = (await readFile(join(damaged, 'files.sha256'), 'utf8')).split('\n');
      await writeFile(join(damaged, 'files', firstLine!.slice(66)), 'not what the learner uploaded');
      expectPlainError(
        await npmRun('restore', [damaged, '--force'], restoredEnv),
        `The backup is damaged: files/${firstLine!.slice(66)} is not the file the backup wrote.`,
      );
      const usage = await npmRun('restore', [], restoredEnv);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run restore -- <backup folder> [--force]');

      if (engine === 'sqlite') {
        const nothing = await npmRun('backup', ['--out', join(dir, 'more-backups')], {
          ...restoredEnv,
          DATABASE_FILENAME: join(dir, 'never-started.db'),
        });
        expectPlainError(nothing, /There is no database at .*never-started\.db, so there is nothing to back up/);
      } else {
        // pg_dump is not installed: a PATH with Node alone on it.
        const nodeOnly = join(dir, 'node-only');
        await mkdir(nodeOnly);
        await symlink(process.execPath, join(nodeOnly, 'node'));
        const withoutClient = await runCommand([process.execPath, 'scripts/backup.mjs', '--out', join(dir, 'more')], {
          ...originalEnv,
          PATH: nodeOnly,
        });
        expectPlainError(withoutClient, /pg_dump was not found\. Install PostgreSQL's client programs/);
        const wrongKind = await npmRun('restore', [backupDir], {
          ...restoredEnv,
          DATABASE_URL: '',
          DATABASE_FILENAME: join(dir, 'unused.db'),
        });
        expectPlainError(wrongKind, /This backup holds a PostgreSQL database, but the CMS is configured for SQLite/);
      }
    });

    it('does not bring back an account deleted after the backup: the deletion log travels with backups and the CMS applies it at start (ADR 0051)', async () => {
      const erased = await storefrontCall(original!, 'personal-data/me/erase', {
        session: learner.session,
        body: { password: learner.details.password, certificates: 'keep' },
      });
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      const log = await readdir(originalEnv.DELETION_LOG_DIR!);
      expect(log).toEqual([expect.stringMatching(new RegExp(`-${learner.user.id as string}-[0-9a-f]{8}\\.json$`))]);
      const entry = await readFile(join(originalEnv.DELETION_LOG_DIR!, log[0]!), 'utf8');
      // The note names no one: the account's random id, when, and what became of its certificates.
      expect(entry).not.toContain(learner.details.email);
      expect(entry).not.toContain(learner.details.lastName);

      // A backup taken now carries the log.
      const later = await npmRun('backup', ['--out', join(dir, 'later-backups')], originalEnv);
      expect(later.code, later.output).toBe(0);
      expect(later.stdout).toContain('Copied the deletion log: 1 deleted account noted');
      const [laterName] = await readdir(join(dir, 'later-backups'));
      expect(await readdir(join(dir, 'later-backups', laterName!, 'files', 'deletion-log'))).toEqual(log);

      // The backup from before the deletion, restored: the restore says so, and the CMS deletes the account again.
      const restore = await npmRun('restore', [backupDir, '--force'], restoredEnv);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.stdout).toContain('1 account in this backup was deleted after it was taken');
      expect(await restoredDb.counts()).toEqual(manifest.database.tables);
      restored = await startTestStrapi(
        { ...secrets, CMS_PUBLIC_DIR: restoredEnv.CMS_PUBLIC_DIR!, DELETION_LOG_DIR: restoredEnv.DELETION_LOG_DIR! },
        { database: restoredDb.cms },
      );
      const signIn = await storefrontCall(restored, 'account/login', {
        body: { email: learner.details.email, password: learner.details.password },
        address: newAddress(),
      });
      expect(signIn.status, JSON.stringify(signIn.body)).toBe(401);
      expect(restored.logs()).toContain('Deleted again 1 account that the deletion log names');
      // Its restored files are listed for the storefront to remove.
      const removals = await storefrontCall(restored, 'personal-data/storage-removals');
      expect(
        (removals.body.removals as Array<{ storageKey: string }>).map((removal) => removal.storageKey).sort(),
      ).toEqual([photoKey, documentKey].sort());
      // Deleted again without a second note: the log names it once.
      expect(await readdir(restoredEnv.DELETION_LOG_DIR!)).toEqual(log);
      await restored.stop();
      restored = undefined;

      // A machine rebuilt from backups alone: the later backup restores, bringing its deletion log with it.
      rebuiltDb = engine === 'sqlite' ? await sqliteDatabase(join(dir, 'rebuilt.db')) : await postgresDatabase('d');
      const rebuilt = { ...restoredEnv, ...rebuiltDb.env, DELETION_LOG_DIR: join(dir, 'rebuilt-deletion-log') };
      const fromLater = await npmRun('restore', [join(dir, 'later-backups', laterName!), '--force'], rebuilt);
      expect(fromLater.code, fromLater.output).toBe(0);
      expect(fromLater.stdout).toContain(
        'no account deleted since this backup was taken is in it (the deletion log names 1 account)',
      );
      expect(await readdir(rebuilt.DELETION_LOG_DIR)).toEqual(log);
    }, 300_000);
  });
}
