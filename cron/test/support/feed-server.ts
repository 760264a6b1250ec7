/**
 * Feeds served over HTTP on loopback, as outlets and a CERT serve them: RSS 2.0 (CDATA, media and dc namespaces,
 * guid), Atom, and every way a feed goes wrong: broken XML, a web page, a feed that never answers, one larger than
 * the limit (streamed, no Content-Length), a redirect loop, a 404. Dates are relative to now, so retention is tested
 * on any day.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const DAY = 24 * 3600_000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3600_000);
const rfc822 = (date: Date) => date.toUTCString();

export type Headline = { title: string; link: string; description: string; date: Date; cyber: boolean };

/** BBC Technology as RSS 2.0: mixed topics, one cyber item older than the retention window. */
export const BBC_ITEMS: Headline[] = [
  {
    title: 'Ransomware attack forces Pacific hospital to cancel surgeries',
    link: 'https://www.bbc.co.uk/news/articles/c0ransomware1',
    description: 'Staff returned to paper records after criminals encrypted the hospital’s systems.',
    date: ago(0, 2),
    cyber: true,
  },
  {
    title: 'New budget phone promises two-day battery life',
    link: 'https://www.bbc.co.uk/news/articles/c0phone0002',
    description: 'The handset goes on sale across Asia and the Pacific next month.',
    date: ago(0, 5),
    cyber: false,
  },
  {
    title: 'Mobile money customers warned over fake prize text messages',
    link: 'https://www.bbc.co.uk/news/articles/c0smishing03',
    description: 'Banks say the messages are a phishing attempt to steal PINs.',
    date: ago(1),
    cyber: true,
  },
  {
    title: 'Rocket launch delayed by high winds',
    link: 'https://www.bbc.co.uk/news/articles/c0rocket0004',
    description: 'The mission will now lift off on Thursday.',
    date: ago(2),
    cyber: false,
  },
  {
    title: 'Airline admits data breach exposed passport numbers',
    link: 'https://www.bbc.co.uk/news/articles/c0breach0005',
    description: 'About 40,000 travellers are being contacted.',
    date: ago(3),
    cyber: true,
  },
  {
    title: 'Hackers stole millions from crypto exchange last spring',
    link: 'https://www.bbc.co.uk/news/articles/c0oldhack006',
    description: 'A report looks back at one of the year’s largest thefts.',
    date: ago(40),
    cyber: true,
  },
  {
    title: 'Minister accused of breach of contract over road project',
    link: 'https://www.bbc.co.uk/news/articles/c0contract07',
    description: 'The company says it was not paid for two years.',
    date: ago(1, 3),
    cyber: false,
  },
];

/** Reuters as Atom. */
export const REUTERS_ITEMS: Headline[] = [
  {
    title: 'Telecoms firm says cyber attack disrupted services in three countries',
    link: 'https://www.reuters.com/technology/cybersecurity/telecoms-cyber-attack-2026-11-21/',
    description: 'Customers could not top up prepaid credit for several hours.',
    date: ago(0, 8),
    cyber: true,
  },
  {
    title: 'Coffee prices climb on lower harvest forecasts',
    link: 'https://www.reuters.com/markets/commodities/coffee-prices-2026-11-21/',
    description: 'Growers in the highlands expect a smaller crop.',
    date: ago(0, 9),
    cyber: false,
  },
  {
    // Aggregators' links are often longer than 255 characters.
    title: 'Pacific banks step up defences after wave of phishing emails',
    link: `https://www.reuters.com/world/asia-pacific/pacific-banks-phishing-2026-11-21/?utm_source=rss&utm_medium=feed&utm_campaign=${'x'.repeat(300)}`,
    description: 'Customers are asked never to share one-time codes.',
    date: ago(1, 2),
    cyber: true,
  },
  {
    title: 'Police break up SIM swap gang targeting bank accounts',
    link: 'https://www.reuters.com/world/asia-pacific/sim-swap-gang-2026-11-20/',
    description: 'Eight people were charged after victims lost their savings.',
    date: ago(2),
    cyber: true,
  },
];

