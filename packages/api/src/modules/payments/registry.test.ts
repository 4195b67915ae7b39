// The registry is where a provider is named once: the contract's enums, the callback route and the
// READMEs' rows follow it, the generated ones through scripts/generate-payments.ts (api-032).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  GENERATE_PAYMENTS_COMMAND,
  generatedPaymentFiles,
} from "../../../scripts/generate-payments.ts";
import {
  CALLBACK_PROVIDER_NAMES,
  PAYMENT_PROVIDER_NAMES,
  REDIRECT_PROVIDER_NAMES,
} from "./provider-names.ts";
import { PAYMENT_PROVIDER_LISTINGS, PAYMENT_PROVIDER_REGISTRY } from "./registry.ts";

describe("the payment registry", () => {
  it("calls back the providers that offer a 3-D Secure page or their own, and redirects to the others", () => {
    const offering = (...offers: string[]) =>
      PAYMENT_PROVIDER_LISTINGS.filter((listing) => offers.includes(listing.offer)).map(
        (listing) => listing.name,
      );
    expect(PAYMENT_PROVIDER_NAMES).toEqual(
      PAYMENT_PROVIDER_LISTINGS.map((listing) => listing.name),
    );
    expect(REDIRECT_PROVIDER_NAMES).toEqual(offering("redirect"));
    expect(CALLBACK_PROVIDER_NAMES).toEqual(offering("card_3ds", "own_page"));
  });

  it("has a definition under each name but the test gateway's, named as its key", () => {
    expect(Object.keys(PAYMENT_PROVIDER_REGISTRY)).toEqual(
      PAYMENT_PROVIDER_NAMES.filter((name) => name !== "test"),
    );
    for (const [key, definition] of Object.entries(PAYMENT_PROVIDER_REGISTRY))
      expect(definition.name).toBe(key);
  });

  it("is what the generated files say", () => {
    for (const { path, text } of generatedPaymentFiles())
      expect(readFileSync(path, "utf8") === text, `${path}: run ${GENERATE_PAYMENTS_COMMAND}`).toBe(
        true,
      );
  });
});
