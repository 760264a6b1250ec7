import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadHomeScreen } from '~/lib/home-screen.server';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { dashboardMessages } from '~/messages/dashboard';
import { landingMessages } from '~/messages/landing';
import { profileMessages } from '~/messages/profile';
import { HomeScreen } from '~/screens/home-screen';

export const meta: MetaFunction<typeof loader> = ({ data: home }) => {
  const t = sharedMessages();
  if (home?.screen === 'dashboard') return [{ title: t.meta.title(dashboardMessages().title) }];
  if (home?.screen === 'profile') return [{ title: t.meta.title(profileMessages().completeTitle) }];
  return [
    { title: `${t.product.name}: ${landingMessages().title}` },
    { name: 'description', content: t.meta.description },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHomeScreen(await readSession(request), 'home');
}

export default function Home() {
  return <HomeScreen data={useLoaderData<typeof loader>()} />;
}
