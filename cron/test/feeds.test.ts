import { freePort } from '@kundu/cms/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed, FeedSkip, USER_AGENT, type FeedLimits } from '../src/feeds';
import { BBC_ITEMS, REUTERS_ITEMS, startFeedServer, type FeedServer } from './support/feed-server';

const limits: FeedLimits = { timeoutMs: 1500, maxBytes: 1_000_000, maxRedirects: 3 };
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

async function skipReason(path: string, override: Partial<FeedLimits> = {}): Promise<string> {
  const error: unknown = await fetchFeed(feeds.url(path), { ...limits, ...override }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedSkip);
  return (error as FeedSkip).message;
}

describe('fetchFeed', () => {
  it('reads RSS 2.0: titles from CDATA, links, summaries as text, dates', async () => {
    const items = await fetchFeed(feeds.url('/bbc/technology.rss'), limits);
    expect(items.map((item) => item.title)).toEqual(BBC_ITEMS.map((item) => item.title));
    expect(items[0]).toEqual({
      title: BBC_ITEMS[0]!.title,
      url: BBC_ITEMS[0]!.link,
      summary: BBC_ITEMS[0]!.description,
      publishedAt: new Date(Math.floor(BBC_ITEMS[0]!.date.getTime() / 1000) * 1000),
    });
    expect(feeds.userAgents.at(-1)).toBe(USER_AGENT);
  });

  it('reads Atom', async () => {
    const items = await fetchFeed(feeds.url('/reuters/technology.atom'), limits);
    expect(items.map((item) => [item.title, item.url])).toEqual(REUTERS_ITEMS.map((item) => [item.title, item.link]));
    expect(items[0]!.publishedAt?.toISOString()).toBe(REUTERS_ITEMS[0]!.date.toISOString());
  });

  it('follows a redirect to the feed', async () => {
    expect(await fetchFeed(feeds.url('/moved.rss'), limits)).toHaveLength(BBC_ITEMS.length);
  });

  it('says why it skips a feed that is not one, or not within the limits', async () => {
    expect(await skipReason('/broken.rss')).toMatch(/^is not a valid RSS or Atom feed \(/);
    expect(await skipReason('/homepage')).toBe('answered a web page (HTML), not an RSS or Atom feed');
    expect(await skipReason('/missing.rss')).toBe('answered HTTP 404 Not Found');
    expect(await skipReason('/loop-a.rss')).toBe('redirects in a loop');
    expect(await skipReason('/moved.rss', { maxRedirects: 0 })).toBe('redirects more than 0 times');
    expect(await skipReason('/huge.rss')).toBe('is larger than the 1 MB limit');
    const started = Date.now();
    expect(await skipReason('/never-answers.rss')).toBe('did not answer within 1.5 s');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a declared size over the limit before reading it', async () => {
    feeds.route('/declared-huge.rss', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': String(5_000_000) });
      res.write('<rss>');
    });
    expect(await skipReason('/declared-huge.rss')).toBe('is larger than the 1 MB limit (5 MB)');
  });

  it('says when a feed cannot be reached', async () => {
    const port = await freePort();
    const error = await fetchFeed(`http://127.0.0.1:${port}/feed.rss`, limits).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('cannot be reached (ECONNREFUSED)');
  });
});
