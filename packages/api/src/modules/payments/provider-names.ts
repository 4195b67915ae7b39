// The payment providers' names and what each offers, with no adapter code: what the API's contract
// (its enums, imported by the app's browser code too) and the database's CHECK read. The lists are
// generated from the registry (provider-names.generated.ts, by scripts/generate-payments.ts); what
// is computed from them is here. registry.ts maps each name to its provider folder's definition,
// and the compiler fails while a name has no definition or a definition no name (api-032).
import { PAYMENT_PROVIDER_NAMES, PAYMENT_PROVIDER_OFFERS } from "./provider-names.generated.ts";

export { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDER_NAMES } from "./provider-names.generated.ts";

/**
 * What a provider offers the shopper:
 * - test_card: the built-in test gateway, the shop's own card form and challenge page;
 * - card_3ds: the shop's card form, then the bank's 3-D Secure page, which calls back
 *   (payment/callback/{provider});
 * - card_return: the shop's card form, verified when the shopper's browser comes back;
 * - own_page: the provider's page in an iframe, which notifies (payment/callback/{provider});
 * - redirect: the provider's own page, the whole window sent there and back (payment/return).
 */
export type PaymentOffer = "test_card" | "card_3ds" | "card_return" | "own_page" | "redirect";

export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

type Offers = typeof PAYMENT_PROVIDER_OFFERS;
/** The names of the providers that offer one of `offers`, in the registry's order. */
export type ProviderOffering<O extends PaymentOffer> = {
  [N in PaymentProviderName]: Offers[N] extends O ? N : never;
}[PaymentProviderName];

type NonEmpty<T> = readonly [T, ...T[]];

export function providersOffering<O extends PaymentOffer>(
  ...offers: O[]
): NonEmpty<ProviderOffering<O>> {
  const names = PAYMENT_PROVIDER_NAMES.filter((name) =>
    (offers as PaymentOffer[]).includes(PAYMENT_PROVIDER_OFFERS[name]),
  );
  return names as unknown as NonEmpty<ProviderOffering<O>>;
}

/** Providers whose own page takes the payment, reached by sending the whole window there. */
export const REDIRECT_PROVIDER_NAMES = providersOffering("redirect");
export type RedirectProviderName = (typeof REDIRECT_PROVIDER_NAMES)[number];
/** Providers that call the shop back (payment/callback/{provider}). */
export const CALLBACK_PROVIDER_NAMES = providersOffering("card_3ds", "own_page");
