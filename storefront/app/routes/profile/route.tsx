import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { clientOf } from '~/lib/account-api.server';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { myOrganisations } from '~/lib/cms/organisations.server';
import { setFlash } from '~/lib/flash.server';
import { profileScreenData } from '~/lib/profile-screen.server';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { messages } from '~/messages/messages.server';
import { profileMessages } from '~/messages/profile';
import type { ProfileOrganisations } from '~/screens/profile/organisations-card';
import { ProfileScreen } from '~/screens/profile/profile-screen';
import { handleProfileAction, type ProfileActionData } from '~/lib/pages/profile.server';

export const meta: MetaFunction<typeof loader> = ({ data: profile }) => {
  const p = profileMessages();
  return [{ title: sharedMessages().meta.title(profile?.missing.length ? p.completeTitle : p.settingsTitle) }];
};

/** Spec 8: a signed-out visitor is told to sign in, and comes back here afterwards. */
async function signInFirst(): Promise<never> {
  const t = messages().profile;
  throw redirect('/auth?redirect=%2Fprofile', {
    headers: { 'Set-Cookie': await setFlash({ title: t.authRequiredTitle, description: t.authRequiredText }) },
  });
}

/** /profile (spec 2.8): the learner's details, photo, documents and account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Both signed-in states may see this page (spec 2.1); signed out, the learner is asked to sign in first.
  const session = await readSession(request, context);
  if (!session.user) return signInFirst();
  return {
    ...profileScreenData(session.user, session.documents),
    organisations: await profileOrganisations(session.token, new URL(request.url).searchParams.get('leave')),
  };
}

/** The learner's organisations (ADR 0029); the section is left out when they cannot be read. */
async function profileOrganisations(token: string | null | undefined, leaving: string | null) {
  if (!token) return null;
  try {
    const answer = await myOrganisations(token);
    if (!answer.ok) return null;
    const memberships = answer.data.memberships.map(
      ({ organisationId, name, kind, province, status, verifyFirst }) => ({
        organisationId,
        name,
        kind,
        province,
        status,
        verifyFirst,
      }),
    );
    return { memberships, leaving } satisfies ProfileOrganisations;
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return null;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await readSession(request, context);
  if (!session.user || !session.token) return signInFirst();
  return handleProfileAction({ ...session, user: session.user, token: session.token }, request, clientOf(context));
}

export default function Profile() {
  const { organisations, ...profile } = useLoaderData<typeof loader>();
  return <ProfileScreen profile={profile} organisations={organisations} result={useActionData<ProfileActionData>()} />;
}
