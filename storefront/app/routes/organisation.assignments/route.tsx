import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { sharedMessages } from '~/messages';
import { organisationAdminMessages } from '~/messages/organisation-admin';
import { AssignmentsScreen } from '~/screens/organisation-admin/assignments-screen';
import { OrganisationErrorBoundary } from '~/screens/organisation-admin/frame';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { handleAssignmentsAction, loadAssignments } from '~/lib/pages/organisation-assignments.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = organisationAdminMessages();
  return [{ title: sharedMessages().meta.title(data ? `${data.organisation.name}: ${t.assignments.title}` : t.title) }];
};

/** /organisation/assignments: courses assigned to every member or to a group, with their seats (ADR 0029). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadAssignments(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleAssignmentsAction(request, context);
}

export default function OrganisationAssignments() {
  return <AssignmentsScreen data={useLoaderData<typeof loader>()} failure={useActionData<FormFailure>()} />;
}

export const ErrorBoundary = OrganisationErrorBoundary;
