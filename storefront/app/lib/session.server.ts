/**
 * The visitor's session, read once per request: the encrypted cookie holds the CMS session's secret, and the CMS
 * says whether it is still alive and whose it is. Only the CMS saying the session is unknown or over (a 401) signs
 * the visitor out. A CMS that cannot say (down, restarting, too slow, a server error) is an outage, not a sign-out:
 * the request is answered 503 in words (`sessionUnknown`), for pages and /api calls alike, and the cookie is kept,
 * so the learner is still signed in once the CMS answers again.
 */
import type { AppLoadContext } from '@remix-run/node';
import { currentAccount, type AccountUser, type IdentityDocument } from './cms/accounts.server';
import { CmsUnavailableError } from './cms/core.server';
import { errorJson } from './http.server';
import { readCookie } from './cookies.server';
import { sessionCookieName, unsealSession } from './session-cookie.server';
import { env } from '~/env.server';
import { messages } from '~/messages/messages.server';

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
 * The session, asked of the CMS once per page load; while the CMS cannot say whose it is, this throws the 503 that
 * answers the request. Page loaders pass their load context: Remix hands each loader
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

/**
 * What a request carrying a session answers while the CMS cannot say whose it is: 503 with spec 8's words, thrown
 * (an /api route answers it as it is; a page shows it through the root error boundary). No cookie is touched.
 */
function sessionUnknown(): Response {
  return errorJson(503, messages().api.serviceUnavailable(env.SUPPORT_EMAIL));
}

async function load(request: Request): Promise<Session> {
  if (!hasSessionCookie(request)) return SIGNED_OUT;
  const token = sessionTokenOf(request);
  if (!token) return { ...SIGNED_OUT, ended: true };
  let answer: Awaited<ReturnType<typeof currentAccount>>;
  try {
    answer = await currentAccount(token);
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    throw sessionUnknown();
  }
  if (answer.ok) return { user: answer.data.user, documents: answer.data.documents, token, ended: false };
  if (answer.status === 401) return { ...SIGNED_OUT, ended: true };
  // Any other refusal (a token the CMS no longer accepts from the storefront, a route missing after a bad deploy)
  // says nothing about the learner's session either.
  console.error(`The CMS answered ${answer.status} to a session check: ${answer.message}`);
  throw sessionUnknown();
}

/** Whether the request carries a session cookie at all: such pages are never stored by caches. */
export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, sessionCookieName(request)) !== undefined;
}
