import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { clientOf } from '~/lib/account-api.server';
import { setFlash } from '~/lib/flash.server';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { messages } from '~/messages/messages.server';
import { personalDataMessages } from '~/messages/personal-data';
import { DeleteAccountScreen } from '~/screens/profile/delete-account-screen';
import { deleteAccount, type DeleteActionData } from '~/lib/pages/delete-account.server';

export const meta: MetaFunction = () => [
  { title: sharedMessages().meta.title(personalDataMessages().deleteTitle) },
  { name: 'robots', content: 'noindex' },
];

/** Signed out, the learner is asked to sign in first, and comes back here afterwards. */
async function signInFirst(): Promise<never> {
  const t = messages().profile;
  throw redirect('/auth?redirect=%2Fprofile%2Fdelete', {
    headers: { 'Set-Cookie': await setFlash({ title: t.authRequiredTitle, description: t.authRequiredText }) },
  });
}

/**
 * /profile/delete (ADR 0051): what deleting the account erases and keeps, the choice for the certificates, and the
 * password. Reached from the profile's "Delete my account", or by unticking the data-use consent and saving
 * (`?consent=withdrawn`), which deletes the account too once the learner confirms.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await readSession(request, context);
  if (!session.user) return signInFirst();
  return { consentWithdrawn: new URL(request.url).searchParams.get('consent') === 'withdrawn' };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await readSession(request, context);
  if (!session.user || !session.token) return signInFirst();
  return deleteAccount(request, session.token, clientOf(context));
}

export default function DeleteAccount() {
  const { consentWithdrawn } = useLoaderData<typeof loader>();
  return <DeleteAccountScreen consentWithdrawn={consentWithdrawn} result={useActionData<DeleteActionData>()} />;
}
