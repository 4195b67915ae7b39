// Sign-in by a `token` query parameter on any page (spec section 4): the token is checked with
// the API (customerToken/me with it as Bearer); when it stands for a customer it is saved as the
// HttpOnly customer_token cookie, otherwise the saved credentials are cleared and the shopper
// continues as a guest. Either way the browser is sent to the same page without the token, so it
// never stays in the address bar, the history or a Referer header.
import { type RouterContextProvider, redirect } from "react-router";
import { type ApiClient, isApiRequestError } from "../../lib/api-client.ts";
import { cookieNames, serializeCookie } from "../../lib/cookies.ts";
import { clearCookie } from "../../lib/identity.server.ts";
import { addResponseCookie } from "../../lib/request-context.server.ts";
import { safeRedirectPath } from "../../lib/safe-redirect.ts";
import { joinGuestCart } from "./guest-cart.server.ts";

export const TOKEN_PARAM = "token";

/** Throws the redirect when the URL carries a token; returns when it does not. */
export async function signInByToken(
  url: URL,
  api: ApiClient,
  context: Readonly<RouterContextProvider>,
  secure: boolean,
  cookies: Record<string, string>,
): Promise<void> {
  const token = url.searchParams.get(TOKEN_PARAM);
  if (token === null) return;
  const target = new URL(url);
  target.searchParams.delete(TOKEN_PARAM);
  // A path such as "//evil.example/" would leave the shop: only paths of this origin.
  const location = safeRedirectPath(`${target.pathname}${target.search}${target.hash}`);

  let me: Awaited<ReturnType<ApiClient["customerMe"]>> | null = null;
  if (token.length > 0 && token.length <= 512) {
    try {
      me = await api.customerMe(token);
    } catch (error) {
      if (!isApiRequestError(error) || error.status >= 500) throw error;
    }
  }
  if (me) {
    const maxAge = (Date.parse(me.expires_at) - Date.now()) / 1000;
    addResponseCookie(
      context,
      serializeCookie(cookieNames.customerToken, token, { maxAge, httpOnly: true, secure }),
    );
    await joinGuestCart(api, context, token, cookies, secure);
  } else {
    addResponseCookie(context, clearCookie(cookieNames.customerToken, secure));
    addResponseCookie(context, clearCookie(cookieNames.sessionId, secure, false));
  }
  throw redirect(location, 302);
}
