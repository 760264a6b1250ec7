import type { MetaFunction } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { sharedMessages } from '~/messages';
import type { loader as rootLoader } from '~/root';
import { AboutScreen } from '~/screens/about/about-screen';

export const meta: MetaFunction = () => [{ title: sharedMessages().meta.title(sharedMessages().screenTitles.about) }];

/** /about: the footer's about links (spec 2.2), in every session state (ADR 0040). No loader, as /privacy. */
export default function About() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <AboutScreen supportEmail={root?.supportEmail ?? ''} />;
}
