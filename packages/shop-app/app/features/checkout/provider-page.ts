// Card providers whose own page takes the payment: the payment step sends the shopper's whole
// window there (PayTR's page, PayPal's approval, ZainCash's wallet, DPO's payment page), and the
// provider sends it back to the API's payment/return, which goes on to the order page. The shop's
// card form is shown only for the others.
import {
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDER_NAMES,
  type PaymentProviderName,
  REDIRECT_PROVIDER_NAMES,
  type RedirectProviderName,
} from "@shop/api/contract";
import { defaultLocale, isLocale } from "../../lib/locale.ts";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";

/** What every payment sends besides its method's own fields. */
export interface CheckoutPayment {
  idempotency_key: string;
  distance_selling_agreement: true;
  preliminary_information: true;
}

const isRedirectProvider = (code: string): code is RedirectProviderName =>
  (REDIRECT_PROVIDER_NAMES as readonly string[]).includes(code);

/** A provider the API knows (a forged form may name another; the API would refuse it). */
export const isPaymentProvider = (code: string): code is PaymentProviderName =>
  (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(code);

/** A provider's name in the shop's language, as its definition in the API gives it (api-032). */
export const providerLabel = (code: PaymentProviderName, locale: string) =>
  PAYMENT_PROVIDER_LABELS[code][isLocale(locale) ? locale : defaultLocale];

/** Whether the provider's own page takes the card (so the shop's card form is not shown). */
export const hasOwnPage = (code: string) => code === "paytr" || isRedirectProvider(code);

/** Where to send the shopper's window for a provider with its own page; null for the others. */
export async function providerPageUrl(
  shopApi: ShopApi,
  payment: CheckoutPayment,
  provider: string,
): Promise<string | null> {
  if (provider === "paytr")
    return (await unwrap(shopApi.getPayTRIframeToken.$post({ json: payment }))).iframe_url;
  if (isRedirectProvider(provider)) {
    const started = shopApi.payment.redirect.$post({ json: payment, query: { provider } });
    return (await unwrap(started)).redirect_url;
  }
  return null;
}
