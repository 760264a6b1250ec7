/**
 * How the storefront reports the times it showed awareness alerts to visitors (POST /api/awareness-alerts/views),
 * shared by the storefront's batcher and the CMS's route. See docs/decisions/0026-alert-view-counts.md.
 */
import { z } from 'zod';
import { DOCUMENT_ID } from './learning-forms';

/** At most this many alerts in one report: the storefront sends more in several. */
export const MAX_ALERTS_PER_REPORT = 100;
/** At most this many views of one alert in one report: more than a storefront shows in a minute by far. */
export const MAX_VIEWS_PER_ALERT = 100_000;

export const ALERT_VIEWS_MESSAGES = {
  notAReport: 'Send the views as {"views": [{"documentId": "...", "count": 1}, ...]}.',
  tooManyAlerts: `Send at most ${MAX_ALERTS_PER_REPORT} alerts in one report; send the rest in another.`,
  documentId: 'Each view needs the documentId of an awareness alert (lowercase letters and digits).',
  count: `Each count must be a whole number from 1 to ${MAX_VIEWS_PER_ALERT}.`,
} as const;

export type AlertViews = { documentId: string; count: number };

export const alertViewsSchema = z.object(
  {
    views: z
      .array(
        z.object(
          {
            documentId: z.string({ error: ALERT_VIEWS_MESSAGES.documentId }).regex(DOCUMENT_ID, {
              error: ALERT_VIEWS_MESSAGES.documentId,
            }),
            count: z
              .number({ error: ALERT_VIEWS_MESSAGES.count })
              .int({ error: ALERT_VIEWS_MESSAGES.count })
              .min(1, { error: ALERT_VIEWS_MESSAGES.count })
              .max(MAX_VIEWS_PER_ALERT, { error: ALERT_VIEWS_MESSAGES.count }),
          },
          { error: ALERT_VIEWS_MESSAGES.notAReport },
        ),
        { error: ALERT_VIEWS_MESSAGES.notAReport },
      )
      .max(MAX_ALERTS_PER_REPORT, { error: ALERT_VIEWS_MESSAGES.tooManyAlerts }),
  },
  { error: ALERT_VIEWS_MESSAGES.notAReport },
);
