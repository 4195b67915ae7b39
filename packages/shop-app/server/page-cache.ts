// Rendered pages kept in the process: least recently used first out when the bytes exceed the
// bound, each for a short time, all dropped when an admin writes. A page that several shoppers
// ask for at once while it is missing is rendered once (the others wait for that render).
import type { NonceBody } from "./nonce-body.ts";

export interface CachedPage {
  body: NonceBody;
  /** The response's headers other than the per-response ones (policy, cookies, caching). */
  headers: Array<[string, string]>;
  etag: string;
}

interface Entry {
  page: CachedPage;
  expires: number;
  generation: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
}

export interface PageCache {
  readonly ttlMs: number;
  get(key: string): CachedPage | undefined;
  /**
   * The cached page, or the one `render` makes (kept when it returns one). Concurrent calls for
   * one key share a single render. `render` may answer something that is not to be kept: it is
   * handed to the caller that rendered, and the ones waiting render for themselves.
   */
  getOrRender<T>(
    key: string,
    render: () => Promise<{ page: CachedPage | null; result: T }>,
  ): Promise<{ page: CachedPage } | { result: T }>;
  /** Forgets every page (an admin changed something). */
  clear(): void;
  readonly bytes: number;
  readonly size: number;
}

export function createPageCache({ ttlMs, maxBytes, now = Date.now }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  let generation = 0;

  const sizeOf = (page: CachedPage) => page.body.bytes + 200;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry.page);
  }

  function get(key: string): CachedPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now() || entry.generation !== generation) {
      remove(key);
      return undefined;
    }
    // Most recently used last: the Map's order is the eviction order.
    entries.delete(key);
    entries.set(key, entry);
    return entry.page;
  }

  function set(key: string, page: CachedPage, startedIn: number) {
    // A render that began before an admin's write may show the old data: not kept.
    if (ttlMs <= 0 || startedIn !== generation || sizeOf(page) > maxBytes) return;
    remove(key);
    entries.set(key, { page, expires: now() + ttlMs, generation });
    bytes += sizeOf(page);
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    ttlMs,
    get,
    async getOrRender(key, render) {
      const cached = get(key);
      if (cached) return { page: cached };
      const pending = rendering.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) return { page: shared };
      }
      const startedIn = generation;
      let settle: (page: CachedPage | null) => void = () => {};
      const mine = new Promise<CachedPage | null>((resolve) => {
        settle = resolve;
      });
      if (!pending) rendering.set(key, mine);
      try {
        const { page, result } = await render();
        if (page) {
          set(key, page, startedIn);
          settle(page);
          return { page };
        }
        settle(null);
        return { result };
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        if (rendering.get(key) === mine) rendering.delete(key);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
