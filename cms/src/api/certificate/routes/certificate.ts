/**
 * Certificates: verification is public (granted in cms/src/bootstrap/public-permissions.ts); name correction is
 * for the storefront with the owner's session (token permissions derive from this table).
 */
import { learnerRoute, publicRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  {
    method: 'GET',
    path: '/certificates/verify/:code',
    handler: 'certificate.findByVerificationCode',
    config: publicRoute(),
  },
  { method: 'GET', path: '/certificates/mine', handler: 'certificate.mine', config: learnerRoute() },
  { method: 'POST', path: '/certificates/:code/name', handler: 'certificate.correctName', config: learnerRoute() },
];

export default { routes };