/** A CERT's advisory feed (RSS 2.0). */
export const CERT_ITEMS: Headline[] = [
  {
    title: 'Critical vulnerability in popular router firmware actively exploited',
    link: 'https://cert.example.gov.pg/advisories/2026-041',
    description:
      '<p>Attackers are taking over home and office routers. <strong>Update the firmware</strong> and change the admin password.</p>',
    date: ago(1),
    cyber: true,
  },
  {
    title: 'Fake tax refund emails target public servants',
    link: 'https://cert.example.gov.pg/advisories/2026-040',
    description: 'Emails claiming to come from the tax office ask for bank details.',
    date: ago(4),
    cyber: true,
  },
  {
    title: 'Advisory from last quarter',
    link: 'https://cert.example.gov.pg/advisories/2026-011',
    description: 'An old advisory, past the import window.',
    date: ago(90),
    cyber: true,
  },
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function rss(title: string, items: Headline[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/" version="2.0">
  <channel>
    <title><![CDATA[${title}]]></title>
    <link>https://example.org/</link>
    <description><![CDATA[${title}]]></description>
    <language>en-gb</language>
    <lastBuildDate>${rfc822(new Date())}</lastBuildDate>
    <ttl>15</ttl>
${items
  .map(
    (item) => `    <item>
      <title><![CDATA[${item.title}]]></title>
      <description><![CDATA[${item.description}]]></description>
      <link>${escape(item.link)}</link>
      <guid isPermaLink="true">${escape(item.link)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
      <dc:creator>Newsroom</dc:creator>
      <media:thumbnail width="240" height="135" url="https://example.org/image.jpg"/>
    </item>`,
  )
  .join('\n')}
  </channel>
</rss>`;
}

export function atom(title: string, items: Headline[]): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escape(title)}</title>
  <id>urn:example:${escape(title)}</id>
  <updated>${new Date().toISOString()}</updated>
${items
  .map(
    (item) => `  <entry>
    <title type="html">${escape(item.title)}</title>
    <link rel="alternate" type="text/html" href="${escape(item.link)}"/>
    <id>${escape(item.link)}</id>
    <updated>${item.date.toISOString()}</updated>
    <published>${item.date.toISOString()}</published>
    <summary type="html">${escape(item.description)}</summary>
  </entry>`,
  )
  .join('\n')}
</feed>`;
}

export type FeedServer = {
  url(path: string): string;
  /** How many requests each path received, and the User-Agent of the last. */
  hits: Map<string, number>;
  userAgents: string[];
  /** Replaces what a path serves (e.g. a feed that gained an item). */
  route(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): void;
  close(): Promise<void>;
};

export const serveXml =
  (body: string, type = 'application/rss+xml; charset=utf-8') =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  const hits = new Map<string, number>();
  const userAgents: string[] = [];
  const sockets = new Set<Socket>();

  routes.set('/bbc/technology.rss', serveXml(rss('BBC News - Technology', BBC_ITEMS)));
  routes.set('/reuters/technology.atom', serveXml(atom('Reuters Technology', REUTERS_ITEMS), 'application/atom+xml'));
  routes.set('/cert/advisories.rss', serveXml(rss('PNG CERT advisories', CERT_ITEMS)));
  routes.set('/moved.rss', (_req, res) => {
    res.writeHead(301, { location: '/bbc/technology.rss' });
    res.end();
  });
  routes.set('/broken.rss', serveXml('<?xml version="1.0"?><rss version="2.0"><channel><item><title>Broken'));
  routes.set('/homepage', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><html><head><title>News</title></head><body><h1>Latest news</h1></body></html>');
  });
  routes.set('/never-answers.rss', () => {
    // Accepts the request and never answers.
  });
  routes.set('/huge.rss', (_req, res) => {
    // A valid start, then megabytes of items, streamed without a Content-Length.
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
    const item = `<item><title>Cyber attack ${'x'.repeat(900)}</title><link>https://huge.example/a</link></item>`;
    let sent = 0;
    const pump = () => {
      while (sent < 5_000_000) {
        sent += item.length;
        if (!res.write(item)) return void res.once('drain', pump);
      }
      res.end('</channel></rss>');
    };
    pump();
  });
  routes.set('/loop-a.rss', (_req, res) => {
    res.writeHead(302, { location: '/loop-b.rss' });
    res.end();
  });
  routes.set('/loop-b.rss', (_req, res) => {
    res.writeHead(302, { location: '/loop-a.rss' });
    res.end();
  });

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    userAgents.push(String(req.headers['user-agent']));
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    userAgents,
    route: (path, handler) => routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
