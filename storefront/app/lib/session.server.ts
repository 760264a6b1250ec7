/**
 * The visitor's session, read once per request: the encrypted cookie holds the CMS session's secret, and the CMS
 * says whether it is still alive and whose it is. A CMS that cannot answer leaves the visitor signed out for that
 * request without ending the session.
 */
import type { AppLoadContext } from '@remix-run/node';
import { currentAccount, type AccountUser, type IdentityDocument } from './cms/accounts.server';
import { CmsUnavailableError } from './cms/core.server';
import { readCookie, sessionCookieName, unsealSession } from './session-cookie.server';

export type Session = {
  user: AccountUser | null;
  documents: IdentityDocument[];
  /** The CMS session secret, for calls made as this visitor. */
  token: string | null;
  /** The cookie names a session that has ended: it should be cleared. */
  ended: boolean;
};

const SIGNED_OUT: Session = { user: null, documents: [], token: null, ended: false };
const sessions = new WeakMap<object, Promise<Session>>();

/**
 * The session, asked of the CMS once per page load. Page loaders pass their load context: Remix hands each loader
 * of a page its own copy of the Request but the same context, so the root's and the page's loaders share one answer.
 */
export function readSession(request: Request, context?: AppLoadContext): Promise<Session> {
  const key = context ?? request;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // An action may change the account (or end the session): it reads afresh, and the page's loaders that run
    // after it in the same request read again rather than reuse an answer from before the change.
    sessions.delete(key);
    return load(request);
  }
  let session = sessions.get(key);
  if (!session) {
    session = load(request);
    sessions.set(key, session);
  }
  return session;
}

/** The CMS session secret the cookie holds, without asking the CMS whether it is still alive. */
export function sessionTokenOf(request: Request): string | null {
  const sealed = readCookie(request, sessionCookieName(request));
  return sealed ? (unsealSession(sealed)?.token ?? null) : null;
}

async function load(request: Request): Promise<Session> {
  if (!hasSessionCookie(request)) return SIGNED_OUT;
  const token = sessionTokenOf(request);
  if (!token) return { ...SIGNED_OUT, ended: true };
  try {
    const answer = await currentAccount(token);
    if (!answer.ok) return { ...SIGNED_OUT, ended: answer.status === 401 };
    return { user: answer.data.user, documents: answer.data.documents, token, ended: false };
  } catch (error) {
    if (error instanceof CmsUnavailableError) {
      console.error(error);
      return SIGNED_OUT;
    }
    throw error;
  }
}

/** Whether the request carries a session cookie at all: such pages are never stored by caches. */
export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, sessionCookieName(request)) !== undefined;
}
