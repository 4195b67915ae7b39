// Card providers whose own page takes the payment: the payment step sends the shopper's whole
// window there (PayTR's page, PayPal's approval, ZainCash's wallet, DPO's payment page), and the
// provider sends it back to the API's payment/return, which goes on to the order page. The shop's
// card form is shown only for the others.
import { REDIRECT_PROVIDER_NAMES, type RedirectProviderName } from "@shop/api/contract";
import type { ApiClient, CheckoutPayment } from "../../lib/api-client.ts";

const isRedirectProvider = (code: string): code is RedirectProviderName =>
  (REDIRECT_PROVIDER_NAMES as readonly string[]).includes(code);

/** Whether the provider's own page takes the card (so the shop's card form is not shown). */
export const hasOwnPage = (code: string) => code === "paytr" || isRedirectProvider(code);

/** Where to send the shopper's window for a provider with its own page; null for the others. */
export async function providerPageUrl(
  api: Pick<ApiClient, "payThroughPaytr" | "payOnProviderPage">,
  payment: CheckoutPayment,
  provider: string,
): Promise<string | null> {
  if (provider === "paytr") return (await api.payThroughPaytr(payment)).iframe_url;
  if (isRedirectProvider(provider))
    return (await api.payOnProviderPage(payment, provider)).redirect_url;
  return null;
}
