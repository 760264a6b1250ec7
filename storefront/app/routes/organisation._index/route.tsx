import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { sharedMessages } from '~/messages';
import { organisationAdminMessages } from '~/messages/organisation-admin';
import { DashboardScreen, OrganisationChooser } from '~/screens/organisation-admin/dashboard-screen';
import { OrganisationErrorBoundary } from '~/screens/organisation-admin/frame';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { handleDashboardAction, loadDashboard } from '~/lib/pages/organisation-dashboard.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = organisationAdminMessages();
  const title = data?.kind === 'dashboard' ? `${data.organisation.name}: ${t.dashboard.title}` : t.title;
  return [{ title: sharedMessages().meta.title(title) }];
};

/** /organisation (ADR 0029): the chooser, or the organisation's members, their progress, seats and totals. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadDashboard(request, context);
}

/** Removing a member, after its confirmation step. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleDashboardAction(request, context);
}

export default function OrganisationDashboard() {
  const data = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  if (data.kind === 'chooser') return <OrganisationChooser organisations={data.organisations} />;
  return <DashboardScreen data={data} failure={failure} />;
}

export const ErrorBoundary = OrganisationErrorBoundary;
