/**
 * An organisation's administrator's reports and bulk onboarding (ADR 0029, cms/contract/organisations.ts): the
 * members list, its CSV export, the printable summary, and CSV imports of members. Every route passes
 * `global::organisation-administrator`; the storefront token's permissions derive from this table
 * (bootstrap/service-tokens.ts).
 */
import { organisationAdminRoute, type StorefrontRoute } from '../../../lib/route-config';

const ORGANISATION = '/organisations/:organisationId';

const routes: StorefrontRoute[] = [
  { method: 'GET', path: `${ORGANISATION}/members`, handler: 'reports.members', config: organisationAdminRoute() },
  { method: 'GET', path: `${ORGANISATION}/export`, handler: 'reports.exportMembers', config: organisationAdminRoute() },
  { method: 'GET', path: `${ORGANISATION}/summary`, handler: 'reports.summary', config: organisationAdminRoute() },
  { method: 'POST', path: `${ORGANISATION}/imports`, handler: 'reports.startImport', config: organisationAdminRoute() },
  {
    method: 'GET',
    path: `${ORGANISATION}/imports/:importId`,
    handler: 'reports.importState',
    config: organisationAdminRoute(),
  },
];

export default { routes };
