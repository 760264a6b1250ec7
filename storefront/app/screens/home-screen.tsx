/**
 * `/` and unknown paths (spec 2.1): the landing page, the dashboard, or the profile while it is incomplete. Most
 * visits are signed out, so only the landing page's code comes with the page; the dashboard's and the profile's
 * load when needed (the server renders them in full either way, and the page keeps that HTML until they arrive).
 */
import { lazy, Suspense } from 'react';
import type { HomeScreenData } from '~/lib/home-screen.server';
import { LazyPendingScreen } from '~/components/layout/lazy-pending-screen';
import { LandingScreen } from './landing/landing-screen';

const DashboardScreen = lazy(() =>
  import('./dashboard/dashboard-screen').then((module) => ({ default: module.DashboardScreen })),
);
const ProfileScreen = lazy(() =>
  import('./profile/profile-screen').then((module) => ({ default: module.ProfileScreen })),
);

export function HomeScreen({ data }: { data: HomeScreenData }) {
  if (data.screen === 'landing') return <LandingScreen data={data} />;
  return (
    <Suspense fallback={<LazyPendingScreen kind="dashboard" />}>
      {data.screen === 'dashboard' ? <DashboardScreen data={data} /> : <ProfileScreen profile={data.profile} />}
    </Suspense>
  );
}
