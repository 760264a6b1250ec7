import type { LoaderFunctionArgs } from '@remix-run/node';
import { userAnswer } from '~/lib/account-api.server';
import { noStoreJson } from '~/lib/api.server';
import { readSession } from '~/lib/session.server';

/** GET /api/auth/user: the current user, or null when signed out (spec 7). */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await readSession(request);
  return noStoreJson(session.user ? userAnswer(session.user) : null);
}
