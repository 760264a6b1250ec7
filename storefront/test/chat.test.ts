/**
 * POST /api/chat, the storefront's facade of the assistant (issue 10): writes from this site only, a 4xx in words
 * for a bad message, a JSON 503 in words when the CMS cannot be reached, and Kumul's answer from the real CMS (the
 * worker's shared one, whose model is down unless a file says otherwise: Kumul answers from its own search).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@kundu/cms/testing';
import { testPlatform } from '@kundu/test-platform';
import { newAddress } from './support/accounts-stack';
import { startStorefront, startStorefrontWithoutCms, type TestStorefront } from './support/storefront-server';

const base = testPlatform().storefront.url;

/** A visitor's message, from a network address of its own: Kumul counts messages per network too. */
async function chat(url: string, body: BodyInit | undefined, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json', 'x-forwarded-for': newAddress(), ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), body: JSON.parse(text) as unknown };
}

describe('POST /api/chat', () => {
  it('refuses a write from another site', async () => {
    expect(await chat(base, JSON.stringify({ message: 'Hello' }), { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      body: { message: 'This request must come from a page of this site.' },
    });
  });

  it.each([
    ['a body that is not JSON', 400, 'message=hello', 'The request body must be JSON.'],
    ['no message', 400, '{}', 'Please type a message.'],
    ['a message that is not text', 400, '{"message":["<b>hi</b>"]}', 'Please type a message.'],
    ['a blank message', 400, '{"message":"  \\n  "}', 'Please type a message.'],
    [
      'a message of 501 characters',
      400,
      JSON.stringify({ message: 'a'.repeat(501) }),
      'Please keep your message under 500 characters.',
    ],
    ['a body over 64 KB', 413, JSON.stringify({ message: 'a'.repeat(70_000) }), 'This request is too large.'],
  ])('answers %s with a %i in words', async (_, status, body, message) => {
    const answer = await chat(base, body);
    expect(answer.type).toContain('application/json');
    expect(answer).toMatchObject({ status, body: { message } });
  });

  it('takes only POST', async () => {
    const response = await fetch(`${base}/api/chat`);
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: 'Use POST for this call.' });
  });

  it('answers a quick-button question from the CMS, naming a seeded course, and keeps the visitor in a cookie', async () => {
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ message: 'Can you recommend some cybersecurity courses for me?' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(
      /^kundu_chat=[\w-]{16,64}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    const body = (await response.json()) as { response: string; sources: Array<{ title: string; path: string }> };
    expect(body.response).toMatch(/\/courses\/\w+/);
    const courses = (await (await fetch(`${base}/api/courses`)).json()) as Array<{ id: string; title: string }>;
    expect(courses.some((course) => body.response.includes(course.title))).toBe(true);
  });
});

describe('POST /api/chat when the CMS is down', () => {
  let storefront: TestStorefront;
  beforeAll(async () => {
    storefront = await startStorefrontWithoutCms();
  });
  afterAll(async () => {
    await storefront?.stop();
  });

  it('is a JSON 503 in words', async () => {
    expect(await chat(storefront.url, JSON.stringify({ message: 'How do I report a scam?' }))).toEqual({
      status: 503,
      type: expect.stringContaining('application/json') as unknown,
      body: { message: "Kumul can't answer right now. Please try again in a few minutes." },
    });
  });
});

describe('POST /api/chat when the CMS refuses the storefront itself', () => {
  // A CMS that answers in Strapi's error shape, as one that does not know the token (or the route) does.
  let cms: Server;
  let storefront: TestStorefront;
  let status = 403;
  beforeAll(async () => {
    cms = createServer((_, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: null, error: { status, name: 'Error', message: 'Forbidden' } }));
    });
    const port = await freePort();
    await new Promise<void>((resolve) => cms.listen(port, '127.0.0.1', resolve));
    storefront = await startStorefront({
      url: `http://127.0.0.1:${port}`,
      storefrontToken: 'a-token-it-does-not-know',
    });
  });
  afterAll(async () => {
    await storefront?.stop();
    await new Promise((resolve) => cms?.close(resolve));
  });

  it.each([401, 403, 404])('is a 503 in words for a %i, not the CMS\'s "Forbidden"', async (refusal) => {
    status = refusal;
    expect(await chat(storefront.url, JSON.stringify({ message: 'How do I report a scam?' }))).toMatchObject({
      status: 503,
      body: { message: "Kumul can't answer right now. Please try again in a few minutes." },
    });
  });

  it('passes on a refusal in words (too many messages)', async () => {
    status = 429;
    expect(await chat(storefront.url, JSON.stringify({ message: 'How do I report a scam?' }))).toMatchObject({
      status: 429,
      body: { message: 'Forbidden' },
    });
  });
});
