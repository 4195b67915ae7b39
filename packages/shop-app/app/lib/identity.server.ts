// Who is calling (spec section 4, logged-in state on first load): the token cookies are HttpOnly,
// so the server asks the API who each one stands for. A customer token makes userLoggedIn, an
// admin token adminLoggedIn, a guest token guestLoggedIn with its guest code. A token the API no
// longer accepts is cleared, so the browser stops sending it.
import type { Admin, Customer } from "@shop/api/contract";
import { createContext, type RouterContextProvider } from "react-router";
import { cookieNames, serializeCookie } from "./cookies.ts";
import { serverDepsContext } from "./request-context.server.ts";
import { isApiRequestError, type ShopApi, unwrap } from "./shop-api.ts";

export interface RequestIdentity {
  customer: Customer | null;
  admin: Admin | null;
  guest: { guestCode: string } | null;
}

export const anonymous: RequestIdentity = { customer: null, admin: null, guest: null };

export const identityContext = createContext<RequestIdentity>(anonymous);

export function requestIdentity(context: Readonly<RouterContextProvider>): RequestIdentity {
  return context.get(identityContext);
}

async function unlessUnauthorized<T>(call: Promise<T>): Promise<T | null | "stale"> {
  try {
    return await call;
  } catch (error) {
    if (isApiRequestError(error) && (error.status === 401 || error.status === 403)) return "stale";
    throw error;
  }
}

/** Expires a cookie (the API's token cookies are set on path / with SameSite=Lax). */
export function clearCookie(name: string, secure: boolean, httpOnly = true): string {
  return serializeCookie(name, "", { maxAge: 0, httpOnly, secure });
}

/**
 * The API names a token cookie `__Host-<name>` when it sets it Secure (https, or COOKIE_SECURE)
 * and `<name>` over plain http. The app only needs to know whether one is there (the API decides
 * whether it is valid), so either name will do.
 */
export function tokenCookie(cookies: Record<string, string>, name: string): string | undefined {
  return cookies[`__Host-${name}`] ?? cookies[name];
}

/** Expires a token cookie under both of its names (a `__Host-` one only goes with Secure). */
export function clearTokenCookie(name: string, secure: boolean): string[] {
  return [clearCookie(name, secure), clearCookie(`__Host-${name}`, true)];
}

export async function resolveIdentity(
  shopApi: ShopApi,
  cookies: Record<string, string>,
  secure: boolean,
): Promise<{ identity: RequestIdentity; clearCookies: string[] }> {
  const [customer, admin, guest] = await Promise.all([
    tokenCookie(cookies, cookieNames.customerToken)
      ? unlessUnauthorized(unwrap(shopApi.customerToken.me.$get()))
      : null,
    tokenCookie(cookies, cookieNames.adminToken)
      ? unlessUnauthorized(unwrap(shopApi.adminToken.me.$get()))
      : null,
    tokenCookie(cookies, cookieNames.guestToken)
      ? unlessUnauthorized(unwrap(shopApi.guestToken.me.$get()))
      : null,
  ]);
  const clearCookies: string[] = [];
  if (customer === "stale")
    clearCookies.push(...clearTokenCookie(cookieNames.customerToken, secure));
  if (admin === "stale") clearCookies.push(...clearTokenCookie(cookieNames.adminToken, secure));
  if (guest === "stale") {
    clearCookies.push(...clearTokenCookie(cookieNames.guestToken, secure));
    clearCookies.push(clearCookie(cookieNames.guestCode, secure, false));
  }
  return {
    identity: {
      customer: customer && customer !== "stale" ? customer.customer : null,
      admin: admin && admin !== "stale" ? admin.admin : null,
      guest: guest && guest !== "stale" ? { guestCode: guest.guest_code } : null,
    },
    clearCookies,
  };
}

/**
 * Whether the app's own cookies are marked Secure: as the API decides for its token cookies
 * (COOKIE_SECURE "always" or "never", else whether the request came over https), so the cookies
 * of one response never disagree.
 */
export function isSecureRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
): boolean {
  const setting = context.get(serverDepsContext)?.cookieSecure ?? "auto";
  if (setting !== "auto") return setting === "always";
  return new URL(request.url).protocol === "https:";
}
