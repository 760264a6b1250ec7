/**
 * The pages kept for signed-out visitors (issue 24, ADR 0053), over HTTP: a signed-out visitor is sent the kept page
 * (with an Age), in their own language and mode, each response with a nonce of its own that its CSP names; a
 * signed-in learner never gets a visitor's page; an editor's publish drops the pages it changes (that a page made from
 * a CMS answer no notice covers is never kept: app/lib/visitor-pages.server.test.ts). A storefront of its own keeps pages for a minute (the
 * platform's keeps them half a second, for the other files), told of the CMS's changes by the platform's relay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform, unique } from '@kundu/test-platform';
import { writeWithToken } from '@kundu/cms/testing/api';
import { startAccountsStack, type AccountsStack } from './support/accounts-stack';
import { registerLearner, textOf, Visitor } from './support/visitor';

const platform = testPlatform();
let stack: AccountsStack;
let base: string;

beforeAll(async () => {
  stack = await startAccountsStack();
  base = (await stack.startAnotherStorefront({ CMS_CACHE_TTL_MS: '60000' })).url;
  await platform.notices.follow(base);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('a signed-out visitor', () => {
  it('is sent the kept page, with a nonce of its own that its CSP names', async () => {
    const visitor = new Visitor(base);
    const first = await visitor.call('/free-courses?first=1');
    expect(first.status).toBe(200);
    expect(first.headers.get('age')).toBeNull();
    const second = await visitor.call('/free-courses?first=1');
    const third = await new Visitor(base).call('/free-courses?first=1');
    for (const answer of [second, third]) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers.get('age'))).toBeGreaterThanOrEqual(0);
    }
    const nonces = [first, second, third].map((answer) => nonceOf(answer.headers.get('content-security-policy')));
    expect(new Set(nonces).size).toBe(3);
    for (const [index, answer] of [first, second, third].entries()) {
      const inPage = [...answer.text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([nonces[index]]));
    }
    // The same page otherwise, headers included.
    expect(second.text.replaceAll(nonces[1]!, 'N')).toBe(first.text.replaceAll(nonces[0]!, 'N'));
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(second.headers.get('vary')).toBe(first.headers.get('vary'));
    // Compressed as the render was (gzip here, as Node's fetch asks), in one call rather than as a stream.
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    const brotli = await new Visitor(base).call('/free-courses?first=1', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.text.replaceAll(nonceOf(brotli.headers.get('content-security-policy'))!, 'N')).toBe(
      first.text.replaceAll(nonces[0]!, 'N'),
    );
    const plain = await new Visitor(base).call('/free-courses?first=1', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('age')).not.toBeNull();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text.length).toBe(first.text.length);
  });

  it('in their own language and low-data mode', async () => {
    const english = await new Visitor(base).call('/courses?variants=1');
    await new Visitor(base).call('/courses?variants=1');
    const tokPisin = await new Visitor(base).call('/courses?variants=1', { headers: { 'accept-language': 'tpi' } });
    expect(tokPisin.text).toContain('<html lang="tpi"');
    expect(english.text).toContain('<html lang="en"');
    const low = await new Visitor(base).call('/courses?variants=1', { headers: { 'save-data': 'on' } });
    expect(low.headers.get('age')).toBeNull();
    expect(low.text).not.toContain('<script type="module"');
  });
});

describe('a signed-in learner', () => {
  it('never gets a visitor’s page', async () => {
    await new Visitor(base).call('/courses?signed=1');
    await new Visitor(base).call('/courses?signed=1');
    const { visitor } = await registerLearner(base);
    const page = await visitor.call('/courses?signed=1');
    expect(page.status).toBe(200);
    expect(page.headers.get('age')).toBeNull();
    expect(textOf(page.text)).toContain('Account menu');
    // Nor another visitor with a notice of their own to show once.
    const flashed = await new Visitor(base).call('/courses?signed=1', { headers: { cookie: 'kundu_flash=x' } });
    expect(flashed.headers.get('age')).toBeNull();
  });
});

describe('an editor', () => {
  it('publishes, and the kept pages that showed the course list are made again', async () => {
    // Searched for a word of its own: the shared CMS holds other tests' courses, and the list is paged.
    const word = `keptpages${unique()}`;
    const page = `/courses?q=${word}`;
    const visitor = new Visitor(base);
    await visitor.call(page);
    expect((await visitor.call(page)).headers.get('age')).not.toBeNull();
    const title = `Kept pages course ${word}`;
    const created = await writeWithToken(`${platform.cms.url}/api/courses`, platform.cms.seedToken, 'POST', {
      title,
      slug: `kept-pages-${unique()}`,
      description: 'A course published while pages are kept.',
      domain: 'cyber_crime',
      duration: '15 minutes',
      isFree: true,
    });
    expect(created.status).toBe(201);
    const after = await visitor.call(page);
    expect(after.headers.get('age')).toBeNull();
    expect(textOf(after.text)).toContain(title);
  });
});
