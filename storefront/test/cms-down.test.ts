import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefrontWithoutCms, type TestStorefront } from './support/storefront-server';

// A storefront whose CMS cannot be reached: every answer is a clear 503, never a stack trace.
let storefront: TestStorefront;
beforeAll(async () => {
  storefront = await startStorefrontWithoutCms();
});
afterAll(async () => {
  await storefront?.stop();
});

async function get(path: string) {
  const response = await fetch(`${storefront.url}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('when the CMS is down', () => {
  it('health check says degraded', async () => {
    expect(await get('/healthz')).toEqual({ status: 503, body: { status: 'degraded', cms: 'down' } });
  });

  it('course list says Failed to fetch courses', async () => {
    expect(await get('/api/courses?free=true')).toEqual({ status: 503, body: { message: 'Failed to fetch courses' } });
  });

  it('a course asks the visitor to contact support', async () => {
    expect(await get('/api/courses/abcdefghijklmnopqrstuvwx')).toEqual({
      status: 503,
      body: { message: 'Service temporarily unavailable. Please contact support@kundu.example for assistance.' },
    });
  });

  it('news answers JSON that the ticker reads as no news (spec 8: it then shows its empty text)', async () => {
    const response = await fetch(`${storefront.url}/api/news/cyber`);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 503,
      body: { message: 'News is unavailable right now.' },
    });
  });

  it('alerts say they cannot be loaded', async () => {
    expect(await get('/api/awareness/alerts')).toEqual({
      status: 503,
      body: { message: 'Unable to load current cyber threats. Please try again later.' },
    });
  });
});
