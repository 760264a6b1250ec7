import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NO_STORE } from '~/lib/page-cache.server';
import { sharedMessages } from '~/messages';
import { organisationAdminMessages } from '~/messages/organisation-admin';
import { OrganisationErrorBoundary } from '~/screens/organisation-admin/frame';
import { ImportReportScreen } from '~/screens/organisation-admin/import-report-screen';
import { loadImportReport } from '~/lib/pages/organisation-import-report.server';

/** How often the page of a running import asks again. */
const REFRESH_SECONDS = 2;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = organisationAdminMessages();
  const title = [
    { title: sharedMessages().meta.title(data ? `${data.organisation.name}: ${t.importReport.title}` : t.title) },
  ];
  // While the CMS works through the file, the page asks again every 2 s, without JavaScript too (ADR 0029).
  return data?.import.status === 'running'
    ? [...title, { httpEquiv: 'refresh', content: String(REFRESH_SECONDS) }]
    : title;
};

export const headers: HeadersFunction = () => ({ 'Cache-Control': NO_STORE });

/** /organisation/imports/{importId}: "Processed N of M rows" while it runs, then every row's outcome. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadImportReport(request, context, params.importId ?? '');
}

export default function OrganisationImportReport() {
  return <ImportReportScreen data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = OrganisationErrorBoundary;
