/**
 * What a phone downloads for a page's first view, compressed as it travels, headers included: the HTML, its
 * stylesheets and the JavaScript it loads before anything is clicked. Images are excluded (budgets count code and
 * markup). Production serves phones over HTTP/2 through the TLS proxy (docs/design: "TLS, HTTP/2, compression"),
 * so headers are counted as HPACK sends them on one connection (http2HeaderBytes); hop-by-hop headers (Connection,
 * Keep-Alive) do not cross the proxy.
 *
 * Which files a page loads is seen in Chromium (the HTML also names the modules of pages it links to, which are
 * fetched only when the visitor goes there); their sizes are measured with brotli, as browsers get them over HTTPS
 * (Chromium asks for brotli on HTTPS only, and this bench runs over plain HTTP on loopback).
 */
import { request } from 'node:http';
import type { Browser } from 'playwright-core';

export type PageWeight = {
  path: string;
  html: number;
  css: number;
  js: number;
  headers: number;
  total: number;
  /** Images the page asked for in Chromium (not counted in the bytes). */
  images: number;
};

/** How a page is asked for: a cookie it already has, headers its browser sends (`Save-Data: on`). */
type Asking = { cookie?: string; headers?: Record<string, string> };

type Answer = { bytes: number; headers: Array<[string, string]>; body: string };

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/** Header names HPACK's static table holds (RFC 7541, appendix A): their name costs one byte. */
const STATIC_NAMES = new Set([
  'accept-ranges',
  'age',
  'cache-control',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-location',
  'content-type',
  'date',
  'etag',
  'expires',
  'last-modified',
  'link',
  'location',
  'refresh',
  'server',
  'set-cookie',
  'strict-transport-security',
  'vary',
]);

/** A literal string as HPACK sends it: Huffman-coded (about 0.7 bytes a character for this ASCII) and its length. */
const literal = (text: string) => Math.ceil(text.length * 0.7) + 1;

/**
 * The bytes HPACK spends on these answers' headers, sent in this order on one connection: a header line already
 * sent costs one byte (the dynamic table); a new one its name (one byte if the static table has it) and its value.
 */
export function http2HeaderBytes(answers: Array<Array<[string, string]>>): number {
  const seen = new Set<string>();
  let bytes = 0;
  for (const headers of answers) {
    bytes += 1; // :status, from the static table
    for (const [rawName, value] of headers) {
      const name = rawName.toLowerCase();
      if (HOP_BY_HOP.has(name)) continue;
      const field = `${name}: ${value}`;
      bytes += seen.has(field) ? 1 : 1 + (STATIC_NAMES.has(name) ? 0 : literal(name)) + literal(value);
      seen.add(field);
    }
  }
  return bytes;
}

/** The answer's body as sent (not decompressed) and its headers, asking for brotli as Chromium does. */
function wireSize(url: string, { cookie, headers: extra }: Asking = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        headers: {
          'accept-encoding': 'br, gzip',
          'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile',
          ...(cookie ? { cookie } : {}),
          ...extra,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', async () => {
          const raw = Buffer.concat(chunks);
          const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
          const encoding = res.headers['content-encoding'];
          const text = (
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
          ).toString('utf8');
          const headers: Array<[string, string]> = [];
          for (let index = 0; index < res.rawHeaders.length; index += 2) {
            headers.push([res.rawHeaders[index]!, res.rawHeaders[index + 1]!]);
          }
          resolve({ bytes: raw.length, headers, body: text });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The scripts and stylesheets a page loads in Chromium before anything is clicked, as paths. */
async function loadedAssets(
  browser: Browser,
  url: string,
  { cookie, headers }: Asking,
): Promise<{ css: string[]; js: string[]; images: number }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, extraHTTPHeaders: headers });
  if (cookie) {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url }]);
  }
  const page = await context.newPage();
  const css = new Set<string>();
  const js = new Set<string>();
  let images = 0;
  page.on('request', (loaded) => {
    if (loaded.resourceType() === 'image') images += 1;
    const { origin, pathname } = new URL(loaded.url());
    if (origin !== new URL(url).origin) return;
    if (loaded.resourceType() === 'script') js.add(pathname);
    if (loaded.resourceType() === 'stylesheet') css.add(pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return { css: [...css], js: [...js], images };
}

export async function measurePage(
  browser: Browser,
  base: string,
  path: string,
  asking: Asking = {},
): Promise<PageWeight> {
  const page = await wireSize(`${base}${path}`, asking);
  const { css, js, images } = await loadedAssets(browser, `${base}${path}`, asking);
  const [styles, scripts] = await Promise.all([
    Promise.all(css.map((asset) => wireSize(`${base}${asset}`))),
    Promise.all(js.map((asset) => wireSize(`${base}${asset}`))),
  ]);
  const sum = (answers: Answer[]) => answers.reduce((total, answer) => total + answer.bytes, 0);
  const headers = http2HeaderBytes([page, ...styles, ...scripts].map((answer) => answer.headers));
  const [html, cssBytes, jsBytes] = [page.bytes, sum(styles), sum(scripts)];
  return { path, html, css: cssBytes, js: jsBytes, headers, total: html + cssBytes + jsBytes + headers, images };
}
