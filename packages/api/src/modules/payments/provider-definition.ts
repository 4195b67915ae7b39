// What a provider folder exports for the registry (registry.ts): its name, what it offers the
// shopper and its name as the shop shows it, the prose the README and the API's reference say of
// it, its settings (the environment variables that switch it on, which of them are secrets, its
// base URL's default, its test-mode flag) and the factory that makes its adapter from them. The
// generator (scripts/generate-payments.ts) writes the names, offers and labels into the leaf the
// contract reads without loading any adapter, and the README's rows.
import type { LanguageCode } from "../../contract/common.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import type { PaymentOffer, PaymentProviderName } from "./provider-names.ts";

export interface ProviderSetting {
  /** The environment variable. */
  env: string;
  /** Whether it is a secret: never returned, logged or shown. */
  secret: boolean;
}

/** What the shop shows and says of a provider: the test gateway has this much too. */
export interface PaymentProviderListing<N extends PaymentProviderName = PaymentProviderName> {
  name: N;
  offer: PaymentOffer;
  /** Its name in the shop: a brand name, the same in every language, or one per language. */
  label: string | Record<LanguageCode, string>;
}

export interface PaymentProviderDefinition<
  N extends PaymentProviderName = PaymentProviderName,
  K extends string = string,
> extends PaymentProviderListing<N> {
  /**
   * Its own payment call (POST /api/v1/{call}), as the specification names it where it does
   * (payIyzico, payQnbPay): the same flow as the call for its kind of offer, with the provider
   * given (checkout/provider-calls.ts).
   */
  call: `pay${string}`;
  /** Words about it, composed into the README's settings row and the API's reference. */
  prose: {
    /** What it is for: "card payments through Moka United with 3-D Secure". */
    what: string;
    /** What it takes, when not every currency or instalment: "IQD only". */
    limits?: string;
    /** The base URL of its test system, when it has one. */
    sandbox?: string;
    /**
     * What the server asks or checks of the provider, on its callback or the shopper's return,
     * before placing the order: "checks <Name>'s hash".
     */
    check?: string;
    /** What it adds to the shopper's return (payment/return), when the server reads it: "token". */
    returnFields?: string;
    /** Its 3-D Secure page carries the card, so payment/providerPage serves it once. */
    pageCarriesCard?: true;
  };
  /** The credentials, set together or not at all; the provider is on when all are set. */
  credentials: Record<K, ProviderSetting>;
  /** The provider's API: https, or plain http on loopback (a stand-in). */
  baseUrl: { env: string; default: string };
  /** A flag (1, true, yes, on) for the provider's test mode, for those that have one. */
  testMode?: { env: string };
  create(
    credentials: Record<K, string>,
    options: { baseUrl: string; testMode: boolean },
  ): PaymentProvider;
}

/**
 * Infers a definition's credential keys, so that its factory is checked against them, and
 * answers it as the registry holds every definition.
 */
export const defineProvider = <N extends PaymentProviderName, K extends string>(
  definition: PaymentProviderDefinition<N, K>,
): PaymentProviderDefinition<N> => definition as unknown as PaymentProviderDefinition<N>;
