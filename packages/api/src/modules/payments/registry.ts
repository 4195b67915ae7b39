// The payment providers, one line each: a provider is its folder (adapter, loopback stand-in,
// tests, definition) and its line here. Configuration (provider-config.ts) and the checkout's
// route descriptions (provider-prose.ts) read these; scripts/generate-payments.ts writes from them
// the leaf the contract reads (provider-names.generated.ts: names, offers, labels), and with it
// the contract's enums and the database's CHECK, and the READMEs' rows.
import type { PaymentProviderDefinition, PaymentProviderListing } from "./provider-definition.ts";
import type { PaymentProviderName } from "./provider-names.ts";
import { craftgate } from "./providers/craftgate/index.ts";
import { dpo } from "./providers/dpo/index.ts";
import { ipara } from "./providers/ipara/index.ts";
import { isyerimpos } from "./providers/isyerimpos/index.ts";
import { iyzico } from "./providers/iyzico/index.ts";
import { moka } from "./providers/moka/index.ts";
import { paypal } from "./providers/paypal/index.ts";
import { paytr } from "./providers/paytr/index.ts";
import { qnbpay } from "./providers/qnbpay/index.ts";
import { tami } from "./providers/tami/index.ts";
import { test } from "./providers/test-gateway/index.ts";
import { zaincash } from "./providers/zaincash/index.ts";

/** The providers with an account of the shop's; the test gateway (providers/test-gateway) has none. */
export type AccountProviderName = Exclude<PaymentProviderName, "test">;

export const PAYMENT_PROVIDER_REGISTRY: {
  readonly [N in AccountProviderName]: PaymentProviderDefinition<N>;
} = {
  iyzico,
  paytr,
  moka,
  ipara,
  qnbpay,
  isyerimpos,
  tami,
  craftgate,
  paypal,
  zaincash,
  dpo,
};

/** Every provider the shop may show, the test gateway first, then the registry's order. */
export const PAYMENT_PROVIDER_LISTINGS: readonly PaymentProviderListing[] = [
  test,
  ...Object.values(PAYMENT_PROVIDER_REGISTRY),
];
