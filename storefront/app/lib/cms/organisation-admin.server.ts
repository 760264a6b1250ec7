/**
 * An organisation's administrator (ADR 0029): typed calls to the CMS's /api/organisations API, always as the
 * signed-in learner. The CMS decides whether the account administers the organisation (its policy answers 403) and
 * scopes every answer to that organisation; these answers are parsed to the contract's types.
 */
import { z } from 'zod';
import {
  IMPORT_OUTCOMES,
  MEMBER_STATUSES,
  ORGANISATION_KINDS,
  PROVINCES,
  type Assignment,
  type Group,
  type ImportState,
  type Invite,
  type Member,
  type MemberFilters,
  type MemberPage,
  type OrganisationOverview,
  type OrganisationReport,
  type OrganisationSummary,
} from '@kundu/cms-contract/organisations';
import { asLearner, cmsCall, cmsDownload } from './core.server';

const id = z.string().min(1);
const count = z.number().int().min(0);

const summarySchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  province: z.enum(PROVINCES),
  memberCount: count,
}) satisfies z.ZodType<OrganisationSummary>;

const inviteSchema = z.object({ code: z.string(), createdAt: z.string() }) satisfies z.ZodType<Invite>;
const groupSchema = z.object({ id, name: z.string(), memberCount: count }) satisfies z.ZodType<Group>;

const assignmentSchema = z.object({
  id,
  courseId: id,
  courseTitle: z.string(),
  isFree: z.boolean(),
  group: z.object({ id, name: z.string() }).nullable(),
  assignedAt: z.string(),
  seats: z.object({ total: count, used: count, left: count }).nullable(),
}) satisfies z.ZodType<Assignment>;

const overviewSchema = summarySchema.extend({
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  invite: inviteSchema,
  invitedCount: count,
  groups: z.array(groupSchema),
  assignments: z.array(assignmentSchema),
  courses: z.array(z.object({ id, title: z.string(), isFree: z.boolean(), seatsLeft: count.nullable() })),
}) satisfies z.ZodType<OrganisationOverview>;

const memberSchema = z.object({
  membershipId: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  audienceRole: z.string().nullable(),
  province: z.enum(PROVINCES).nullable(),
  status: z.enum(['active', 'invited']),
  joinedAt: z.string().nullable(),
  groups: z.array(z.object({ id, name: z.string() })),
  courses: z.array(
    z.object({
      courseId: id,
      courseTitle: z.string(),
      status: z.enum(MEMBER_STATUSES),
      progress: z.number().min(0).max(100),
      completedAt: z.string().nullable(),
      certificateId: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<Member>;

const memberPageSchema = z.object({
  members: z.array(memberSchema),
  total: count,
  page: z.number().int().min(1),
  pageCount: count,
  totals: z.object({ members: count, invited: count, enrolled: count, completed: count, certificates: count }),
}) satisfies z.ZodType<MemberPage>;

const reportSchema = z.object({
  organisation: summarySchema,
  generatedAt: z.string(),
  members: count,
  byCourse: z.array(
    z.object({ courseId: id, courseTitle: z.string(), assigned: count, enrolled: count, completed: count }),
  ),
  byProvince: z.array(z.object({ province: z.string(), members: count, completed: count })),
}) satisfies z.ZodType<OrganisationReport>;

const outcomeSchema = z.enum(IMPORT_OUTCOMES);
const importSchema = z.object({
  id,
  fileName: z.string(),
  status: z.enum(['running', 'finished', 'interrupted']),
  totalRows: count,
  processedRows: count,
  counts: z.object({
    invited: count,
    already_invited: count,
    already_member: count,
    not_sent: count,
    rejected: count,
  }),
  rows: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      contact: z.string(),
      outcome: outcomeSchema,
      reason: z.string().optional(),
    }),
  ),
  startedAt: z.string(),
}) satisfies z.ZodType<ImportState>;

const removed = z.object({ removed: z.literal(true) });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call to /api/organisations/{organisationId}/{path} as the administrator. */
function administer<T>(
  sessionToken: string,
  method: Method,
  organisationId: string,
  path: string,
  schema: z.ZodType<T>,
  options: { body?: unknown; query?: Record<string, string | number> } = {},
) {
  const target = `organisations/${encodeURIComponent(organisationId)}${path ? `/${path}` : ''}`;
  return cmsCall(method, target, schema, { auth: asLearner(sessionToken), ...options });
}

/** The filters as the CMS reads them: only those set. */
export function filterQuery(filters: Partial<MemberFilters>): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of ['group', 'course', 'status', 'q'] as const) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  if (filters.page && filters.page > 1) query.page = filters.page;
  return query;
}

