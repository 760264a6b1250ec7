/** Catalogue pages served per second, with the CMS answer cache warm, measured with autocannon on loopback. */
import autocannon from 'autocannon';

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
