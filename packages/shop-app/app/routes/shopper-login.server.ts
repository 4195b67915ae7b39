import type { ErrorCode } from "@shop/api/contract";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { GUEST_CHECKOUT_COOKIE } from "../features/checkout/checkout-paths.ts";
import { fieldErrors } from "../features/checkout/form-values.ts";
import { redirectSignedInShopper } from "../features/guards/guards.server.ts";
import { joinGuestCart } from "../features/identity/guest-cart.server.ts";
import { isApiRequestError } from "../lib/api-client.ts";
import { serializeCookie } from "../lib/cookies.ts";
import { isSecureRequest, requestIdentity } from "../lib/identity.server.ts";
import { type Locale, localizePath, splitLocale } from "../lib/locale.ts";
import { paths } from "../lib/paths.ts";
import { addResponseCookie, requestCookies } from "../lib/request-context.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";

/** Where to go after signing in: `r` inside the shop, never back to this page. */
function returnTo(url: URL, locale: Locale): string {
  const home = localizePath(paths.home, locale);
  const target = safeRedirectPath(url.searchParams.get("r"), home);
  return splitLocale(new URL(target, url).pathname).path === paths.shopperLogin ? home : target;
}

function isCheckout(path: string): boolean {
  const page = splitLocale(new URL(path, "http://shop").pathname).path;
  return page === paths.checkout || page.startsWith(`${paths.checkout}/`);
}

/** /uye-giris?r=: a signed-in customer goes home; on the way to the checkout, a guest may go on. */
export function loader({ context, url }: LoaderFunctionArgs) {
  const { locale } = splitLocale(url.pathname);
  redirectSignedInShopper(context, locale);
  const target = returnTo(url, locale);
  return {
    returnTo: target,
    // Only a guest has a cart to buy: anyone else would be sent back here by the checkout.
    guestCheckout: isCheckout(target) && Boolean(requestIdentity(context).guest),
  };
}

export type SignInResult = {
  code: ErrorCode;
  errors: Record<string, string>;
  values: { email: string };
};

export async function action(args: ActionFunctionArgs) {
  const { api, locale } = routeApi(args);
  const form = await args.request.formData();
  const target = returnTo(args.url, locale);
  const secure = isSecureRequest(args.request);
  if (form.get("intent") === "guest") {
    if (!requestIdentity(args.context).guest) return redirect(localizePath(paths.cart, locale));
    addResponseCookie(args.context, serializeCookie(GUEST_CHECKOUT_COOKIE, "1", { secure }));
    return redirect(target);
  }
  const email = String(form.get("email") ?? "");
  try {
    const signedIn = await api.customerLogin({
      email,
      password: String(form.get("password") ?? ""),
    });
    await joinGuestCart(api, args.context, signedIn.token, requestCookies(args.request), secure);
  } catch (error) {
    if (!isApiRequestError(error) || error.status >= 500) throw error;
    return data(
      { code: error.code, errors: fieldErrors(error), values: { email } } satisfies SignInResult,
      error.status,
    );
  }
  return redirect(target);
}
