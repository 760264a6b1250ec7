import { Link } from '@remix-run/react';
import { langOf } from '~/components/ui/in-english';
import { ButtonLink } from '~/components/ui/button';
import { Badge } from '~/components/ui/badge';
import { Icon } from '~/components/ui/icon';
import { TARGET_ROLES, type AlertCategory } from '~/lib/catalogue';
import type { LandingScreenData } from '~/lib/home-screen.server';
import { useMessages } from '~/messages';
import { useLandingMessages } from '~/messages/landing';
import { AlertSummary } from '../awareness/alert-summary';

const THREAT_TONE: Record<AlertCategory, 'destructive' | 'warning' | 'info'> = {
  Critical: 'destructive',
  'High Risk': 'warning',
  Emerging: 'info',
};

const STEP_ICONS = ['key', 'lock', 'check', 'refresh'] as const;

/** The signed-out home page (spec 2.3). */
export function LandingScreen({ data }: { data: Pick<LandingScreenData, 'domains' | 'alerts'> }) {
  const t = useMessages();
  const s = useLandingMessages();
  const trainingDomains = data.domains.filter((domain) => domain.homeModuleCount !== null);

  return (
    <>
      <section className="bg-gradient-to-br from-teal-900 to-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm text-teal-100">{s.heroBadge}</p>
          <h1 className="mt-4 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{s.heroTitle}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{s.heroText}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/auth" variant="light">
              {s.getStarted}
            </ButtonLink>
            <ButtonLink to="/free-courses" className="border border-white/40 bg-transparent hover:bg-white/10">
              {s.tryFree}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section id="cyber-domains" aria-labelledby="domains-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="domains-title" className="text-2xl font-bold sm:text-3xl">
          {s.domainsTitle}
        </h2>
        <p className="mt-2 text-slate-700">{s.domainsText}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.domains.map((domain) => (
            <li key={domain.slug} className="flex flex-col rounded-xl border border-slate-200 p-5">
              <Icon name={domain.icon} className="h-8 w-8 text-teal-700" />
              <h3 className="mt-3 text-lg font-semibold">{domain.name}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-700" lang={langOf(domain, 'tagline')}>
                {domain.tagline}
              </p>
              <Link to={`/${domain.slug}`} className="mt-4 text-sm font-semibold text-teal-800 hover:underline">
                {s.learnMore}
                <span className="sr-only">: {domain.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="paths-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="paths-title" className="text-2xl font-bold sm:text-3xl">
            {s.pathsTitle}
          </h2>
          <p className="mt-2 text-slate-700">{s.pathsText}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TARGET_ROLES.map((role) => (
              <li key={role} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="text-lg font-semibold">{t.roles[role]}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-700">{t.roleAudiences[role]}</p>
                <ButtonLink to={`/auth?role=${role}`} variant="secondary" className="mt-4 self-start">
                  {s.registerNow}
                  <span className="sr-only">: {t.roles[role]}</span>
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="alerts-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="alerts-title" className="text-2xl font-bold sm:text-3xl">
          {s.alertsTitle}
        </h2>
        <p className="mt-2 text-slate-700">{s.alertsText}</p>
        <ul className="mt-8 grid gap-4 lg:grid-cols-3">
          {data.alerts.map((alert) => (
            <li
              key={alert.title}
              className="flex flex-col rounded-xl border border-slate-200 p-5"
              data-testid="threat-card"
            >
              <Badge tone={THREAT_TONE[alert.category]} className="self-start">
                {s.threatLabels[alert.category]}
              </Badge>
              <AlertSummary alert={alert} tipLabel={s.recommendedAction} />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/free-courses">{s.freeTraining}</ButtonLink>
          <ButtonLink to="/auth" variant="secondary">
            {s.defenseJourney}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="bg-teal-950 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="steps-title" className="text-2xl font-bold sm:text-3xl">
            {s.stepsTitle}
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {s.steps.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-white/5 p-5">
                <Icon name={STEP_ICONS[index] ?? 'check'} className="h-7 w-7 text-amber-300" />
                <h3 className="mt-3 font-semibold">
                  {index + 1}. {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-200">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="training-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="training-title" className="text-2xl font-bold sm:text-3xl">
          {s.trainingTitle}
        </h2>
        <p className="mt-2 text-slate-700">{s.trainingText}</p>
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {trainingDomains.map((domain) => (
            <li key={domain.slug} className="flex items-center justify-between gap-4 p-4">
              <Link to={`/${domain.slug}`} className="font-medium text-slate-900 hover:underline">
                {domain.name}
              </Link>
              <Badge>{t.common.modules(domain.homeModuleCount ?? 0)}</Badge>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="privacy-title" className="mx-auto max-w-6xl px-4 pb-4">
        <div className="rounded-xl border border-teal-200 bg-teal-50 p-6">
          <h2 id="privacy-title" className="text-xl font-bold text-teal-950">
            {s.privacyTitle}
          </h2>
          <p className="mt-2 text-teal-950">{s.privacyText}</p>
          <Link to="/privacy" className="mt-3 inline-block font-semibold text-teal-800 underline">
            {s.readPrivacyPolicy}
          </Link>
        </div>
      </section>
    </>
  );
}
