/**
 * Organisations (ADR 0029): what the CMS's organisation API accepts and answers, shared by the CMS and the
 * storefront. Every call needs the storefront's API token; "learner" calls also the learner's session
 * (x-session-token); "administrator" calls also pass `global::organisation-administrator`.
 *
 * Learner calls
 * - GET    /api/organisation-invites/:code                 (token only)  → InviteLookup | 404 / 400 in words
 *          (404 inviteNotFound for an unknown or malformed code; 400 inviteExpired(name) for a revoked one)
 * - POST   /api/organisation-invites/:code/join            (learner)     → { membership: MyMembership, created, accepted }
 *          (201 when created; 200 when already a member, or when an invitation waiting was accepted by it: `accepted`)
 * - GET    /api/organisation-welcome/:token                (token only)  → OrganisationWelcome | 404 in words
 *          (the organisation whose import made the account a set-password link is for, ADR 0036)
 * - GET    /api/invitation-stops/:token                    (token only)  → InvitationStop | 404 stopLinkNotValid
 * - POST   /api/invitation-stops/:token {scope}            (token only)  → InvitationStop ("not me", ADR 0036)
 * - GET    /api/me/organisations                           (learner)     → MyOrganisations
 * - POST   /api/me/organisations/:organisationId/accept    (learner)     → { membership: MyMembership }
 * - DELETE /api/me/organisations/:organisationId           (learner)     → { left: true } (leave, or decline)
 *
 * Administrator calls (:organisationId is the organisation's documentId)
 * - GET    /api/organisations/mine                                        → { organisations: OrganisationSummary[] }
 * - GET    /api/organisations/:organisationId                             → OrganisationOverview
 * - POST   /api/organisations/:organisationId/invite                      → { invite: Invite } (revokes, makes new)
 * - GET    /api/organisations/:organisationId/members?group&course&status&q&page
 *                                                                          → MemberPage
 * - DELETE /api/organisations/:organisationId/members/:membershipId       → { removed: true }
 * - GET    /api/organisations/:organisationId/export?group&course&status&q → text/csv (UTF-8 BOM, CRLF)
 * - GET    /api/organisations/:organisationId/summary                     → OrganisationReport
 * - POST   /api/organisations/:organisationId/groups          {name}      → { group: Group } (201)
 * - PATCH  /api/organisations/:organisationId/groups/:groupId {name}      → { group: Group }
 * - DELETE /api/organisations/:organisationId/groups/:groupId             → { removed: true }
 * - POST   /api/organisations/:organisationId/groups/:groupId/members {membershipIds} → { group: Group }
 * - DELETE /api/organisations/:organisationId/groups/:groupId/members {membershipIds} → { group: Group }
 * - POST   /api/organisations/:organisationId/assignments {courseId, groupId?} → { assignment: Assignment } (201)
 *          (200 with the existing assignment when the course is already assigned to that group or to all)
 * - DELETE /api/organisations/:organisationId/assignments/:assignmentId   → { removed: true }
 * - POST   /api/organisations/:organisationId/imports {fileName, csvBase64} → { import: ImportState } (202)
 * - GET    /api/organisations/:organisationId/imports/:importId           → { import: ImportState }
 *
 * Errors are Strapi's JSON errors with a message in words: 400 (with `details.errors` per field for forms), 403
 * (not this organisation's administrator), 404 (unknown organisation, group, member, assignment, import or invite),
 * 429 (too many tries).
 */
import { z } from 'zod';
import { inCurrentLanguage } from './language';
import { organisationMessages as tokPisin } from './tpi/organisations';
import type { VerifyFirst } from './verification';

