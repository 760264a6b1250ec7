/**
 * The deletion log (ADR 0051, amending ADR 0021): one small file per deleted account, in DELETION_LOG_DIR, apart from
 * the database. Restoring a backup taken before a deletion brings the account's rows back; at its next start the CMS
 * reads the log and deletes again every account it names that is there (`applyDeletionLog`), so a deleted account
 * never comes back. An entry holds no name, email or phone: the account's random public id and numeric id, when, and
 * what became of its certificates, so that the second deletion is the first one's twin.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CERTIFICATE_CHOICES } from '../../contract/personal-data';
import { DOCUMENT_ID } from '../../contract/learning-forms';

export const deletionEntrySchema = z.object({
  accountId: z.string().regex(DOCUMENT_ID),
  userId: z.number().int().positive(),
  deletedAt: z.iso.datetime(),
  certificates: z.enum(CERTIFICATE_CHOICES),
  /** Who asked: the learner from their profile, or Learner support for them (a letter, a call). */
  by: z.enum(['learner', 'support']),
});
export type DeletionEntry = z.infer<typeof deletionEntrySchema>;

const ENTRY_FILE = /^[\dTZ-]+-[a-z0-9]+-[0-9a-f]{8}\.json$/;

/**
 * The file an entry is kept in: its time first, so the folder lists in the order of deletion, and a random part, so
 * that two requests deleting one account at the same moment (a form sent twice) never share a file.
 */
export const entryFileName = (entry: DeletionEntry) =>
  `${entry.deletedAt.replace(/[:.]/g, '-')}-${entry.accountId}-${randomBytes(4).toString('hex')}.json`;

/** Writes one entry: complete or not at all (a temporary file renamed), readable by its owner only; answers its path. */
export async function recordDeletion(dir: string, entry: DeletionEntry): Promise<string> {
  const folder = resolve(dir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, entryFileName(entry));
  await writeFile(`${file}.partial`, `${JSON.stringify(deletionEntrySchema.parse(entry))}\n`, { mode: 0o600 });
  await rename(`${file}.partial`, file);
  return file;
}

/** Every entry of the log, oldest first; a file that is not an entry is named in `unreadable`, never fatal. */
export async function readDeletionLog(dir: string): Promise<{ entries: DeletionEntry[]; unreadable: string[] }> {
  const folder = resolve(dir);
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const entries: DeletionEntry[] = [];
  const unreadable: string[] = [];
  for (const name of names.filter((file) => ENTRY_FILE.test(file)).sort()) {
    try {
      entries.push(deletionEntrySchema.parse(JSON.parse(await readFile(join(folder, name), 'utf8'))));
    } catch {
      unreadable.push(name);
    }
  }
  return { entries, unreadable };
}
