/** What `/` and unknown paths show (spec 2.1): the landing page when signed out. */
import { listFeaturedAlerts } from './alerts.server';
import { listDomains } from './domains.server';
import { decideRoute, sessionStateOf, type RouteKey } from './routing';
import type { Session } from './session.server';

export async function loadHomeScreen(session: Session, route: Extract<RouteKey, 'home' | 'unknown'>) {
  const decision = decideRoute(route, sessionStateOf(session.user));
  if (decision.kind !== 'home-screen' || decision.screen !== 'landing') {
    // The dashboard and the profile screen come with accounts; until then nobody can be signed in.
    throw new Response(null, { status: 501 });
  }
  const [domains, alerts] = await Promise.all([listDomains().catch(() => []), listFeaturedAlerts().catch(() => [])]);
  return {
    screen: decision.screen,
    status: decision.status,
    // Only what the landing page shows: every byte of loader data is sent twice (HTML and hydration data).
    domains: domains.map(({ name, slug, icon, tagline, homeModuleCount }) => ({
      name,
      slug,
      icon,
      tagline,
      homeModuleCount,
    })),
    alerts,
  };
}

export type HomeScreenData = Awaited<ReturnType<typeof loadHomeScreen>>;
