import type { LoaderFunctionArgs } from "react-router";
import { loadCart } from "../lib/cart.server.ts";
import { requestIdentity } from "../lib/identity.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

export { cartAction as action } from "../features/cart/cart-actions.server.ts";

/** /cart (page-link key checkouts): the shopper's cart, empty for a visitor without one. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi } = routeApi(args);
  const cart = await loadCart(shopApi, requestIdentity(args.context));
  return { cart };
}
