/**
 * An alert's title, description and what to do, as the awareness center's cards and the landing page's threats show
 * it (spec 2.1, 4): each part in English, marked, where the learner's language has no version (ADR 0049).
 */
import { ContentText, langOf } from '~/components/ui/in-english';
import type { InEnglish } from '~/lib/content-language';
import { cn } from '~/components/ui/cn';
import { useMessages } from '~/messages';

type AlertText = InEnglish & { title: string; description: string; protectionTip: string | null };

export function AlertSummary({
  alert,
  tipLabel,
  titleClassName,
}: {
  alert: AlertText;
  /** The words before the tip: "Protection tip:", "Recommended action:". */
  tipLabel: string;
  titleClassName?: string;
}) {
  const t = useMessages();
  return (
    <>
      <h3 className={cn('mt-3 font-semibold', titleClassName)}>
        <ContentText item={alert} field="title" marked>
          {alert.title}
        </ContentText>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700" lang={langOf(alert, 'description')}>
        {alert.description}
      </p>
      <p className="mt-3 rounded-lg bg-teal-50 p-3 text-sm text-teal-950">
        <strong>{tipLabel}</strong>{' '}
        <ContentText item={alert} field="protectionTip">
          {alert.protectionTip ?? t.alerts.defaultTip}
        </ContentText>
      </p>
    </>
  );
}
