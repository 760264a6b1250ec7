/**
 * The account API (identity only), for the storefront: every route needs the storefront's API token, whose
 * permissions are derived from this table (cms/src/bootstrap/service-tokens.ts); routes acting as a learner also
 * need a session (`global::has-session`).
 */
import { learnerRoute, storefrontRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'POST', path: '/account/register', handler: 'account.register', config: storefrontRoute() },
  { method: 'POST', path: '/account/login', handler: 'account.login', config: storefrontRoute() },
  { method: 'POST', path: '/account/forgot-password', handler: 'account.forgotPassword', config: storefrontRoute() },
  { method: 'POST', path: '/account/reset-password', handler: 'account.resetPassword', config: storefrontRoute() },
  { method: 'POST', path: '/account/forgot-account', handler: 'account.forgotAccount', config: storefrontRoute() },
  { method: 'POST', path: '/account/contact-info', handler: 'account.contactInfo', config: storefrontRoute() },
  // Verified contacts (ADR 0035): opening a link and asking for a new one from it need no session.
  {
    method: 'POST',
    path: '/account/verification/confirm',
    handler: 'account.confirmContact',
    config: storefrontRoute(),
  },
  {
    method: 'POST',
    path: '/account/verification/resend',
    handler: 'account.resendVerification',
    config: storefrontRoute(),
  },
  { method: 'POST', path: '/account/verification/send', handler: 'account.sendVerification', config: learnerRoute() },
  { method: 'POST', path: '/account/logout', handler: 'account.logout', config: learnerRoute() },
  { method: 'GET', path: '/account/me', handler: 'account.me', config: learnerRoute() },
  { method: 'PATCH', path: '/account/me', handler: 'account.updateProfile', config: learnerRoute() },
  { method: 'PUT', path: '/account/me/photo', handler: 'account.setPhoto', config: learnerRoute() },
  { method: 'POST', path: '/account/me/uploads', handler: 'account.startUpload', config: learnerRoute() },
  { method: 'POST', path: '/account/me/documents', handler: 'account.addDocument', config: learnerRoute() },
  { method: 'GET', path: '/account/me/documents/:id', handler: 'account.findDocument', config: learnerRoute() },
  {
    method: 'DELETE',
    path: '/account/me/documents/:id',
    handler: 'account.removeDocument',
    config: learnerRoute(),
  },
];

export default { routes };
