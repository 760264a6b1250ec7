/** The storefront's count of alert views, reported to the CMS (POST /api/awareness-alerts/views, ADR 0026). */
import type { AlertViews } from '@kundu/cms-contract/alert-views';
import { z } from 'zod';
import { createAlertViewCounter, isShownToVisitor } from '../alert-view-counter.server';
import { AS_STOREFRONT, cmsCall } from './core.server';
import { noteAlertViews } from '../visitor-pages.server';

/**
 * One report. A CMS that cannot be reached throws (CmsUnavailableError): the views are kept for the next report. A
 * refusal would be refused again, so it is logged and its views dropped.
 */
async function reportAlertViews(views: AlertViews[]): Promise<void> {
  const answer = await cmsCall('POST', 'awareness-alerts/views', z.object({ counted: z.number() }), {
    auth: AS_STOREFRONT,
    body: { views },
  });
  if (!answer.ok) {
    console.error(`The CMS refused ${views.length} alerts' views (${answer.status}): ${answer.message}`);
  }
}

const counter = createAlertViewCounter({
  report: reportAlertViews,
  onReportFailed: (error) =>
    console.error(
      `Alert views could not be reported; they are kept for the next report. ${error instanceof Error ? error.message : String(error)}`,
    ),
});

/** Counts one view of each alert a page shows, when a person asked for the page. */
export function countAlertViews(request: Request, alerts: ReadonlyArray<{ id: string }>): void {
  // A page kept for signed-out visitors counts them again each time it is sent (ADR 0053).
  noteAlertViews(alerts);
  if (alerts.length > 0 && isShownToVisitor(request)) counter.count(alerts.map((alert) => alert.id));
}

/** Reports the views counted so far: called when the server stops (server.mjs, through entry.server.tsx). */
export function flushAlertViews(): Promise<void> {
  return counter.flush();
}
