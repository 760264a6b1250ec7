/**
 * Server time of one page or call on loopback: from sending the request to the last byte of the (compressed)
 * answer, one request at a time, after a few to warm the caches. Median and 95th percentile.
 */
import { request } from 'node:http';

export type ServerTime = { medianMs: number; p95Ms: number };

function timeOnce(url: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) } }, (res) => {
      if ((res.statusCode ?? 500) >= 400) reject(new Error(`${url} answered ${res.statusCode}`));
      res.on('data', () => undefined);
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function serverTime(url: string, { cookie, runs = 40 }: { cookie?: string; runs?: number } = {}) {
  for (let warm = 0; warm < 3; warm += 1) await timeOnce(url, cookie);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await timeOnce(url, cookie));
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    medianMs: round(times[Math.floor(times.length / 2)]!),
    p95Ms: round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!),
  } satisfies ServerTime;
}
