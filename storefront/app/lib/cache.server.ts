/**
 * A small in-process cache for public CMS answers. A value is fresh for `ttlMs`; after that, for as long again as
 * `staleMs`, it is still answered at once while one background request refreshes it. Concurrent callers share one
 * CMS request (single flight), so a burst of visitors costs one CMS call.
 *
 * When the CMS cannot answer, the last good value is kept and answered for as long as it takes the CMS to come back,
 * however old it is (ADR 0020): past the stale window the first caller waits for the failed attempt, and from then
 * on, until a refresh succeeds, every caller gets the last good value at once while one background request at a
 * time asks the CMS again. A key that never had a value fails. Bounded, the least recently used entries are dropped first.
 *
 * When the CMS says an answer changed (ADR 0031), `invalidate` expires it: the next caller waits for a new one, and
 * a request already on its way, which may have read the CMS before the change, is not kept. The old value stays
 * only as the last good one, for when the CMS cannot answer.
 */
import { LRUCache } from 'lru-cache';

export type CacheOptions = {
  ttlMs: number;
  staleMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Told of every key read (the page cache notes what a page is made from, ADR 0053). */
  onRead?: (key: string) => void;
  /** Runs a load: the page cache runs them apart from the page that started one (ADR 0053). */
  runLoad?: <T>(load: () => Promise<T>) => Promise<T>;
};

/** `failing`: the last refresh failed, so the value is answered at once until one succeeds. `forcedAt`: when
 * `getRecent` last asked the CMS again. */
type Entry = {
  value: unknown;
  loadedAt: number;
  forcedAt: number;
  freshUntil: number;
  staleUntil: number;
  failing: boolean;
};

export function createCache({
  ttlMs,
  staleMs,
  maxEntries = 200,
  now = Date.now,
  onRead = () => undefined,
  runLoad = (load) => load(),
}: CacheOptions) {
  /** Bounded: the least recently used entry goes first. */
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  /** The request on its way for each key; `invalidate` forgets it, and then its answer is not kept. */
  const inflight = new Map<string, Promise<unknown>>();

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inflight.get(key);
    if (running) return running as Promise<T>;
    const request: Promise<T> = runLoad(load)
      .then(
        (value) => {
          if (inflight.get(key) !== request) return value;
          const at = now();
          entries.set(key, {
            value,
            loadedAt: at,
            forcedAt: -Infinity,
            freshUntil: at + ttlMs,
            staleUntil: at + ttlMs + staleMs,
            failing: false,
          });
          return value;
        },
        (error: unknown) => {
          const entry = entries.get(key);
          if (entry && inflight.get(key) === request) entry.failing = true;
          throw error;
        },
      )
      .finally(() => {
        if (inflight.get(key) === request) inflight.delete(key);
      });
    inflight.set(key, request);
    return request;
  }

  /** A new value, or the last good one when the CMS cannot answer (none: the error). */
  async function reload<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = entries.get(key);
    try {
      return await refresh(key, load);
    } catch (error) {
      if (entry) return entry.value as T;
      throw error;
    }
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      onRead(key);
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      const at = now();
      if (entry && at < entry.freshUntil) return entry.value as T;
      if (entry && (at < entry.staleUntil || entry.failing)) {
        refresh(key, load).catch(() => undefined);
        return entry.value as T;
      }
      return reload(key, load);
    },
    /**
     * The value, read again unless it was read in the last `maxAgeMs`, for a caller that did not find what it looked
     * for in it (a course published a moment ago). Concurrent callers share one CMS call, and however many such
     * callers come, the CMS is asked at most once per `maxAgeMs`.
     */
    async getRecent<T>(key: string, load: () => Promise<T>, maxAgeMs: number): Promise<T> {
      onRead(key);
      if (ttlMs <= 0) return load();
      if (inflight.has(key)) return reload(key, load);
      const entry = entries.get(key);
      const at = now();
      if (entry && at - Math.max(entry.loadedAt, entry.forcedAt) < maxAgeMs) return entry.value as T;
      if (entry) entry.forcedAt = at;
      return reload(key, load);
    },
    /** The CMS said this answer changed: the next caller reads it again. */
    invalidate(key: string) {
      inflight.delete(key);
      const entry = entries.get(key);
      if (!entry) return;
      Object.assign(entry, { loadedAt: -Infinity, forcedAt: -Infinity, freshUntil: 0, staleUntil: 0, failing: false });
    },
    /** Notices may have been missed (ADR 0054): every answer is read again, the last good one kept for an outage. */
    invalidateAll() {
      for (const key of [...entries.keys(), ...inflight.keys()]) this.invalidate(key);
    },
    clear() {
      entries.clear();
    },
  };
}
