// Each provider's own call (payIyzico, payPaypal, …) is the shop's flow for its kind of offer with
// the provider given: declared for every provider of the registry, and answering as the generic
// call does, against the providers' loopback stand-ins.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newGuest } from "../../../test/commerce-fixtures.ts";
import { call, createTestApi, type TestApi } from "../../../test/harness.ts";
import { cardBody, guestWithCart, shopWithProviders } from "../../../test/payment-checkout.ts";
import { iyzicoProvider } from "../payments/providers/iyzico/iyzico.ts";
import { IyzicoStandIn } from "../payments/providers/iyzico/iyzico-stand-in.ts";
import { paypalProvider } from "../payments/providers/paypal/paypal.ts";
import { PaypalStandIn } from "../payments/providers/paypal/paypal-stand-in.ts";
import { PAYMENT_PROVIDER_REGISTRY } from "../payments/registry.ts";

const IYZICO = { apiKey: "sandbox-key", secretKey: "sandbox-secret" };
const PAYPAL = { clientId: "sandbox-client", clientSecret: "sandbox-secret", webhookId: "WH-1" };
const iyzico = new IyzicoStandIn(IYZICO);
const paypal = new PaypalStandIn(PAYPAL);
let api: TestApi;
let categoryId: number;

beforeAll(async () => {
  const shop = await shopWithProviders([
    iyzicoProvider({ ...IYZICO, baseUrl: await iyzico.start(), timeoutMs: 3_000 }),
    paypalProvider({ ...PAYPAL, baseUrl: await paypal.start(), timeoutMs: 3_000 }),
  ]);
  api = shop.api;
  categoryId = shop.categoryId;
});
afterAll(async () => {
  await Promise.all([iyzico.close(), paypal.close()]);
  await api?.close();
});

const agreements = { distance_selling_agreement: true, preliminary_information: true };

describe("the providers' own calls", () => {
  it("declares one POST per provider of the registry, named as the specification names it", async () => {
    const doc = (await call(api, "GET", "/openapi.json")).json;
    const calls = Object.values(PAYMENT_PROVIDER_REGISTRY).map((provider) => provider.call);
    expect(calls).toEqual(
      expect.arrayContaining([
        "payIyzico",
        "payIsyerimpos",
        "payTami",
        "payMoka",
        "payIpara",
        "payPaytr",
        "payZainCash",
        "payPaypal",
        "payDpo",
        "payQnbPay",
      ]),
    );
    for (const name of calls) {
      const operation = doc.paths[`/api/v1/${name}`]?.post;
      expect(operation?.summary, name).toContain(name);
      // the provider is the call's: no query parameter chooses another
      const parameters: Array<{ name: string }> = operation?.parameters ?? [];
      expect(parameters.map((parameter) => parameter.name)).not.toContain("provider");
    }
  });

  it("starts iyzico's 3-D Secure through payIyzico, and asks for a missing card field", async () => {
    const shopper = await guestWithCart(api, categoryId);
    const started = await call(api, "POST", "/payIyzico?language=en", {
      token: shopper.token,
      body: cardBody(),
    });
    expect(started.status).toBe(200);
    expect(started.json.response.three_d_secure.html).toContain("<");
    expect(iyzico.requests.at(-1)?.path).toBe("/payment/3dsecure/initialize");
    expect(iyzico.requests.at(-1)?.body).toMatchObject({
      conversationId: started.json.response.three_d_secure.reference,
    });

    const { cvv: _, ...noCvv } = cardBody();
    const missing = await call(api, "POST", "/payIyzico?language=ar", {
      token: shopper.token,
      body: noCvv,
    });
    expect([missing.status, missing.json.code]).toEqual([400, "card_field_missing"]);
  });

  it("sends the shopper to PayPal through payPaypal, as payment/redirect does", async () => {
    const shopper = await guestWithCart(api, categoryId);
    const started = await call(api, "POST", "/payPaypal?currency=USD", {
      token: shopper.token,
      body: { idempotency_key: randomUUID(), ...agreements },
    });
    expect(started.status).toBe(200);
    expect(started.json.response.redirect_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it("refuses a provider the shop has not configured, and a caller who is no shopper", async () => {
    const shopper = await guestWithCart(api, categoryId);
    const tami = await call(api, "POST", "/payTami", { token: shopper.token, body: cardBody() });
    expect([tami.status, tami.json.code]).toEqual([409, "payment_method_unavailable"]);
    const anonymous = await call(api, "POST", "/payIyzico", { body: cardBody() });
    expect(anonymous.status).toBe(401);
    const bare = await createTestApi();
    try {
      const guest = await newGuest(bare);
      const off = await call(bare, "POST", "/payZainCash", {
        token: guest.token,
        body: { idempotency_key: randomUUID(), ...agreements },
      });
      expect([off.status, off.json.code]).toEqual([409, "payment_method_unavailable"]);
    } finally {
      await bare.close();
    }
  });
});
