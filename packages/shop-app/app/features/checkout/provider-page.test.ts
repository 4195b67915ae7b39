import { describe, expect, it } from "vitest";
import type { CheckoutPayment } from "../../lib/api-client.ts";
import { hasOwnPage, providerPageUrl } from "./provider-page.ts";

const payment: CheckoutPayment = {
  idempotency_key: "key",
  distance_selling_agreement: true,
  preliminary_information: true,
};

/** Records which of the API's calls the payment step made, answering each with its own page. */
function fakeApi() {
  const calls: string[] = [];
  return {
    calls,
    api: {
      payThroughPaytr: async () => {
        calls.push("paytr");
        return { reference: "r1", iframe_url: "https://www.paytr.com/odeme/guvenli/t" };
      },
      payOnProviderPage: async (_payment: CheckoutPayment, provider: string) => {
        calls.push(provider);
        return { reference: "r2", redirect_url: `https://${provider}.example/pay` };
      },
    },
  };
}

describe("the providers whose own page takes the payment", () => {
  it("sends PayPal, ZainCash and DPO shoppers to the page the API started, and PayTR's to its own", async () => {
    const { api, calls } = fakeApi();
    expect(await providerPageUrl(api, payment, "paypal")).toBe("https://paypal.example/pay");
    expect(await providerPageUrl(api, payment, "zaincash")).toBe("https://zaincash.example/pay");
    expect(await providerPageUrl(api, payment, "dpo")).toBe("https://dpo.example/pay");
    expect(await providerPageUrl(api, payment, "paytr")).toBe(
      "https://www.paytr.com/odeme/guvenli/t",
    );
    expect(calls).toEqual(["paypal", "zaincash", "dpo", "paytr"]);
  });

  it("leaves card-form providers to the card form, asking the API nothing", async () => {
    const { api, calls } = fakeApi();
    for (const provider of ["test", "iyzico", "moka", "unknown"])
      expect(await providerPageUrl(api, payment, provider)).toBeNull();
    expect(calls).toEqual([]);
    expect(["paytr", "paypal", "zaincash", "dpo"].every(hasOwnPage)).toBe(true);
    expect(["test", "iyzico", "moka"].some(hasOwnPage)).toBe(false);
  });
});
