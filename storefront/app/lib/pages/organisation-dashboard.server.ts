import type { AppLoadContext } from '@remix-run/node';
import { memberFiltersSchema, type Member, type MemberFilters } from '@kundu/cms-contract/organisations';
import { listMembers, organisationOverview, removeMember } from '~/lib/cms/organisation-admin.server';
import { formatDate } from '~/lib/format';
import { readFormData } from '~/lib/http.server';
import { organisationHref } from '~/lib/organisation-links';
import {
  adminContext,
  answerFor,
  doneWith,
  formFailure,
  requireOrganisationForAction,
} from '~/lib/organisation-pages.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { organisationAdminMessages } from '~/messages/organisation-admin';

/** The filters of the address, as the CMS reads them (anything malformed is left out). */
export function filtersOf(url: URL): MemberFilters {
  return memberFiltersSchema.parse({
    group: url.searchParams.get('group') || undefined,
    course: url.searchParams.get('course') || undefined,
    status: url.searchParams.get('status') || undefined,
    q: url.searchParams.get('q') || undefined,
    page: url.searchParams.get('page') ?? undefined,
  });
}

/** What a member's row shows (the CMS's answer, with dates written as people read them). */
function memberRow(member: Member) {
  return {
    membershipId: member.membershipId,
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email,
    status: member.status,
    groups: member.groups.map((group) => group.name),
    courses: member.courses.map((course) => ({
      courseId: course.courseId,
      status: course.status,
      progress: course.progress,
      completedOn: course.completedAt ? formatDate(course.completedAt) : null,
      certificateId: course.certificateId,
    })),
  };
}
export type MemberRow = ReturnType<typeof memberRow>;

export async function loadDashboard(request: Request, context: AppLoadContext) {
  const admin = await adminContext(request, context);
  if (!admin.organisationId) return { kind: 'chooser' as const, organisations: admin.organisations };
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const [overview, page] = await Promise.all([
    answerFor(request, organisationOverview(admin.token, admin.organisationId)),
    answerFor(request, listMembers(admin.token, admin.organisationId, filters)),
  ]);
  const assignedCourses = new Map<string, string>();
  const seats: Array<{ courseId: string; courseTitle: string; total: number; used: number; left: number }> = [];
  for (const assignment of overview.assignments) {
    if (assignedCourses.has(assignment.courseId)) continue;
    assignedCourses.set(assignment.courseId, assignment.courseTitle);
    if (assignment.seats)
      seats.push({ courseId: assignment.courseId, courseTitle: assignment.courseTitle, ...assignment.seats });
  }
  const members = page.members.map(memberRow);
  const removing = url.searchParams.get('remove');
  return {
    kind: 'dashboard' as const,
    organisation: { id: overview.id, name: overview.name },
    hasOthers: admin.organisations.length > 1,
    totals: page.totals,
    seats,
    groups: overview.groups.map(({ id, name }) => ({ id, name })),
    courses: [...assignedCourses].map(([id, title]) => ({ id, title })),
    filters,
    members,
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    /** The member whose removal waits for its confirmation (from this page of the list). */
    removing: members.find((member) => member.membershipId === removing) ?? null,
  };
}
export type DashboardData = Extract<Awaited<ReturnType<typeof loadDashboard>>, { kind: 'dashboard' }>;

export async function handleDashboardAction(request: Request, context: AppLoadContext) {
  const { token, organisationId } = await requireOrganisationForAction(request, context);
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? '');
  const t = organisationAdminMessages();
  if (intent !== 'remove-member') return formFailure(request, intent, { status: 400, message: t.access.unknownForm });
  const membershipId = String(form.get('membershipId') ?? '');
  const name = String(form.get('name') ?? '').slice(0, 120);
  const answer = await orUnavailable(removeMember(token, organisationId, membershipId));
  if (!answer.ok) return formFailure(request, intent, answer);
  const url = new URL(request.url);
  return doneWith(organisationHref('', organisationId, filterParams(filtersOf(url))), {
    title: t.dashboard.removedTitle(name),
  });
}

/** The filters as an address's parameters. */
export function filterParams(filters: MemberFilters): Record<string, string | number | undefined> {
  return {
    group: filters.group,
    course: filters.course,
    status: filters.status,
    q: filters.q,
    page: filters.page > 1 ? filters.page : undefined,
  };
}
