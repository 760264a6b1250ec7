import type { StrapiClient } from '@kundu/cms-contract/strapi-client';
import type { z } from 'zod';
import type { CronEnv } from '../env';
import { fetchFeed, FeedSkip, type FeedItem, type FeedLimits } from '../feeds';
import type { JobSummary } from '../summary';

export type JobContext = { cms: StrapiClient; env: CronEnv; now: Date };

export type Job = { name: string; run(context: JobContext): Promise<JobSummary> };

export const feedLimits = (env: CronEnv): FeedLimits => ({
  timeoutMs: env.FEED_TIMEOUT_MS,
  maxBytes: env.FEED_MAX_BYTES,
  maxRedirects: env.FEED_MAX_REDIRECTS,
  allowPrivateAddresses: env.FEED_ALLOW_PRIVATE_ADDRESSES,
});

export const DAY = 24 * 3600_000;

/** Shortens text to `max` characters at a word boundary, with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Fetches every source's feed at once (so the whole fetch takes as long as the slowest feed's limit, not their sum);
 * a feed that fails is recorded as a skipped source, named by its CMS name, in the sources' order.
 */
export async function fetchSources<S extends { name: string; feedUrl: string }>(
  sources: readonly S[],
  env: CronEnv,
  summary: JobSummary,
): Promise<Array<{ feed: S; items: FeedItem[] }>> {
  const results = await Promise.all(
    sources.map(async (feed) => {
      try {
        return { feed, items: await fetchFeed(feed.feedUrl, feedLimits(env)) };
      } catch (error) {
        return { feed, items: [] as FeedItem[], skip: error instanceof FeedSkip ? error.message : errorText(error) };
      }
    }),
  );
  for (const { feed, skip } of results) {
    if (skip)
      summary.skippedSources.push({ what: `source "${feed.name}" (${safeAddress(feed.feedUrl)})`, reason: skip });
  }
  return results;
}

/** Addresses in groups whose query string stays well under Node's 16 KB header limit (each is percent-encoded). */
export function lookupBatches(urls: readonly string[], maxChars = 4000): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const url of urls) {
    const length = encodeURIComponent(url).length + 30;
    if (current.length > 0 && size + length > maxChars) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(url);
    size += length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** A feed's address as logs show it: without its query string and credentials, which may hold keys. */
export function safeAddress(address: string): string {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}${url.search ? '?…' : ''}`;
  } catch {
    return address.slice(0, 80);
  }
}

/** The sources editors keep enabled in a collection (news or alert sources), by name, with the fields `schema` reads. */
export function enabledSources<T extends { name: string; feedUrl: string }>(
  cms: StrapiClient,
  collection: string,
  schema: z.ZodObject & z.ZodType<T>,
): Promise<T[]> {
  const fields = Object.keys(schema.shape).filter((field) => field !== 'documentId');
  return cms.findAll(collection, { 'filters[enabled][$eq]': 'true', fields, sort: 'name:asc' }, schema);
}
