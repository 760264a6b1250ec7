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

  it('keeps at most maxEntries values, dropping the oldest', async () => {
    const cache = createCache({ ttlMs: 1000, staleMs: 0, maxEntries: 2 });
    let calls = 0;
    const load = async () => ++calls;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load);
    expect(calls).toBe(4);
  });
});
