import { useMessages } from '~/messages';
import { useAboutMessages } from '~/messages/about';

/** About Kundu: who runs the platform, what it offers, and how to reach us (the footer's about links). */
export function AboutScreen({ supportEmail }: { supportEmail: string }) {
  const t = useMessages();
  const s = useAboutMessages();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t.screenTitles.about}</h1>
      <p className="mt-4 text-lg text-slate-800">{s.intro}</p>
      {s.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          <p className="mt-2 text-slate-800">{section.text}</p>
        </section>
      ))}
      <section aria-labelledby="contact" className="mt-8">
        <h2 id="contact" className="text-xl font-bold">
          {t.footer.contactUs}
        </h2>
        <p className="mt-2 text-slate-800">
          {s.contactText}{' '}
          <a href={`mailto:${supportEmail}`} className="font-semibold text-teal-800 underline">
            {supportEmail}
          </a>
        </p>
      </section>
    </article>
  );
}
