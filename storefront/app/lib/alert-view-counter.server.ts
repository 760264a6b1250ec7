/**
 * "Viewed N times" (spec 2.11) without a database write per page view (ADR 0026): views of alerts are counted in
 * memory and reported in batches, at most once an interval and when the server stops. A report that fails is kept
 * for the next one; what is kept is bounded. The storefront's counter is in lib/cms/alert-views.server.ts.
 */
import { isbot } from 'isbot';
import { MAX_ALERTS_PER_REPORT, MAX_VIEWS_PER_ALERT, type AlertViews } from '@kundu/cms-contract/alert-views';

/** How often counted views are reported, at most. */
export const REPORT_INTERVAL_MS = 60_000;
/** Alerts whose views are kept while the CMS cannot take them; views of further alerts are dropped. */
export const MAX_PENDING_ALERTS = 1_000;

export type AlertViewCounter = {
  /** One view of each alert. */
  count(alertIds: readonly string[]): void;
  /** Reports what was counted now (and waits for a report under way). */
  flush(): Promise<void>;
  /** What is counted and not yet reported. */
  pending(): AlertViews[];
};

export type AlertViewCounterOptions = {
  /** Sends one report (at most MAX_ALERTS_PER_REPORT alerts); a rejection keeps its views for the next report. */
  report(views: AlertViews[]): Promise<void>;
  onReportFailed(error: unknown): void;
  intervalMs?: number;
  maxPendingAlerts?: number;
};

export function createAlertViewCounter({
  report,
  onReportFailed,
  intervalMs = REPORT_INTERVAL_MS,
  maxPendingAlerts = MAX_PENDING_ALERTS,
}: AlertViewCounterOptions): AlertViewCounter {
  const pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reporting: Promise<void> | undefined;

  const add = (alertId: string, views: number) => {
    const counted = pending.get(alertId);
    if (counted === undefined && pending.size >= maxPendingAlerts) return;
    pending.set(alertId, Math.min((counted ?? 0) + views, MAX_VIEWS_PER_ALERT));
  };

  // The next report is due one interval after the first view since the last one: at most one report a minute, and
  // none while nobody looks.
  const schedule = () => {
    if (timer || reporting || pending.size === 0) return;
    timer = setTimeout(() => void flush(), intervalMs);
    // A timer must not keep a stopping server alive; the shutdown report is explicit (server.mjs).
    timer.unref?.();
  };

  async function send(batch: Array<[string, number]>) {
    for (let start = 0; start < batch.length; start += MAX_ALERTS_PER_REPORT) {
      const chunk = batch.slice(start, start + MAX_ALERTS_PER_REPORT);
      try {
        await report(chunk.map(([documentId, count]) => ({ documentId, count })));
      } catch (error) {
        for (const [alertId, views] of batch.slice(start)) add(alertId, views);
        onReportFailed(error);
        return;
      }
    }
  }

  async function flush(): Promise<void> {
    while (reporting) await reporting;
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    reporting = send(batch);
    try {
      await reporting;
    } finally {
      reporting = undefined;
      schedule();
    }
  }

  return {
    count(alertIds) {
      for (const alertId of alertIds) add(alertId, 1);
      schedule();
    },
    flush,
    pending: () => [...pending].map(([documentId, count]) => ({ documentId, count })),
  };
}

/**
 * Whether a page request shows its alerts to a person: a page load or an in-app navigation, not a prefetch (the
 * visitor only pointed at a link), nor a crawler, a script or a headless browser (isbot), nor a client that says
 * nothing about itself.
 */
export function isShownToVisitor(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const userAgent = request.headers.get('user-agent');
  return Boolean(userAgent) && !isbot(userAgent);
}
