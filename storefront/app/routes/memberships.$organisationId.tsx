import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { safeRedirect } from '~/lib/account-api.server';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { acceptInvitation, leaveOrganisation, myOrganisations } from '~/lib/cms/organisations.server';
import { setFlash, type Flash } from '~/lib/flash.server';
import { readFormData } from '~/lib/http.server';
import { requireRoute } from '~/lib/route-access.server';
import { organisationMessages } from '~/messages/organisations';

const INTENTS = ['accept', 'decline', 'leave'] as const;
type Intent = (typeof INTENTS)[number];

/** Nothing to show here: the learner's organisations are on their profile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, 'memberships');
  throw redirect('/profile#organisations');
}

/**
 * /memberships/<organisation id> (ADR 0029), the forms of the dashboard and the profile, with or without
 * JavaScript: accept an invitation, decline it, or leave. Each goes back where it came from with a notice in words.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = await requireRoute(request, context, 'memberships');
  if (!session.token) throw redirect('/', 303);
  const o = organisationMessages();
  const form = await readFormData(request);
  const intent = INTENTS.find((value) => value === form.get('intent'));
  const back = safeRedirect(String(form.get('back') ?? ''), '/profile');
  const organisationId = params.organisationId ?? '';
  const done = async (flash: Flash) =>
    redirect(back, { status: 303, headers: { 'Set-Cookie': await setFlash(flash) } });
  const failed = (description: string) => done({ title: o.failedTitle, description, variant: 'destructive' });
  if (!intent) return failed(o.tryAgainLater);
  try {
    return await change(session.token, organisationId, intent, done, failed);
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return failed(o.tryAgainLater);
  }
}

async function change(
  token: string,
  organisationId: string,
  intent: Intent,
  done: (flash: Flash) => Promise<Response>,
  failed: (description: string) => Promise<Response>,
) {
  const o = organisationMessages();
  if (intent === 'accept') {
    const accepted = await acceptInvitation(token, organisationId);
    return accepted.ok ? done({ title: o.accepted(accepted.data.membership.name) }) : failed(accepted.message);
  }
  // Leaving answers no name: it is read first, as the notice names the organisation.
  const mine = await myOrganisations(token);
  const name = mine.ok ? mine.data.memberships.find((item) => item.organisationId === organisationId)?.name : null;
  const left = await leaveOrganisation(token, organisationId);
  if (!left.ok) return failed(left.message);
  return done({ title: intent === 'leave' ? o.left(name ?? '') : o.declined(name ?? '') });
}
