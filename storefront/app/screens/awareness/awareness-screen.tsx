import { Badge, type BadgeTone } from '~/components/ui/badge';
import { ContentText } from '~/components/ui/in-english';
import { ButtonLink, buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { EmptyState } from '~/components/ui/empty-state';
import { Icon } from '~/components/ui/icon';
import type { AlertCategory } from '~/lib/catalogue';
import type { AwarenessAlert } from '~/lib/cms/alerts.server';
import { useMessages } from '~/messages';
import { useAwarenessMessages } from '~/messages/awareness';
import { useCurrentAlerts } from './use-current-alerts';
import { AlertSummary } from './alert-summary';

export type AlertCard = AwarenessAlert & { dateLabel: string };
export type AwarenessData = { status: 'ok'; alerts: AlertCard[] } | { status: 'error' };

/** Category styles (spec 4); an unknown category would fall back to High Risk. */
const CATEGORY_STYLE: Record<AlertCategory, { tone: BadgeTone; border: string }> = {
  Critical: { tone: 'destructive', border: 'border-l-red-700' },
  'High Risk': { tone: 'warning', border: 'border-l-amber-500' },
  Emerging: { tone: 'info', border: 'border-l-sky-600' },
};

export function AlertCardView({ alert }: { alert: AlertCard }) {
  const t = useMessages();
  const s = useAwarenessMessages();
  const style = CATEGORY_STYLE[alert.category] ?? CATEGORY_STYLE['High Risk'];
  return (
    <li
      className={cn('flex flex-col rounded-xl border border-l-4 border-slate-200 p-5', style.border)}
      data-testid="alert-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={style.tone}>{t.alertCategories[alert.category]}</Badge>
        <time dateTime={alert.createdAt} className="text-sm text-slate-600">
          {alert.dateLabel}
        </time>
        {alert.showCount > 1 ? <Badge tone="outline">{s.viewed(alert.showCount)}</Badge> : null}
      </div>
      <AlertSummary alert={alert} tipLabel={s.protectionTip} titleClassName="text-lg" />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          {s.source} {alert.source ?? t.product.intelligenceLabel}
        </span>
        {alert.sourceUrl ? (
          <a
            href={alert.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 hover:underline"
          >
            {s.readSource}
            <Icon name="external" className="h-4 w-4" />
            <span className="sr-only">
              :{' '}
              <ContentText item={alert} field="title">
                {alert.title}
              </ContentText>{' '}
              {t.common.opensInNewTab}
            </span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** The free awareness center (spec 2.11). */
export function AwarenessScreen({ data, supportEmail }: { data: AwarenessData; supportEmail: string }) {
  const t = useMessages();
  const s = useAwarenessMessages();
  const alerts = useCurrentAlerts(data.status === 'ok' ? data.alerts : null) ?? [];
  return (
    <>
      <section className="bg-gradient-to-br from-red-900 to-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-5xl">{t.screenTitles.awareness}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{s.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/free-courses" variant="light">
              {s.startTraining}
            </ButtonLink>
            <ButtonLink to="/auth" className="border border-white/40 bg-transparent hover:bg-white/10">
              {s.join}
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        <section aria-labelledby="threats-title">
          <h2 id="threats-title" className="text-2xl font-bold">
            {s.threatsTitle}
          </h2>
          <div className="mt-6">
            {alerts.length === 0 ? (
              <EmptyState tone="error" headingLevel={3} title={s.error} />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {alerts.map((alert) => (
                  <AlertCardView key={alert.id} alert={alert} />
                ))}
              </ul>
            )}
          </div>
        </section>

        <section aria-labelledby="essentials-title">
          <h2 id="essentials-title" className="text-2xl font-bold">
            {s.essentialsTitle}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {s.essentials.map((tile) => (
              <li key={tile.title} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold">{tile.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{tile.text}</p>
                <p className="mt-3">
                  <span className="sr-only">{s.priority} </span>
                  <Badge tone={tile.priority === 'High' ? 'destructive' : 'warning'}>{tile.priority}</Badge>
                </p>
              </li>
            ))}
          </ul>
          <ButtonLink to="/free-courses" className="mt-6">
            {s.essentialsCta}
          </ButtonLink>
        </section>

        <section id="report" aria-labelledby="incident-title" className="rounded-xl bg-slate-900 p-6 text-white sm:p-8">
          <h2 id="incident-title" className="text-2xl font-bold">
            {s.incidentTitle}
          </h2>
          <p className="mt-2 text-slate-200">{s.incidentText}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/report-incident" variant="light">
              {s.reportIncident}
            </ButtonLink>
            <a href={`mailto:${supportEmail}`} className={buttonClasses('primary', 'border border-white/30')}>
              {t.common.contactExpert}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
