import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { logout } from '~/lib/cms/accounts.server';
import { noStoreJson } from '~/lib/api.server';
import { setFlash } from '~/lib/flash.server';
import { clearedSessionCookie } from '~/lib/session-cookie.server';
import { sessionTokenOf } from '~/lib/session.server';
import { messages } from '~/messages/messages.server';

/** Ends the CMS session (a failure is logged only, spec 8) and forgets the cookie. */
async function signOut(request: Request): Promise<void> {
  const token = sessionTokenOf(request);
  if (!token) return;
  try {
    await logout(token);
  } catch (error) {
    console.error(error);
  }
}

/** GET /api/logout: the header's and profile's Logout. Clears browser data and storage (via ?clearAuth) and says
 * goodbye on the home page. */
export async function loader({ request }: LoaderFunctionArgs) {
  // Signing out is a change: another site must not be able to do it by linking here (logout CSRF). Links and
  // redirects from this site say same-origin; a typed address says none; old browsers send nothing.
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return redirect('/');
  await signOut(request);
  const t = messages();
  const headers = new Headers();
  headers.append('Set-Cookie', clearedSessionCookie(request));
  headers.append('Set-Cookie', await setFlash({ title: t.account.goodbyeTitle, description: t.account.goodbyeText }));
  return redirect('/?clearAuth=true', { headers });
}

/** POST /api/logout: clears the session. */
export async function action({ request }: ActionFunctionArgs) {
  await signOut(request);
  return noStoreJson(
    { message: messages().account.goodbyeText },
    { headers: { 'Set-Cookie': clearedSessionCookie(request) } },
  );
}