/** The organisations the account administers; none until its email is verified, which `verifyEmailToAdminister`
 * then asks for (ADR 0035). */
export function myAdministeredOrganisations(sessionToken: string) {
  const mine = z.object({ organisations: z.array(summarySchema), verifyEmailToAdminister: z.boolean() });
  return cmsCall('GET', 'organisations/mine', mine, { auth: asLearner(sessionToken) });
}

export function organisationOverview(sessionToken: string, organisationId: string) {
  return administer(sessionToken, 'GET', organisationId, '', overviewSchema);
}

/** Revokes the live invite and makes a new one: the old link then says it has expired. */
export function renewInvite(sessionToken: string, organisationId: string) {
  return administer(sessionToken, 'POST', organisationId, 'invite', z.object({ invite: inviteSchema }), {
    body: {},
  });
}

export function listMembers(sessionToken: string, organisationId: string, filters: MemberFilters) {
  return administer(sessionToken, 'GET', organisationId, 'members', memberPageSchema, {
    query: filterQuery(filters),
  });
}

export function removeMember(sessionToken: string, organisationId: string, membershipId: string) {
  return administer(sessionToken, 'DELETE', organisationId, `members/${encodeURIComponent(membershipId)}`, removed);
}

/** The members as CSV (UTF-8 with BOM, CRLF), for the storefront to stream on. */
export function exportMembers(sessionToken: string, organisationId: string, filters: MemberFilters) {
  return cmsDownload(`organisations/${encodeURIComponent(organisationId)}/export`, 'text/csv', {
    auth: asLearner(sessionToken),
    query: filterQuery({ ...filters, page: 1 }),
  });
}

export function organisationReport(sessionToken: string, organisationId: string) {
  return administer(sessionToken, 'GET', organisationId, 'summary', reportSchema);
}

const groupAnswer = z.object({ group: groupSchema });

export function createGroup(sessionToken: string, organisationId: string, name: string) {
  return administer(sessionToken, 'POST', organisationId, 'groups', groupAnswer, { body: { name } });
}

export function renameGroup(sessionToken: string, organisationId: string, groupId: string, name: string) {
  return administer(sessionToken, 'PATCH', organisationId, `groups/${encodeURIComponent(groupId)}`, groupAnswer, {
    body: { name },
  });
}

export function deleteGroup(sessionToken: string, organisationId: string, groupId: string) {
  return administer(sessionToken, 'DELETE', organisationId, `groups/${encodeURIComponent(groupId)}`, removed);
}

/** Puts members in a group (`add`) or takes them out of it. */
export function changeGroupMembers(
  sessionToken: string,
  organisationId: string,
  groupId: string,
  change: 'add' | 'remove',
  membershipIds: string[],
) {
  const path = `groups/${encodeURIComponent(groupId)}/members`;
  return administer(sessionToken, change === 'add' ? 'POST' : 'DELETE', organisationId, path, groupAnswer, {
    body: { membershipIds },
  });
}

export function assignCourse(
  sessionToken: string,
  organisationId: string,
  assignment: { courseId: string; groupId?: string },
) {
  return administer(sessionToken, 'POST', organisationId, 'assignments', z.object({ assignment: assignmentSchema }), {
    body: assignment,
  });
}

export function removeAssignment(sessionToken: string, organisationId: string, assignmentId: string) {
  const path = `assignments/${encodeURIComponent(assignmentId)}`;
  return administer(sessionToken, 'DELETE', organisationId, path, removed);
}

const importAnswer = z.object({ import: importSchema });

/** Starts an import of a CSV file (its bytes as base64); the CMS answers 202 and works through it in batches. */
export function startImport(sessionToken: string, organisationId: string, file: { fileName: string; csv: Buffer }) {
  return administer(sessionToken, 'POST', organisationId, 'imports', importAnswer, {
    body: { fileName: file.fileName, csvBase64: file.csv.toString('base64') },
  });
}

export function importState(sessionToken: string, organisationId: string, importId: string) {
  return administer(sessionToken, 'GET', organisationId, `imports/${encodeURIComponent(importId)}`, importAnswer);
}
