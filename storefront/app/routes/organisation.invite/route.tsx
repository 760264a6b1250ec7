import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { sharedMessages } from '~/messages';
import { organisationAdminMessages } from '~/messages/organisation-admin';
import { OrganisationErrorBoundary } from '~/screens/organisation-admin/frame';
import { InviteScreen } from '~/screens/organisation-admin/invite-screen';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { handleInviteAction, loadInvite } from '~/lib/pages/organisation-invite.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = organisationAdminMessages();
  return [{ title: sharedMessages().meta.title(data ? `${data.organisation.name}: ${t.invite.title}` : t.title) }];
};

/** /organisation/invite: the join link, its QR code, posters and cards to print, and a new link (ADR 0029). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadInvite(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleInviteAction(request, context);
}

export default function OrganisationInvite() {
  return <InviteScreen data={useLoaderData<typeof loader>()} failure={useActionData<FormFailure>()} />;
}

export const ErrorBoundary = OrganisationErrorBoundary;
