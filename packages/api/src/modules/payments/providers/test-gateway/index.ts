// The built-in test gateway's entry in the payment listings (../../registry.ts): what it offers and
// its name in the shop. It has no account, so no settings; provider-config.ts turns it on.
import type { PaymentProviderListing } from "../../provider-definition.ts";

export const test: PaymentProviderListing<"test"> = {
  name: "test",
  offer: "test_card",
  label: { tr: "Test bankası", en: "Test bank", ar: "بنك الاختبار" },
};
