import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { listConfirmedHelpContacts } from '~/lib/cms/help-contacts.server';
import { formatDate } from '~/lib/format';
import { sharedMessages } from '~/messages';
import type { loader as rootLoader } from '~/root';
import { ReportScreen } from '~/screens/report/report-screen';

export const meta: MetaFunction = () => [{ title: sharedMessages().meta.title(sharedMessages().screenTitles.report) }];

/**
 * /report-incident: where to report in Papua New Guinea, in every session state (ADR 0040), with the help contacts
 * a person has checked, from the CMS (ADR 0042). Without the CMS, the page still says where to go, without numbers.
 */
export async function loader() {
  try {
    const contacts = await listConfirmedHelpContacts();
    return { contacts: contacts.map((contact) => ({ ...contact, lastChecked: formatDate(contact.lastCheckedAt) })) };
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return { contacts: [] };
  }
}

export default function ReportIncident() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { contacts } = useLoaderData<typeof loader>();
  return <ReportScreen supportEmail={root?.supportEmail ?? ''} contacts={contacts} />;
}
