import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { sharedMessages } from '~/messages';
import { organisationAdminMessages } from '~/messages/organisation-admin';
import { OrganisationErrorBoundary } from '~/screens/organisation-admin/frame';
import { GroupsScreen } from '~/screens/organisation-admin/groups-screen';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { handleGroupsAction, loadGroups } from '~/lib/pages/organisation-groups.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = organisationAdminMessages();
  return [{ title: sharedMessages().meta.title(data ? `${data.organisation.name}: ${t.groups.title}` : t.title) }];
};

/** /organisation/groups: create, rename and delete groups, and put members in them (ADR 0029). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadGroups(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleGroupsAction(request, context);
}

export default function OrganisationGroups() {
  return <GroupsScreen data={useLoaderData<typeof loader>()} failure={useActionData<FormFailure>()} />;
}

export const ErrorBoundary = OrganisationErrorBoundary;
