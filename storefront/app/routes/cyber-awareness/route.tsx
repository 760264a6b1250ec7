import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { env } from '~/env.server';
import { countAlertViews } from '~/lib/cms/alert-views.server';
import { listAlerts } from '~/lib/cms/alerts.server';
import { formatDate } from '~/lib/format';
import { requireRoute } from '~/lib/route-access.server';
import { sharedMessages } from '~/messages';
import { AwarenessScreen, type AwarenessData } from '~/screens/awareness/awareness-screen';
import { ALERTS_SHOWN } from '~/screens/awareness/use-current-alerts';

export const meta: MetaFunction = () => [
  { title: sharedMessages().meta.title(sharedMessages().screenTitles.awareness) },
];

/** /cyber-awareness: for signed-out visitors (spec 2.1). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, 'cyber-awareness');
  try {
    const alerts = (await listAlerts())
      .slice(0, ALERTS_SHOWN)
      .map((alert) => ({ ...alert, dateLabel: formatDate(alert.createdAt) }));
    countAlertViews(request, alerts);
    return { page: { status: 'ok', alerts } satisfies AwarenessData, supportEmail: env.SUPPORT_EMAIL };
  } catch (error) {
    console.error(error);
    return data(
      { page: { status: 'error' } satisfies AwarenessData, supportEmail: env.SUPPORT_EMAIL },
      { status: 503 },
    );
  }
}

export default function CyberAwareness() {
  const { page, supportEmail } = useLoaderData<typeof loader>();
  return <AwarenessScreen data={page} supportEmail={supportEmail} />;
}
