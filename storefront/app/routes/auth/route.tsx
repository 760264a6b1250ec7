import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { TARGET_ROLES, type TargetRole } from '~/lib/catalogue';
import { safeRedirect } from '~/lib/account-api.server';
import { requireRoute } from '~/lib/route-access.server';
import { sharedMessages } from '~/messages';
import { authMessages } from '~/messages/auth';
import { AuthScreen, type AuthPage } from '~/screens/auth/auth-screen';
import { handleAuthAction, TABS, type Tab } from './auth.server';

export const meta: MetaFunction = () => [{ title: sharedMessages().meta.title(authMessages().title) }];

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
