/** Shared pieces of the account /api routes: the spec's User answer and safe return paths. */
import type { AppLoadContext } from '@remix-run/node';
import type { AccountUser } from './cms/accounts.server';
import type { Visitor } from './cms/core.server';
import { ApiError } from './api.server';
import { sessionStateOf } from './routing';
import { readSession } from './session.server';
import { messages } from '~/messages/messages.server';

/** The spec's User (section 3). */
export function userAnswer(user: AccountUser, redirectUrl?: string) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    organization: user.organization,
    hasConsentedToDataUse: user.hasConsentedToDataUse,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt,
    ...(redirectUrl ? { redirectUrl } : {}),
  };
}

/**
 * Where to go after signing in: a path on this site only, never another site (open redirect). Browsers drop tabs
 * and line breaks from addresses and read a backslash as a slash, so `/\t/evil.example` would lead away; and a
 * header cannot carry most other characters. Only printable ASCII without backslashes passes (this site's links
 * are percent-encoded), up to the length of any address of this site.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || target.length > 2048 || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (/[^\x21-\x7e]|\\/.test(target)) return fallback;
  return target;
}

export function clientOf(context: AppLoadContext): Visitor {
  return { clientIp: context.clientIp, userAgent: context.userAgent };
}

export function isProfileComplete(user: AccountUser): boolean {
  return sessionStateOf(user) === 'signed-in';
}

/** For /api routes acting as the signed-in learner: their session, or a 401 the browser recognises (spec 8). */
export async function requireApiSession(request: Request) {
  const session = await readSession(request);
  if (!session.user || !session.token) throw new ApiError(401, messages().api.authenticationRequired);
  return { user: session.user, token: session.token, documents: session.documents };
}
