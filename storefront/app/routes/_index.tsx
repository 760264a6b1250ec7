import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { countAlertViews } from '~/lib/cms/alert-views.server';
import { forThePage, loadHomeScreen } from '~/lib/home-screen.server';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { landingMessages } from '~/messages/landing';
import { HomeScreen } from '~/screens/home-screen';

export const meta: MetaFunction<typeof loader> = ({ data: home }) => {
  const t = sharedMessages();
  // The signed-in screens' titles come with their data, so this page's code does not carry their messages.
  if (home && home.screen !== 'landing') return [{ title: t.meta.title(home.title) }];
  return [
    { title: `${t.product.name}: ${landingMessages().title}` },
    { name: 'description', content: t.meta.description },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const screen = await loadHomeScreen(await readSession(request, context), 'home');
  // The landing page's threat cards are views of their alerts. Unknown addresses ($.tsx) show them too, but are
  // asked for mostly by scanners: those are not counted.
  if (screen.screen === 'landing') countAlertViews(request, screen.alerts);
  return forThePage(screen);
}

export default function Home() {
  return <HomeScreen data={useLoaderData<typeof loader>()} />;
}
