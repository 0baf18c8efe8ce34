import { LRUCache } from 'lru-cache';

/**
 * Reference data (enums, countries, provinces, cities, status options) changes rarely and
 * is the same for every user, so it is kept for a while instead of asked for on every page.
 * Never put anything that depends on the user or their token in here.
 */
export interface TtlCache {
  /**
   * The value kept under `key` if it is younger than `ttlMs`; otherwise `load()`'s result,
   * kept for `ttlMs`. Callers arriving while a load runs share it; a failed load is not kept.
   * A key must always hold the same kind of value.
   */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  delete(key: string): void;
  clear(): void;
}

export interface TtlCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  max?: number;
  /** Told of each lookup (the metrics). */
  observe?: (key: string, hit: boolean) => void;
}

export function createTtlCache(options: TtlCacheOptions = {}): TtlCache {
  // Wrapped because lru-cache does not store undefined or null, which a load may return.
  const values = new LRUCache<string, { value: unknown }>({ max: options.max ?? 1000 });
  const loading = new Map<string, Promise<unknown>>();

  function start<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const promise: Promise<T> = Promise.resolve()
      .then(load)
      .then((value) => {
        // Kept only if nobody deleted or cleared the key meanwhile (it would be stale), and
        // never with ttl 0, which lru-cache reads as "forever".
        if (ttlMs > 0 && loading.get(key) === promise) values.set(key, { value }, { ttl: ttlMs });
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const kept = values.get(key);
      const running = kept ? undefined : loading.get(key);
      options.observe?.(key, Boolean(kept ?? running));
      if (kept) return Promise.resolve(kept.value as T);
      if (running) return running as Promise<T>;
      return start(key, ttlMs, load);
    },
    delete(key) {
      values.delete(key);
      loading.delete(key);
    },
    clear() {
      values.clear();
      loading.clear();
    },
  };
}
