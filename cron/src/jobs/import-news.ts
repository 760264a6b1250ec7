/**
 * import-news: every enabled news source editors keep in the CMS is fetched (all at once, each within the feed
 * limits), its cyber security items (classifier.ts) from the retention window are upserted by URL, and headlines
 * older than the window are removed. A feed that fails is skipped with the reason and its CMS name; the others still
 * import. See ADR 0027.
 */
import { z } from 'zod';
import { classify } from '../classifier';
import type { FeedItem } from '../feeds';
import { emptySummary } from '../summary';
import { DAY, enabledSources, errorText, fetchSources, lookupBatches, shorten, type Job } from './context';

const source = z.object({ documentId: z.string(), name: z.string(), feedUrl: z.string() });
const newsItem = z.object({ documentId: z.string(), title: z.string(), url: z.string(), source: z.string() });

/** As the CMS stores them (a title is a varchar(255); an address is text). */
const TITLE_MAX = 255;
const URL_MAX = 1000;

export const importNews: Job = {
  name: 'import-news',
  async run({ cms, env, now }) {
    const summary = emptySummary('import-news');
    const cutoff = new Date(now.getTime() - env.NEWS_RETENTION_DAYS * DAY);
    const sources = await enabledSources(cms, 'news-sources', source);

    const feeds = await fetchSources(sources, env, summary);

    // What to keep, first feed wins when two outlets carry the same address.
    const wanted = new Map<string, { item: FeedItem; feed: z.infer<typeof source> }>();
    for (const { feed, items } of feeds) {
      for (const item of items) {
        const what = item.title || item.url || `an item of "${feed.name}"`;
        const skip = (reason: string) => summary.skipped.push({ what, reason });
        if (!item.url) skip('no web address');
        else if (item.url.length > URL_MAX) skip(`web address longer than ${URL_MAX} characters`);
        else if (!item.title) skip('no headline');
        else if (item.publishedAt && item.publishedAt < cutoff)
          skip(`older than the ${env.NEWS_RETENTION_DAYS}-day retention window`);
        else if (!classify(item.title, item.summary).cyber) skip('not about cyber security');
        else if (wanted.has(item.url)) skip('already in another feed of this run');
        else wanted.set(item.url, { item, feed });
      }
    }

    const urls = [...wanted.keys()];
    const existing = new Map<string, z.infer<typeof newsItem>>();
    for (const batch of lookupBatches(urls)) {
      const found = await cms.findAll(
        'news-items',
        { 'filters[url][$in]': batch, fields: ['title', 'url', 'source'] },
        newsItem,
      );
      for (const row of found) existing.set(row.url, row);
    }

    for (const [url, { item, feed }] of wanted) {
      const data = {
        title: shorten(item.title, TITLE_MAX),
        url,
        source: shorten(feed.name, 80),
        sourcePublishedAt: (item.publishedAt ?? now).toISOString(),
        newsSource: feed.documentId,
      };
      const current = existing.get(url);
      try {
        if (!current) {
          await cms.create('news-items', data);
          summary.created += 1;
        } else if (current.title !== data.title || current.source !== data.source) {
          await cms.update('news-items', current.documentId, { title: data.title, source: data.source });
          summary.updated += 1;
        } else {
          summary.skipped.push({ what: data.title, reason: 'already imported, unchanged' });
        }
      } catch (error) {
        summary.failed.push({ what: `"${data.title}" (${url})`, reason: errorText(error) });
      }
    }

    // Retention: headlines older than the window leave the ticker (ones without a date by when they were imported).
    const stale = await cms.findAll(
      'news-items',
      {
        'filters[$or][0][sourcePublishedAt][$lt]': cutoff.toISOString(),
        'filters[$or][1][$and][0][sourcePublishedAt][$null]': 'true',
        'filters[$or][1][$and][1][createdAt][$lt]': cutoff.toISOString(),
        fields: ['title', 'url', 'source'],
      },
      newsItem,
    );
    for (const row of stale) {
      try {
        await cms.remove('news-items', row.documentId);
        summary.removed += 1;
      } catch (error) {
        summary.failed.push({ what: `removing "${row.title}"`, reason: errorText(error) });
      }
    }

    return summary;
  },
};
