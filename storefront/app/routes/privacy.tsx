import type { MetaFunction } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { sharedMessages, useMessages } from '~/messages';
import { usePrivacyMessages } from '~/messages/privacy';
import type { loader as rootLoader } from '~/root';

export const meta: MetaFunction = () => [{ title: sharedMessages().meta.title(sharedMessages().screenTitles.privacy) }];

/** The privacy policy the home page's data protection notice links to ("Read Full Privacy Policy"). */
export default function Privacy() {
  const t = useMessages();
  const s = usePrivacyMessages();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t.screenTitles.privacy}</h1>
      <p className="mt-2 text-sm text-slate-600">{s.updated}</p>
      {s.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          <p className="mt-2 text-slate-800">{section.text}</p>
        </section>
      ))}
      {root ? <p className="mt-10 font-medium">{s.contact(root.supportEmail)}</p> : null}
    </article>
  );
}
