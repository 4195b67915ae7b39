// The registry is where a provider is named once: the contract's enums, the callback route and the
// README's settings table follow it (api-032).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CALLBACK_PROVIDER_NAMES,
  PAYMENT_PROVIDER_NAMES,
  REDIRECT_PROVIDER_NAMES,
} from "./provider-names.ts";
import { PAYMENT_PROVIDER_REGISTRY } from "./registry.ts";

describe("the payment registry", () => {
  it("gives the OpenAPI document the enums it had, in the same order", () => {
    expect(PAYMENT_PROVIDER_NAMES).toEqual([
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
    ]);
    expect(REDIRECT_PROVIDER_NAMES).toEqual(["paypal", "zaincash", "dpo"]);
    expect(CALLBACK_PROVIDER_NAMES).toEqual(["iyzico", "paytr", "moka", "ipara", "qnbpay", "tami"]);
  });

  it("has a definition under each name but the test gateway's, named as its key", () => {
    expect(Object.keys(PAYMENT_PROVIDER_REGISTRY)).toEqual(
      PAYMENT_PROVIDER_NAMES.filter((name) => name !== "test"),
    );
    for (const [key, definition] of Object.entries(PAYMENT_PROVIDER_REGISTRY))
      expect(definition.name).toBe(key);
  });

  it("is what the README's settings table lists, a row per provider", () => {
    const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
    const rows = readme.split("\n").filter((line) => line.startsWith("| `"));
    for (const definition of Object.values(PAYMENT_PROVIDER_REGISTRY)) {
      const credentials = Object.values(definition.credentials).map((s) => `\`${s.env}\``);
      const row = rows.find((line) => line.startsWith(`| ${credentials.join(", ")} `));
      expect(row, `${definition.name}'s row: ${credentials.join(", ")}`).toBeDefined();
      expect(row).toContain(`\`${definition.baseUrl.env}\``);
      if (definition.testMode) expect(row).toContain(`\`${definition.testMode.env}\``);
    }
  });
});