export const ORGANISATION_KINDS = ['church', 'ngo', 'government_department', 'company', 'school'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/** Papua New Guinea's 22 provinces (with the National Capital District and the Autonomous Region of Bougainville). */
export const PROVINCES = [
  'Autonomous Region of Bougainville',
  'Central',
  'Chimbu',
  'East New Britain',
  'East Sepik',
  'Eastern Highlands',
  'Enga',
  'Gulf',
  'Hela',
  'Jiwaka',
  'Madang',
  'Manus',
  'Milne Bay',
  'Morobe',
  'National Capital District',
  'New Ireland',
  'Oro',
  'Southern Highlands',
  'West New Britain',
  'West Sepik',
  'Western',
  'Western Highlands',
] as const;
export type Province = (typeof PROVINCES)[number];

export const MEMBER_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type MemberCourseStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBERS_PAGE_SIZE = 50;

/** The English words; answers read the catalogue below, in the request's language. */
export const ENGLISH = {
  inviteNotFound: 'This invite link is not valid.',
  inviteExpired: (organisation: string) => `This invite link has expired. Ask ${organisation} for a new one.`,
  organisationNotFound: 'No organisation has this id.',
  notAdministrator: 'You are not an administrator of this organisation.',
  groupNameRequired: 'Please give the group a name.',
  groupNameTooLong: 'A group name has at most 80 characters.',
  groupNameTaken: 'This organisation already has a group with this name.',
  groupNotFound: 'This organisation has no such group.',
  memberNotFound: 'This organisation has no such member.',
  membershipIdsRequired: 'Choose at least one member.',
  courseRequired: 'Choose a course to assign.',
  courseNotFound: 'No published course has this id.',
  assignmentNotFound: 'This organisation has no such assignment.',
  assignmentNotSaved: 'The assignment could not be saved. Please try again.',
  importNotFound: 'This organisation has no such import.',
  notMember: 'You are not a member of this organisation.',
  csvRequired: 'Choose a CSV file to upload.',
  csvTooLarge: 'The file is larger than 2 MB. Split it into smaller files.',
  csvTooManyRows: 'The file has more than 5,000 rows. Split it into smaller files.',
  csvNotUtf8:
    'This file is not UTF-8. In Excel choose Save As → CSV UTF-8 (Comma delimited); in Google Sheets, File → Download → CSV.',
  csvNoHeader: 'The first row must name the columns: first name, last name, email, phone, category.',
  csvMissingColumns: (missing: string) => `The file has no ${missing} column.`,
  csvEmpty: 'The file has no member rows under its header.',
  tooManyImports: 'Too many uploads for this organisation. Please wait an hour and try again.',
  tooManyJoins: 'Too many tries. Please wait 15 minutes and try again.',
  noSeatsToAssign: (course: string, organisation: string, support: string) =>
    `${course} is a paid course and ${organisation} has no seats left for it: members would be asked for an access code. Ask Kundu Cyber Academy for seats first (write to ${support}), then assign it.`,
  welcomeNotFound: 'This link is not a welcome link, or it was used or has expired.',
  stopLinkNotValid: 'This link is not valid. Use the link in the message you were sent.',
  stopScopeRequired: 'Choose whose messages to stop.',
  tooManyStops: 'Too many tries. Please wait 15 minutes and try again.',
} as const;

/** In the language of the request being handled (ADR 0046): read an entry when an answer is written, never at load. */
export const ORGANISATION_MESSAGES = inCurrentLanguage(ENGLISH, tokPisin);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const groupNameSchema = z.object({
  name: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, { error: () => ORGANISATION_MESSAGES.groupNameRequired })
      .max(80, { error: () => ORGANISATION_MESSAGES.groupNameTooLong }),
  ),
});

export const groupMembersSchema = z.object({
  membershipIds: z
    .array(z.string().regex(/^[a-z0-9]{10,64}$/))
    .min(1, { error: () => ORGANISATION_MESSAGES.membershipIdsRequired })
    .max(5000),
});

export const assignmentSchema = z.object({
  courseId: z.preprocess(
    text,
    z.string().regex(/^[a-z0-9]{10,64}$/, { error: () => ORGANISATION_MESSAGES.courseRequired }),
  ),
  groupId: z.preprocess(
    (value) => (typeof value === 'string' && value ? value : undefined),
    z
      .string()
      .regex(/^[a-z0-9]{10,64}$/, { error: () => ORGANISATION_MESSAGES.groupNotFound })
      .optional(),
  ),
});

/** The CSV arrives as text: the storefront decodes nothing, it checks the size and passes the bytes as base64. */
export const importSchema = z.object({
  fileName: z.preprocess(text, z.string().trim().max(200).default('members.csv')),
  /** The file's bytes, base64: the CMS decides the encoding (UTF-8 with or without BOM, or refused). */
  csvBase64: z.preprocess(
    text,
    z
      .string()
      .min(1, { error: () => ORGANISATION_MESSAGES.csvRequired })
      .max(2_900_000, { error: () => ORGANISATION_MESSAGES.csvTooLarge }),
  ),
});

export const memberFiltersSchema = z.object({
  group: z
    .string()
    .regex(/^[a-z0-9]{10,64}$/)
    .optional()
    .catch(undefined),
  course: z
    .string()
    .regex(/^[a-z0-9]{10,64}$/)
    .optional()
    .catch(undefined),
  status: z.enum(MEMBER_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(80).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).default(1).catch(1),
});
export type MemberFilters = z.infer<typeof memberFiltersSchema>;

/** Whose invitations a "not me" stops (ADR 0036): the organisation that sent the message, or every organisation. */
export const STOP_SCOPES = ['organisation', 'all'] as const;
export type StopScope = (typeof STOP_SCOPES)[number];

export const invitationStopSchema = z.object({
  scope: z.enum(STOP_SCOPES, { error: () => ORGANISATION_MESSAGES.stopScopeRequired }),
});

