import type { AppLoadContext } from '@remix-run/node';
import QRCode from 'qrcode';
import { organisationOverview, renewInvite } from '~/lib/cms/organisation-admin.server';
import { formatDate } from '~/lib/format';
import { readFormData } from '~/lib/http.server';
import { organisationHref } from '~/lib/organisation-links';
import {
  answerFor,
  doneWith,
  formFailure,
  requireOrganisation,
  requireOrganisationForAction,
} from '~/lib/organisation-pages.server';
import { joinUrl } from '~/lib/join-link.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { organisationAdminMessages } from '~/messages/organisation-admin';

export async function loadInvite(request: Request, context: AppLoadContext) {
  const admin = await requireOrganisation(request, context);
  const overview = await answerFor(request, organisationOverview(admin.token, admin.organisationId));
  const link = joinUrl(overview.invite.code, request);
  // A small SVG drawn on the server: no script, sharp at any size, about 1.5 KB.
  const qrSvg = await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    organisation: { id: overview.id, name: overview.name },
    hasOthers: admin.organisations.length > 1,
    link,
    createdOn: formatDate(overview.invite.createdAt),
    qrSvg,
    confirmingRenewal: new URL(request.url).searchParams.get('confirm') === 'renew',
  };
}
export type InviteData = Awaited<ReturnType<typeof loadInvite>>;

export async function handleInviteAction(request: Request, context: AppLoadContext) {
  const { token, organisationId } = await requireOrganisationForAction(request, context);
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? '');
  const t = organisationAdminMessages();
  if (intent !== 'renew-invite') return formFailure(request, intent, { status: 400, message: t.access.unknownForm });
  const answer = await orUnavailable(renewInvite(token, organisationId));
  if (!answer.ok) return formFailure(request, intent, answer);
  return doneWith(organisationHref('invite', organisationId), {
    title: t.invite.renewedTitle,
    description: t.invite.renewedText,
  });
}
