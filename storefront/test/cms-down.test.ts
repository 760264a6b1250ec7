import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { startCmsGate, type CmsGate, type GateState } from './support/cms-gate';
import { startStorefront, startStorefrontWithoutCms, type TestStorefront } from './support/storefront-server';
import { registerCompleteLearner, textOf } from './support/visitor';

// A storefront whose CMS cannot be reached: every answer is a clear 503, never a stack trace. And a storefront in front
// of the platform's CMS through a gate that can fail as an outage does: a signed-in learner is told the service is
// unavailable, and is still signed in once it is back.
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

describe('a signed-in learner while the CMS cannot answer', () => {
  const UNAVAILABLE = 'Service temporarily unavailable. Please contact support@kundu.example for assistance.';
  const { cms } = testPlatform();
  let gate: CmsGate;
  let gated: TestStorefront;

  beforeAll(async () => {
    gate = await startCmsGate(cms.url);
    gated = await startStorefront(
      { url: gate.url, storefrontToken: cms.storefrontToken },
      // Long enough for a registration's password hashing on a busy machine; each outage's calls wait it out at once.
      { TRUST_PROXY: 'true', CMS_TIMEOUT_MS: '5000' },
    );
  });
  afterAll(async () => {
    await gated?.stop();
    await gate?.close();
  });

  it('is answered 503 in words, never 401 nor signed out, and is signed in again once the CMS is back', async () => {
    const { visitor, details } = await registerCompleteLearner(gated.url);
    expect(visitor.session).toBeTruthy();

    for (const outage of ['refusing', 'hanging', 'failing'] satisfies GateState[]) {
      await gate.set(outage);
      const calls = [
        ['GET', '/api/user'],
        ['GET', '/api/auth/user'],
        ['GET', '/api/debug-auth'],
        ['GET', '/api/user/dashboard'],
        ['POST', '/api/upload-url/photo'],
        ['PATCH', '/api/user/profile'],
        ['POST', '/api/enrollments'],
      ] as const;
      const json = { role: 'student_educational', hasConsentedToDataUse: true, courseId: 'x' };
      const answers = await Promise.all(
        calls.map(([method, path]) => visitor.copy().call(path, { method, json: method === 'GET' ? undefined : json })),
      );
      for (const [index, answer] of answers.entries()) {
        const path = calls[index]![1];
        expect({ outage, path, status: answer.status, body: answer.body }).toEqual({
          outage,
          path,
          status: 503,
          body: { message: UNAVAILABLE },
        });
        expect(answer.headers.get('cache-control'), path).toBe('no-store');
        // Nothing told the browser to forget the session.
        expect(answer.headers.getSetCookie(), path).toEqual([]);
      }
      // Pages, and a form sent without JavaScript: the same words, never the sign-in page or the landing page.
      const pages = [
        ['GET', '/'],
        ['GET', '/profile'],
        ['GET', '/courses'],
        ['POST', '/profile'],
      ] as const;
      const form = () => new URLSearchParams({ intent: 'save-profile', role: 'student_educational' });
      const shown = await Promise.all(
        pages.map(([method, path]) =>
          visitor.copy().call(path, { method, body: method === 'POST' ? form() : undefined }),
        ),
      );
      for (const [index, answer] of shown.entries()) {
        const path = pages[index]![1];
        expect({ outage, path, status: answer.status }).toEqual({ outage, path, status: 503 });
        expect(textOf(answer.text), path).toContain(UNAVAILABLE);
        expect(answer.headers.get('location'), path).toBeNull();
        expect(
          answer.headers.getSetCookie().filter((line) => line.startsWith('kundu_session')),
          path,
        ).toEqual([]);
      }

      await gate.set('open');
      const back = await visitor.call('/api/user');
      expect({ outage, status: back.status, email: back.body?.email }).toEqual({
        outage,
        status: 200,
        email: details.email,
      });
      expect((await visitor.call('/')).status).toBe(200);
    }
  }, 120_000);
});
