import { Badge, type BadgeTone } from '~/components/ui/badge';
import { ButtonLink } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { ContentText, EnglishMarker, langOf } from '~/components/ui/in-english';
import { isInEnglish } from '~/lib/content-language';
import type { Level } from '~/lib/catalogue';
import type { Course } from '~/lib/cms/courses.server';
import type { CyberDomain } from '~/lib/cms/domains.server';
import { CourseCard } from '~/screens/catalogue/course-card';
import { useMessages } from '~/messages';
import { useDomainPageMessages } from '~/messages/domain-page';

/** Level badge styles (spec 2.9): Expert destructive, Advanced default, others secondary. */
const LEVEL_TONE: Record<Level, BadgeTone> = {
  Expert: 'destructive',
  Advanced: 'default',
  Intermediate: 'secondary',
  Beginner: 'secondary',
};

function List({ title, items, lang }: { title: string; items: string[]; lang?: 'en' }) {
  if (items.length === 0) return null;
  return (
    <section className="rounded-xl border border-slate-200 p-6">
      <h2 className="text-xl font-bold">{title}</h2>
      <ul className="mt-3 space-y-2" lang={lang}>
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon name="check" className="mt-0.5 h-5 w-5 text-teal-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A domain's marketing page (spec 2.9), written by editors in the CMS. */
export function DomainScreen({
  domain,
  cta,
  courses = [],
}: {
  domain: CyberDomain;
  cta: { label: string; to: string; text: string };
  /** Courses of the catalogue the editors linked to this page. */
  courses?: Course[];
}) {
  const t = useMessages();
  const s = useDomainPageMessages();
  const groups = [
    { title: s.frameworksTitle, groups: domain.frameworkGroups, lang: langOf(domain, 'frameworkGroups') },
    { title: s.technologiesTitle, groups: domain.technologyGroups, lang: langOf(domain, 'technologyGroups') },
  ].filter((section) => section.groups.length > 0);
  // The page's name is the same in every language: its words say whether it is in English (ADR 0049).
  const inEnglish = isInEnglish(domain, 'tagline') || isInEnglish(domain, 'summary');

  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 to-teal-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <Icon name={domain.icon} className="h-10 w-10 text-amber-300" />
          <h1 className="mt-4 text-3xl font-bold sm:text-5xl">
            <ContentText item={domain} field="name">
              {domain.name}
            </ContentText>
            {inEnglish ? <EnglishMarker /> : null}
          </h1>
          <p className="mt-3 text-lg text-teal-100" lang={langOf(domain, 'tagline')}>
            {domain.tagline}
          </p>
          <p className="mt-4 max-w-3xl text-slate-200" lang={langOf(domain, 'summary')}>
            {domain.summary}
          </p>
          {domain.heroBadges.length > 0 ? (
            <ul className="mt-6 flex flex-wrap gap-2" lang={langOf(domain, 'heroBadges')}>
              {domain.heroBadges.map((badge) => (
                <li key={badge} className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
                  {badge}
                </li>
              ))}
            </ul>
          ) : null}
          <ButtonLink to={cta.to} variant="light" className="mt-8">
            {cta.label}
          </ButtonLink>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-10 px-4 py-12">
        <section aria-labelledby="modules-title">
          <h2 id="modules-title" className="text-2xl font-bold">
            {s.modulesTitle}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-2" lang={langOf(domain, 'modules')}>
            {domain.modules.map((module, index) => (
              <li key={module.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
                <Icon name={module.icon} className="h-8 w-8 text-teal-700" />
                <div>
                  <h3 className="font-semibold">
                    {index + 1}. {module.title}
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">{module.description}</p>
                  <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <Badge tone={LEVEL_TONE[module.level]}>{t.levels[module.level]}</Badge>
                    <span className="inline-flex items-center gap-1">
                      <Icon name="clock" className="h-4 w-4" />
                      {s.moduleHours(module.hours)}
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        {courses.length > 0 ? (
          <section aria-labelledby="courses-title">
            <h2 id="courses-title" className="text-2xl font-bold">
              {s.coursesTitle}
            </h2>
            <p className="mt-2 text-slate-700">{s.coursesText}</p>
            <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <CourseCard key={course.id} course={course} headingLevel={3} />
              ))}
            </ul>
          </section>
        ) : null}

        <div className="grid gap-6 md:grid-cols-2">
          <List title={s.audienceTitle} items={domain.audience} lang={langOf(domain, 'audience')} />
          <List title={s.prerequisitesTitle} items={domain.prerequisites} lang={langOf(domain, 'prerequisites')} />
        </div>

        {domain.strengths.length > 0 ? (
          <section aria-labelledby="strengths-title">
            <h2 id="strengths-title" className="text-2xl font-bold">
              {s.strengthsTitle}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" lang={langOf(domain, 'strengths')}>
              {domain.strengths.map((strength) => (
                <li key={strength.title} className="rounded-xl bg-slate-50 p-5">
                  <h3 className="font-semibold">{strength.title}</h3>
                  {strength.description ? <p className="mt-1 text-sm text-slate-700">{strength.description}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {groups.map((section) => (
          <section key={section.title}>
            <h2 className="text-2xl font-bold">{section.title}</h2>
            <div className="mt-6 grid gap-4 md:grid-cols-3" lang={section.lang}>
              {section.groups.map((group) => (
                <div key={group.title} className="rounded-xl border border-slate-200 p-5">
                  <h3 className="font-semibold">{group.title}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {group.items.map((item) => (
                      <li key={item}>
                        <Badge tone="outline">{item}</Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ))}

        {domain.notes.length > 0 ? (
          <section aria-labelledby="notes-title" className="rounded-xl border border-amber-200 bg-amber-50 p-6">
            <h2 id="notes-title" className="text-xl font-bold">
              {s.notesTitle}
            </h2>
            <ul className="mt-3 space-y-3" lang={langOf(domain, 'notes')}>
              {domain.notes.map((note) => (
                <li key={note.title}>
                  <strong>{note.title}.</strong> {note.description}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className="rounded-xl bg-teal-900 p-8 text-center text-white">
          <h2 className="text-2xl font-bold">{s.ctaTitle(domain.name)}</h2>
          <p className="mt-2 text-teal-100">{cta.text}</p>
          <ButtonLink to={cta.to} variant="light" className="mt-6">
            {cta.label}
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
