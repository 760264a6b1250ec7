import { freePort } from '@kundu/cms/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed, FeedSkip, USER_AGENT, type FeedLimits } from './feeds';
import { BBC_ITEMS, REUTERS_ITEMS, rss, serveXml, startFeedServer, type FeedServer } from '../test/support/feed-server';

// The feeds here are on loopback, which the worker refuses unless told otherwise (tested below).
const limits: FeedLimits = { timeoutMs: 1500, maxBytes: 1_000_000, maxRedirects: 3, allowPrivateAddresses: true };
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

  it('reads the encoding from a byte-order mark or the XML declaration, and the feed from its root element', async () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Café</title>' +
        '<item><title>Café hackers strike</title><link>https://example.org/cafe</link></item></channel></rss>',
      'latin1',
    );
    feeds.route('/latin1.rss', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(latin1);
    });
    expect((await fetchFeed(feeds.url('/latin1.rss'), limits))[0]!.title).toBe('Café hackers strike');

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(
        rss('UTF-16 feed', BBC_ITEMS.slice(0, 1)).replace('encoding="UTF-8"', 'encoding="UTF-16"'),
        'utf16le',
      ),
    ]);
    feeds.route('/utf16.rss', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(utf16);
    });
    expect((await fetchFeed(feeds.url('/utf16.rss'), limits))[0]!.title).toBe(BBC_ITEMS[0]!.title);

    // A feed a misconfigured server labels as a web page is still a feed.
    feeds.route('/labelled-html.rss', serveXml(rss('Mislabelled', BBC_ITEMS.slice(0, 2)), 'text/html; charset=utf-8'));
    expect(await fetchFeed(feeds.url('/labelled-html.rss'), limits)).toHaveLength(2);
  });

  it('copes with odd items: an XHTML title, a guid that is not an address, a relative link', async () => {
    feeds.route(
      '/odd.atom',
      serveXml(
        `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Odd</title>
          <entry><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Ransomware <b>hits</b></div></title>
            <link href="https://example.org/xhtml"/><updated>2026-11-20T00:00:00Z</updated></entry>
          <entry><title>Relative link to a phishing story</title><link href="/stories/phishing"/>
            <updated>2026-11-20T00:00:00Z</updated></entry>
        </feed>`,
        'application/atom+xml',
      ),
    );
    const atomItems = await fetchFeed(feeds.url('/odd.atom'), limits);
    expect(atomItems.map((item) => [item.title, item.url])).toEqual([
      ['', 'https://example.org/xhtml'],
      ['Relative link to a phishing story', feeds.url('/stories/phishing')],
    ]);

    feeds.route(
      '/guid.rss',
      serveXml(
        '<rss version="2.0"><channel><title>G</title><item><title>Scam warning</title><guid isPermaLink="false">12345</guid></item></channel></rss>',
      ),
    );
    expect((await fetchFeed(feeds.url('/guid.rss'), limits))[0]!.url).toBe('');
  });

  it('refuses feeds on loopback, private networks and cloud metadata addresses, by default', async () => {
    const strict = { ...limits, allowPrivateAddresses: false };
    const refused = (address: string) =>
      fetchFeed(address, strict).then(
        () => 'read',
        (error: unknown) => (error as Error).message,
      );
    expect(await refused(feeds.url('/bbc/technology.rss'))).toBe(
      'points at a private network address (127.0.0.1); only public feeds are read',
    );
    expect(await refused('http://169.254.169.254/latest/meta-data/')).toBe(
      'points at a private network address (169.254.169.254); only public feeds are read',
    );
    expect(await refused('http://[::1]:1/feed')).toBe(
      'points at a private network address (::1); only public feeds are read',
    );
    expect(await refused('http://localhost:1/feed')).toMatch(
      /^points at a private network address \((127\.0\.0\.1|::1)\)/,
    );
    expect(await refused('http://10.1.2.3/feed')).toMatch(/^points at a private network address/);
  });
});
