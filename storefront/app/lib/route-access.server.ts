import { redirect, type AppLoadContext } from '@remix-run/node';
import { decideRoute, sessionStateOf, type RouteKey } from './routing';
import { readSession, type Session } from './session.server';

/** For a route's loader: the session, or a redirect when the visitor's state does not show this route (spec 2.1). */
export async function requireRoute(
  request: Request,
  context: AppLoadContext,
  route: Exclude<RouteKey, 'home' | 'unknown'>,
): Promise<Session> {
  const session = await readSession(request, context);
  const decision = decideRoute(route, sessionStateOf(session.user));
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return session;
}
