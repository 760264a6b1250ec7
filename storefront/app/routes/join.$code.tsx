import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { clientOf } from '~/lib/account-api.server';
import { joinByInvite, lookupInvite, myOrganisations } from '~/lib/cms/organisations.server';
import { setFlash } from '~/lib/flash.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { requireRoute } from '~/lib/route-access.server';
import { sharedMessages } from '~/messages';
import { organisationMessages } from '~/messages/organisations';
import { JoinScreen, type JoinActionData, type JoinPage } from '~/screens/join/join-screen';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const o = organisationMessages();
  const title = page && page.state !== 'refused' ? o.joinTitle(page.organisation.name) : o.joinPageTitle;
  return [{ title: sharedMessages().meta.title(title) }, { name: 'robots', content: 'noindex' }];
};

/** Whether the visitor is signed in changes the page: never kept by a cache. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** The CMS's refusal of a code as this page's status: 404 unknown, 410 revoked (the CMS says 400), else as is. */
const refusedStatus = (status: number) => (status === 400 ? 410 : status);

/** /join/<code> (ADR 0029): who the invite is from and what they will see; signed in, a Join button. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireRoute(request, context, 'join');
  const o = organisationMessages();
  const code = params.code ?? '';
  const lookup = await orUnavailable(lookupInvite(code, clientOf(context)));
  if (!lookup.ok) {
    const status = refusedStatus(lookup.status);
    // A link not valid (404) or expired (410) is said so; anything else (too many tries) only in the CMS's words.
    const title = status === 404 || status === 410 ? o.invalidTitle : o.joinFailedTitle;
    return data<JoinPage>({ state: 'refused', title, message: lookup.message }, { status });
  }
  const { organisation } = lookup.data;
  const here = `/join/${encodeURIComponent(code)}`;
  if (!session.user || !session.token) {
    const auth = (tab: string) => `/auth?tab=${tab}&redirect=${encodeURIComponent(here)}`;
    return data<JoinPage>({
      state: 'signed-out',
      organisation,
      code,
      signInTo: auth('login'),
      registerTo: auth('register'),
    });
  }
  const mine = await orUnavailable(myOrganisations(session.token));
  const member = mine.ok
    ? mine.data.memberships.some((item) => item.organisationId === organisation.id && item.status === 'active')
    : false;
  return data<JoinPage>({ state: member ? 'member' : 'ready', organisation, code });
}

/** Join: an active membership, then the dashboard with a notice; a refusal stays on the page, in words. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = await requireRoute(request, context, 'join');
  const code = params.code ?? '';
  const here = `/join/${encodeURIComponent(code)}`;
  if (!session.user || !session.token) throw redirect(`/auth?redirect=${encodeURIComponent(here)}`, 303);
  const o = organisationMessages();
  const answer = await joinByInvite(session.token, code, clientOf(context)).catch((error: unknown) => {
    console.error(error);
    return null;
  });
  if (!answer) {
    return data<JoinActionData>(
      { fields: {}, notice: { title: o.joinFailedTitle, description: o.tryAgainLater } },
      { status: 503 },
    );
  }
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(`/auth?redirect=${encodeURIComponent(here)}`, 303);
    return data<JoinActionData>(
      { fields: {}, notice: { title: o.joinFailedTitle, description: answer.message } },
      { status: refusedStatus(answer.status) },
    );
  }
  const { membership, created, accepted } = answer.data;
  // Joining with an invitation waiting accepts it: that is joining, not being a member already.
  const title = created || accepted ? o.joined(membership.name) : o.alreadyMember(membership.name);
  throw redirect('/', { status: 303, headers: { 'Set-Cookie': await setFlash({ title }) } });
}

export default function Join() {
  return <JoinScreen page={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
