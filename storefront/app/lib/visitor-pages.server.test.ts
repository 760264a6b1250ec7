import { describe, expect, it } from 'vitest';
import { ANONYMOUS_PAGE_CACHE } from './page-cache.server';
import {
  bodyFor,
  createVisitorPages,
  noteCmsRead,
  noteDirectCmsRead,
  outsideRecording,
  pageKey,
} from './visitor-pages.server';

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost${path}`, { method, headers });
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': ANONYMOUS_PAGE_CACHE, ...headers },
  });

describe('which requests a kept page may answer (ADR 0053)', () => {
  it('a signed-out GET or HEAD, by its address, language and low-data mode', () => {
    const key = pageKey(get('/courses?domain=cyber_crime'));
    expect(key).not.toBeNull();
    expect(pageKey(get('/courses?domain=cyber_crime', {}, 'HEAD'))).toBe(key);
    expect(pageKey(get('/courses?domain=cyber_security'))).not.toBe(key);
    expect(pageKey(get('/courses?domain=cyber_crime', { 'accept-language': 'tpi' }))).not.toBe(key);
    expect(pageKey(get('/courses?domain=cyber_crime', { cookie: 'kundu_lang=tpi' }))).not.toBe(key);
    expect(pageKey(get('/courses?domain=cyber_crime', { 'save-data': 'on' }))).not.toBe(key);
    expect(pageKey(get('/courses?domain=cyber_crime', { cookie: 'kundu_chat=abcdefghijklmnopqrstuvwx' }))).toBe(key);
  });

  it('never a visitor with a session or any other cookie, a write, or a page opened with a link’s secret', () => {
    expect(pageKey(get('/courses', { cookie: 'kundu_session=abc' }))).toBeNull();
    expect(pageKey(get('/courses', { cookie: 'kundu_flash=abc' }))).toBeNull();
    expect(pageKey(get('/courses', {}, 'POST'))).toBeNull();
    for (const path of [
      '/verify?token=x',
      '/not-me/abc',
      '/join/abc',
      '/auth',
      '/preview/course/x',
      '/my-data/x',
      '/profile',
    ]) {
      expect(pageKey(get(path)), path).toBeNull();
    }
  });
});

describe('the kept pages', () => {
  it('keep a page with its nonce marked, and give each visitor their own', async () => {
    let now = 0;
    const pages = createVisitorPages({ ttlMs: 1000, now: () => now });
    const sent = await pages.render(get('/courses'), 'NONCE-A', async () => {
      noteCmsRead('courses');
      return html('<script nonce="NONCE-A">go()</script>');
    });
    expect(await sent.text()).toBe('<script nonce="NONCE-A">go()</script>');
    const kept = pages.find(get('/courses'))!;
    expect(bodyFor(kept, 'NONCE-B')).toBe('<script nonce="NONCE-B">go()</script>');
    now = 1000;
    expect(pages.find(get('/courses'))).toBeNull();
  });

  it('drop a page when an answer it was made from changes, and only then', async () => {
    const pages = createVisitorPages({ ttlMs: 60_000 });
    for (const [path, read] of [
      ['/courses', 'courses'],
      ['/cyber-awareness', 'alerts'],
    ] as const) {
      await pages.render(get(path), 'N', async () => {
        noteCmsRead(read);
        noteCmsRead('news');
        return html('page');
      });
    }
    pages.dropPagesFrom('alerts');
    expect(pages.find(get('/cyber-awareness'))).toBeNull();
    expect(pages.find(get('/courses'))).not.toBeNull();
    pages.dropPagesFrom('news');
    expect(pages.size()).toBe(0);
  });

  it('keep nothing made from a CMS answer read outside the cache, nor an answer that sets a cookie or is not public', async () => {
    const pages = createVisitorPages({ ttlMs: 60_000 });
    await pages.render(get('/certificate/KCA-1'), 'N', async () => {
      noteDirectCmsRead();
      return html('certificate');
    });
    await pages.render(get('/courses'), 'N', async () => html('page', { 'set-cookie': 'kundu_chat=x' }));
    await pages.render(get('/free-courses'), 'N', async () => html('page', { 'cache-control': 'private, no-store' }));
    await pages.render(get('/api/user'), 'N', async () =>
      Response.json({}, { headers: { 'cache-control': 'no-store' } }),
    );
    expect(pages.size()).toBe(0);
    // Work the cache of answers does for itself is not the page's.
    await pages.render(get('/privacy'), 'N', async () => {
      await outsideRecording(async () => noteDirectCmsRead());
      return html('privacy');
    });
    expect(pages.size()).toBe(1);
  });

  it('count a kept page’s alert views as its render did', async () => {
    const pages = createVisitorPages({ ttlMs: 60_000 });
    const { noteAlertViews } = await import('./visitor-pages.server');
    await pages.render(get('/cyber-awareness'), 'N', async () => {
      noteAlertViews([{ id: 'a1' }, { id: 'a2' }]);
      return html('alerts');
    });
    expect(pages.find(get('/cyber-awareness'))?.alertViews).toEqual([[{ id: 'a1' }, { id: 'a2' }]]);
  });
});
