/**
 * At every start, the accounts the deletion log names are deleted again if they are in the database (ADR 0051): a
 * backup restored from before a deletion brought them back. Each is deleted as it was the first time (its
 * certificates kept or withdrawn as the learner chose), and its files join the storefront's removal list. A new
 * account registered with the same email since is another account (another id) and is left alone.
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';
import { readDeletionLog } from '../lib/deletion-log';
import { tellStorefront } from '../lib/storefront-events';
import { USER_UID } from '../lib/users';

const BATCH = 500;

export async function applyDeletionLog(strapi: Core.Strapi): Promise<number> {
  const { entries, unreadable } = await readDeletionLog(cmsEnv.DELETION_LOG_DIR);
  if (unreadable.length) {
    strapi.log.warn(
      `The deletion log (${cmsEnv.DELETION_LOG_DIR}) holds files that are not deletion entries, left alone: ${unreadable.join(', ')}.`,
    );
  }
  let deleted = 0;
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH);
    // Query engine: users-permissions users, for the numeric ids erase takes; at start, a batch per query.
    const present = (await strapi.db.query(USER_UID).findMany({
      where: { documentId: { $in: batch.map((entry) => entry.accountId) } },
      select: ['id', 'documentId'],
    })) as Array<{ id: number; documentId: string }>;
    for (const user of present) {
      const entry = batch.find((candidate) => candidate.accountId === user.documentId)!;
      try {
        await strapi
          .service('api::personal-data.erase')
          .erase(user.id, entry.certificates, entry.by, { now: new Date(entry.deletedAt), logged: true });
        deleted += 1;
      } catch (error) {
        // The CMS starts all the same (learners are waiting); the next start tries again.
        strapi.log.error(
          `Account ${user.documentId}, which the deletion log says was deleted on ${entry.deletedAt}, could not be deleted again: ${error instanceof Error ? error.message : String(error)}. It is tried again at the next start.`,
        );
      }
    }
  }
  if (deleted > 0) {
    tellStorefront([{ type: 'storage-removals' }]);
    strapi.log.warn(
      `Deleted again ${deleted} account${deleted === 1 ? '' : 's'} that the deletion log names: the database was restored from a backup taken before ${deleted === 1 ? 'it was' : 'they were'} deleted (ADR 0051).`,
    );
  }
  return deleted;
}
