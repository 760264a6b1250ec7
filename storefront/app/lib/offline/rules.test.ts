import { decode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import {
  addressesToSave,
  dataUrlOf,
  estimatedSaveBytes,
  imagesIn,
  maySave,
  otherLearnersCaches,
  reloadDocumentBody,
  routeOf,
  savedCacheName,
  withSavedCourse,
} from './rules';

const origin = 'https://kundu.example';
const get = (path: string, mode = 'cors') => routeOf({ method: 'GET', url: `${origin}${path}`, mode, origin });
const headers = (values: Record<string, string> = {}) => new Headers(values);

describe('what the service worker answers from the saved copies', () => {
  it('never touches a write, another site, the API, signing in or out, one-time links or previews', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(routeOf({ method, url: `${origin}/courses/a/modules/b`, mode: 'navigate', origin })).toBe('pass');
    }
    expect(routeOf({ method: 'GET', url: 'https://other.example/courses/a', mode: 'navigate', origin })).toBe('pass');
    for (const path of [
      '/api/user/dashboard',
      '/api/logout',
      '/auth',
      '/auth.data',
      '/logout',
      '/verify',
      '/not-me/x',
      '/join/abc',
      '/preview/course/1',
    ]) {
      expect(get(path, 'navigate'), path).toBe('pass');
    }
    // The precached files are Workbox's; the worker's own script is the browser's.
    expect(get('/assets/root-abc.js')).toBe('pass');
    expect(get('/sw.js')).toBe('pass');
  });

  it('answers pages, their single-fetch data, route discovery and images from the network first', () => {
    expect(get('/courses/a/modules/b', 'navigate')).toBe('page');
    expect(get('/courses/a/modules/b.data')).toBe('data');
    expect(get('/_root.data')).toBe('data');
    expect(get('/__manifest?p=%2Fcourses%2Fa&version=1')).toBe('manifest');
    expect(get('/media/lesson.png')).toBe('image');
    expect(get('/favicon.svg')).toBe('pass');
  });

  it('keeps only what Save for offline asked for, and only whole successful answers', () => {
    const ok = {
      status: 200,
      type: 'basic',
      redirected: false,
      headers: headers({ 'Cache-Control': 'private, no-store' }),
    };
    expect(maySave(ok, false)).toBe(false);
    expect(maySave(ok, true)).toBe(true);
    expect(maySave({ ...ok, status: 202 }, true)).toBe(false); // a single-fetch redirect (to sign in, say)
    expect(maySave({ ...ok, redirected: true }, true)).toBe(false);
    expect(maySave({ ...ok, status: 0, type: 'opaque' }, true)).toBe(false);
    expect(maySave({ ...ok, status: 503 }, true)).toBe(false);
  });

  it('keeps each learner apart: a cache named with their id', () => {
    expect(savedCacheName('abc')).toBe('kundu-saved-abc');
    expect(savedCacheName('a/b')).not.toBe(savedCacheName('a'));
    const names = ['kundu-learner', 'workbox-precache-v2-x', savedCacheName('anna'), savedCacheName('ben')];
    // Ben signs in on Anna's phone: Anna's saved pages go; the app's files and Ben's stay.
    expect(otherLearnersCaches(names, 'ben')).toEqual([savedCacheName('anna')]);
    // Nobody signed in: every learner's saved pages go.
    expect(otherLearnersCaches(names, null)).toEqual([savedCacheName('anna'), savedCacheName('ben')]);
  });
});

describe('Save for offline', () => {
  it('saves the course page and every module page, each with its Remix single-fetch data', () => {
    expect(dataUrlOf('/')).toBe('/_root.data');
    expect(dataUrlOf('/courses/a/')).toBe('/courses/a.data');
    expect(addressesToSave('/courses/a', ['/courses/a/modules/1', '/courses/a/modules/2'])).toEqual([
      '/courses/a',
      '/courses/a.data',
      '/courses/a/modules/1',
      '/courses/a/modules/1.data',
      '/courses/a/modules/2',
      '/courses/a/modules/2.data',
    ]);
  });

  it("saves a lesson's images of this site, not another site's", () => {
    const html =
      '<p><img src="/media/a.png" alt=""><img alt="" src="https://cdn.example/b.png"><img src="/uploads/c.jpg?x=1&amp;y=2"></p>';
    expect(imagesIn(html, origin)).toEqual(['/media/a.png', '/uploads/c.jpg?x=1&y=2']);
  });

  it('shows a size before saving from the modules measured sizes: a lesson travels in the page and its data', () => {
    expect(estimatedSaveBytes([1000, 2000])).toBe(3 * 13 * 1024 + 6000);
    expect(estimatedSaveBytes([])).toBe(13 * 1024);
  });

  it('lists each saved course once, the newest first', () => {
    const a = { path: '/courses/a', title: 'A', bytes: 1, savedAt: '1' };
    const b = { path: '/courses/b', title: 'B', bytes: 2, savedAt: '2' };
    expect(withSavedCourse(withSavedCourse([a], b), { ...a, bytes: 3 })).toEqual([{ ...a, bytes: 3 }, b]);
  });
});

describe('offline, a page not saved', () => {
  it('is a single-fetch redirect that Remix loads as a document (then the offline page)', async () => {
    const body = new Response(reloadDocumentBody('/courses/x')).body!;
    let redirect: unknown;
    const decoded = await decode(body, {
      plugins: [
        (type: string, ...rest: unknown[]) => {
          if (type !== 'SingleFetchRedirect') return undefined;
          redirect = rest[0];
          return { value: rest[0] };
        },
      ],
    });
    await decoded.done;
    expect(redirect).toEqual({ redirect: '/courses/x', status: 302, revalidate: false, reload: true, replace: false });
  });
});
