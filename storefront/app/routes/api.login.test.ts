/**
 * POST /api/login's action, given a Request, against a stand-in CMS on loopback: the CMS's refusal reaches the
 * visitor in its words and signs nobody in; a CMS that is down or hangs is a 503 in words, never a 401 that would
 * sign people out; a body the form's rules refuse never reaches the CMS. What the CMS is asked carries the
 * storefront's token and the visitor's address. (Signing in against the real CMS: storefront/test/accounts.test.ts.)
 */
import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStandInCms, type StandInCms } from '../../test/support/stand-in-cms';

let cms: StandInCms;
let action: (args: ActionFunctionArgs) => Promise<Response>;
let unavailable: string;

beforeAll(async () => {
  cms = await startStandInCms();
  // The storefront reads its settings once, when its first module loads: set them first.
  process.env.CMS_URL = cms.url;
  process.env.CMS_TIMEOUT_MS = '500';
  ({ action } = await import('./api.login'));
  const { messages } = await import('~/messages/messages.server');
  const { env } = await import('~/env.server');
  unavailable = messages().api.serviceUnavailable(env.SUPPORT_EMAIL);
});
afterAll(() => cms?.close());
beforeEach(() => {
  cms.requests.length = 0;
});

const context = { clientIp: '10.20.30.40', userAgent: 'Mozilla/5.0 (Linux; Android 10)' } as AppLoadContext;

async function signIn(body: unknown) {
  const response = await action({
    request: new Request('http://kundu.test/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    context,
    params: {},
  });
  return { status: response.status, body: (await response.json()) as { message?: string }, headers: response.headers };
}

describe('POST /api/login', () => {
  it("answers the CMS's refusal in its words, and sets no session cookie", async () => {
    cms.answer('POST /api/account/login', cms.refusal(401, 'The email or password is not right.'));
    const answer = await signIn({ email: 'mary.kila@example.org', password: 'kumul-flies-over-lae' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'The email or password is not right.', errors: {} });
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it("asks the CMS with the storefront's token and the visitor's address and browser", async () => {
    cms.answer('POST /api/account/login', cms.refusal(401, 'The email or password is not right.'));
    await signIn({ email: 'Mary.Kila@Example.org', password: 'kumul-flies-over-lae' });
    const [asked] = cms.requests;
    expect(asked?.headers.authorization).toBe(`Bearer ${process.env.STOREFRONT_API_TOKEN}`);
    expect(asked?.headers['x-client-ip']).toBe('10.20.30.40');
    expect(asked?.headers['x-client-agent']).toBe('Mozilla/5.0 (Linux; Android 10)');
    expect(asked?.body).toMatchObject({ password: 'kumul-flies-over-lae' });
  });

  it('answers a CMS that fails or hangs with a 503 in words, never a 401, and keeps what the browser holds', async () => {
    for (const failure of [{ status: 500, body: { error: { message: 'Internal Server Error' } } }, 'hang'] as const) {
      cms.answer('POST /api/account/login', failure);
      const answer = await signIn({ email: 'mary.kila@example.org', password: 'kumul-flies-over-lae' });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: unavailable });
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    // Each outage is in the log for whoever runs the platform.
    expect(vi.mocked(console.error)).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockClear();
  });

  it('refuses a body without an email or password in words, without asking the CMS', async () => {
    const answer = await signIn({ email: '', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(answer.body.message!.length).toBeGreaterThan(5);
    expect(cms.requests).toEqual([]);
  });
});
