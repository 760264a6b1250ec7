/**
 * A learner's side of organisations (ADR 0029): who an invite link is from, joining by it, the learner's memberships
 * and the courses their organisations assign them, accepting an invitation, and leaving (or declining). Answers are
 * parsed to the contract's types; refusals come back as answers in words (cmsCall).
 */
import { z } from 'zod';
import {
  ORGANISATION_KINDS,
  PROVINCES,
  STOP_SCOPES,
  type InvitationStop,
  type InviteLookup,
  type MyMembership,
  type MyOrganisations,
  type OrganisationWelcome,
  type StopScope,
} from '@kundu/cms-contract/organisations';
import { CONTACTS } from '@kundu/cms-contract/verification';
import { AS_STOREFRONT, asLearner, cmsCall, type Visitor } from './core.server';

const id = z.string().min(1);

const lookupSchema = z.object({
  organisation: z.object({ id, name: z.string(), kind: z.enum(ORGANISATION_KINDS), province: z.enum(PROVINCES) }),
}) satisfies z.ZodType<InviteLookup>;

const membershipSchema = z.object({
  organisationId: id,
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  province: z.enum(PROVINCES),
  status: z.enum(['active', 'invited']),
  joinedAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  verifyFirst: z.enum(CONTACTS).nullable(),
}) satisfies z.ZodType<MyMembership>;

const myOrganisationsSchema = z.object({
  memberships: z.array(membershipSchema),
  assignments: z.array(
    z.object({
      organisationId: id,
      organisationName: z.string(),
      courseId: id,
      courseTitle: z.string(),
      isFree: z.boolean(),
      seatAvailable: z.boolean(),
    }),
  ),
  administers: z.array(z.object({ id, name: z.string() })),
  verifyEmailToAdminister: z.boolean(),
}) satisfies z.ZodType<MyOrganisations>;

const path = (code: string) => `organisation-invites/${encodeURIComponent(code)}`;

/** Who an invite code is from: 404 for an unknown code, 400 (with the organisation's name) for a revoked one. */
export function lookupInvite(code: string, visitor: Visitor) {
  return cmsCall('GET', path(code), lookupSchema, { auth: AS_STOREFRONT, visitor });
}

/** Joins by invite code: 201 when the membership is new, 200 when the learner was a member already or had an
 * invitation, which joining accepted (`accepted`). */
export function joinByInvite(sessionToken: string, code: string, visitor: Visitor) {
  return cmsCall(
    'POST',
    `${path(code)}/join`,
    z.object({ membership: membershipSchema, created: z.boolean(), accepted: z.boolean() }),
    { auth: asLearner(sessionToken), body: {}, visitor },
  );
}

const welcomeSchema = z.object({
  organisation: z.object({ name: z.string() }),
  email: z.string(),
}) satisfies z.ZodType<OrganisationWelcome>;

/** Which organisation made the account a set-password link is for (404 for any other link, ADR 0036). */
export function organisationWelcome(token: string, visitor: Visitor) {
  return cmsCall('GET', `organisation-welcome/${encodeURIComponent(token)}`, welcomeSchema, {
    auth: AS_STOREFRONT,
    visitor,
  });
}

const stopSchema = z.object({
  organisation: z.string(),
  address: z.string(),
  stopped: z.enum(STOP_SCOPES).nullable(),
}) satisfies z.ZodType<InvitationStop>;

/** What a message's "not me" link is about: who sent it, to which address (masked), stopped or not. */
export function invitationStop(token: string, visitor: Visitor) {
  return cmsCall('GET', `invitation-stops/${encodeURIComponent(token)}`, stopSchema, { auth: AS_STOREFRONT, visitor });
}

/** "Not me": no more invitations to that address from the organisation, or from every one. */
export function stopInvitations(token: string, scope: StopScope, visitor: Visitor) {
  return cmsCall('POST', `invitation-stops/${encodeURIComponent(token)}`, stopSchema, {
    auth: AS_STOREFRONT,
    body: { scope },
    visitor,
  });
}

export function myOrganisations(sessionToken: string) {
  return cmsCall('GET', 'me/organisations', myOrganisationsSchema, { auth: asLearner(sessionToken) });
}

export function acceptInvitation(sessionToken: string, organisationId: string) {
  return cmsCall(
    'POST',
    `me/organisations/${encodeURIComponent(organisationId)}/accept`,
    z.object({ membership: membershipSchema }),
    { auth: asLearner(sessionToken), body: {} },
  );
}

/** Leaves an organisation, or declines its invitation. */
export function leaveOrganisation(sessionToken: string, organisationId: string) {
  return cmsCall(
    'DELETE',
    `me/organisations/${encodeURIComponent(organisationId)}`,
    z.object({ left: z.literal(true) }),
    {
      auth: asLearner(sessionToken),
    },
  );
}
