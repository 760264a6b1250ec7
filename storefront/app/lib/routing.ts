/**
 * Which screen a path shows in each session state (spec 2.1), as data, so that every route module asks the same
 * question and the rules are tested in one place (routing.test.ts). Deviation, see
 * docs/decisions/0007-public-course-catalogue.md: the catalogue (/courses) is open to signed-out visitors.
 */
import type { TargetRole } from './catalogue';

/** sessionStorage key of the stored post-login redirect (spec 2.4): where to go after signing in again. */
export const STORED_REDIRECT = 'redirectAfterLogin';

export type SessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: TargetRole | null;
  organization: string | null;
  hasConsentedToDataUse: boolean;
  profileImageUrl: string | null;
};

export type SessionState = 'signed-out' | 'incomplete-profile' | 'signed-in';

/** A profile is complete only with a role, data-use consent and a profile image (spec 2.1, 5). */
export function sessionStateOf(user: SessionUser | null): SessionState {
  if (!user) return 'signed-out';
  return user.role && user.hasConsentedToDataUse && user.profileImageUrl ? 'signed-in' : 'incomplete-profile';
}

export type HomeScreen = 'landing' | 'dashboard' | 'profile';

/** What / and unknown paths show. */
export function homeScreenFor(state: SessionState): HomeScreen {
  return state === 'signed-out' ? 'landing' : state === 'incomplete-profile' ? 'profile' : 'dashboard';
}

export type RouteKey =
  | 'home'
  | 'auth'
  | 'free-courses'
  | 'cyber-awareness'
  | 'domain'
  | 'courses'
  | 'course'
  | 'certificate'
  | 'profile'
  | 'privacy'
  | 'report'
  | 'about'
  | 'organisation'
  | 'join'
  | 'memberships'
  | 'not-me'
  | 'preview'
  | 'verify'
  | 'unknown';

// Where to report a cyber incident and the about page are for everyone, whatever their session (ADR 0040): the
// footer links them on every page.
const ROUTES_BY_STATE: Record<SessionState, ReadonlySet<RouteKey>> = {
  'signed-out': new Set([
    'auth',
    'certificate',
    'course',
    'courses',
    'free-courses',
    'cyber-awareness',
    'domain',
    'privacy',
    'report',
    'about',
    'join',
    'not-me',
    'preview',
    'verify',
  ]),
  // An invite link, the learner's memberships and an organisation's administrator pages need an account, not a
  // complete profile (ADR 0029).
  'incomplete-profile': new Set([
    'profile',
    'certificate',
    'courses',
    'course',
    'free-courses',
    'domain',
    'privacy',
    'report',
    'about',
    'join',
    'memberships',
    'not-me',
    'organisation',
    'preview',
    'verify',
  ]),
  'signed-in': new Set([
    'free-courses',
    'domain',
    'courses',
    'course',
    'certificate',
    'profile',
    'privacy',
    'report',
    'about',
    'join',
    'memberships',
    'not-me',
    'organisation',
    'preview',
    'verify',
  ]),
};

export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'home-screen'; screen: HomeScreen; status: 200 | 404 };

/**
 * - A route the state allows renders.
 * - `/` shows the state's home screen; an unknown path shows it too, with status 404.
 * - A known route the state does not allow (/auth when signed in, /cyber-awareness when signed in, /profile when
 *   signed out) sends the visitor to `/`, which shows that same home screen under its own address.
 */
export function decideRoute(route: RouteKey, state: SessionState): RouteDecision {
  if (route === 'home') return { kind: 'home-screen', screen: homeScreenFor(state), status: 200 };
  if (route === 'unknown') return { kind: 'home-screen', screen: homeScreenFor(state), status: 404 };
  return ROUTES_BY_STATE[state].has(route) ? { kind: 'render' } : { kind: 'redirect', to: '/' };
}

/** Which route a path belongs to; `domainSlugs` are the domain pages' addresses (e.g. cyber-security). */
export function routeKeyOf(pathname: string, domainSlugs: readonly string[]): RouteKey {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  const fixed: Record<string, RouteKey> = {
    '/auth': 'auth',
    '/free-courses': 'free-courses',
    '/cyber-awareness': 'cyber-awareness',
    '/courses': 'courses',
    '/profile': 'profile',
    // Deleting the account (ADR 0051) is part of the profile, in both signed-in states.
    '/profile/delete': 'profile',
    '/privacy': 'privacy',
    '/report-incident': 'report',
    '/about': 'about',
    // A verification link is opened wherever the message is read, signed in or not (ADR 0035).
    '/verify': 'verify',
  };
  if (fixed[path]) return fixed[path];
  if (/^\/courses\/[^/]+$/.test(path)) return 'course';
  if (/^\/certificate\/[^/]+$/.test(path)) return 'certificate';
  if (path === '/organisation' || path.startsWith('/organisation/')) return 'organisation';
  if (/^\/join\/[^/]+$/.test(path)) return 'join';
  if (/^\/memberships\/[^/]+$/.test(path)) return 'memberships';
  // A message's "not me" link (ADR 0036): its own authority, for anyone, with or without an account.
  if (/^\/not-me\/[^/]+$/.test(path)) return 'not-me';
  // An editor's preview of a draft (ADR 0032): the signed link is the authority, whoever is signed in.
  if (/^\/preview\/(course|module|alert)\/[^/]+$/.test(path)) return 'preview';
  if (/^\/[^/]+$/.test(path) && domainSlugs.includes(path.slice(1))) return 'domain';
  return 'unknown';
}
