import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { sharedMessages } from '~/messages';
import { organisationAdminMessages } from '~/messages/organisation-admin';
import { OrganisationErrorBoundary } from '~/screens/organisation-admin/frame';
import { SummaryScreen } from '~/screens/organisation-admin/summary-screen';
import { loadSummary } from '~/lib/pages/organisation-summary.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = organisationAdminMessages();
  return [{ title: sharedMessages().meta.title(data ? `${data.organisation.name}: ${t.summary.title}` : t.title) }];
};

/** /organisation/summary: a one-page training summary to print for a board or a donor (ADR 0029). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadSummary(request, context);
}

export default function OrganisationSummaryPage() {
  return <SummaryScreen data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = OrganisationErrorBoundary;
