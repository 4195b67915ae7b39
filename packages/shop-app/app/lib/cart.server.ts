// The cart of the first-load flow (spec section 4): a logged-in customer's cart loads by the
// customer id, otherwise a guest's by the guest code; a visitor with neither has none.
import type { CartDetails } from "@shop/api/contract";
import type { CartProductDetail } from "../state/customer.ts";
import type { RequestIdentity } from "./identity.server.ts";
import { type ShopApi, unwrap } from "./shop-api.ts";

export async function loadCart(
  shopApi: ShopApi,
  identity: RequestIdentity,
  paymentCode?: "card" | "wire_transfer" | "door",
): Promise<CartDetails | null> {
  const id = identity.customer ? String(identity.customer.id) : identity.guest?.guestCode;
  if (!id) return null;
  const details = shopApi.cart.getCartDetails[":id"];
  const param = { id: encodeURIComponent(id) };
  return unwrap(details.$get({ param, query: paymentCode ? { payment_code: paymentCode } : {} }));
}

/** The cart's lines as the customer state keeps them. */
export function cartProductDetails(cart: CartDetails | null): CartProductDetail[] {
  return (cart?.items ?? []).map((line) => ({
    cart_product_id: line.id,
    product_id: line.product_id,
    sub_product_id: line.sub_product_id,
    quantity: line.quantity,
  }));
}

export async function loadCartProductDetails(
  shopApi: ShopApi,
  identity: RequestIdentity,
): Promise<CartProductDetail[]> {
  return cartProductDetails(await loadCart(shopApi, identity));
}
