// A guest who signs in or registers keeps what they put in the cart (spec section 4: the cart is
// reloaded, the guest's lines joining the customer's), and stops being that guest.
import type { RouterContextProvider } from "react-router";
import type { ApiClient } from "../../lib/api-client.ts";
import { cookieNames } from "../../lib/cookies.ts";
import { clearCookie, tokenCookie } from "../../lib/identity.server.ts";
import { addResponseCookie } from "../../lib/request-context.server.ts";

export async function joinGuestCart(
  api: ApiClient,
  context: Readonly<RouterContextProvider>,
  customerToken: string,
  cookies: Record<string, string>,
  secure: boolean,
): Promise<void> {
  if (!tokenCookie(cookies, cookieNames.guestToken)) return;
  try {
    await api.guestCartToCustomer(customerToken);
    addResponseCookie(context, clearCookie(cookieNames.guestCode, secure, false));
  } catch (error) {
    // Signing in goes on: the lines stay in the guest's cart rather than blocking the customer.
    console.warn("sign-in: the guest's cart could not join the customer's", error);
  }
}
