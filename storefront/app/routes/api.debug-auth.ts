import type { LoaderFunctionArgs } from '@remix-run/node';
import { noStoreJson } from '~/lib/api.server';
import { hasSessionCookie, readSession } from '~/lib/session.server';

/** GET /api/debug-auth: called before every upload (spec 7). Says whether the session works, and nothing secret. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await readSession(request);
  return noStoreJson({ authenticated: Boolean(session.user), hasSessionCookie: hasSessionCookie(request) });
}
