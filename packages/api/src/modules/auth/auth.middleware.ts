// Who is calling: a Bearer token first, then the token cookies of the identities the route
// accepts. A write authenticated by a cookie must come from this site (Origin check), since the
// browser attaches cookies to requests other sites make it send. Routes that write over GET (the
// specification's sessionStart, sessionEnd and productLetMeNow) say so with `writes`, and are
// checked the same way; routes that only read over POST (the specification's getCustomerFavorites,
// getOrders, ...) say so with `reads`, and answer a cookie from anywhere, as a GET does: a page
// opened from another site's link renders them on the server with the shopper's cookie.
//
// An admin's write runs in one transaction that names the admin: the audit triggers (db/audit.ts)
// log each row it changes with its before and after, and a refusal undoes all of it.
import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler, Next } from "hono";
import type { Database } from "../../db/client.ts";
import type { AppEnv, Identity, IdentityKind } from "../../lib/app-env.ts";
import { isSameSiteRequest } from "../../lib/client.ts";
import { readTokenCookie } from "../../lib/cookies.ts";
import { ApiError } from "../../lib/errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function authenticate(
  kinds: IdentityKind[],
  options: { optional?: boolean; writes?: boolean; reads?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, tokens } = c.var;
    const header = c.req.header("authorization");
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
      const identity = match?.[1] ? await tokens.resolve(db, match[1], "bearer") : undefined;
      if (!identity) throw new ApiError("unauthorized", 401);
      if (!kinds.includes(identity.kind)) throw refusal(kinds);
      c.set("identity", identity);
      return proceed(c, identity, next, options.writes);
    }
    for (const kind of kinds) {
      const token = readTokenCookie(c, kind);
      if (!token) continue;
      const identity = await tokens.resolve(db, token, "cookie");
      if (!identity || identity.kind !== kind) continue;
      const writes = options.writes || (!SAFE_METHODS.has(c.req.method) && !options.reads);
      if (writes && !isSameSiteRequest(c)) {
        throw new ApiError("origin_not_allowed", 403);
      }
      c.set("identity", identity);
      return proceed(c, identity, next, writes);
    }
    if (options.optional) return next();
    if (staffOnly(kinds)) {
      for (const kind of SHOPPER_KINDS) {
        const token = readTokenCookie(c, kind);
        if (token && (await tokens.resolve(db, token, "cookie"))?.kind === kind)
          throw refusal(kinds);
      }
    }
    throw new ApiError("unauthorized", 401);
  };
}

const SHOPPER_KINDS = ["customer", "guest"] as const satisfies IdentityKind[];
const staffOnly = (kinds: IdentityKind[]) => kinds.length === 1 && kinds[0] === "admin";

/**
 * A shopper signed in on an admin call is known and refused (403): signing in again as a shopper
 * would not help. Anyone else is asked to sign in (401), as the shop's pages expect of a lapsed
 * session.
 */
function refusal(kinds: IdentityKind[]) {
  return staffOnly(kinds) ? new ApiError("forbidden", 403) : new ApiError("unauthorized", 401);
}

function proceed(c: Context<AppEnv>, identity: Identity, next: Next, writes?: boolean) {
  if (identity.kind !== "admin" || (SAFE_METHODS.has(c.req.method) && !writes)) return next();
  // An upload decodes and resizes its picture first, which must not hold the transaction (the
  // embedded database has one connection): its handler opens it for the rows (asAdmin).
  if (c.req.header("content-type")?.startsWith("multipart/form-data")) return next();
  return asAdminWrite(c, identity.adminId, next);
}

/** Thrown inside the transaction to roll back a write that was answered with a refusal. */
const refused = new Error("refused admin write");

async function asAdminWrite(c: Context<AppEnv>, adminId: number, next: Next) {
  const outer = c.var.db;
  try {
    await asAdmin(c, adminId, async (tx) => {
      c.set("db", tx);
      try {
        await next();
      } finally {
        c.set("db", outer);
      }
      // Hono has already turned a thrown refusal into the response.
      if (c.res.status >= 400) throw refused;
    });
  } catch (error) {
    if (error !== refused) throw error;
  }
}

/** Runs `work` in a transaction that names the admin, so that the audit log records its rows. */
export function asAdmin<T>(
  c: Context<AppEnv>,
  adminId: number,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  return c.var.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('shop.admin_id', ${String(adminId)}, true),
        set_config('shop.request_id', ${c.var.requestId ?? ""}, true)`,
    );
    return work(tx as unknown as Database);
  });
}
