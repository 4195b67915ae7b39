// A short-lived memory of reference data that only an admin changes (exchange rates, the shop's
// amounts, cargo companies, campaign definitions, the category tree), so that every cart answer
// does not read it again. Unlike read-cache.ts it holds values, not answers: the cart still reads
// its lines, prices and stock from the database on every call.
//
// Entries live `ttlMs` and are all dropped when an admin writes anything through this process
// (app.ts); another process sees the change within `ttlMs`. 0 turns it off: every get loads.
// Nothing per-shopper is ever kept here, and nothing here is the only copy of anything.

export interface ReferenceCache {
  /** The value under `key`, loaded once per `ttlMs` (concurrent misses share one load). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createReferenceCache({
  ttlMs,
  now = Date.now,
}: {
  ttlMs: number;
  now?: () => number;
}): ReferenceCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      const entry = { expires: now() + ttlMs, value };
      entries.set(key, entry);
      // A failed load is not remembered (unless a clear already replaced it).
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
