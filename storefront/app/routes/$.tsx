import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { forThePage, loadHomeScreen } from '~/lib/home-screen.server';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { HomeScreen } from '~/screens/home-screen';

export const meta: MetaFunction = () => [{ title: sharedMessages().meta.title(sharedMessages().errors.notFoundTitle) }];

/** Unknown paths show the state's home screen (spec 2.1), answered with 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const screen = await loadHomeScreen(await readSession(request, context), 'unknown');
  return data(forThePage(screen), { status: screen.status });
}

export default function UnknownPath() {
  return <HomeScreen data={useLoaderData<typeof loader>()} />;
}
