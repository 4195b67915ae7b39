import type { LoaderFunctionArgs } from "react-router";
import { requireShopper } from "../features/guards/guards.server.ts";
import { splitLocale } from "../lib/locale.ts";

/** Shopper pages: a customer or a guest (spec section 5). */
export function loader({ context, url }: LoaderFunctionArgs) {
  requireShopper(context, url, splitLocale(url.pathname).locale);
  return null;
}
