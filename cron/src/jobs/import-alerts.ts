/**
 * import-alerts: every enabled alert source (a national CERT's or NCSC's advisory feed) is fetched; each advisory
 * not imported before becomes a **draft** awareness alert, for editors to check, give a protection tip and publish.
 * An advisory is imported once: its address is recorded (alert-import), so an alert an editor edited is never
 * overwritten and one they deleted does not come back. See ADR 0027.
 */
import { createHash } from 'node:crypto';
import { StrapiRequestError } from '@kundu/cms-contract/strapi-client';
import { z } from 'zod';
import type { FeedItem } from '../feeds';
import { emptySummary } from '../summary';
import { DAY, enabledSources, errorText, fetchSources, lookupBatches, shorten, type Job } from './context';

const source = z.object({
  documentId: z.string(),
  name: z.string(),
  feedUrl: z.string(),
  category: z.enum(['Critical', 'High Risk', 'Emerging']),
});
const withUrl = z.object({ url: z.string() });
const alertWithSource = z.object({ sourceUrl: z.string().nullable() });

/** An alert's source address is a varchar(255) in the CMS. */
const SOURCE_URL_MAX = 255;

/** A slug Strapi accepts (its uid pattern), unique by the advisory's address. */
function slugFor(title: string, url: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  const suffix = createHash('sha256').update(url).digest('hex').slice(0, 8);
  return `${words || 'advisory'}-${suffix}`;
}

export const importAlerts: Job = {
  name: 'import-alerts',
  async run({ cms, env, now }) {
    const summary = emptySummary('import-alerts');
    const oldest = new Date(now.getTime() - env.ALERTS_MAX_AGE_DAYS * DAY);
    const sources = await enabledSources(cms, 'alert-sources', source);

    const wanted = new Map<string, { item: FeedItem; feed: z.infer<typeof source> }>();
    const feeds = await fetchSources(sources, env, summary);
    for (const { feed, items } of feeds) {
      for (const item of items) {
        const skip = (reason: string) => summary.skipped.push({ what: item.title || item.url, reason });
        if (!item.url) skip('no web address');
        else if (item.url.length > SOURCE_URL_MAX) skip(`web address longer than ${SOURCE_URL_MAX} characters`);
        else if (!item.title) skip('no title');
        else if (item.publishedAt && item.publishedAt < oldest) skip(`older than ${env.ALERTS_MAX_AGE_DAYS} days`);
        else if (wanted.has(item.url)) skip('already in another feed of this run');
        else wanted.set(item.url, { item, feed });
      }
    }

    // Imported before (even if the alert was since edited or deleted), or an alert already points at it.
    const urls = [...wanted.keys()];
    const imported = new Set<string>();
    const alertExists = new Set<string>();
    for (const batch of lookupBatches(urls)) {
      for (const row of await cms.findAll('alert-imports', { 'filters[url][$in]': batch, fields: ['url'] }, withUrl))
        imported.add(row.url);
      const alerts = await cms.findAll(
        'awareness-alerts',
        { status: 'draft', 'filters[sourceUrl][$in]': batch, fields: ['sourceUrl'] },
        alertWithSource,
      );
      for (const row of alerts) if (row.sourceUrl) alertExists.add(row.sourceUrl);
    }

    for (const [url, { item, feed }] of wanted) {
      const title = shorten(item.title, 160);
      if (imported.has(url)) {
        summary.skipped.push({ what: title, reason: 'already imported' });
        continue;
      }
      // The import record first: its unique index decides, so a run by hand beside the schedule cannot make a
      // second draft of the same advisory.
      let record: string;
      try {
        record = await cms.create('alert-imports', { url });
      } catch (error) {
        if (error instanceof StrapiRequestError && error.status === 400) {
          summary.skipped.push({ what: title, reason: 'already imported' });
        } else {
          summary.failed.push({ what: `"${title}" (${url})`, reason: errorText(error) });
        }
        continue;
      }
      if (alertExists.has(url)) {
        summary.skipped.push({ what: title, reason: 'an alert with this source address exists' });
        continue;
      }
      try {
        // A draft: nothing is published on its own (REST would publish it without `status: 'draft'`).
        await cms.create(
          'awareness-alerts',
          {
            title,
            slug: slugFor(item.title, url),
            category: feed.category,
            description: shorten(item.summary || item.title, 1200),
            source: shorten(feed.name, 120),
            sourceUrl: url,
            reportedOn: (item.publishedAt ?? now).toISOString().slice(0, 10),
          },
          { status: 'draft' },
        );
        summary.created += 1;
      } catch (error) {
        summary.failed.push({ what: `"${title}" (${url})`, reason: errorText(error) });
        // Not imported after all: the next run tries again.
        await cms.remove('alert-imports', record).catch(() => undefined);
      }
    }

    return summary;
  },
};
