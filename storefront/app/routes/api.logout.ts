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

/**
 * Whether a sign-out link was followed from a page of this site. Signing out is a change: another site must not do
 * it by linking here (logout CSRF). Browsers say where a navigation came from in Sec-Fetch-Site (same-origin for
 * this site's links, none for a typed address); older ones send no such header, and then the Referer must be one
 * of this site's pages (the site's Referrer-Policy sends it for its own links).
 */
function fromThisSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

/** What signing out clears in the browser: the offline copies and the service worker with them (ADR 0047). */
const CLEAR_SITE_DATA = '"cache", "storage"';

/** Signed out: the cookie cleared, browser data and storage cleared (via ?clearAuth), goodbye said on the home page. */
async function goodbye(request: Request) {
  await signOut(request);
  const t = messages();
  const headers = new Headers({ 'Clear-Site-Data': CLEAR_SITE_DATA });
  headers.append('Set-Cookie', clearedSessionCookie(request));
  headers.append('Set-Cookie', await setFlash({ title: t.account.goodbyeTitle, description: t.account.goodbyeText }));
  return redirect('/?clearAuth=true', { status: 303, headers });
}

/** GET /api/logout: the header's and profile's Logout. A link from elsewhere is asked to confirm on /logout. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!fromThisSite(request)) return redirect('/logout');
  return goodbye(request);
}

/** POST /api/logout: clears the session. /logout's form (no script) is answered as the link is; scripts get JSON. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) return goodbye(request);
  await signOut(request);
  return noStoreJson(
    { message: messages().account.goodbyeText },
    { headers: { 'Set-Cookie': clearedSessionCookie(request), 'Clear-Site-Data': CLEAR_SITE_DATA } },
  );
}
