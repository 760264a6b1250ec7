import { describe, expect, it } from 'vitest';
import { createCache } from './cache.server';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the CMS answer cache', () => {
  it('makes one CMS call for a burst of concurrent visitors', async () => {
    const cache = createCache({ ttlMs: 1000, staleMs: 1000 });
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return ['course'];
    };
    const answers = await Promise.all(Array.from({ length: 100 }, () => cache.get('courses', load)));
    expect(calls).toBe(1);
    expect(answers.every((answer) => answer[0] === 'course')).toBe(true);
  });

  it('answers fresh values without a call, stale values at once while refreshing, and reloads when expired', async () => {
    const time = clock();
    const cache = createCache({ ttlMs: 100, staleMs: 100, now: time.now });
    let version = 0;
    const load = async () => ++version;
    expect(await cache.get('k', load)).toBe(1);
    time.advance(50);
    expect(await cache.get('k', load)).toBe(1);
    time.advance(100); // stale: the old value now, a refresh behind it
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', load)).toBe(2);
    time.advance(500); // past stale: waits for a new value
    expect(await cache.get('k', load)).toBe(3);
  });

  it('keeps answering the last good value when the CMS fails, and fails when there is none', async () => {
    const time = clock();
    const cache = createCache({ ttlMs: 100, staleMs: 100, now: time.now });
    await cache.get('k', async () => 'good');
    time.advance(150);
    expect(await cache.get('k', async () => Promise.reject(new Error('CMS down')))).toBe('good');
    await expect(cache.get('other', async () => Promise.reject(new Error('CMS down')))).rejects.toThrow('CMS down');
  });

  it('answers the last good value at once, however old, while the CMS stays away, and fresh ones once it is back', async () => {
    const time = clock();
    const cache = createCache({ ttlMs: 100, staleMs: 100, now: time.now });
    await cache.get('k', async () => 'good');
    time.advance(10_000);
    let calls = 0;
    let answer: (value: string) => void = () => undefined;
    const down = () => {
      calls += 1;
      return Promise.reject(new Error('CMS down'));
    };
    // The first visitor past the stale window waits for the failed attempt, then gets the last good value.
    expect(await cache.get('k', down)).toBe('good');
    expect(calls).toBe(1);
    // A CMS that hangs: visitors do not wait for it, and it is asked once at a time.
    const hanging = () => {
      calls += 1;
      return new Promise<string>((resolve) => (answer = resolve));
    };
    time.advance(10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', hanging)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 'good'));
    expect(calls).toBe(2);
    // It answers again: the value it gave is the new one, fresh.
    answer('new');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', down)).toBe('new');
    expect(calls).toBe(2);
  });

  it('does not cache at all with a TTL of zero', async () => {
    const cache = createCache({ ttlMs: 0, staleMs: 0 });
    let calls = 0;
    await cache.get('k', async () => ++calls);
    await cache.get('k', async () => ++calls);
    expect(calls).toBe(2);
  });

  it('keeps at most maxEntries values, dropping the least recently used', async () => {
    const cache = createCache({ ttlMs: 1000, staleMs: 0, maxEntries: 2 });
    const loads: string[] = [];
    const load = (key: string) => async () => loads.push(key);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is read again: b is now the least recently used
    await cache.get('c', load('c')); // b goes
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  describe('when the CMS says an answer changed (ADR 0031)', () => {
    it('reads that answer again on the next call, however fresh it was, and leaves the others alone', async () => {
      const time = clock();
      const cache = createCache({ ttlMs: 600_000, staleMs: 6_000_000, now: time.now });
      let version = 0;
      const load = async () => ++version;
      expect(await cache.get('courses', load)).toBe(1);
      expect(await cache.get('alerts', async () => 'alerts v1')).toBe('alerts v1');
      cache.invalidate('courses');
      expect(await cache.get('courses', load)).toBe(2);
      expect(await cache.get('courses', load)).toBe(2);
      expect(await cache.get('alerts', async () => 'alerts v2')).toBe('alerts v1');
    });

    it('does not keep an answer read before the change, and starts a new read for callers after it', async () => {
      const cache = createCache({ ttlMs: 600_000, staleMs: 0 });
      let release: (value: string) => void = () => undefined;
      const before = cache.get('courses', () => new Promise<string>((resolve) => (release = resolve)));
      cache.invalidate('courses');
      const after = cache.get('courses', async () => 'after the change');
      release('before the change');
      expect(await before).toBe('before the change');
      expect(await after).toBe('after the change');
      expect(await cache.get('courses', async () => 'not asked')).toBe('after the change');
    });

    it('still answers the last good value when the CMS cannot answer after the change', async () => {
      const cache = createCache({ ttlMs: 600_000, staleMs: 0 });
      await cache.get('courses', async () => 'good');
      cache.invalidate('courses');
      expect(await cache.get('courses', async () => Promise.reject(new Error('CMS down')))).toBe('good');
    });
  });

  describe('getRecent, for an id the cached list does not have', () => {
    it('reads the list again once for a burst of callers, and at most once per maxAgeMs', async () => {
      const time = clock();
      const cache = createCache({ ttlMs: 600_000, staleMs: 0, now: time.now });
      let calls = 0;
      const load = async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return calls;
      };
      await cache.get('courses', load);
      // Just read: not read again.
      expect(await cache.getRecent('courses', load, 5000)).toBe(1);
      time.advance(6000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => cache.getRecent('courses', load, 5000)));
      expect(answers.every((answer) => answer === 2)).toBe(true);
      time.advance(1000);
      expect(await cache.getRecent('courses', load, 5000)).toBe(2);
      expect(calls).toBe(2);
      time.advance(5000);
      expect(await cache.getRecent('courses', load, 5000)).toBe(3);
    });

    it('does not ask a failing CMS more than once per maxAgeMs, and answers the last good value', async () => {
      const time = clock();
      const cache = createCache({ ttlMs: 600_000, staleMs: 0, now: time.now });
      await cache.get('courses', async () => 'good');
      time.advance(6000);
      let calls = 0;
      const down = () => {
        calls += 1;
        return Promise.reject(new Error('CMS down'));
      };
      expect(await cache.getRecent('courses', down, 5000)).toBe('good');
      time.advance(1000);
      expect(await cache.getRecent('courses', down, 5000)).toBe('good');
      expect(calls).toBe(1);
    });
  });
});
