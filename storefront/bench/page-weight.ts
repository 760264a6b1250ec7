/**
 * What a phone downloads for a page's first view, compressed as it travels: the HTML, its stylesheets and the
 * JavaScript it loads before anything is clicked. Images are excluded (budgets count code and markup).
 */
import { request } from 'node:http';

export type PageWeight = { path: string; html: number; css: number; js: number; total: number };

/** Bytes on the wire (not decompressed), asking for brotli as Chromium does. */
function wireSize(url: string): Promise<{ bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile' } },
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
          resolve({ bytes: raw.length, body: text });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function measurePage(base: string, path: string): Promise<PageWeight> {
  const page = await wireSize(`${base}${path}`);
  const assets = (pattern: RegExp) => [...new Set([...page.body.matchAll(pattern)].map((match) => match[1]!))];
  const css = assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const js = assets(/["'(](\/assets\/[\w.-]+\.js)["')]/g);
  const sizeOf = async (list: string[]) =>
    (await Promise.all(list.map((asset) => wireSize(`${base}${asset}`)))).reduce((sum, asset) => sum + asset.bytes, 0);
  const [cssBytes, jsBytes] = await Promise.all([sizeOf(css), sizeOf(js)]);
  return { path, html: page.bytes, css: cssBytes, js: jsBytes, total: page.bytes + cssBytes + jsBytes };
}
