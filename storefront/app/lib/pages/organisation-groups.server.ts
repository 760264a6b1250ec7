import type { AppLoadContext } from '@remix-run/node';
import { ORGANISATION_MESSAGES } from '@kundu/cms-contract/organisations';
import {
  changeGroupMembers,
  createGroup,
  deleteGroup,
  listMembers,
  organisationOverview,
  renameGroup,
} from '~/lib/cms/organisation-admin.server';
import { readFormData } from '~/lib/http.server';
import { organisationHref } from '~/lib/organisation-links';
import {
  answerFor,
  doneWith,
  formFailure,
  frameOf,
  requireOrganisation,
  requireOrganisationForAction,
} from '~/lib/organisation-pages.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { organisationAdminMessages } from '~/messages/organisation-admin';
import { filterParams, filtersOf } from '~/lib/pages/organisation-dashboard.server';

export async function loadGroups(request: Request, context: AppLoadContext) {
  const admin = await requireOrganisation(request, context);
  const url = new URL(request.url);
  // The members list of this page filters by search and group only.
  const filters = { ...filtersOf(url), course: undefined, status: undefined };
  const [overview, page] = await Promise.all([
    answerFor(request, organisationOverview(admin.token, admin.organisationId)),
    answerFor(request, listMembers(admin.token, admin.organisationId, filters)),
  ]);
  const deleting = url.searchParams.get('delete');
  return {
    ...frameOf(admin),
    organisation: { id: overview.id, name: overview.name },
    groups: overview.groups,
    /** The group whose deletion waits for its confirmation. */
    deleting: overview.groups.find((group) => group.id === deleting) ?? null,
    filters: { q: filters.q ?? '', group: filters.group ?? '' },
    members: page.members.map((member) => ({
      membershipId: member.membershipId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email,
      groups: member.groups.map((group) => group.name),
    })),
    page: page.page,
    pageCount: page.pageCount,
  };
}
export type GroupsData = Awaited<ReturnType<typeof loadGroups>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function handleGroupsAction(request: Request, context: AppLoadContext) {
  const { token, organisationId } = await requireOrganisationForAction(request, context);
  const form = await readFormData(request);
  const intent = text(form, 'intent');
  const t = organisationAdminMessages();
  // Back to the same list (search, group, page) the form was sent from.
  const back = organisationHref('groups', organisationId, filterParams({ ...filtersOf(new URL(request.url)) }));
  const groupId = text(form, 'groupId');

  if (intent === 'create-group') {
    const name = text(form, 'name');
    const answer = await orUnavailable(createGroup(token, organisationId, name));
    if (!answer.ok) return formFailure(request, intent, answer, { name });
    return doneWith(back, { title: t.groups.createdTitle(answer.data.group.name) });
  }
  if (intent === 'rename-group') {
    const name = text(form, 'name');
    if (!groupId) return formFailure(request, intent, { status: 404, message: ORGANISATION_MESSAGES.groupNotFound });
    const answer = await orUnavailable(renameGroup(token, organisationId, groupId, name));
    if (!answer.ok) return formFailure(request, intent, answer, { groupId, name });
    return doneWith(back, { title: t.groups.renamedTitle(answer.data.group.name) });
  }
  if (intent === 'delete-group') {
    if (!groupId) return formFailure(request, intent, { status: 404, message: ORGANISATION_MESSAGES.groupNotFound });
    const answer = await orUnavailable(deleteGroup(token, organisationId, groupId));
    if (!answer.ok) return formFailure(request, intent, answer);
    return doneWith(back, { title: t.groups.deletedTitle(text(form, 'name').slice(0, 80)) });
  }
  if (intent === 'add-members' || intent === 'remove-members') {
    const membershipIds = form.getAll('membershipId').filter((value): value is string => typeof value === 'string');
    if (!groupId) return formFailure(request, intent, { status: 400, message: t.groups.noGroupChosen });
    if (membershipIds.length === 0) {
      return formFailure(request, intent, { status: 400, message: ORGANISATION_MESSAGES.membershipIdsRequired });
    }
    const change = intent === 'add-members' ? 'add' : 'remove';
    const answer = await orUnavailable(changeGroupMembers(token, organisationId, groupId, change, membershipIds));
    if (!answer.ok) return formFailure(request, intent, answer);
    const title = change === 'add' ? t.groups.addedTitle : t.groups.removedTitle;
    return doneWith(back, { title: title(membershipIds.length, answer.data.group.name) });
  }
  return formFailure(request, intent, { status: 400, message: t.access.unknownForm });
}
