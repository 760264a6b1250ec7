/** Awareness alerts, read from the CMS and shaped as the spec's Awareness alert (section 3). */
import { z } from 'zod';
import { ALERT_CATEGORIES, type AlertCategory } from '../catalogue';
import type { InEnglish } from '../content-language';
import { currentLanguage } from '../language';
import { findDocuments } from './core.server';
import { CACHE_KEYS, cmsCache } from './cache.server';
import { inLanguage } from './cache-keys';
import { layText, readTexts, readsTokPisin, textRows } from './tok-pisin.server';

/** An alert as the CMS answers it (published through the REST API, or a draft through a preview). */
export const cmsAlert = z.object({
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
  featuredOnHome: z.boolean(),
});

/** The spec's Awareness alert, as GET /api/awareness/alerts answers it. */
export type AwarenessAlert = InEnglish & {
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

type StoredAlert = AwarenessAlert & { featuredOnHome: boolean };

function listEnglishAlerts(): Promise<StoredAlert[]> {
  return cmsCache.get(CACHE_KEYS.alerts, async () => {
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
          'featuredOnHome',
        ],
      },
      cmsAlert,
    );
    const shaped = alerts.map(toStoredAlert);
    // Newest first, sorted here rather than by the CMS: databases disagree on where empty dates go.
    return shaped.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  });
}

/** An alert's text, as a version in another language holds it (ADR 0049). */
const ALERT_TEXT = ['title', 'description', 'protectionTip'] as const;
const alertText = textRows({
  title: z.string().nullable(),
  description: z.string().nullable(),
  protectionTip: z.string().nullable(),
});

/** Every published alert, newest first, in the learner's language. */
async function listStoredAlerts(): Promise<StoredAlert[]> {
  const english = await listEnglishAlerts();
  const language = currentLanguage();
  if (!readsTokPisin(language)) return english;
  const versions = await readTexts(inLanguage(CACHE_KEYS.alerts, language), () =>
    findDocuments('awareness-alerts', { locale: language, fields: [...ALERT_TEXT] }, alertText),
  );
  return english.map((alert) => layText(alert, versions.get(alert.id), ALERT_TEXT));
}

function toStoredAlert({ documentId, reportedOn, createdAt, ...alert }: z.infer<typeof cmsAlert>): StoredAlert {
  return {
    ...alert,
    id: documentId,
    createdAt: reportedOn ? new Date(`${reportedOn}T00:00:00.000Z`).toISOString() : createdAt,
  };
}

const toPublic = ({ featuredOnHome: _featured, ...alert }: StoredAlert): AwarenessAlert => alert;

/** An alert as the awareness center shows it. */
export const toAwarenessAlert = (alert: z.infer<typeof cmsAlert>): AwarenessAlert => toPublic(toStoredAlert(alert));

/** Every published alert, newest first. */
export async function listAlerts(): Promise<AwarenessAlert[]> {
  return (await listStoredAlerts()).map(toPublic);
}

const SEVERITY: Record<AlertCategory, number> = { Critical: 0, 'High Risk': 1, Emerging: 2 };

/** The home page's threat cards: up to three alerts editors marked "Show on the home page", the most severe
 * first (then the newest), as the spec lists them: an active threat, a high risk, an emerging threat. */
export async function listFeaturedAlerts(): Promise<AwarenessAlert[]> {
  return (await listStoredAlerts())
    .filter((alert) => alert.featuredOnHome)
    .sort((a, b) => SEVERITY[a.category] - SEVERITY[b.category] || b.createdAt.localeCompare(a.createdAt))
    .slice(0, 3)
    .map(toPublic);
}
