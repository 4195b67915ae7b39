import { describe, expect, it } from "vitest";
import { createShopApi } from "../../lib/shop-api.ts";
import {
  type CheckoutPayment,
  hasOwnPage,
  providerLabel,
  providerPageUrl,
} from "./provider-page.ts";

const payment: CheckoutPayment = {
  idempotency_key: "key",
  distance_selling_agreement: true,
  preliminary_information: true,
};

/** Records which of the API's calls the payment step made, answering each with its own page. */
function fakeApi() {
  const calls: string[] = [];
  const answer = (response: object) => Response.json({ success: true, response });
  const api = createShopApi({
    origin: "http://shop.test",
    language: "tr",
    currency: 1,
    fetch: async (request) => {
      const url = new URL(request.url);
      if (url.pathname === "/api/v1/getPayTRIframeToken") {
        calls.push("paytr");
        return answer({ reference: "r1", iframe_url: "https://www.paytr.com/odeme/guvenli/t" });
      }
      const provider = url.searchParams.get("provider") ?? "";
      calls.push(provider);
      return answer({ reference: "r2", redirect_url: `https://${provider}.example/pay` });
    },
  });
  return { calls, api };
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

describe("a provider's name", () => {
  it("is its definition's, in the shop's language, and the default language's for another", () => {
    expect(["tr", "en", "ar"].map((locale) => providerLabel("test", locale))).toEqual([
      "Test bankası",
      "Test bank",
      "بنك الاختبار",
    ]);
    expect(providerLabel("test", "de")).toBe("Test bankası");
  });
});
