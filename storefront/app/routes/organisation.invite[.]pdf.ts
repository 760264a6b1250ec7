import type { LoaderFunctionArgs } from '@remix-run/node';
import { ORGANISATION_MESSAGES } from '@kundu/cms-contract/organisations';
import { env } from '~/env.server';
import { organisationOverview } from '~/lib/cms/organisation-admin.server';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { errorJson } from '~/lib/http.server';
import { renderInvitePdf } from '~/lib/invite-pdf.server';
import { joinUrl } from '~/lib/join-link.server';
import { requireAccount } from '~/lib/organisation-pages.server';
import { messages } from '~/messages/messages.server';
import { disposition } from '@kundu/cms-contract/downloads';

/**
 * GET /organisation/invite.pdf?org=<id>&format=poster|card: the organisation's live join link printed as an A4
 * poster or a sheet of eight cards (ADR 0029). For its administrators only: the CMS refuses anyone else (403), and
 * an unknown organisation is a 404, in words.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAccount(request, context);
  const t = messages();
  const url = new URL(request.url);
  const organisationId = url.searchParams.get('org') ?? '';
  if (!/^[a-z0-9]{10,64}$/.test(organisationId)) return errorJson(404, ORGANISATION_MESSAGES.organisationNotFound);
  const format = url.searchParams.get('format') === 'poster' ? 'poster' : 'cards';
  try {
    const answer = await organisationOverview(token, organisationId);
    if (!answer.ok) return errorJson(answer.status, answer.message);
    const bytes = await renderInvitePdf(
      {
        organisationName: answer.data.name,
        joinUrl: joinUrl(answer.data.invite.code, request),
        supportEmail: env.SUPPORT_EMAIL,
      },
      format,
    );
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': disposition(t.invitePdf.fileName(answer.data.name, format)),
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return errorJson(503, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
  }
}
