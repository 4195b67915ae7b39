// The API reference's words about the providers, composed from their definitions (registry.ts), so
// that the checkout's route descriptions (checkout/checkout.routes.ts) name none themselves and a
// new provider is in them once it is in the registry.
import type { PaymentProviderDefinition } from "./provider-definition.ts";
import type { PaymentOffer } from "./provider-names.ts";
import { PAYMENT_PROVIDER_REGISTRY } from "./registry.ts";

type Definition = PaymentProviderDefinition;

const definitions: Definition[] = Object.values(PAYMENT_PROVIDER_REGISTRY);
const offering = (...offers: PaymentOffer[]) => definitions.filter((d) => offers.includes(d.offer));
/** Its name in the reference, which is in English. */
const label = (d: Definition) => (typeof d.label === "string" ? d.label : d.label.en);

/** "a", "a and b", "a, b and c". */
function listOf(words: string[], last: "and" | "or"): string {
  return words.length < 2
    ? words.join("")
    : `${words.slice(0, -1).join(", ")} ${last} ${words[words.length - 1]}`;
}
const names = (ds: Definition[]) => ds.map(label).join(", ");
const theirs = (ds: Definition[]) =>
  listOf(
    ds.map((d) => `${label(d)}'s`),
    "and",
  );
/** "A: …; B: …", for those that say something. */
const each = (ds: Definition[], say: (d: Definition) => string | undefined) =>
  ds.flatMap((d) => (say(d) ? [`${label(d)}: ${say(d)}`] : [])).join("; ");

const browserReturns = offering("card_3ds");
const notifiers = offering("own_page");
const redirects = offering("redirect");
const returners = offering("redirect", "card_return");

export const PROVIDER_PROSE = {
  /** Those paid through the shop's card form: "A, B or C". */
  cardForm: listOf(offering("card_3ds", "card_return").map(label), "or"),
  /** Those whose 3-D Secure page carries the card: "A's and B's". */
  pageCarriesCard: theirs(definitions.filter((d) => d.prose.pageCarriesCard)),
  /** What the server does with each callback, one clause each, joined with "or". */
  callbackChecks: listOf(
    offering("card_3ds", "own_page").flatMap((d) => (d.prose.check ? [d.prose.check] : [])),
    "or",
  ),
  /** Those whose callback is the shopper's browser back from the bank: "A's, B's and C's". */
  browserReturns: theirs(browserReturns),
  browserReturnNames: names(browserReturns),
  /** Those whose callback is a notification of their own page. */
  notifiers: theirs(notifiers),
  notifierNames: names(notifiers),
  /** The currencies of the redirect providers that do not take every one. */
  redirectLimits: each(redirects, (d) => d.prose.limits),
  /** What the server asks each redirect provider on the shopper's return. */
  redirectChecks: each(redirects, (d) => d.prose.check),
  /** The redirect providers: "A, B, C". */
  redirectNames: names(redirects),
  /** Those that send the shopper back to payment/return: "A, B and C". */
  returners: listOf(returners.map(label), "and"),
  /** What each of them adds to the return: "A's token, B's uid". */
  returnFields: returners
    .flatMap((d) => (d.prose.returnFields ? [`${label(d)}'s ${d.prose.returnFields}`] : []))
    .join(", "),
};
