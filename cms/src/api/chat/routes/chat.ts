/**
 * The assistant's route, for the storefront's token only (its permission derives from this table in
 * cms/src/bootstrap/service-tokens.ts); visitors reach it through the storefront's POST /api/chat.
 */
import { storefrontRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [{ method: 'POST', path: '/chat', handler: 'chat.ask', config: storefrontRoute() }];

export default { routes };
