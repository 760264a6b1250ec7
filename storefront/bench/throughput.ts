/** Catalogue pages served per second, with the CMS answer cache warm, measured with autocannon on loopback. */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Throughput = { path: string; requestsPerSecond: number; p95Ms: number; errors: number; non2xx: number };

export async function measureThroughput(base: string, path: string, seconds = 10): Promise<Throughput> {
  await fetch(`${base}${path}`); // warms the cache
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${path}`, connections: 10, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0;
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p95Ms: Math.round(p95 * 10) / 10,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * A signed-out page's requests per second from the storefront against a bare Node server sending the same bytes and
 * headers with the same compression (bench/bare-server.mjs, a process of its own as the storefront is), each for
 * `seconds` with 10 connections (issue 24: at least half).
 */
export async function measureAgainstBareNode(base: string, path: string, seconds = 10) {
  const sample = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const headers = Object.fromEntries(
    [...sample.headers].filter(
      ([name]) =>
        !['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  );
  const dir = mkdtempSync(join(tmpdir(), 'kundu-bare-'));
  const pageFile = join(dir, 'page.json');
  writeFileSync(pageFile, JSON.stringify({ body: await sample.text(), headers }));
  const bare = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.mjs', import.meta.url)), pageFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<string>((resolve) =>
      bare.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    const storefront = await measureThroughput(base, path, seconds);
    const bareNode = await measureThroughput(`http://127.0.0.1:${port}`, path, seconds);
    return {
      path,
      storefront,
      bareNode,
      ratio: storefront.requestsPerSecond / Math.max(1, bareNode.requestsPerSecond),
    };
  } finally {
    bare.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
