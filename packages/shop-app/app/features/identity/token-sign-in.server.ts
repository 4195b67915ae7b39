// Sign-in by a `token` query parameter on any page (spec section 4). The parameter is a
// single-use sign-in code (customerToken/signInCode), never a session token: the API uses it up
// and sets a fresh customer_token cookie. When another customer is signed in on this browser the
// API asks for a confirmation first, and the shopper is sent to the "continue as …?" page with
// the code kept in a short-lived HttpOnly cookie. A code that does not work clears the saved
// credentials and the shopper continues as a guest. Either way the browser leaves the page with
// the code, so it never stays in the address bar, the history or a Referer header.
import { type RouterContextProvider, redirect } from "react-router";
import { cookieNames, serializeCookie } from "../../lib/cookies.ts";
import { clearCookie, clearTokenCookie } from "../../lib/identity.server.ts";
import { localizePath, splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { addResponseCookie } from "../../lib/request-context.server.ts";
import { safeRedirectPath } from "../../lib/safe-redirect.ts";
import { isApiRequestError, type ShopApi, unwrap } from "../../lib/shop-api.ts";
import { joinGuestCart } from "./guest-cart.server.ts";

export const TOKEN_PARAM = "token";

/** The code waiting for the shopper's "continue as …?" answer (HttpOnly, as long as a code lives). */
export const PENDING_SIGN_IN_COOKIE = "sign_in_link";
const PENDING_MAX_AGE = 300;

export const pendingSignInCookie = (code: string, secure: boolean) =>
  serializeCookie(PENDING_SIGN_IN_COOKIE, code, {
    maxAge: PENDING_MAX_AGE,
    httpOnly: true,
    secure,
  });

/** Signs in with the code; the cookies it sets go out with the response. */
export async function signInByCode(
  shopApi: ShopApi,
  context: Readonly<RouterContextProvider>,
  code: string,
  cookies: Record<string, string>,
  secure: boolean,
  confirmedSwitch = false,
): Promise<void> {
  const json = { code, ...(confirmedSwitch ? { switch: true } : {}) };
  const signedIn = await unwrap(shopApi.customerToken.signInCode.exchange.$post({ json }));
  await joinGuestCart(shopApi, context, signedIn.token, cookies, secure);
}

/** Throws the redirect when the URL carries a token; returns when it does not. */
export async function signInByToken(
  url: URL,
  shopApi: ShopApi,
  context: Readonly<RouterContextProvider>,
  secure: boolean,
  cookies: Record<string, string>,
): Promise<void> {
  const code = url.searchParams.get(TOKEN_PARAM);
  if (code === null) return;
  const target = new URL(url);
  target.searchParams.delete(TOKEN_PARAM);
  // A path such as "//evil.example/" would leave the shop: only paths of this origin.
  const location = safeRedirectPath(`${target.pathname}${target.search}${target.hash}`);

  if (code.length > 0 && code.length <= 200) {
    try {
      await signInByCode(shopApi, context, code, cookies, secure);
      throw redirect(location, 302);
    } catch (error) {
      if (!isApiRequestError(error)) throw error;
      if (error.code === "sign_in_switch_unconfirmed") {
        addResponseCookie(context, pendingSignInCookie(code, secure));
        const confirm = localizePath(paths.signInLink, splitLocale(url.pathname).locale);
        throw redirect(`${confirm}?r=${encodeURIComponent(location)}`, 302);
      }
      if (error.status >= 500) throw error;
    }
  }
  for (const cookie of clearTokenCookie(cookieNames.customerToken, secure))
    addResponseCookie(context, cookie);
  addResponseCookie(context, clearCookie(cookieNames.sessionId, secure, false));
  throw redirect(location, 302);
}
