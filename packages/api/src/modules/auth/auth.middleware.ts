// Who is calling: a Bearer token first, then the token cookies of the identities the route
// accepts. A write authenticated by a cookie must come from this site (Origin check), since the
// browser attaches cookies to requests other sites make it send. Routes that write over GET (the
// specification's sessionStart, sessionEnd and productLetMeNow) say so with `writes`, and are
// checked the same way.
import type { MiddlewareHandler } from "hono";
import type { AppEnv, IdentityKind } from "../../lib/app-env.ts";
import { isSameSiteRequest } from "../../lib/client.ts";
import { readTokenCookie } from "../../lib/cookies.ts";
import { ApiError } from "../../lib/errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function authenticate(
  kinds: IdentityKind[],
  options: { optional?: boolean; writes?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, tokens } = c.var;
    const header = c.req.header("authorization");
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
      const identity = match?.[1] ? await tokens.resolve(db, match[1], "bearer") : undefined;
      if (!identity || !kinds.includes(identity.kind)) throw new ApiError("unauthorized", 401);
      c.set("identity", identity);
      return next();
    }
    for (const kind of kinds) {
      const token = readTokenCookie(c, kind);
      if (!token) continue;
      const identity = await tokens.resolve(db, token, "cookie");
      if (!identity || identity.kind !== kind) continue;
      const writes = options.writes || !SAFE_METHODS.has(c.req.method);
      if (writes && !isSameSiteRequest(c)) {
        throw new ApiError("origin_not_allowed", 403);
      }
      c.set("identity", identity);
      return next();
    }
    if (!options.optional) throw new ApiError("unauthorized", 401);
    return next();
  };
}
