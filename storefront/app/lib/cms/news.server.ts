/** Cyber news headlines for the ticker (spec 2.14), imported into the CMS by the cron worker. */
import { z } from 'zod';
import { findDocuments } from './core.server';
import { CACHE_KEYS, cmsCache } from './cache.server';

export type NewsItem = { title: string; url: string; source: string };

const cmsNewsItem = z.object({
  title: z.string(),
  url: z.string().regex(/^https?:\/\//),
  source: z.string(),
});

/** The latest headlines, newest first; at most 20, enough to rotate through. */
export function listNews(): Promise<NewsItem[]> {
  return cmsCache.get(CACHE_KEYS.news, async () => {
    const items = await findDocuments(
      'news-items',
      {
        fields: ['title', 'url', 'source'],
        'sort[0]': 'sourcePublishedAt:desc',
        'sort[1]': 'createdAt:desc',
      },
      cmsNewsItem,
      { limit: 20 },
    );
    return items;
  });
}
