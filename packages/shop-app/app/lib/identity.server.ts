// Who is calling (spec section 4, logged-in state on first load): the token cookies are HttpOnly,
// so the server asks the API who each one stands for. A customer token makes userLoggedIn, an
// admin token adminLoggedIn, a guest token guestLoggedIn with its guest code. A token the API no
// longer accepts is cleared, so the browser stops sending it.
import type { Admin, Customer } from "@shop/api/contract";
import { createContext, type RouterContextProvider } from "react-router";
import { type ApiClient, isApiRequestError } from "./api-client.ts";
import { cookieNames, serializeCookie } from "./cookies.ts";

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

export async function resolveIdentity(
  api: ApiClient,
  cookies: Record<string, string>,
  secure: boolean,
): Promise<{ identity: RequestIdentity; clearCookies: string[] }> {
  const [customer, admin, guest] = await Promise.all([
    cookies[cookieNames.customerToken] ? unlessUnauthorized(api.customerMe()) : null,
    cookies[cookieNames.adminToken] ? unlessUnauthorized(api.adminMe()) : null,
    cookies[cookieNames.guestToken] ? unlessUnauthorized(api.guestMe()) : null,
  ]);
  const clearCookies: string[] = [];
  if (customer === "stale") clearCookies.push(clearCookie(cookieNames.customerToken, secure));
  if (admin === "stale") clearCookies.push(clearCookie(cookieNames.adminToken, secure));
  if (guest === "stale") {
    clearCookies.push(clearCookie(cookieNames.guestToken, secure));
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

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
