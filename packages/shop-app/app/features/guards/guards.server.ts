// Route guards (spec section 5), run by the loaders of the guarded layouts on the server, so
// they hold for the first page load and for every client navigation (each makes a data request
// that runs them). Every `r` is built from the current URL and read back through
// safeRedirectPath, so a guard never sends anyone off the shop.
import { type RouterContextProvider, redirect } from "react-router";
import { GUEST_CHECKOUT_COOKIE } from "../../lib/checkout-paths.ts";
import { requestIdentity } from "../../lib/identity.server.ts";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { requestCookies } from "../../lib/request-context.server.ts";
import { returnPath, safeRedirectPath, withReturnTo } from "../../lib/safe-redirect.ts";
import type { CartProductDetail } from "../../state/customer.ts";

type Context = Readonly<RouterContextProvider>;

/** Admin pages need an admin; otherwise /login?r={path}. */
export function requireAdmin(context: Context, url: URL) {
  const { admin } = requestIdentity(context);
  if (!admin) throw redirect(withReturnTo(paths.adminLogin, returnPath(url)));
  return admin;
}

/** The admin login sends an admin on to the requested admin page, or /admin. */
export function redirectSignedInAdmin(context: Context, url: URL): void {
  if (!requestIdentity(context).admin) return;
  const target = safeRedirectPath(url.searchParams.get("r"), paths.admin);
  throw redirect(target.startsWith(paths.admin) ? target : paths.admin);
}

/** The shopper login sends a logged-in customer home. */
export function redirectSignedInShopper(context: Context, locale: Locale): void {
  if (requestIdentity(context).customer) throw redirect(localizePath(paths.home, locale));
}

/** Shopper pages need a customer or a guest; otherwise /uye-giris?r={path}. */
export function requireShopper(context: Context, url: URL, locale: Locale) {
  const identity = requestIdentity(context);
  if (!identity.customer && !identity.guest) {
    throw redirect(withReturnTo(localizePath(paths.shopperLogin, locale), returnPath(url)));
  }
  return identity;
}

/** A member's own pages (details, addresses, favourites) need a customer: a guest signs in. */
export function requireCustomer(context: Context, url: URL, locale: Locale) {
  const { customer } = requestIdentity(context);
  if (!customer) {
    throw redirect(withReturnTo(localizePath(paths.shopperLogin, locale), returnPath(url)));
  }
  return customer;
}

/**
 * The checkout needs a customer, or a guest who chose to buy without signing in on the sign-in
 * page (its "continue as guest"); a guest who has not chosen yet is asked there first.
 */
export function requireCheckoutChoice(
  identity: ReturnType<typeof requestIdentity>,
  request: Request,
  url: URL,
  locale: Locale,
): void {
  if (!identity.customer && requestCookies(request)[GUEST_CHECKOUT_COOKIE] !== "1") {
    throw redirect(withReturnTo(localizePath(paths.shopperLogin, locale), returnPath(url)));
  }
}

/** Checkout pages also need something in the cart; otherwise /cart. */
export function requireCartProducts(lines: readonly CartProductDetail[], locale: Locale): void {
  if (lines.length === 0) throw redirect(localizePath(paths.cart, locale));
}
