/**
 * The cron worker's custom routes: only its API token holds their permissions (derived from this table in
 * cms/src/bootstrap/service-tokens.ts); the public and learners never reach them.
 */
import { storefrontRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'POST', path: '/housekeeping/run', handler: 'housekeeping.run', config: storefrontRoute() },
];

export default { routes };
