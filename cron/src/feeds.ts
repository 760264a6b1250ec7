/**
 * Fetching one RSS 2.0 or Atom feed with limits (ADR 0027): the whole fetch (every redirect and the body) within
 * `timeoutMs`, at most `maxBytes` read, at most `maxRedirects` followed, never the same address twice (a loop), a
 * `User-Agent` naming the platform. Anything else than a feed (a web page, broken XML, an error status) becomes a
 * FeedSkip whose message says why in words, for the job's log line.
 */
import Parser from 'rss-parser';

export const USER_AGENT =
  'KunduCyberAcademy-FeedReader/1.0 (cyber news ticker of a training platform in Papua New Guinea)';

export type FeedLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number };

export type FeedItem = { title: string; url: string; summary: string; publishedAt: Date | null };

export class FeedSkip extends Error {
  override name = 'FeedSkip';
}

const parser = new Parser();

const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Reads a body up to `maxBytes`, as it streams: a huge or endless body is cut off, not buffered. */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new FeedSkip(`is larger than the ${megabytes(maxBytes)} limit (${megabytes(declared)})`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FeedSkip(`is larger than the ${megabytes(maxBytes)} limit`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function decode(bytes: Uint8Array, contentType: string): string {
  const charset = /charset="?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function why(error: unknown, limits: FeedLimits): string {
  if (error instanceof FeedSkip) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `did not answer within ${seconds(limits.timeoutMs)}`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: string } | undefined)?.code;
  return `cannot be reached (${code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))})`;
}

/** Fetches the feed's text, or throws a FeedSkip saying why not. */
async function fetchFeedText(feedUrl: string, limits: FeedLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const seen = new Set<string>();
  let url = feedUrl;
  try {
    for (let redirects = 0; ; redirects += 1) {
      seen.add(url);
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
        },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, url);
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
          throw new FeedSkip(`redirects to a ${next.protocol} address`);
        }
        if (seen.has(next.href)) throw new FeedSkip('redirects in a loop');
        if (redirects >= limits.maxRedirects) throw new FeedSkip(`redirects more than ${limits.maxRedirects} times`);
        url = next.href;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedSkip(`answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
      }
      const contentType = response.headers.get('content-type') ?? '';
      const text = decode(await readLimited(response, limits.maxBytes), contentType);
      const start = text
        .replace(/^\uFEFF/, '')
        .trimStart()
        .slice(0, 200)
        .toLowerCase();
      if (/text\/html/i.test(contentType) || start.startsWith('<!doctype html') || start.startsWith('<html')) {
        throw new FeedSkip('answered a web page (HTML), not an RSS or Atom feed');
      }
      return text;
    }
  } catch (error) {
    throw new FeedSkip(why(error, limits));
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
};

const clean = (text: string | undefined) =>
  (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

/** Fetches and parses a feed: its items with absolute http(s) links, or a FeedSkip saying why not. */
export async function fetchFeed(feedUrl: string, limits: FeedLimits): Promise<FeedItem[]> {
  const text = await fetchFeedText(feedUrl, limits);
  let feed: Awaited<ReturnType<typeof parser.parseString>>;
  try {
    feed = await parser.parseString(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new FeedSkip(`is not a valid RSS or Atom feed (${detail})`);
  }
  if (!Array.isArray(feed.items)) throw new FeedSkip('is not a valid RSS or Atom feed (no items)');
  return feed.items.map((item) => {
    let url = '';
    try {
      const link = new URL((item.link ?? item.guid ?? '').trim(), feedUrl);
      if (link.protocol === 'http:' || link.protocol === 'https:') url = link.href;
    } catch {
      // no usable link: the job skips the item and says so
    }
    const date = item.isoDate ?? item.pubDate;
    const publishedAt = date ? new Date(date) : null;
    return {
      title: clean(item.title),
      url,
      summary: clean(item.contentSnippet ?? item.summary ?? item.content),
      publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
    };
  });
}
