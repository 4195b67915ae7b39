// The checkout's pages (Turkish paths in every locale, under the locale prefix) and the cookie
// that say a guest chose to buy without an account and that the agreements were accepted.
import { type Locale, localizePath } from "./locale.ts";
import { paths } from "./paths.ts";

export const checkoutPath = (step: "adres" | "onay" | "odeme", locale: Locale) =>
  localizePath(`${paths.checkout}/${step}`, locale);
export const threeDSecurePath = (reference: string, locale: Locale) =>
  localizePath(`${paths.checkout}/3d/${encodeURIComponent(reference)}`, locale);
export const orderCompletePath = (code: string, locale: Locale) =>
  localizePath(`${paths.checkout}/tamamlandi/${encodeURIComponent(code)}`, locale);

/** Set for the browser session when a guest chose to buy without signing in. */
export const GUEST_CHECKOUT_COOKIE = "guest_checkout";
/** Set by the review step for the browser session; the payment step needs it. */
export const APPROVED_COOKIE = "checkout_approved";
/** The payment step's refusal after a redirect (a failed 3-D Secure, say). */
export const PAYMENT_ERROR_PARAM = "hata";
