import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress, ownOrigin } from "../../lib/client.ts";
import { clearFlowCookie, setFlowCookie, setTokenCookie } from "../../lib/cookies.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import { ok } from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { joinGuestCart } from "../cart/cart.handlers.ts";
import type { SocialProvider } from "./providers.ts";
import { localeOfPath, safeReturnPath } from "./safe-return.ts";
import type * as routes from "./social-login.routes.ts";
import {
  FLOW_LIFETIME_SECONDS,
  finishLogin,
  SocialLoginError,
  startLogin,
} from "./social-login.service.ts";

// app.ts mounts every router under /api/v1 (its API_PREFIX; importing it here would be a cycle).
const API_PATH_PREFIX = "/api/v1";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const FLOW_COOKIE = "social_login";
const FLOW_COOKIE_PATH = `${API_PATH_PREFIX}/customerToken/callback/`;
/** Flows a client address may start per window (each one writes a row). */
const STARTS_PER_ADDRESS = 30;
const STARTS_WINDOW_SECONDS = 900;

const SIGN_IN_PAGE = "/uye-giris";

function providerOf(c: Context<AppEnv>, name: string): SocialProvider {
  const provider = c.var.config.socialProviders.find((p) => p.name === name);
  if (!provider) throw new ApiError("not_found", 404);
  return provider;
}

function redirectUriOf(c: Context<AppEnv>, provider: SocialProvider): string {
  const origin = c.var.config.publicUrl ?? ownOrigin(c);
  return `${origin}${API_PATH_PREFIX}/customerToken/callback/${provider.name}`;
}

/** Where the site's pages are: relative, unless PUBLIC_URL names the site. */
const siteUrl = (c: Context<AppEnv>, path: string) => `${c.var.config.publicUrl ?? ""}${path}`;

function signInPage(c: Context<AppEnv>, code: string, returnPath: string): string {
  const prefix = localeOfPath(returnPath);
  const query = new URLSearchParams({ hata: code });
  if (returnPath !== "/") query.set("r", returnPath);
  return siteUrl(c, `${prefix ? `/${prefix}` : ""}${SIGN_IN_PAGE}?${query}`);
}

export const onProviders: Handler<"providers"> = (c) =>
  c.json(
    ok(
      c.var.config.socialProviders.map((p) => ({
        name: p.name,
        login_url: `${API_PATH_PREFIX}/customerToken/login/${p.name}`,
      })),
    ),
    200,
  );

export const onLogin: Handler<"login"> = async (c) => {
  const provider = providerOf(c, c.req.valid("param").provider);
  const { r, language } = c.req.valid("query");
  const returnPath = safeReturnPath(r);
  const address = clientAddress(c);
  try {
    if (address)
      await enforceLimit(
        c.var.db,
        `social:address:${networkOf(address)}`,
        STARTS_PER_ADDRESS,
        STARTS_WINDOW_SECONDS,
      );
  } catch (error) {
    if (error instanceof ApiError) return c.redirect(signInPage(c, error.code, returnPath), 302);
    throw error;
  }
  const { authorizationUrl, binding } = await startLogin(c.var.db, provider, {
    returnPath,
    language: localeOfPath(returnPath) ?? (language ? c.var.lang : "tr"),
    redirectUri: redirectUriOf(c, provider),
  });
  setFlowCookie(c, FLOW_COOKIE, binding, {
    path: FLOW_COOKIE_PATH,
    maxAgeSeconds: FLOW_LIFETIME_SECONDS,
  });
  return c.redirect(authorizationUrl.href, 302);
};

export const onCallback: Handler<"callback"> = async (c) => {
  const provider = providerOf(c, c.req.valid("param").provider);
  const query = c.req.valid("query");
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, value);
  const binding = getCookie(c, FLOW_COOKIE);
  clearFlowCookie(c, FLOW_COOKIE, FLOW_COOKIE_PATH);
  try {
    const result = await finishLogin(c.var.db, c.var.config, provider, {
      binding,
      params,
      redirectUri: redirectUriOf(c, provider),
      address: clientAddress(c),
    });
    setTokenCookie(c, "customer", result.token, result.expiresAt);
    // What the shopper put in the cart as a guest comes along, as at any other sign-in.
    await joinGuestCart(c, result.customer.id);
    return c.redirect(siteUrl(c, result.returnPath), 302);
  } catch (error) {
    if (error instanceof SocialLoginError)
      return c.redirect(signInPage(c, error.code, error.returnPath), 302);
    throw error;
  }
};

export const onCallbackPost: Handler<"callbackPost"> = async (c) => {
  const { provider } = c.req.valid("param");
  providerOf(c, provider);
  const form = c.req.valid("form");
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form))
    if (value !== undefined) params.set(name, value);
  return c.redirect(`${API_PATH_PREFIX}/customerToken/callback/${provider}?${params}`, 303);
};
