import type { LoaderFunctionArgs } from '@remix-run/node';
import { ORGANISATION_MESSAGES } from '@kundu/cms-contract/organisations';
import { exportMembers, myAdministeredOrganisations } from '~/lib/cms/organisation-admin.server';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { errorJson } from '~/lib/http.server';
import { membersFileName } from '~/lib/organisation-files.server';
import { requireAccount } from '~/lib/organisation-pages.server';
import { env } from '~/env.server';
import { messages } from '~/messages/messages.server';
import { filtersOf } from '~/lib/pages/organisation-dashboard.server';
import { disposition } from '@kundu/cms-contract/downloads';

/**
 * GET /organisation/export.csv?org=&group=&course=&status=&q=: the members with the dashboard's filters, as the CMS
 * writes them (UTF-8 with BOM, CRLF, formula cells neutralised), streamed on as a download named after the
 * organisation. Refusals are the CMS's words (403 another organisation's, 404 an unknown one).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAccount(request, context);
  const t = messages();
  const url = new URL(request.url);
  const organisationId = url.searchParams.get('org') ?? '';
  if (!/^[a-z0-9]{10,64}$/.test(organisationId)) return errorJson(404, ORGANISATION_MESSAGES.organisationNotFound);
  try {
    const [mine, answer] = await Promise.all([
      myAdministeredOrganisations(token),
      exportMembers(token, organisationId, filtersOf(url)),
    ]);
    if (!answer.ok) return errorJson(answer.status, answer.message);
    const organisation = mine.ok ? mine.data.organisations.find((item) => item.id === organisationId) : undefined;
    return new Response(answer.response.body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': disposition(membersFileName(organisation?.name ?? organisationId, new Date())),
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return errorJson(503, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
  }
}
