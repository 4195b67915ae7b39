import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { COOKIE_NAMES } from "../contract/index.ts";
import type { AppEnv, IdentityKind } from "./app-env.ts";
import { isHttps } from "./client.ts";

const plainTokenCookieName: Record<IdentityKind, string> = {
  customer: COOKIE_NAMES.customerToken,
  admin: COOKIE_NAMES.adminToken,
  guest: COOKIE_NAMES.guestToken,
};

// The admin's cookie is never sent on a request that another site starts, not even a link
// followed from it: the admin area is entered from the shop itself or by typing its address.
const sameSiteOf = (kind: IdentityKind) => (kind === "admin" ? "Strict" : "Lax");

function secure(c: Context<AppEnv>): boolean {
  const setting = c.var.config.cookieSecure;
  return setting === "always" || (setting === "auto" && isHttps(c));
}

/**
 * A Secure token cookie is named `__Host-…`: the browser then keeps it only as set by this host
 * over https, on path /, so a neighbouring subdomain or a plain-http page cannot plant or shadow
 * one. Over plain http (a shop on localhost) the prefix is impossible and the plain name is used.
 * Reading takes the name that applies to the request, never the other: a plain cookie on an
 * https request is exactly what the prefix is there to ignore.
 */
export function tokenCookieName(c: Context<AppEnv>, kind: IdentityKind): string {
  return secure(c) ? `__Host-${plainTokenCookieName[kind]}` : plainTokenCookieName[kind];
}

export function readTokenCookie(c: Context<AppEnv>, kind: IdentityKind): string | undefined {
  return getCookie(c, tokenCookieName(c, kind));
}

export function setTokenCookie(
  c: Context<AppEnv>,
  kind: IdentityKind,
  token: string,
  expiresAt: Date,
) {
  setCookie(c, tokenCookieName(c, kind), token, {
    httpOnly: true,
    sameSite: sameSiteOf(kind),
    secure: secure(c),
    path: "/",
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearTokenCookie(c: Context<AppEnv>, kind: IdentityKind) {
  deleteCookie(c, tokenCookieName(c, kind), {
    path: "/",
    secure: secure(c),
    httpOnly: true,
    sameSite: sameSiteOf(kind),
  });
}

/** A short-lived HttpOnly, SameSite=Lax cookie of the API's own (not a token), on one path. */
export function setFlowCookie(
  c: Context<AppEnv>,
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number },
) {
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: "Lax",
    secure: secure(c),
    path: options.path,
    maxAge: options.maxAgeSeconds,
  });
}

export function clearFlowCookie(c: Context<AppEnv>, name: string, path: string) {
  deleteCookie(c, name, { path, secure: secure(c), httpOnly: true, sameSite: "Lax" });
}
