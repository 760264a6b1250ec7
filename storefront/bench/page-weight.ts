/**
 * What a phone downloads for a page's first view, compressed as it travels: the HTML, its stylesheets and the
 * JavaScript it loads before anything is clicked. Images are excluded (budgets count code and markup).
 *
 * Which files a page loads is seen in Chromium (the HTML also names the modules of pages it links to, which are
 * fetched only when the visitor goes there); their sizes are measured with brotli, as browsers get them over HTTPS
 * (Chromium asks for brotli on HTTPS only, and this bench runs over plain HTTP on loopback).
 */
import { request } from 'node:http';
import type { Browser } from 'playwright-core';

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

/** The scripts and stylesheets a page loads in Chromium before anything is clicked, as paths. */
async function loadedAssets(browser: Browser, url: string): Promise<{ css: string[]; js: string[] }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const css = new Set<string>();
  const js = new Set<string>();
  page.on('request', (loaded) => {
    const { origin, pathname } = new URL(loaded.url());
    if (origin !== new URL(url).origin) return;
    if (loaded.resourceType() === 'script') js.add(pathname);
    if (loaded.resourceType() === 'stylesheet') css.add(pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return { css: [...css], js: [...js] };
}

export async function measurePage(browser: Browser, base: string, path: string): Promise<PageWeight> {
  const page = await wireSize(`${base}${path}`);
  const { css, js } = await loadedAssets(browser, `${base}${path}`);
  const sizeOf = async (list: string[]) =>
    (await Promise.all(list.map((asset) => wireSize(`${base}${asset}`)))).reduce((sum, asset) => sum + asset.bytes, 0);
  const [cssBytes, jsBytes] = await Promise.all([sizeOf(css), sizeOf(js)]);
  return { path, html: page.bytes, css: cssBytes, js: jsBytes, total: page.bytes + cssBytes + jsBytes };
}
