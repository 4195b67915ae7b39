import type { LoaderFunctionArgs } from "react-router";
import {
  requireCartProducts,
  requireCheckoutChoice,
  requireShopper,
} from "../features/guards/guards.server.ts";
import { loadCartProductDetails } from "../lib/cart.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** Checkout steps: a customer or a guest buying as one, and something in the cart (section 5). */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, shopApi } = routeApi(args);
  const identity = requireShopper(args.context, args.url, locale);
  requireCartProducts(await loadCartProductDetails(shopApi, identity), locale);
  requireCheckoutChoice(identity, args.request, args.url, locale);
  return null;
}
