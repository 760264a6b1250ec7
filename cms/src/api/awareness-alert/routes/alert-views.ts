/**
 * Views of awareness alerts, reported by the storefront in batches (ADR 0026). Only its token may call this: the
 * permission derives from this table (cms/src/bootstrap/service-tokens.ts).
 */
import { storefrontRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  {
    method: 'POST',
    path: '/awareness-alerts/views',
    handler: 'alert-views.record',
    config: storefrontRoute(),
  },
];

export default { routes };
