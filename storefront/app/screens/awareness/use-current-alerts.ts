import { useState } from 'react';
import type { AwarenessAlert } from '~/lib/cms/alerts.server';
import { formatDate } from '~/lib/format';
import { ALERT_CATEGORIES } from '@kundu/cms-contract/vocabulary';
import { isInteger, isText, listOf, nullable, objectOf, oneOf, readJson, type Shape } from '~/lib/json-shape';
import { useVisibleInterval } from '~/lib/use-visible-interval';
import type { AlertCard } from './awareness-screen';

/** The awareness center shows the first 10 alerts and refetches them every 600000 ms (spec 9). */
export const ALERTS_SHOWN = 10;
const REFETCH_MS = 600_000;

const isAlertList: Shape<AwarenessAlert[]> = listOf(
  objectOf({
    id: isText,
    title: isText,
    description: isText,
    category: oneOf(ALERT_CATEGORIES),
    protectionTip: nullable(isText),
    source: nullable(isText),
    sourceUrl: nullable(isText),
    createdAt: isText,
    showCount: isInteger,
  }),
);

/**
 * The alerts to show: the page's own (server-rendered, so the list works without JavaScript), then, while the page
 * stays open and in view, the latest from GET /api/awareness/alerts every 10 minutes (spec 7). That background
 * refetch is not a view of the alerts (ADR 0026). A refetch that fails keeps what is shown.
 */
export function useCurrentAlerts(pageAlerts: AlertCard[] | null): AlertCard[] | null {
  const [refetched, setRefetched] = useState<{ page: AlertCard[] | null; alerts: AlertCard[] } | null>(null);

  useVisibleInterval(async () => {
    try {
      // `no-cache`: the answer may be kept by the browser for a while (max-age, stale-while-revalidate), and a
      // refetch is made to see what changed since.
      const response = await fetch('/api/awareness/alerts', {
        headers: { accept: 'application/json' },
        cache: 'no-cache',
      });
      const body = response.ok ? await readJson(response, isAlertList) : null;
      if (!body) return;
      const alerts = body.slice(0, ALERTS_SHOWN).map((alert) => ({ ...alert, dateLabel: formatDate(alert.createdAt) }));
      setRefetched({ page: pageAlerts, alerts });
    } catch {
      // Offline or a broken answer: what is shown stays.
    }
  }, REFETCH_MS);

  // A new page load (a navigation back here) brings its own alerts, newer than an earlier refetch.
  return refetched && refetched.page === pageAlerts ? refetched.alerts : pageAlerts;
}
