/**
 * The assistant's route, for the storefront's token only (its permission derives from this table in
 * cms/src/bootstrap/service-tokens.ts); visitors reach it through the storefront's POST /api/chat.
 */
import { storefrontRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'POST', path: '/chat', handler: 'chat.ask', config: storefrontRoute() },
  // A read with the browser's chat id in the body, not in an address a log would keep.
  { method: 'POST', path: '/chat/conversation', handler: 'chat.conversation', config: storefrontRoute() },
];

export default { routes };
