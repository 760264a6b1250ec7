/**
 * Files of deleted accounts (photos, identity documents) waiting to be removed from the storefront's storage, where
 * they live (ADR 0051). Deleting an account lists them; the storefront removes them, at once when the learner deletes
 * their own account, else at its next sweep (every few minutes, and when the CMS tells it that some wait), and says
 * which are gone. A file that cannot be removed now (the bucket is down) stays listed and is tried again.
 */
import type { Core } from '@strapi/strapi';

export const STORAGE_REMOVAL_UID = 'api::storage-removal.storage-removal';
const BATCH = 100;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The oldest files waiting, at most 100. */
  async pending(): Promise<Array<{ id: number; storageKey: string }>> {
    // Query engine: numeric ids, which the storefront hands back to `done` for one deleteMany.
    return strapi.db
      .query(STORAGE_REMOVAL_UID)
      .findMany({ select: ['id', 'storageKey'], orderBy: { id: 'asc' }, limit: BATCH });
  },

  /** Files the storefront has removed. */
  async done(ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    // Query engine: one statement for the files removed (deleteMany).
    const { count } = await strapi.db.query(STORAGE_REMOVAL_UID).deleteMany({ where: { id: { $in: ids } } });
    return count;
  },
});
