// What a route implies beyond its request and answers, declared on the route itself (the
// `x-shop-policy` key of its createRoute, which the OpenAPI document shows as it is): whether the
// read cache may keep its answer, whether a page rendered from it may be kept, and whether an
// admin's call is a write the security log records. The read cache and the audit middleware read
// it from the route Hono matched, so no list of paths is kept beside the routes to fall behind.
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";

export const POLICY_KEY = "x-shop-policy";

export interface RoutePolicy {
  /**
   * `public`: the same answer for every caller, and the call writes nothing: the read cache
   * keeps it (lib/read-cache.ts). `private`: the answer is the caller's own (a shopper's, an
   * admin's): never shared. `none`: never kept at all (a write, a read that records something,
   * a read the checkout needs fresh).
   */
  read_cache: "public" | "private" | "none";
  /** How long the read cache keeps a public answer, instead of READ_CACHE_TTL_MS. */
  ttl_ms?: number;
  /**
   * Whether a page rendered from this answer may be kept and served to other shoppers with no
   * identity (the storefront's page cache): the answer is no one's own, and nothing must happen
   * on each view.
   */
  page_cache: boolean;
  /** Whether an admin's call is a write that the security log records (admin_write). */
  audited: boolean;
}

/** The declaration every route carries (createRoute in lib/openapi.ts requires it). */
export type Declared = { [POLICY_KEY]: RoutePolicy };

/** A declaration: by default only a public read may go into a kept page, and nothing is audited. */
export function policy(
  read: RoutePolicy["read_cache"],
  options: { ttlMs?: number; pageCache?: boolean; audited?: boolean } = {},
): Declared {
  return {
    [POLICY_KEY]: {
      read_cache: read,
      ...(options.ttlMs === undefined ? {} : { ttl_ms: options.ttlMs }),
      page_cache: options.pageCache ?? read === "public",
      audited: options.audited ?? false,
    },
  };
}

/** The catalogue's reads: the same for everyone, kept, and fit for kept pages. */
export const publicRead = policy("public");
/** The caller's own answer (a shopper's cart, an admin's list): never kept. */
export const privateRead = policy("private");
/** A shopper's write, a read that writes, or a read that must be fresh: never kept. */
export const uncached = policy("none");
/**
 * A call other than a GET that an admin may make (a write, or an admin list read over POST):
 * never kept, and recorded in the security log when an admin makes it.
 */
export const adminWrite = policy("none", { audited: true });

interface DeclaredRoute {
  method: string;
  path: string;
  [POLICY_KEY]?: RoutePolicy;
}

/**
 * Each route's policy by the route Hono matched for the request, from the routes as registered
 * (OpenAPI paths, `{id}`) under `prefix`. A request no declared route answers (404, the docs)
 * has none.
 */
export function routePolicies(routes: Iterable<DeclaredRoute>, prefix: string) {
  const byRoute = new Map<string, RoutePolicy>();
  for (const route of routes) {
    const declared = route[POLICY_KEY];
    if (!declared) continue;
    // as @hono/zod-openapi registers the path with Hono
    const path = prefix + route.path.replaceAll(/\/{(.+?)}/g, "/:$1");
    byRoute.set(`${route.method.toUpperCase()} ${path}`, declared);
  }
  return (c: Context): RoutePolicy | undefined => {
    // App-wide middleware is registered for every method (ALL); the first route of a method is
    // the one that answers, its own middleware and validators sharing its path. A HEAD is
    // answered by the GET route but is not that call: it has no policy.
    const route = matchedRoutes(c).find((candidate) => candidate.method !== "ALL");
    if (route?.method !== c.req.method) return undefined;
    return byRoute.get(`${route.method} ${route.path}`);
  };
}
