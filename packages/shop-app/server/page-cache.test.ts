import { describe, expect, it } from "vitest";
import { compressAroundNonce } from "./nonce-body.ts";
import { type CachedPage, createPageCache } from "./page-cache.ts";

const page = (text: string): CachedPage => ({
  body: compressAroundNonce(text, "nonce"),
  headers: [],
  etag: `W/"${text.length}"`,
});

describe("the page cache", () => {
  it("forgets a page after its time", async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 100_000, now: () => now });
    await cache.getOrRender("a", async () => ({ page: page("a"), result: null }));
    expect(cache.get("a")).toBeDefined();
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops the least recently used pages when over its bytes", async () => {
    const one = page("x".repeat(50));
    const cache = createPageCache({ ttlMs: 1000, maxBytes: (one.body.bytes + 200) * 2 });
    for (const key of ["a", "b"])
      await cache.getOrRender(key, async () => ({ page: one, result: null }));
    cache.get("a");
    await cache.getOrRender("c", async () => ({ page: one, result: null }));
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("does not keep a page whose render began before the cache was cleared", async () => {
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 100_000 });
    await cache.getOrRender("a", async () => {
      cache.clear();
      return { page: page("old"), result: null };
    });
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps nothing when its time is 0", async () => {
    const cache = createPageCache({ ttlMs: 0, maxBytes: 100_000 });
    await cache.getOrRender("a", async () => ({ page: page("a"), result: null }));
    expect(cache.size).toBe(0);
  });
});
