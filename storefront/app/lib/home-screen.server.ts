/**
 * What `/` and unknown paths show (spec 2.1): the landing page when signed out, the dashboard when signed in with a
 * complete profile, and the profile screen while the profile is incomplete.
 */
import { listFeaturedAlerts } from './cms/alerts.server';
import { dashboard, type Dashboard } from './cms/learning.server';
import { CmsUnavailableError } from './cms/core.server';
import { listDomains } from './cms/domains.server';
import { myOrganisations } from './cms/organisations.server';
import type { MyMembership, MyOrganisations } from '@kundu/cms-contract/organisations';
import { profileScreenData } from './profile-screen.server';
import { decideRoute, sessionStateOf, type RouteKey } from './routing';
import type { Session } from './session.server';
import { messages } from '~/messages/messages.server';

/** At most three current courses and three recent activities (spec 9). */
const DASHBOARD_LIST = 3;

export type DashboardScreenData = {
  user: NonNullable<Session['user']>;
  /** Null when the dashboard could not be loaded: "Unable to load dashboard data." (spec 2.5). */
  dashboard: (Dashboard & { enrolled: number; inProgress: number }) | null;
  /** ADR 0029: invitations waiting, courses organisations assigned and not yet enrolled in, and whether the learner
   * administers an organisation. Null when they could not be loaded (the rest of the dashboard still shows). */
  organisations: DashboardOrganisations | null;
};

export type DashboardOrganisations = {
  /** `verifyFirst`: the contact to verify before accepting (ADR 0035), or null. */
  invitations: Array<{ organisationId: string; name: string; verifyFirst: MyMembership['verifyFirst'] }>;
  assigned: Array<{ organisationName: string; courses: Array<{ courseId: string; courseTitle: string }> }>;
  administers: boolean;
};

async function loadOrganisations(session: Session) {
  if (!session.token) return null;
  try {
    const answer = await myOrganisations(session.token);
    return answer.ok ? answer.data : null;
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return null;
  }
}

function dashboardOrganisations(mine: MyOrganisations, enrolledIn: Set<string>): DashboardOrganisations {
  const { memberships, assignments, administers, verifyEmailToAdminister } = mine;
  const assigned = new Map<string, DashboardOrganisations['assigned'][number]>();
  for (const assignment of assignments) {
    if (enrolledIn.has(assignment.courseId)) continue;
    const entry = assigned.get(assignment.organisationId) ?? {
      organisationName: assignment.organisationName,
      courses: [],
    };
    if (!entry.courses.some((course) => course.courseId === assignment.courseId)) {
      entry.courses.push({ courseId: assignment.courseId, courseTitle: assignment.courseTitle });
    }
    assigned.set(assignment.organisationId, entry);
  }
  return {
    invitations: memberships
      .filter((membership) => membership.status === 'invited')
      .map(({ organisationId, name, verifyFirst }) => ({ organisationId, name, verifyFirst })),
    assigned: [...assigned.values()],
    // An administrator not verified yet still finds the way: /organisation says what to do (ADR 0035).
    administers: administers.length > 0 || verifyEmailToAdminister,
  };
}

async function loadDashboard(session: Session): Promise<Omit<DashboardScreenData, 'user'>> {
  const [answer, mine] = await Promise.all([loadEnrolments(session), loadOrganisations(session)]);
  // Without the enrolments, courses already taken cannot be told apart from the others: nothing is listed.
  const enrolledIn = new Set(answer?.enrollments.map((enrollment) => enrollment.courseId) ?? []);
  const organisations = answer && mine ? dashboardOrganisations(mine, enrolledIn) : null;
  if (!answer) return { dashboard: null, organisations };
  const { enrollments, ...rest } = answer;
  return {
    // The screen lists three enrolments; the counts need them all.
    dashboard: {
      ...rest,
      enrollments: enrollments.slice(0, DASHBOARD_LIST),
      enrolled: enrollments.length,
      inProgress: enrollments.filter((enrollment) => !enrollment.completedAt).length,
    },
    organisations,
  };
}

async function loadEnrolments(session: Session): Promise<Dashboard | null> {
  if (!session.token) return null;
  try {
    const answer = await dashboard(session.token);
    if (!answer.ok) return null;
    return answer.data;
  } catch (error) {
    // Spec 8: a dashboard load error goes to the console only; the screen says it could not load.
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return null;
  }
}

/**
 * The start of an alert's description as a threat card shows it: the card clamps it to three lines (about 140
 * characters on a phone, fewer on wider cards); the awareness centre shows the whole alert. The rest would be sent twice
 * (HTML and hydration data) for nothing: about 1.5 KB of the landing page (ADR 0050).
 */
export const CARD_DESCRIPTION_CHARS = 220;
export function cardDescription(text: string): string {
  if (text.length <= CARD_DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, CARD_DESCRIPTION_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), CARD_DESCRIPTION_CHARS / 2)).replace(/[\s,;:.]+$/, '')}…`;
}

async function loadLanding() {
  const [domains, alerts] = await Promise.all([listDomains().catch(() => []), listFeaturedAlerts().catch(() => [])]);
  return {
    // Only what the landing page shows: every byte of loader data is sent twice (HTML and hydration data).
    domains: domains.map(({ name, slug, icon, tagline, homeModuleCount, inEnglish }) => ({
      name,
      slug,
      icon,
      tagline,
      homeModuleCount,
      // Which of them are shown in English to a learner who reads Tok Pisin (ADR 0049).
      ...(inEnglish ? { inEnglish } : {}),
    })),
    alerts: alerts.map(({ id, title, description, category, protectionTip, inEnglish }) => ({
      id,
      title,
      description: cardDescription(description),
      category,
      protectionTip,
      ...(inEnglish ? { inEnglish } : {}),
    })),
  };
}

export async function loadHomeScreen(session: Session, route: Extract<RouteKey, 'home' | 'unknown'>) {
  const decision = decideRoute(route, sessionStateOf(session.user));
  if (decision.kind !== 'home-screen') throw new Error(`Route ${route} must show a home screen`);
  const { status } = decision;
  if (decision.screen === 'dashboard' && session.user) {
    const title = messages().dashboard.title;
    return { screen: 'dashboard' as const, status, title, user: session.user, ...(await loadDashboard(session)) };
  }
  if (decision.screen === 'profile' && session.user) {
    const title = messages().profile.completeTitle;
    return { screen: 'profile' as const, status, title, profile: profileScreenData(session.user, session.documents) };
  }
  return { screen: 'landing' as const, status, ...(await loadLanding()) };
}

/** The screen as the page receives it: the alerts' ids serve only to count views (routes/_index.tsx), not the page. */
export function forThePage(screen: LoadedHomeScreen) {
  if (screen.screen !== 'landing') return screen;
  return { ...screen, alerts: screen.alerts.map(({ id: _id, ...alert }) => alert) };
}

type LoadedHomeScreen = Awaited<ReturnType<typeof loadHomeScreen>>;
export type HomeScreenData = ReturnType<typeof forThePage>;
export type LandingScreenData = Extract<HomeScreenData, { screen: 'landing' }>;
