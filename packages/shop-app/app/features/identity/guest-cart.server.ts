// A guest who signs in or registers keeps what they put in the cart (spec section 4: the cart is
// reloaded, the guest's lines joining the customer's), and stops being that guest.
import type { RouterContextProvider } from "react-router";
import { cookieNames } from "../../lib/cookies.ts";
import { clearCookie, tokenCookie } from "../../lib/identity.server.ts";
import { addResponseCookie } from "../../lib/request-context.server.ts";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";

export async function joinGuestCart(
  shopApi: ShopApi,
  context: Readonly<RouterContextProvider>,
  customerToken: string,
  cookies: Record<string, string>,
  secure: boolean,
): Promise<void> {
  if (!tokenCookie(cookies, cookieNames.guestToken)) return;
  try {
    const headers = { Authorization: `Bearer ${customerToken}` };
    await unwrap(shopApi.cartGuestToCustomer.$post({ json: {} }, { headers }));
    addResponseCookie(context, clearCookie(cookieNames.guestCode, secure, false));
  } catch (error) {
    // Signing in goes on: the lines stay in the guest's cart rather than blocking the customer.
    console.warn("sign-in: the guest's cart could not join the customer's", error);
  }
}
