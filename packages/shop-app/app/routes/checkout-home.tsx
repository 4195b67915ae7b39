import { type LoaderFunctionArgs, redirect } from "react-router";
import { checkoutPath } from "../lib/checkout-paths.ts";
import { splitLocale } from "../lib/locale.ts";

/** /siparis starts at its first step, the address (the layout's guards ran already). */
export function loader({ url }: LoaderFunctionArgs) {
  return redirect(checkoutPath("adres", splitLocale(url.pathname).locale));
}

export default function CheckoutHome() {
  return null;
}
