// The checkout's pages (Turkish paths in every locale, under the locale prefix) and the cookie
// that says the agreements were accepted on the review step.
import { type Locale, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";

export const checkoutPath = (step: "adres" | "onay" | "odeme", locale: Locale) =>
  localizePath(`${paths.checkout}/${step}`, locale);
export const threeDSecurePath = (reference: string, locale: Locale) =>
  localizePath(`${paths.checkout}/3d/${encodeURIComponent(reference)}`, locale);
export const orderCompletePath = (code: string, locale: Locale) =>
  localizePath(`${paths.checkout}/tamamlandi/${encodeURIComponent(code)}`, locale);

/** Set by the review step for the browser session; the payment step needs it. */
export const APPROVED_COOKIE = "checkout_approved";
/** The payment step's refusal after a redirect (a failed 3-D Secure, say). */
export const PAYMENT_ERROR_PARAM = "hata";
