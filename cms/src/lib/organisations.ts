/**
 * Organisations (ADR 0029) as every organisation service sees them: the content types, the keys that make
 * memberships, groups and assignments unique, the organisation the `global::organisation-administrator` policy
 * loaded, and who administers what. Every administrator service scopes its queries by that organisation's id.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import type { OrganisationKind, Province } from '../../contract/organisations';
import type { Context } from './request';

export const ORGANISATION_UID = 'api::organisation.organisation';
export const INVITE_UID = 'api::organisation-invite.organisation-invite';
export const MEMBERSHIP_UID = 'api::organisation-membership.organisation-membership';
export const GROUP_UID = 'api::organisation-group.organisation-group';
export const ASSIGNMENT_UID = 'api::course-assignment.course-assignment';
export const IMPORT_UID = 'api::organisation-import.organisation-import';
export const ACCESS_CODE_UID = 'api::access-code.access-code';

/** The organisation an administrator call acts on, put on `ctx.state` by the policy. */
export type AdministeredOrganisation = {
  id: number;
  documentId: string;
  name: string;
  kind: OrganisationKind;
  province: Province;
};

/** The organisation the policy loaded; routes using this are configured with `organisationAdminRoute()`. */
export function administeredOrganisation(ctx: Context): AdministeredOrganisation {
  const organisation = ctx.state.organisation;
  if (!organisation) throw new errors.ForbiddenError('This call needs the organisation administrator policy.');
  return organisation;
}

/** One membership per person per organisation. */
export const membershipKeyOf = (organisationId: number, userId: number) => `${organisationId}:${userId}`;

/** One group of a name per organisation, compared without case (or the spaces around it). */
export const groupNameKeyOf = (organisationId: number, name: string) =>
  `${organisationId}:${name.trim().toLocaleLowerCase('en')}`;

/** One assignment of a course per organisation and group (`all`: every member). */
export const assignmentKeyOf = (organisationId: number, courseId: string, groupId: number | null) =>
  `${organisationId}:${courseId}:${groupId ?? 'all'}`;

/** Administrators are named by the email they sign in with, stored trimmed and in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailSchema = z.email();
export const isEmail = (email: string) => email.length <= 254 && emailSchema.safeParse(email).success;

/** The organisations whose administrators' list holds this email (a session's: immutable, lower case). */
export async function organisationsAdministeredBy(strapi: Core.Strapi, email: string) {
  return strapi.documents(ORGANISATION_UID).findMany({
    filters: { administrators: { email: { $eq: normaliseEmail(email) } } },
    fields: ['name', 'kind', 'province'],
    sort: ['name:asc', 'id:asc'],
  });
}

/** A row id from a query result: PostgreSQL may answer counts and ids as strings. */
export const idOf = (value: unknown): number => Number(value);
