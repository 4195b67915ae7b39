// The payment providers' names and what each offers, with no adapter code: the one list the API's
// contract (its enums, imported by the app's browser code too) and the database's CHECK read.
// registry.ts maps each of these names to its provider folder's definition, and the compiler
// fails while a name has no definition or a definition no name (docs/decisions/api-032).

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

export const PAYMENT_PROVIDER_NAMES = [
  "test",
  "iyzico",
  "paytr",
  "moka",
  "ipara",
  "qnbpay",
  "isyerimpos",
  "tami",
  "paypal",
  "zaincash",
  "dpo",
] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** What each provider offers; the compiler fails while a name has no entry here. */
export const PAYMENT_PROVIDER_OFFERS = {
  test: "test_card",
  iyzico: "card_3ds",
  paytr: "own_page",
  moka: "card_3ds",
  ipara: "card_3ds",
  qnbpay: "card_3ds",
  isyerimpos: "card_return",
  tami: "card_3ds",
  paypal: "redirect",
  zaincash: "redirect",
  dpo: "redirect",
} as const satisfies Record<PaymentProviderName, PaymentOffer>;

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
