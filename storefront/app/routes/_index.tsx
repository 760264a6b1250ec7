import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadHomeScreen } from '~/lib/home-screen.server';
import { readSession } from '~/lib/session.server';
import { messages } from '~/messages';
import { LandingScreen } from '~/screens/landing/landing-screen';

export const meta: MetaFunction = () => {
  const t = messages();
  return [{ title: `${t.product.name}: ${t.landing.title}` }, { name: 'description', content: t.meta.description }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHomeScreen(await readSession(request), 'home');
}

export default function Home() {
  return <LandingScreen data={useLoaderData<typeof loader>()} />;
}
