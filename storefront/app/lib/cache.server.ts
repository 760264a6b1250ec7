/**
 * A small in-process cache for public CMS answers. A value is fresh for `ttlMs`; after that, for as long again as
 * `staleMs`, it is still answered at once while one background request refreshes it. Concurrent callers share one
 * CMS request (single flight), so a burst of visitors costs one CMS call.
 *
 * When the CMS cannot answer, the last good value is kept and answered for as long as it takes the CMS to come back,
 * however old it is (ADR 0020): past the stale window the first caller waits for the failed attempt, and from then
 * on, until a refresh succeeds, every caller gets the last good value at once while one background request at a
 * time asks the CMS again. A key that never had a value fails. Bounded, oldest entries are dropped first.
 */
export type CacheOptions = { ttlMs: number; staleMs: number; maxEntries?: number; now?: () => number };

/** `failing`: the last refresh failed, so the value is answered at once until one succeeds. */
type Entry = { value: unknown; freshUntil: number; staleUntil: number; failing: boolean };

export function createCache({ ttlMs, staleMs, maxEntries = 200, now = Date.now }: CacheOptions) {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<unknown>>();

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inflight.get(key);
    if (running) return running as Promise<T>;
    const request = load()
      .then(
        (value) => {
          const at = now();
          entries.delete(key);
          entries.set(key, { value, freshUntil: at + ttlMs, staleUntil: at + ttlMs + staleMs, failing: false });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          return value;
        },
        (error: unknown) => {
          const entry = entries.get(key);
          if (entry) entry.failing = true;
          throw error;
        },
      )
      .finally(() => inflight.delete(key));
    inflight.set(key, request);
    return request;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      const at = now();
      if (entry && at < entry.freshUntil) return entry.value as T;
      if (entry && (at < entry.staleUntil || entry.failing)) {
        refresh(key, load).catch(() => undefined);
        return entry.value as T;
      }
      try {
        return await refresh(key, load);
      } catch (error) {
        if (entry) return entry.value as T;
        throw error;
      }
    },
    clear() {
      entries.clear();
    },
  };
}
