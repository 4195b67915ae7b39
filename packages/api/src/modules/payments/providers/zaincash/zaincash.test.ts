// ZainCash through its adapter, against a loopback stand-in that checks each request as ZainCash
// documents it (zaincash-stand-in.ts beside this file): JWTs signed HS256 under the merchant
// secret, the amount in whole dinars, the merchant wallet's msisdn. The shop sells in TRY, USD and
// EUR, and ZainCash takes IQD only: through the API it is never offered and refused when asked for,
// and the adapter's own rules (the returned token checked, the status asked server to server) are
// proved on the adapter.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCargo, insertCategory } from "../../../../../test/commerce-fixtures.ts";
import { answerOf, client, createTestApi, type TestApi } from "../../../../../test/harness.ts";
import { guestWithCart } from "../../../../../test/payment-checkout.ts";
import type { PaymentRequest, StoredPayment } from "../../payment-provider.ts";
import { zaincashProvider } from "./zaincash.ts";
import { ZaincashStandIn } from "./zaincash-stand-in.ts";

const ZAINCASH = {
  merchantId: "5ffacf6612b5777c6d44266f",
  secret: "zaincash-merchant-secret",
  msisdn: "9647835077893",
};
// Room for a loopback stand-in's answer on a busy machine (payment-providers.test.ts).
const TIMEOUT_MS = 3_000;

let zaincash: ZaincashStandIn;
let provider: ReturnType<typeof zaincashProvider>;

beforeAll(async () => {
  zaincash = new ZaincashStandIn(ZAINCASH);
  provider = zaincashProvider({
    ...ZAINCASH,
    baseUrl: await zaincash.start(),
  });
});
afterAll(() => zaincash?.close());

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => {
  const reference = randomUUID().replaceAll("-", "");
  return {
    reference,
    cartTotal: 2_500_000,
    amount: 2_500_000,
    currencyCode: "IQD",
    installments: 1,
    lang: "ar",
    callbackUrl: "https://shop.test/api/v1/payment/callback/zaincash",
    returnUrl: `https://shop.test/api/v1/payment/return/${reference}`,
    buyer: { id: "", email: "", name: "", phone: "", address: "", city: "", country: "", ip: "" },
    ...overrides,
  };
};

async function started(overrides: Partial<PaymentRequest> = {}) {
  const asked = request(overrides);
  const outcome = await provider.start(asked);
  if (outcome.kind !== "redirect") throw new Error(`not a redirect: ${outcome.kind}`);
  const stored: StoredPayment = {
    reference: asked.reference,
    amount: asked.amount,
    currencyCode: "IQD",
    installments: 1,
    providerPaymentId: outcome.providerPaymentId,
    lang: "ar",
  };
  return { outcome, stored };
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

describe("ZainCash", () => {
  it("starts a transaction in whole dinars with a signed token, and sends the shopper to its page", async () => {
    const { outcome, stored } = await started();
    expect(outcome.url).toBe(`${zaincash.url}/transaction/pay?id=${outcome.providerPaymentId}`);
    expect(zaincash.requests.at(-1)).toMatchObject({
      path: "/transaction/init",
      claims: {
        amount: 25_000,
        msisdn: ZAINCASH.msisdn,
        orderId: stored.reference,
        redirectUrl: `https://shop.test/api/v1/payment/return/${stored.reference}`,
      },
    });
    // Fils ZainCash cannot take, and less than its minimum, are declined before asking it.
    expect((await provider.start(request({ amount: 2_500_050 }))).kind).toBe("declined");
    expect((await provider.start(request({ amount: 20_000 }))).kind).toBe("declined");
  });

  it("confirms a paid transaction only after asking ZainCash for its status", async () => {
    const { outcome, stored } = await started();
    const back = zaincash.pay(outcome.providerPaymentId, true);
    const verified = await provider.verify(stored, { token: tokenOf(back) });
    expect(verified).toEqual({
      status: "succeeded",
      amount: 2_500_000,
      currencyCode: "IQD",
      installments: 1,
      providerPaymentId: outcome.providerPaymentId,
    });
    expect(zaincash.requests.at(-1)).toMatchObject({
      path: "/transaction/get",
      claims: { id: outcome.providerPaymentId, msisdn: ZAINCASH.msisdn },
    });
  });

  it("fails a declined payment and rejects a forged, expired or another payment's token", async () => {
    const declined = await started();
    const failed = await provider.verify(declined.stored, {
      token: tokenOf(zaincash.pay(declined.outcome.providerPaymentId, false)),
    });
    expect(failed.status).toBe("failed");

    const { outcome, stored } = await started();
    const iat = Math.floor(Date.now() / 1000);
    const claims = { status: "success", orderid: stored.reference, id: outcome.providerPaymentId };
    const forged = zaincash.sign({ ...claims, iat, exp: iat + 60 }, "not-the-secret");
    expect((await provider.verify(stored, { token: forged })).status).toBe("rejected");
    const expired = zaincash.sign({ ...claims, iat: iat - 7200, exp: iat - 3600 });
    expect((await provider.verify(stored, { token: expired })).status).toBe("rejected");
    const other = zaincash.sign({
      ...claims,
      orderid: declined.stored.reference,
      iat,
      exp: iat + 60,
    });
    expect((await provider.verify(stored, { token: other })).status).toBe("rejected");
    expect((await provider.verify(stored, {})).status).toBe("rejected");
    // A genuine "success" token the shopper's browser made up before paying: ZainCash says pending.
    const early = zaincash.sign({ ...claims, iat, exp: iat + 60 });
    expect(await provider.verify(stored, { token: early })).toMatchObject({ status: "failed" });
  });

  it("is unavailable when ZainCash does not answer, and refuses refunds it cannot make", async () => {
    await zaincash.slowly(TIMEOUT_MS * 3, async () => {
      const hasty = zaincashProvider({ ...ZAINCASH, baseUrl: zaincash.url, timeoutMs: TIMEOUT_MS });
      await expect(hasty.start(request())).rejects.toMatchObject({
        name: "ProviderUnavailableError",
      });
    });
    const { stored } = await started();
    await expect(
      provider.refund({ ...stored, providerPaymentId: "x" }, 100, "127.0.0.1"),
    ).rejects.toMatchObject({ name: "ProviderUnavailableError" });
  });
});

describe("ZainCash in the shop", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ paymentProviders: [provider], publicUrl: "https://shop.test" });
  });
  afterAll(() => api?.close());

  it("is offered for IQD only, so not for the shop's TRY, USD or EUR", async () => {
    for (const currency of ["TRY", "USD", "EUR"]) {
      const methods = await answerOf(
        client(api).payment.getPaymentType.$get({ query: { currency } }),
      );
      expect(methods.json.response[0].providers).toEqual([]);
    }
    await insertCargo(api.db, { isDefault: true, freeShippingThreshold: null, basePrice: 0 });
    const guest = await guestWithCart(api, await insertCategory(api.db));
    const refused = await answerOf(
      client(api, guest.token).payment.redirect.$post({
        query: { provider: "zaincash", currency: "USD" },
        json: {
          idempotency_key: randomUUID(),
          distance_selling_agreement: true,
          preliminary_information: true,
        },
      }),
    );
    expect([refused.status, refused.json.code]).toEqual([409, "payment_method_unavailable"]);
  });
});
