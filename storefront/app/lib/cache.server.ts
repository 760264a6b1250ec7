/**
 * A small in-process cache for public CMS answers. A value is fresh for `ttlMs`; after that, for as long again as
 * `staleMs`, it is still answered at once while one background request refreshes it. Concurrent callers share one
 * CMS request (single flight), and a failed refresh keeps the stale value, so a burst of visitors, or a CMS that
 * hiccups, costs few CMS calls and no errors. Bounded, oldest entries are dropped first.
 */
export type CacheOptions = { ttlMs: number; staleMs: number; maxEntries?: number; now?: () => number };

type Entry = { value: unknown; freshUntil: number; staleUntil: number };

export function createCache({ ttlMs, staleMs, maxEntries = 200, now = Date.now }: CacheOptions) {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<unknown>>();

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inflight.get(key);
    if (running) return running as Promise<T>;
    const request = load()
      .then((value) => {
        const at = now();
        entries.delete(key);
        entries.set(key, { value, freshUntil: at + ttlMs, staleUntil: at + ttlMs + staleMs });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return value;
      })
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
      if (entry && at < entry.staleUntil) {
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
