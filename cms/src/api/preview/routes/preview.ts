/**
 * Drafts for the storefront's preview pages (ADR 0032): only its token may call this (the permission derives from
 * this table, cms/src/bootstrap/service-tokens.ts), and only with a preview token the admin panel signed for this
 * one document.
 */
import { storefrontRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'GET', path: '/preview/:type/:documentId', handler: 'preview.draft', config: storefrontRoute() },
];

export default { routes };
