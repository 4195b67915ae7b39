// A short-lived cache of the public catalogue reads (products, categories, brands, menus, site
// settings, content): their answers depend only on the URL (language, currency) and the body, not
// on who asks, and a storefront asks the same ones over and over. PGlite answers one query at a
// time, so without it a busy shop queues on the database. Which reads those are, each route says
// itself (`read_cache: "public"`, lib/route-policy.ts).
//
// Entries live `ttlMs`, or the route's own `ttl_ms` (prices and stock shown in lists may lag that
// long; the cart and checkout read the database themselves), and are dropped at once when an
// admin writes anything. Each process keeps its own copy: nothing here is the only copy of
// anything.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import type { RoutePolicy } from "./route-policy.ts";

interface Entry {
  expires: number;
  /** Characters held for the entry, its key included (a POST body is part of the key). */
  size: number;
  status: number;
  body: string;
  contentType: string;
}

export interface ReadCacheOptions {
  ttlMs: number;
  /**
   * Characters kept at most, keys and bodies together: by size, not by count, as one category
   * list weighs as much as hundreds of settings answers and a POST body of any length is part of
   * its key.
   */
  maxChars: number;
  /** The policy of the route that answers the request (routePolicies), if it has one. */
  policyOf: (c: Context<AppEnv>) => RoutePolicy | undefined;
}

export function createReadCache({ ttlMs, maxChars, policyOf }: ReadCacheOptions) {
  const entries = new Map<string, Entry>();
  let chars = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.size;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (ttlMs <= 0) return next();
    // An admin's write clears it from app.ts, with the other caches.
    const policy = policyOf(c);
    if (policy?.read_cache !== "public") return next();
    const body = c.req.method === "POST" ? await c.req.text() : "";
    const key = `${c.req.method} ${c.req.url} ${body}`;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      // most recently used last: the oldest is the first to go when full
      entries.delete(key);
      entries.set(key, hit);
      return c.body(hit.body, hit.status as 200, {
        "Content-Type": hit.contentType,
        "X-Cache": "hit",
      });
    }
    await next();
    if (c.res.status !== 200) return;
    const contentType = c.res.headers.get("Content-Type") ?? "";
    if (!contentType.startsWith("application/json") || c.res.headers.has("Set-Cookie")) return;
    const text = await c.res.clone().text();
    const size = key.length + text.length;
    drop(key);
    if (size > maxChars) return;
    const expires = Date.now() + (policy.ttl_ms ?? ttlMs);
    entries.set(key, { expires, size, status: 200, body: text, contentType });
    chars += size;
    for (const oldest of entries.keys()) {
      if (chars <= maxChars) break;
      drop(oldest);
    }
  };

  return {
    middleware,
    clear: () => {
      entries.clear();
      chars = 0;
    },
    size: () => entries.size,
    chars: () => chars,
  };
}
