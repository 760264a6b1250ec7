import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { STOP_SCOPES, type StopScope } from '@kundu/cms-contract/organisations';
import { clientOf } from '~/lib/account-api.server';
import { invitationStop, stopInvitations } from '~/lib/cms/organisations.server';
import { readFormData } from '~/lib/http.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { requireRoute } from '~/lib/route-access.server';
import { sharedMessages } from '~/messages';
import { organisationMessages } from '~/messages/organisations';
import { NotMeScreen, type NotMeActionData, type NotMePage } from '~/screens/not-me/not-me-screen';

export const meta: MetaFunction = () => [
  { title: sharedMessages().meta.title(organisationMessages().notMe.pageTitle) },
  { name: 'robots', content: 'noindex' },
];

/** The link is a secret of one message's recipient: never kept by a cache (the site's Referrer-Policy sends only
 * the origin to other sites). */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const refusalTitle = (status: number) => {
  const o = organisationMessages().notMe;
  return status === 404 ? o.invalidTitle : o.failedTitle;
};

/**
 * /not-me/<token> (ADR 0036): the "not me" link of an organisation's invitation. Looking at it changes nothing (link
 * previews open it too); its buttons (a plain form, no account, no JavaScript needed) stop the messages.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, 'not-me');
  const token = params.token ?? '';
  const answer = await orUnavailable(invitationStop(token, clientOf(context)));
  if (!answer.ok) {
    return data<NotMePage>(
      { state: 'refused', title: refusalTitle(answer.status), message: answer.message },
      { status: answer.status },
    );
  }
  return data<NotMePage>({ state: 'shown', token, ...answer.data });
}

/** Stops the messages, then shows the page again (303): using the link twice answers the same. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireRoute(request, context, 'not-me');
  const token = params.token ?? '';
  const form = await readFormData(request);
  const scope = STOP_SCOPES.find((value) => value === form.get('scope')) ?? ('organisation' satisfies StopScope);
  const answer = await orUnavailable(stopInvitations(token, scope, clientOf(context)));
  if (!answer.ok) {
    return data<NotMeActionData>(
      { fields: {}, notice: { title: refusalTitle(answer.status), description: answer.message } },
      { status: answer.status },
    );
  }
  throw redirect(`/not-me/${encodeURIComponent(token)}`, 303);
}

export default function NotMe() {
  return <NotMeScreen page={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
