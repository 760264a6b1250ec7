/**
 * Fetching one RSS 2.0 or Atom feed with limits (ADR 0027): the whole fetch (every redirect and the body) within
 * `timeoutMs`, at most `maxBytes` read, at most `maxRedirects` followed, never the same address twice (a loop), a
 * `User-Agent` naming the platform. Anything else than a feed (a web page, broken XML, an error status) becomes a
 * FeedSkip whose message says why in words, for the job's log line.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import Parser from 'rss-parser';

export const USER_AGENT =
  'KunduCyberAcademy-FeedReader/1.0 (cyber news ticker of a training platform in Papua New Guinea)';

export type FeedLimits = {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Development and tests only: read feeds on loopback and private networks too. */
  allowPrivateAddresses?: boolean;
};

/** Addresses a feed may not point at (every hop is checked): the worker's own network, loopback, cloud metadata. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Refuses an address whose host is, or resolves to, a private one (the resolution is checked, then fetch resolves
 * again: a DNS answer that changes in between is not caught; ADR 0027). */
async function refusePrivate(url: URL, signal: AbortSignal): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // The look-up counts against the feed's deadline too.
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => undefined); // only the race's outcome matters

  const addresses = isIP(host)
    ? [host]
    : (await Promise.race([lookup(host, { all: true }), aborted])).map((entry) => entry.address);
  const inside = addresses.find(isPrivate);
  if (inside) throw new FeedSkip(`points at a private network address (${inside}); only public feeds are read`);
}

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

/** A feed's text: its encoding from a byte-order mark, else the XML declaration, else the header, else UTF-8. */
export function decode(bytes: Uint8Array, contentType: string): string {
  const bom =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? 'utf-8'
      : bytes[0] === 0xff && bytes[1] === 0xfe
        ? 'utf-16le'
        : bytes[0] === 0xfe && bytes[1] === 0xff
          ? 'utf-16be'
          : undefined;
  const declared = /^<\?xml[^>]*\bencoding=["']([\w.-]+)["']/i.exec(
    new TextDecoder('latin1').decode(bytes.subarray(0, 200)),
  )?.[1];
  const header = /charset="?([\w.-]+)/i.exec(contentType)?.[1];
  for (const label of [bom, declared, header, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      // an encoding TextDecoder does not know: try the next source
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}

/** What the document is, from its first element: a feed's root wins over whatever the server's header says. */
function rootElement(text: string): string | undefined {
  const withoutProlog = text.replace(/<\?[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '');
  return /<([\w:-]+)/.exec(withoutProlog)?.[1]?.toLowerCase();
}

function why(error: unknown, limits: FeedLimits): string {
  if (error instanceof FeedSkip) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `did not answer within ${seconds(limits.timeoutMs)}`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: string } | undefined)?.code ?? (error as { code?: string } | undefined)?.code;
  return `cannot be reached (${code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))})`;
}

/** Fetches the feed's text and the address it was finally read from, or throws a FeedSkip saying why not. */
async function fetchFeedText(feedUrl: string, limits: FeedLimits): Promise<{ text: string; finalUrl: string }> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const seen = new Set<string>();
  let url = feedUrl;
  try {
    for (let redirects = 0; ; redirects += 1) {
      seen.add(new URL(url).href);
      if (!limits.allowPrivateAddresses) await refusePrivate(new URL(url), signal);
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
      const root = rootElement(text.slice(0, 4096));
      if (root === 'html' || (!root && /text\/html/i.test(contentType))) {
        throw new FeedSkip('answered a web page (HTML), not an RSS or Atom feed');
      }
      return { text, finalUrl: url };
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

/** Text of a field that may be missing, or (Atom's type="xhtml", odd feeds) not a string at all. */
const clean = (value: unknown) =>
  (typeof value === 'string' ? value : '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

/** An item's link: its `link`, else a `guid` that is an absolute address; relative links resolved against where the
 * feed was read. */
function linkOf(item: { link?: unknown; guid?: unknown }, base: string): string {
  const guid = typeof item.guid === 'string' && /^https?:\/\//i.test(item.guid.trim()) ? item.guid : undefined;
  for (const candidate of [item.link, guid]) {
    if (typeof candidate !== 'string' || !candidate.trim()) continue;
    try {
      const link = new URL(candidate.trim(), base);
      if (link.protocol === 'http:' || link.protocol === 'https:') return link.href;
    } catch {
      // not an address: try the next
    }
  }
  return '';
}

/** At most this many items are read from one feed (real feeds carry 10 to 100). */
export const MAX_ITEMS_PER_FEED = 200;

/** Fetches and parses a feed: its items with absolute http(s) links, or a FeedSkip saying why not. */
export async function fetchFeed(feedUrl: string, limits: FeedLimits): Promise<FeedItem[]> {
  const { text, finalUrl } = await fetchFeedText(feedUrl, limits);
  let feed: Awaited<ReturnType<typeof parser.parseString>>;
  try {
    feed = await parser.parseString(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new FeedSkip(`is not a valid RSS or Atom feed (${detail})`);
  }
  if (!Array.isArray(feed.items)) throw new FeedSkip('is not a valid RSS or Atom feed (no items)');
  return feed.items.slice(0, MAX_ITEMS_PER_FEED).map((item) => {
    const date = [item.isoDate, item.pubDate].find((value) => typeof value === 'string');
    const publishedAt = date ? new Date(date) : null;
    return {
      title: clean(item.title),
      url: linkOf(item, finalUrl),
      summary: clean([item.contentSnippet, item.summary, item.content].find((value) => typeof value === 'string')),
      publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
    };
  });
}
