/**
 * Low-data mode (ADR 0048): pages without images, animation or optional JavaScript, each saying its size. A visitor
 * turns it on or off with the footer's switch (a plain form posting to /low-data), remembered in a cookie; without
 * that cookie it follows the browser's `Save-Data: on` (Chrome's and Opera's data saver). A choice made on the
 * switch wins over the header, so a visitor whose browser always asks to save data can still have the full site.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readCookie, setCookie } from '~/lib/cookies.server';

export const LOW_DATA_COOKIE = 'kundu_low_data';
/** A year: the choice is the visitor's until they change it. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

export type LowDataChoice = 'on' | 'off';

export function isLowDataChoice(value: unknown): value is LowDataChoice {
  return value === 'on' || value === 'off';
}

export function isLowData(request: Request): boolean {
  const choice = readCookie(request, LOW_DATA_COOKIE);
  if (isLowDataChoice(choice)) return choice === 'on';
  return request.headers.get('save-data')?.trim().toLowerCase() === 'on';
}

/** Not HttpOnly-sensitive (it holds no secret), but no script needs it either. */
export function lowDataCookie(request: Request, choice: LowDataChoice): string {
  return setCookie(request, LOW_DATA_COOKIE, choice, { maxAge: REMEMBERED_SECONDS });
}

export { PAGE_SIZE_MARK } from '~/lib/low-data';

/** The page's body as the server's compression middleware sends it (server.mjs: brotli quality 5, else gzip). */
function compressedBytes(body: Buffer, acceptEncoding: string): number {
  if (/\bbr\b/.test(acceptEncoding)) {
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
  }
  if (/\bgzip\b/.test(acceptEncoding)) return gzipSync(body).length;
  return body.length;
}

/** Header lines as HTTP/1.1 sends them: an upper bound of what HTTP/2 sends. */
function headerBytes(headers: Headers): number {
  let bytes = 'HTTP/1.1 200 OK\r\n\r\n'.length;
  headers.forEach((value, name) => {
    bytes += name.length + value.length + 4;
  });
  return bytes;
}

/**
 * What this page costs on the wire: the HTML as sent (compressed, headers included) and, the first time, the
 * stylesheets it links (fingerprinted, kept by the browser for a year after). `assetBytes` gives a stylesheet's
 * size as sent.
 */
export function pageWeight(
  html: string,
  headers: Headers,
  request: Request,
  assetBytes: (path: string) => number,
): { first: number; after: number } {
  const after = compressedBytes(Buffer.from(html), request.headers.get('accept-encoding') ?? '') + headerBytes(headers);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  return { first: after + styles.reduce((total, path) => total + assetBytes(path), 0), after };
}
