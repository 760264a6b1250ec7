import { dialable, type HelpContact } from '@kundu/cms-contract/help-contacts';
import { buttonClasses } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useMessages } from '~/messages';
import { useReportMessages } from '~/messages/report';

export type ShownHelpContact = HelpContact & { lastChecked: string };

const LINK = 'inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-teal-800 hover:underline';

/** One checked contact (ADR 0042): what for, then each way to reach them, each a link a phone can follow. */
function ContactCard({ contact }: { contact: ShownHelpContact }) {
  const t = useMessages();
  const s = useReportMessages();
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold">{contact.name}</h3>
      <p className="mt-1 text-sm text-slate-700">{contact.purpose}</p>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {contact.phone ? (
          <a href={`tel:${dialable(contact.phone)}`} className={LINK}>
            {contact.phone}
            <span className="sr-only">{s.call(contact.name)}</span>
          </a>
        ) : null}
        {contact.email ? (
          <a href={`mailto:${contact.email}`} className={`${LINK} break-all`}>
            {contact.email}
            <span className="sr-only">{s.writeTo(contact.name)}</span>
          </a>
        ) : null}
        {contact.website ? (
          <a href={contact.website} target="_blank" rel="noopener noreferrer" className={`${LINK} break-all`}>
            {contact.website.replace(/^https:\/\/(www\.)?/, '')}
            <Icon name="external" className="h-4 w-4" />
            <span className="sr-only">
              {s.visitSite(contact.name)} {t.common.opensInNewTab}
            </span>
          </a>
        ) : null}
      </div>
      {contact.hours ? <p className="mt-1 text-sm text-slate-700">{s.hours(contact.hours)}</p> : null}
      <p className="mt-1 text-xs text-slate-600">{s.lastChecked(contact.lastChecked)}</p>
    </li>
  );
}

type ReportPlace = ReturnType<typeof useReportMessages>['places'][number];

/** The help contacts (their keys in the CMS, ADR 0042) that stand for each place once a person has checked them. */
const PLACE_CONTACTS: Record<ReportPlace['id'], readonly string[]> = {
  bank: [],
  police: ['rpngc-cybercrime-unit'],
  ncsc: ['ncsc'],
  pngcert: ['pngcert'],
  network: ['digicel-fraud', 'vodafone-fraud', 'telikom-fraud'],
};

/** A place to report while no contact for it is checked: what it is for, and its site where we know it. */
function Place({ place }: { place: ReportPlace }) {
  const t = useMessages();
  const s = useReportMessages();
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold">{place.name}</h3>
      <p className="mt-1 text-sm text-slate-700">{place.text}</p>
      {'href' in place ? (
        <a href={place.href} target="_blank" rel="noopener noreferrer" className={LINK}>
          {place.href.replace('https://www.', '')}
          <Icon name="external" className="h-4 w-4" />
          <span className="sr-only">
            {s.visitSite(place.name)} {t.common.opensInNewTab}
          </span>
        </a>
      ) : null}
    </li>
  );
}

/**
 * Report a Cyber Incident: where to report in Papua New Guinea, for every visitor whatever their session (the
 * footer's link; the awareness center, which signed-in learners do not see, sends its Report button here). The
 * contacts are the CMS's checked ones (ADR 0042); until one is checked, the page says where to go without numbers.
 */
export function ReportScreen({ supportEmail, contacts }: { supportEmail: string; contacts: ShownHelpContact[] }) {
  const t = useMessages();
  const s = useReportMessages();
  // Each place in its order, shown by the contacts a person has checked for it, or by where to go while none is;
  // checked contacts no place names (a crisis line) follow.
  const covered = new Set(Object.values(PLACE_CONTACTS).flat());
  const shown = [
    ...s.places.map((place) => {
      const checked = contacts.filter((contact) => PLACE_CONTACTS[place.id].includes(contact.key));
      return checked.length > 0 ? { kind: 'contacts' as const, contacts: checked } : { kind: 'place' as const, place };
    }),
    ...(contacts.some((contact) => !covered.has(contact.key))
      ? [{ kind: 'contacts' as const, contacts: contacts.filter((contact) => !covered.has(contact.key)) }]
      : []),
  ];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t.screenTitles.report}</h1>
      <p className="mt-4 text-lg text-slate-800">{s.intro}</p>

      <section aria-labelledby="where-title" className="mt-8">
        <h2 id="where-title" className="text-xl font-bold">
          {s.placesTitle}
        </h2>
        <ul className="mt-4 space-y-3">
          {shown.map((entry) =>
            entry.kind === 'contacts' ? (
              entry.contacts.map((contact) => <ContactCard key={contact.key} contact={contact} />)
            ) : (
              <Place key={entry.place.id} place={entry.place} />
            ),
          )}
        </ul>
      </section>

      <section aria-labelledby="evidence-title" className="mt-8">
        <h2 id="evidence-title" className="text-xl font-bold">
          {s.evidenceTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
          {s.evidence.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-title" className="mt-8 rounded-xl bg-slate-900 p-6 text-white">
        <h2 id="help-title" className="text-xl font-bold">
          {s.helpTitle}
        </h2>
        <p className="mt-2 text-slate-200">{s.helpText}</p>
        <a href={`mailto:${supportEmail}`} className={buttonClasses('light', 'mt-4')}>
          {t.common.contactExpert}
        </a>
      </section>
    </article>
  );
}
