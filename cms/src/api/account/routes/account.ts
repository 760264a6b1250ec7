/**
 * The account API (identity only), for the storefront: every route needs the storefront's API token, whose
 * permissions are derived from this table (cms/src/bootstrap/service-tokens.ts); routes acting as a learner also
 * need a session (`global::has-session`).
 */
import { SESSION_REQUIRED, STOREFRONT, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'POST', path: '/account/register', handler: 'account.register', config: STOREFRONT },
  { method: 'POST', path: '/account/login', handler: 'account.login', config: STOREFRONT },
  { method: 'POST', path: '/account/forgot-password', handler: 'account.forgotPassword', config: STOREFRONT },
  { method: 'POST', path: '/account/reset-password', handler: 'account.resetPassword', config: STOREFRONT },
  { method: 'POST', path: '/account/forgot-account', handler: 'account.forgotAccount', config: STOREFRONT },
  { method: 'POST', path: '/account/contact-info', handler: 'account.contactInfo', config: STOREFRONT },
  { method: 'POST', path: '/account/logout', handler: 'account.logout', config: SESSION_REQUIRED },
  { method: 'GET', path: '/account/me', handler: 'account.me', config: SESSION_REQUIRED },
  { method: 'PATCH', path: '/account/me', handler: 'account.updateProfile', config: SESSION_REQUIRED },
  { method: 'PUT', path: '/account/me/photo', handler: 'account.setPhoto', config: SESSION_REQUIRED },
  { method: 'POST', path: '/account/me/documents', handler: 'account.addDocument', config: SESSION_REQUIRED },
  { method: 'GET', path: '/account/me/documents/:id', handler: 'account.findDocument', config: SESSION_REQUIRED },
  {
    method: 'DELETE',
    path: '/account/me/documents/:id',
    handler: 'account.removeDocument',
    config: SESSION_REQUIRED,
  },
];

export default { routes };
