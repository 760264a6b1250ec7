/** `/` and unknown paths (spec 2.1): the landing page, the dashboard, or the profile while it is incomplete. */
import type { HomeScreenData } from '~/lib/home-screen.server';
import { DashboardScreen } from './dashboard/dashboard-screen';
import { LandingScreen } from './landing/landing-screen';
import { ProfileScreen } from './profile/profile-screen';

export function HomeScreen({ data }: { data: HomeScreenData }) {
  if (data.screen === 'dashboard') return <DashboardScreen data={data} />;
  if (data.screen === 'profile') return <ProfileScreen profile={data.profile} />;
  return <LandingScreen data={data} />;
}
