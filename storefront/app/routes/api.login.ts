import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { loginSchema } from '@kundu/cms-contract/account-forms';
import { login } from '~/lib/cms/accounts.server';
import { clientOf, isProfileComplete, safeRedirect, userAnswer } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { env } from '~/env.server';
import { deviceTokens, signedInCookies } from '~/lib/session-cookie.server';
import { messages } from '~/messages/messages.server';

/** GET /api/login?redirect={path}: where signed-out visitors are sent (spec 7); the sign-in page takes over. */
export function loader({ request }: LoaderFunctionArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  return redirect(`/auth?redirect=${encodeURIComponent(target)}`);
}

/** POST /api/login {email, password}: signs in; answers the user, with redirectUrl /profile while it is incomplete. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const visitor = { ...clientOf(context), devices: deviceTokens(request) };
    const answer = await login(await readJson(request, loginSchema), visitor);
    if (!answer.ok) throw new ApiError(answer.status, answer.message, answer.fields);
    const { user } = answer.data;
    return noStoreJson(userAnswer(user, isProfileComplete(user) ? undefined : '/profile'), {
      headers: signedInCookies(request, answer.data),
    });
  }, messages().api.serviceUnavailable(env.SUPPORT_EMAIL));
}
