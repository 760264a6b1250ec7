/**
 * The visitor's session. Until the Accounts issue lands there is no way to sign in, so every visitor is signed out;
 * the routing below is nonetheless written for all three states (spec 2.1). The session will live in an encrypted,
 * httpOnly cookie named SESSION_COOKIE.
 */
import type { SessionUser } from './routing';

export const SESSION_COOKIE = 'kundu_session';

export type Session = { user: SessionUser | null };

export async function readSession(_request: Request): Promise<Session> {
  return { user: null };
}

/** Whether the request carries a session cookie at all: such pages are never stored by caches. */
export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get('cookie') ?? '').split(/;\s*/).some((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
}
