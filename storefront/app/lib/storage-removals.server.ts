/**
 * Removing the files of deleted accounts (photos, identity documents) from storage (ADR 0051). Deleting an account
 * lists its files in the CMS; the learner's own deletion removes them at once, and this removes what is listed
 * otherwise (an account Learner support deleted, a file that could not be removed then, an account deleted again
 * after a backup was restored): when the CMS says some wait, and every 10 minutes. A file that cannot be removed now
 * stays listed and is tried again at the next round.
 */
import { CmsUnavailableError } from './cms/core.server';
import { pendingStorageRemovals, storageRemovalsDone } from './cms/personal-data.server';
import { storage } from './storage.server';

const EVERY_MS = 10 * 60_000;
/** At most this many batches of 100 a round: a round never runs for long. */
const MAX_BATCHES = 20;

/** Removes the listed files and tells the CMS which are gone; answers how many. */
async function removeListedFiles(): Promise<number> {
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const pending = await pendingStorageRemovals();
    if (!pending.ok || pending.data.removals.length === 0) break;
    const gone: number[] = [];
    for (const { id, storageKey } of pending.data.removals) {
      try {
        await storage.remove(storageKey);
        gone.push(id);
      } catch (error) {
        console.error(`Removing ${storageKey}, a file of a deleted account, failed; it is tried again later:`, error);
      }
    }
    if (gone.length) await storageRemovalsDone(gone);
    removed += gone.length;
    if (gone.length < pending.data.removals.length || pending.data.removals.length < 100) break;
  }
  return removed;
}

let running: Promise<number> | null = null;

/** One round at a time: a notice during a round is answered by that round's next batch, or the next round. */
export function removeFilesOfDeletedAccounts(): Promise<number> {
  running ??= removeListedFiles()
    .catch((error: unknown) => {
      if (error instanceof CmsUnavailableError) console.warn(`Files of deleted accounts wait: ${error.message}`);
      else console.error('Removing files of deleted accounts failed:', error);
      return 0;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** The first round waits for a CMS started beside the storefront (`npm start` starts both at once). */
const FIRST_AFTER_MS = 60_000;
let timer: NodeJS.Timeout | undefined;

/** A minute after start, then every 10 minutes while the storefront runs. */
export function keepRemovingFilesOfDeletedAccounts(): void {
  if (timer) return;
  timer = setTimeout(() => {
    void removeFilesOfDeletedAccounts();
    timer = setInterval(() => void removeFilesOfDeletedAccounts(), EVERY_MS);
    timer.unref();
  }, FIRST_AFTER_MS);
  timer.unref();
}
