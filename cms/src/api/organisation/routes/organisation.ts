/**
 * Organisations (ADR 0029, cms/contract/organisations.ts), for the storefront: the learner's calls (joining by invite
 * link, their memberships) and the administrator's (`organisationAdminRoute()`: the session's email must be among the
 * administrators of `:organisationId`). The storefront token's permissions derive from this table
 * (bootstrap/service-tokens.ts). Members, export, summary and imports are in reports.ts.
 */
import { learnerRoute, organisationAdminRoute, storefrontRoute, type StorefrontRoute } from '../../../lib/route-config';

const ORGANISATION = '/organisations/:organisationId';

const routes: StorefrontRoute[] = [
  // A learner (the look-up needs no session: /join/<code> shows whose link it is before signing in).
  {
    method: 'GET',
    path: '/organisation-invites/:code',
    handler: 'organisation.lookupInvite',
    config: storefrontRoute(),
  },
  { method: 'POST', path: '/organisation-invites/:code/join', handler: 'organisation.join', config: learnerRoute() },
  // Anyone holding a link a message carried (ADR 0036): no session, no account.
  {
    method: 'GET',
    path: '/organisation-welcome/:token',
    handler: 'organisation.welcome',
    config: storefrontRoute(),
  },
  {
    method: 'GET',
    path: '/invitation-stops/:token',
    handler: 'organisation.lookupStop',
    config: storefrontRoute(),
  },
  {
    method: 'POST',
    path: '/invitation-stops/:token',
    handler: 'organisation.stop',
    config: storefrontRoute(),
  },
  { method: 'GET', path: '/me/organisations', handler: 'organisation.myOrganisations', config: learnerRoute() },
  {
    method: 'POST',
    path: '/me/organisations/:organisationId/accept',
    handler: 'organisation.accept',
    config: learnerRoute(),
  },
  {
    method: 'DELETE',
    path: '/me/organisations/:organisationId',
    handler: 'organisation.leave',
    config: learnerRoute(),
  },

  // An administrator. `mine` first: it is not an organisation's id.
  { method: 'GET', path: '/organisations/mine', handler: 'organisation.mine', config: learnerRoute() },
  { method: 'GET', path: ORGANISATION, handler: 'organisation.overview', config: organisationAdminRoute() },
  {
    method: 'POST',
    path: `${ORGANISATION}/invite`,
    handler: 'organisation.revokeInvite',
    config: organisationAdminRoute(),
  },
  {
    method: 'DELETE',
    path: `${ORGANISATION}/members/:membershipId`,
    handler: 'organisation.removeMember',
    config: organisationAdminRoute(),
  },
  {
    method: 'POST',
    path: `${ORGANISATION}/groups`,
    handler: 'organisation.createGroup',
    config: organisationAdminRoute(),
  },
  {
    method: 'PATCH',
    path: `${ORGANISATION}/groups/:groupId`,
    handler: 'organisation.renameGroup',
    config: organisationAdminRoute(),
  },
  {
    method: 'DELETE',
    path: `${ORGANISATION}/groups/:groupId`,
    handler: 'organisation.removeGroup',
    config: organisationAdminRoute(),
  },
  {
    method: 'POST',
    path: `${ORGANISATION}/groups/:groupId/members`,
    handler: 'organisation.addGroupMembers',
    config: organisationAdminRoute(),
  },
  {
    method: 'DELETE',
    path: `${ORGANISATION}/groups/:groupId/members`,
    handler: 'organisation.removeGroupMembers',
    config: organisationAdminRoute(),
  },
  {
    method: 'POST',
    path: `${ORGANISATION}/assignments`,
    handler: 'organisation.createAssignment',
    config: organisationAdminRoute(),
  },
  {
    method: 'DELETE',
    path: `${ORGANISATION}/assignments/:assignmentId`,
    handler: 'organisation.removeAssignment',
    config: organisationAdminRoute(),
  },
];

export default { routes };
