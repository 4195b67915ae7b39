// The cart of the first-load flow (spec section 4): a logged-in customer's cart loads by the
// customer id, otherwise a guest's by the guest code. The cart calls (cart/getCartDetails/{id})
// come with the cart issue's API; until then every cart is empty, which is also what the
// checkout guard sees.
import type { CartProductDetail } from "../state/customer.ts";
import type { ApiClient } from "./api-client.ts";
import type { RequestIdentity } from "./identity.server.ts";

export async function loadCartProductDetails(
  _api: ApiClient,
  identity: RequestIdentity,
): Promise<CartProductDetail[]> {
  if (!identity.customer && !identity.guest) return [];
  return [];
}
