import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadHomeScreen } from '~/lib/home-screen.server';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { landingMessages } from '~/messages/landing';
import { LandingScreen } from '~/screens/landing/landing-screen';

export const meta: MetaFunction = () => {
  const t = sharedMessages();
  return [
    { title: `${t.product.name}: ${landingMessages().title}` },
    { name: 'description', content: t.meta.description },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHomeScreen(await readSession(request), 'home');
}

export default function Home() {
  return <LandingScreen data={useLoaderData<typeof loader>()} />;
}