/** A message an organisation's import sent, as its "not me" link shows it: who sent it, to which address (masked),
 * and whether its recipient stopped such messages already. */
export type InvitationStop = { organisation: string; address: string; stopped: StopScope | null };

/** The organisation whose import made the account a set-password link is for (the welcome page says so), and the
 * email the account signs in with (a message by WhatsApp does not say it). */
export type OrganisationWelcome = { organisation: { name: string }; email: string };

export type InviteLookup = {
  organisation: { id: string; name: string; kind: OrganisationKind; province: Province };
};

export type MyMembership = {
  organisationId: string;
  name: string;
  kind: OrganisationKind;
  province: Province;
  status: 'active' | 'invited';
  joinedAt: string | null;
  invitedAt: string | null;
  /** An invitation the learner can accept only after verifying this contact (ADR 0035); null otherwise. */
  verifyFirst: VerifyFirst;
};

export type MyAssignment = {
  organisationId: string;
  organisationName: string;
  courseId: string;
  courseTitle: string;
  isFree: boolean;
  /** A paid course with a seat left in the organisation's access codes. */
  seatAvailable: boolean;
};

export type MyOrganisations = {
  memberships: MyMembership[];
  /** Courses assigned by organisations where the learner's membership is active (not yet enrolled or not). */
  assignments: MyAssignment[];
  /** Organisations this account administers (for the header link to /organisation). */
  administers: { id: string; name: string }[];
  /** The account's email is an administrator's, but not verified yet: verifying it opens the console (ADR 0035). */
  verifyEmailToAdminister: boolean;
};

export type OrganisationSummary = {
  id: string;
  name: string;
  kind: OrganisationKind;
  province: Province;
  memberCount: number;
};

export type Invite = { code: string; createdAt: string };
export type Group = { id: string; name: string; memberCount: number };
/** An organisation's seats in a course: `total` and `used` over all its codes for it; `left`, the uses still possible
 * (on codes that have not expired), so `left` may be less than `total - used`. */
export type Seats = { total: number; used: number; left: number };
export type Assignment = {
  id: string;
  courseId: string;
  courseTitle: string;
  isFree: boolean;
  group: { id: string; name: string } | null;
  assignedAt: string;
  /** Paid courses: the organisation's access codes for the course; null for a free course. */
  seats: Seats | null;
};

export type OrganisationOverview = OrganisationSummary & {
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  invite: Invite;
  invitedCount: number;
  groups: Group[];
  assignments: Assignment[];
  /** Published courses, for the assignment form; a paid course with the organisation's seats left (null: free). */
  courses: { id: string; title: string; isFree: boolean; seatsLeft: number | null }[];
};

export type MemberCourse = {
  courseId: string;
  courseTitle: string;
  status: MemberCourseStatus;
  progress: number;
  completedAt: string | null;
  certificateId: string | null;
};

/**
 * A member as the administrator sees them. Invited (not accepted yet): the name and email the organisation's file
 * gave, no category; accepted: the account's own. Never a phone number, not even masked (ADR 0036).
 */
export type Member = {
  membershipId: string;
  firstName: string;
  lastName: string;
  email: string;
  audienceRole: string | null;
  province: Province | null;
  status: 'active' | 'invited';
  joinedAt: string | null;
  groups: { id: string; name: string }[];
  /** Only the courses this organisation assigned this member. */
  courses: MemberCourse[];
};

export type MemberPage = {
  members: Member[];
  total: number;
  page: number;
  pageCount: number;
  /** Over every member of the organisation, not only this page or filter. */
  totals: { members: number; invited: number; enrolled: number; completed: number; certificates: number };
};

export type OrganisationReport = {
  organisation: OrganisationSummary;
  generatedAt: string;
  members: number;
  byCourse: { courseId: string; courseTitle: string; assigned: number; enrolled: number; completed: number }[];
  byProvince: { province: string; members: number; completed: number }[];
};

/**
 * What became of a row (ADR 0036): `invited` whether or not the email had an account (nothing tells them apart);
 * `already_invited` and `already_member` on a later upload; `not_sent` when the organisation's daily cap was reached
 * or the address said "not me"; `rejected` with the reason.
 */
export const IMPORT_OUTCOMES = ['invited', 'already_invited', 'already_member', 'not_sent', 'rejected'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export type ImportRow = {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  name: string;
  contact: string;
  outcome: ImportOutcome;
  reason?: string;
};

export type ImportState = {
  id: string;
  fileName: string;
  status: 'running' | 'finished' | 'interrupted';
  totalRows: number;
  processedRows: number;
  counts: Record<ImportOutcome, number>;
  /** Every row's outcome, once finished (or as far as it got). */
  rows: ImportRow[];
  startedAt: string;
};
