import type { AppLoadContext } from '@remix-run/node';
import { ORGANISATION_MESSAGES } from '@kundu/cms-contract/organisations';
import { assignCourse, organisationOverview, removeAssignment } from '~/lib/cms/organisation-admin.server';
import { formatDate } from '~/lib/format';
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

export async function loadAssignments(request: Request, context: AppLoadContext) {
  const admin = await requireOrganisation(request, context);
  const overview = await answerFor(request, organisationOverview(admin.token, admin.organisationId));
  const removing = new URL(request.url).searchParams.get('remove');
  const assignments = overview.assignments.map((assignment) => ({
    id: assignment.id,
    courseTitle: assignment.courseTitle,
    group: assignment.group?.name ?? null,
    assignedOn: formatDate(assignment.assignedAt),
    seats: assignment.seats,
  }));
  return {
    ...frameOf(admin),
    organisation: { id: overview.id, name: overview.name },
    courses: overview.courses,
    groups: overview.groups.map(({ id, name }) => ({ id, name })),
    assignments,
    /** The assignment whose removal waits for its confirmation. */
    removing: assignments.find((assignment) => assignment.id === removing) ?? null,
  };
}
export type AssignmentsData = Awaited<ReturnType<typeof loadAssignments>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function handleAssignmentsAction(request: Request, context: AppLoadContext) {
  const { token, organisationId } = await requireOrganisationForAction(request, context);
  const form = await readFormData(request);
  const intent = text(form, 'intent');
  const t = organisationAdminMessages();
  const back = organisationHref('assignments', organisationId);

  if (intent === 'assign-course') {
    const courseId = text(form, 'courseId');
    const groupId = text(form, 'groupId');
    const values = { courseId, groupId };
    if (!courseId)
      return formFailure(request, intent, { status: 400, message: ORGANISATION_MESSAGES.courseRequired }, values);
    const answer = await orUnavailable(
      assignCourse(token, organisationId, { courseId, ...(groupId ? { groupId } : {}) }),
    );
    if (!answer.ok) return formFailure(request, intent, answer, values);
    return doneWith(back, { title: t.assignments.assignedTitle(answer.data.assignment.courseTitle) });
  }
  if (intent === 'remove-assignment') {
    const assignmentId = text(form, 'assignmentId');
    if (!assignmentId) {
      return formFailure(request, intent, { status: 404, message: ORGANISATION_MESSAGES.assignmentNotFound });
    }
    const answer = await orUnavailable(removeAssignment(token, organisationId, assignmentId));
    if (!answer.ok) return formFailure(request, intent, answer);
    return doneWith(back, { title: t.assignments.removedTitle(text(form, 'courseTitle').slice(0, 200)) });
  }
  return formFailure(request, intent, { status: 400, message: t.access.unknownForm });
}
