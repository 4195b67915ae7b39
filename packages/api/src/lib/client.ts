// What the API knows about the caller's connection: its address (for rate limits) and whether it
// came over https (for the cookies' Secure attribute) and from which site (for the origin check).
import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";

export function clientAddress(c: Context<AppEnv>): string | undefined {
  const given = c.env?.clientAddress;
  if (given) return given;
  if (c.var.config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? undefined;
}

export function isHttps(c: Context<AppEnv>): boolean {
  if (
    c.var.config.trustProxy &&
    c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  ) {
    return true;
  }
  return new URL(c.req.url).protocol === "https:";
}

/** The request's own origin, as the browser sees the site. */
export function ownOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  if (c.var.config.trustProxy) {
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
    if (host) return `${isHttps(c) ? "https" : "http"}://${host}`;
  }
  return url.origin;
}

/**
 * Whether a write authenticated by a cookie may proceed: the browser's Origin header (or, when a
 * browser sent none, its Sec-Fetch-Site) must say the request came from this site.
 */
export function isSameSiteRequest(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (origin) {
    return origin === ownOrigin(c) || c.var.config.allowedOrigins.includes(origin);
  }
  const fetchSite = c.req.header("sec-fetch-site");
  return fetchSite === "same-origin" || fetchSite === "none";
}
