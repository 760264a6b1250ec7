/** Awareness alerts, read from the CMS and shaped as the spec's Awareness alert (section 3). */
import { z } from 'zod';
import { ALERT_CATEGORIES, type AlertCategory } from './catalogue';
import { findDocuments } from './cms.server';

const cmsAlert = z.object({
  documentId: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ALERT_CATEGORIES),
  protectionTip: z.string().nullable(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  reportedOn: z.string().nullable(),
  createdAt: z.string(),
  showCount: z.number().int(),
});

export type AwarenessAlert = {
  id: string;
  title: string;
  description: string;
  category: AlertCategory;
  protectionTip: string | null;
  source: string | null;
  sourceUrl: string | null;
  /** When the threat was reported: the editor's "Reported on" date, else when the alert was created. */
  createdAt: string;
  showCount: number;
};

export async function listAlerts(): Promise<AwarenessAlert[]> {
  const alerts = await findDocuments(
    'awareness-alerts',
    {
      fields: [
        'title',
        'description',
        'category',
        'protectionTip',
        'source',
        'sourceUrl',
        'reportedOn',
        'createdAt',
        'showCount',
      ],
    },
    cmsAlert,
  );
  const shaped = alerts.map((alert) => ({
    id: alert.documentId,
    title: alert.title,
    description: alert.description,
    category: alert.category,
    protectionTip: alert.protectionTip,
    source: alert.source,
    sourceUrl: alert.sourceUrl,
    createdAt: alert.reportedOn ? new Date(`${alert.reportedOn}T00:00:00.000Z`).toISOString() : alert.createdAt,
    showCount: alert.showCount,
  }));
  // Newest first, sorted here rather than by the CMS: databases disagree on where empty dates go.
  return shaped.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
