// The one interface every card payment provider stands behind: the built-in test gateway and each
// provider of the registry (registry.ts), card form or redirect. The checkout
// (checkout/card-payments.service.ts) only talks to this, so that a provider is chosen by
// configuration and the rules that matter (the amount the cart costs, one order per verified
// payment) are kept in one place whatever the provider.
import type {
  CardBrand,
  InstallmentOption,
  LanguageCode,
  PaymentProviderName,
} from "../../contract/index.ts";

export type ProviderName = PaymentProviderName;

export interface CardInfo {
  brand: CardBrand | null;
  debit: boolean;
  bank: string | null;
  /** Totals in minor units of the asked currency, with each instalment count's interest. */
  installments: InstallmentOption[];
}

/**
 * What a provider that offers one payment only answers about a card (no BIN table of its own, or
 * none whose answer the shop could check): no brand or bank, the cart's total at once.
 */
export const singlePayment = (cartTotal: number): CardInfo => ({
  brand: null,
  debit: false,
  bank: null,
  installments: [{ count: 1, monthly: cartTotal, total: cartTotal, interest_rate: 0 }],
});

/** The card as typed in the shop's card form; passed through to the provider, never stored. */
export interface CardDetails {
  holder: string;
  number: string;
  expireMonth: number;
  expireYear: number;
  cvv: string;
}

export interface PaymentRequest {
  /** The shop's own id of the payment, sent to the provider as its conversation or order id. */
  reference: string;
  /** What the cart costs, in minor units, before instalment interest. */
  cartTotal: number;
  /** What the shopper pays with the instalment interest, in minor units. */
  amount: number;
  currencyCode: string;
  installments: number;
  lang: LanguageCode;
  /** Where the provider sends the shopper's browser (or its notification) back to. */
  callbackUrl: string;
  /** Where the shopper's browser goes when the provider's page is done (its ok and fail URLs). */
  returnUrl: string;
  buyer: {
    id: string;
    email: string;
    name: string;
    phone: string;
    address: string;
    city: string;
    country: string;
    ip: string;
  };
  /** Present for providers whose card form is the shop's own (test gateway, iyzico 3-D Secure). */
  card?: CardDetails;
}

export type StartOutcome =
  /** The shop's own challenge page (test gateway). */
  | { kind: "challenge" }
  /** The bank's 3-D Secure page to show the shopper (iyzico's as given, one leading to Moka's). */
  | { kind: "html"; html: string; providerPaymentId: string | null }
  /** The provider's payment page, to show in an iframe (an own_page provider). */
  | { kind: "iframe"; url: string; providerPaymentId: string }
  /** The provider's own page, to send the shopper's whole window to (PayPal, ZainCash, DPO). */
  | { kind: "redirect"; url: string; providerPaymentId: string }
  | { kind: "declined"; reason: string };

/** What the provider answered when asked on the server about a payment's outcome. */
export type VerifiedPayment =
  | {
      status: "succeeded";
      amount: number;
      currencyCode: string;
      installments: number;
      providerPaymentId: string;
    }
  | { status: "failed"; reason: string }
  /** The callback is not the provider's (bad signature, another payment's id): it changes nothing. */
  | { status: "rejected"; reason: string };

export interface StoredPayment {
  reference: string;
  amount: number;
  currencyCode: string;
  installments: number;
  providerPaymentId: string | null;
  lang: LanguageCode;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Whether the shop's own card form collects the card (else the provider's page does). */
  readonly cardForm: boolean;
  /** The field of the provider's callback that carries the shop's reference of the payment. */
  readonly callbackReference?: string;
  /**
   * The text a server-to-server notification is answered with, when the provider's server (not
   * the shopper's browser) calls back and repeats its call until it reads this.
   */
  readonly callbackAnswer?: string;
  /**
   * Whether the page `start` answers carries the card itself (a form the shopper's browser posts
   * to the provider, as ipara's): it is then served once and forgotten, never kept.
   */
  readonly pageCarriesCard?: boolean;
  /**
   * The currencies the provider takes, when not every one the shop sells in (PayPal's list,
   * ZainCash's IQD): the payment step offers it only for these.
   */
  readonly currencies?: readonly string[];
  /**
   * Whether the shopper's browser coming back (payment/return) is the moment to ask the provider
   * (PayPal's capture, ZainCash's and DPO's status), rather than waiting for a notification.
   */
  readonly verifiesOnReturn?: boolean;
  cardInfo(bin: string, cartTotal: number, currencyCode: string): Promise<CardInfo>;
  start(request: PaymentRequest): Promise<StartOutcome>;
  /**
   * Checks with the provider, server to server, what became of a payment; `fields` are what the
   * provider's callback carried (never trusted alone: each adapter verifies them).
   */
  verify(payment: StoredPayment, fields: Record<string, string>): Promise<VerifiedPayment>;
  /**
   * A notification the provider sends on its own (PayPal's webhook), checked with the provider:
   * null when it is not the provider's; else the payment it names, if any, with the fields to
   * verify it with.
   */
  readNotification?(
    headers: Record<string, string>,
    body: Record<string, unknown>,
  ): Promise<{
    verified: true;
    payment?: { reference: string; fields: Record<string, string> };
  } | null>;
  /** Pays `amount` (minor units) of a succeeded payment back to the card. */
  refund(
    payment: StoredPayment & { providerPaymentId: string },
    amount: number,
    ip: string,
  ): Promise<void>;
}

/** A provider that did not answer in time or answered something unreadable. */
export class ProviderUnavailableError extends Error {
  constructor(provider: ProviderName, detail: string) {
    super(`${provider}: ${detail}`);
    this.name = "ProviderUnavailableError";
  }
}
