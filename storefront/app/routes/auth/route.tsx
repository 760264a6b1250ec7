import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { TARGET_ROLES, type TargetRole } from '~/lib/catalogue';
import { clientOf, safeRedirect } from '~/lib/account-api.server';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { organisationWelcome } from '~/lib/cms/organisations.server';
import { requireRoute } from '~/lib/route-access.server';
import { sharedMessages } from '~/messages';
import { authMessages } from '~/messages/auth';
import { AuthScreen, type AuthPage } from '~/screens/auth/auth-screen';
import { handleAuthAction, TABS, type Tab } from '~/lib/pages/auth.server';

export const meta: MetaFunction = () => [{ title: sharedMessages().meta.title(authMessages().title) }];

/** A set-password link an organisation's import sent says which organisation made the account (ADR 0036); any other
 * link, or a CMS that cannot say, shows the plain form. */
async function welcomeOf(token: string, context: LoaderFunctionArgs['context']) {
  const answer = await organisationWelcome(token, clientOf(context)).catch((error: unknown) => {
    if (!(error instanceof CmsUnavailableError)) throw error;
    return null;
  });
  return answer?.ok ? { organisation: answer.data.organisation.name, email: answer.data.email } : null;
}

/** /auth?reset=&role=&redirect=&tab=: the first tab is Set New Password with a reset token, Register with a role,
 * otherwise Login (spec 2.4); signed-in visitors are sent to / (spec 2.1). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, 'auth');
  const params = new URL(request.url).searchParams;
  const resetToken = params.get('reset');
  const role = TARGET_ROLES.find((value) => value === params.get('role')) ?? null;
  const requested = TABS.find((value) => value === params.get('tab'));
  const tab: Tab = resetToken ? 'reset-password' : (requested ?? (role ? 'register' : 'login'));
  const redirect = params.get('redirect');
  return {
    tab,
    role: role as TargetRole | null,
    redirect: redirect ? safeRedirect(redirect) : null,
    resetToken,
    welcome: resetToken ? await welcomeOf(resetToken, context) : null,
  } satisfies AuthPage;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoute(request, context, 'auth');
  return handleAuthAction(request, context);
}

/** After signing in, this page's loader would send the now signed-in visitor to / at once; the page instead shows
 * the welcome and follows the redirect about a second later (spec 2.4), so it is not reloaded then. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const signedIn = typeof actionResult === 'object' && actionResult !== null && 'redirectTo' in actionResult;
  return signedIn && actionResult.redirectTo ? false : defaultShouldRevalidate;
};

export default function Auth() {
  return <AuthScreen page={useLoaderData<typeof loader>()} />;
}
