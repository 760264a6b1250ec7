/**
 * The account API, for the storefront only: every route needs the storefront's API token (its permissions are
 * granted in code, cms/src/bootstrap/service-tokens.ts); routes acting as a learner also need a session.
 */
const withSession = { policies: ['api::account.has-session'] };

export default {
  routes: [
    { method: 'POST', path: '/account/register', handler: 'account.register' },
    { method: 'POST', path: '/account/login', handler: 'account.login' },
    { method: 'POST', path: '/account/forgot-password', handler: 'account.forgotPassword' },
    { method: 'POST', path: '/account/reset-password', handler: 'account.resetPassword' },
    { method: 'POST', path: '/account/forgot-account', handler: 'account.forgotAccount' },
    { method: 'POST', path: '/account/contact-info', handler: 'account.contactInfo' },
    { method: 'POST', path: '/account/logout', handler: 'account.logout', config: withSession },
    { method: 'GET', path: '/account/me', handler: 'account.me', config: withSession },
    { method: 'PATCH', path: '/account/me', handler: 'account.updateProfile', config: withSession },
    { method: 'GET', path: '/account/me/dashboard', handler: 'account.dashboard', config: withSession },
    { method: 'PUT', path: '/account/me/photo', handler: 'account.setPhoto', config: withSession },
    { method: 'POST', path: '/account/me/documents', handler: 'account.addDocument', config: withSession },
    { method: 'GET', path: '/account/me/documents/:id', handler: 'account.findDocument', config: withSession },
    { method: 'DELETE', path: '/account/me/documents/:id', handler: 'account.removeDocument', config: withSession },
  ],
};
