// The payment providers, one line each: a provider is its folder (adapter, loopback stand-in,
// tests, definition) and its line here, and its name with what it offers in provider-names.ts,
// which the contract reads. Configuration (provider-config.ts), the contract's enums, the
// callback route, the database's CHECK and the README's table derive from these.
import type { PaymentProviderDefinition } from "./provider-definition.ts";
import type { PaymentProviderName } from "./provider-names.ts";
import { dpo } from "./providers/dpo/index.ts";
import { ipara } from "./providers/ipara/index.ts";
import { isyerimpos } from "./providers/isyerimpos/index.ts";
import { iyzico } from "./providers/iyzico/index.ts";
import { moka } from "./providers/moka/index.ts";
import { paypal } from "./providers/paypal/index.ts";
import { paytr } from "./providers/paytr/index.ts";
import { qnbpay } from "./providers/qnbpay/index.ts";
import { tami } from "./providers/tami/index.ts";
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
  paypal,
  zaincash,
  dpo,
};
