/**
 * A learner's own data (ADR 0051), for the storefront: a learner asks for a link to their data or deletes their
 * account; the storefront opens a link (the learner's own, or one Learner support made) to pack the archive, and
 * removes the files of deleted accounts from its storage. Learner support's requests come through the admin panel
 * (./admin-routes.ts).
 */
import { learnerRoute, storefrontRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'POST', path: '/personal-data/me/exports', handler: 'personal-data.requestExport', config: learnerRoute() },
  { method: 'POST', path: '/personal-data/me/erase', handler: 'personal-data.eraseOwnAccount', config: learnerRoute() },
  // A learner's link opens for them alone (their session, when the storefront passes it); Learner support's, once.
  {
    method: 'POST',
    path: '/personal-data/exports/open',
    handler: 'personal-data.openExport',
    config: storefrontRoute(),
  },
  {
    method: 'GET',
    path: '/personal-data/storage-removals',
    handler: 'personal-data.storageRemovals',
    config: storefrontRoute(),
  },
  {
    method: 'POST',
    path: '/personal-data/storage-removals/done',
    handler: 'personal-data.storageRemovalsDone',
    config: storefrontRoute(),
  },
];

export default { routes };
