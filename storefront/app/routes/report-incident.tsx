import type { MetaFunction } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { sharedMessages } from '~/messages';
import type { loader as rootLoader } from '~/root';
import { ReportScreen } from '~/screens/report/report-screen';

export const meta: MetaFunction = () => [{ title: sharedMessages().meta.title(sharedMessages().screenTitles.report) }];

/**
 * /report-incident: where to report in Papua New Guinea, in every session state (ADR 0040). No loader: the page is
 * the same for everyone, and the support address comes with the frame.
 */
export default function ReportIncident() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <ReportScreen supportEmail={root?.supportEmail ?? ''} />;
}
