import type { LoaderFunctionArgs } from '@remix-run/node';
import { userAnswer } from '~/lib/account-api.server';
import { noStoreJson } from '~/lib/api.server';
import { clearedSessionCookie } from '~/lib/session-cookie.server';
import { readSession } from '~/lib/session.server';
import { messages } from '~/messages/messages.server';

/** GET /api/user: the current user, or 401 when signed out (spec 7). */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await readSession(request);
  if (!session.user) {
    const headers = session.ended ? { 'Set-Cookie': clearedSessionCookie(request) } : undefined;
    return noStoreJson({ message: messages().api.unauthorized }, { status: 401, headers });
  }
  return noStoreJson(userAnswer(session.user));
}
