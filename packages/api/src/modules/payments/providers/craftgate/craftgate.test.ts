// Craftgate through its adapter, against a loopback stand-in that checks each request as
// Craftgate's Node.js client makes it (craftgate-stand-in.ts beside this file): the x-api-key,
// x-rnd-key, x-auth-version and x-signature headers, amounts as decimals that add up; and the
// shop's rules on Craftgate's callback (the bank posting the shopper's browser back): its hash
// checked with the callback key, then the order only once 3ds-complete took the payment for the
// amount asked, once; a tampered, unsigned, unknown or repeated callback changing nothing.
import { describe, expect, it, vi } from "vitest";
import { onPostgres } from "../../../../../test/harness.ts";
import {
  binQuery,
  cardBody,
  firstOrderOf,
  ordersOf,
  paymentOf,
  paymentRequest,
  postCallback,
  providerShopForFile,
  throughBank,
} from "../../../../../test/payment-checkout.ts";
import { ConfigError, loadConfig } from "../../../../config.ts";
import { refundOrderPayment } from "../../payments.service.ts";
import { craftgateCallbackHash, craftgateProvider, craftgateSignature } from "./craftgate.ts";
import {
  CRAFTGATE_BANK_CODE,
  CRAFTGATE_DECLINED_CARD,
  CRAFTGATE_REFUSED_CARD,
  CraftgateStandIn,
} from "./craftgate-stand-in.ts";

const CREDENTIALS = {
  apiKey: "craftgate-api-key",
  secretKey: "craftgate-secret-key",
  callbackKey: "craftgate-callback-key",
};
const ENV = {
  CRAFTGATE_API_KEY: CREDENTIALS.apiKey,
  CRAFTGATE_SECRET_KEY: CREDENTIALS.secretKey,
  CRAFTGATE_CALLBACK_KEY: CREDENTIALS.callbackKey,
};
// Long enough for a loaded machine; the timeout tests make the stand-in wait three times as long.
const TIMEOUT_MS = 1_500;
const CALLBACK = "https://shop.test/api/v1/payment/callback/craftgate";

const standIn = new CraftgateStandIn(CREDENTIALS);
const { api, providers, shopper, pay } = providerShopForFile("craftgate", standIn, (baseUrl) =>
  craftgateProvider({ ...CREDENTIALS, baseUrl, timeoutMs: TIMEOUT_MS }),
);
const requestsTo = (path: string) => standIn.requests.filter((r) => r.path.startsWith(path));
const callback = (fields: Record<string, string>) => postCallback(api, "craftgate", fields);
const started = async (who: { token: string }, body = cardBody()) => {
  const answer = await pay(who, body);
  expect(answer.status).toBe(200);
  return answer.json.response.three_d_secure as { reference: string; html: string };
};

describe("Craftgate's signatures, as its client computes them", () => {
  it("signs a request and checks a callback with the client's own test vectors", () => {
    // craftgate-node-client test/lib/utils.test.js
    const dummy = { apiKey: "dummy", secretKey: "dummy" };
    const url = "https://sandbox-api.craftgate.io";
    expect(craftgateSignature(url, dummy, "123")).toBe(
      "sgmDw5GY819oFF8SC5OTORgqvKGL/4iTZxCeWTSJP5Y=",
    );
    expect(craftgateSignature(url, dummy, "123", '{"foo": 42}')).toBe(
      "tAse+e0kJf/+XC6yrM+laeTcszYTH8z7uNc5oZAIGPs=",
    );
    // test/adapter/PaymentAdapter.test.js, "should verify 3ds callback hash" (with all information)
    const key = "6UkASNuafM2TdannfMacixxjMaN5ycTJ";
    const conversationId = "d1811bb0-25a2-40c7-ba71-c8b605259611";
    expect(
      craftgateCallbackHash(key, {
        paymentId: "415449",
        conversationId,
        status: "SUCCESS",
        completeStatus: "WAITING",
      }),
    ).toBe("768d4e056a9720e7355294b359fe597929dbb363315b543325f1c52612d55edc");
    expect(
      craftgateCallbackHash(key, {
        status: "FAILURE",
        completeStatus: "",
        paymentId: "417145",
        conversationData: "",
        conversationId,
        callbackStatus: "ALREADY_RETURNED",
      }),
    ).toBe("8f97746284f91a4295f99ae1e50dd70ccd3c932fd58437855e91a3a2fe86b293");
  });
});

describe("Craftgate", () => {
  it("reads the card's bank and instalments from Craftgate, and takes a card it does not know in one payment", async () => {
    const who = await shopper(10_000);
    const info = await binQuery(api, who, "craftgate");
    expect(info.json.response).toMatchObject({
      brand: "mastercard",
      card_type: "credit",
      bank_name: "QNB Finansbank",
      installments: [
        { count: 1, total: 14_000, interest_rate: 0 },
        { count: 2, total: 14_350, interest_rate: 2.5 },
        { count: 3, total: 14_560, monthly: 4_853, interest_rate: 4 },
        { count: 6, total: 15_190, interest_rate: 8.5 },
      ],
    });
    const asked = requestsTo("/installment/v1/installments").at(-1);
    expect(asked?.path).toBe(
      "/installment/v1/installments?binNumber=552879&price=140&currency=TRY",
    );
    expect(asked?.headers).toMatchObject({
      "x-api-key": CREDENTIALS.apiKey,
      "x-auth-version": "1",
      "x-rnd-key": expect.stringMatching(/^[\w-]{8,}$/),
      "x-signature": expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
    });
    expect(JSON.stringify(asked)).not.toContain(CREDENTIALS.secretKey);

    const debit = await binQuery(api, who, "craftgate", "45467100");
    expect(debit.json.response).toMatchObject({
      brand: "visa",
      card_type: "debit",
      installments: [{ count: 1, total: 14_000 }],
    });
    const foreign = await binQuery(api, who, "craftgate", "37828200");
    expect(foreign.json.response).toMatchObject({
      brand: null,
      bank_name: null,
      installments: [{ count: 1, total: 14_000 }],
    });
  });

  it("pays in three instalments with 3-D Secure and places the order once 3ds-complete took it", async () => {
    const who = await shopper(10_000);
    const { reference, html } = await started(who, cardBody({ installment: 3 }));
    // The stand-in refuses a request whose headers or signature are not Craftgate's: it was taken.
    const sent = requestsTo("/payment/v1/card-payments/3ds-init").at(-1);
    expect(sent?.body).toMatchObject({
      price: 140,
      paidPrice: 145.6,
      walletPrice: 0,
      installment: 3,
      currency: "TRY",
      conversationId: reference,
      callbackUrl: CALLBACK,
      card: {
        cardNumber: "5528790000000008",
        expireMonth: "12",
        expireYear: String(new Date().getUTCFullYear() + 2),
        cvc: "123",
      },
      items: [{ price: 140, externalId: reference }],
    });
    const payment = await paymentOf(api, reference);
    const paymentId = payment?.providerPaymentId as string;
    expect(standIn.payments.has(Number(paymentId))).toBe(true);

    const back = await throughBank(html, CRAFTGATE_BANK_CODE);
    expect(back.action).toBe(CALLBACK);
    expect(back.fields).toMatchObject({
      conversationId: reference,
      paymentId,
      status: "SUCCESS",
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await ordersOf(api, who.guestId)).toBe(0);
    const settled = await callback(back.fields);
    expect(settled.status).toBe(303);
    const location = settled.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    expect(requestsTo("/payment/v1/card-payments/3ds-complete").at(-1)?.body).toEqual({
      paymentId: Number(paymentId),
    });
    expect(await firstOrderOf(api, who.guestId)).toMatchObject({
      total: 14_560,
      cardLast4: "0008",
    });

    // The same callback again (a reload): the same order, Craftgate not asked again.
    const asked = standIn.requests.length;
    const repeated = await callback(back.fields);
    expect(repeated.headers.get("location")).toBe(location);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(standIn.requests.length).toBe(asked);
    expect(standIn.payments.get(Number(paymentId))?.completions).toBe(1);
  });

  it("records a refused or declined card, and refuses a tampered, unsigned or unknown callback", async () => {
    const who = await shopper();
    // 3ds-init itself refuses the card: no bank page.
    const refused = await pay(who, cardBody({ card_number: CRAFTGATE_REFUSED_CARD }));
    expect([refused.status, refused.json.code]).toEqual([402, "payment_failed"]);

    // The bank refuses the card at 3-D Secure: the signed callback says so; nothing is completed.
    const declined = await started(who, cardBody({ card_number: CRAFTGATE_DECLINED_CARD }));
    const failed = await throughBank(declined.html, CRAFTGATE_BANK_CODE);
    expect(failed.fields.status).toBe("FAILURE");
    const completions = requestsTo("/payment/v1/card-payments/3ds-complete").length;
    const answered = await callback(failed.fields);
    expect(answered.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(api, declined.reference))?.status).toBe("failed");
    expect(requestsTo("/payment/v1/card-payments/3ds-complete")).toHaveLength(completions);
    // The declined callback again, turned into a success: the payment is no longer open.
    const flipped = await callback({ ...failed.fields, status: "SUCCESS" });
    expect(flipped.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(api, who.guestId)).toBe(0);

    const { reference, html } = await started(who);
    const back = await throughBank(html, CRAFTGATE_BANK_CODE);
    // The genuine callback with a field changed under its hash, its hash made with another key,
    // or none: not Craftgate's. The payment stays open and Craftgate is not asked.
    const asked = standIn.requests.length;
    const changes: Record<string, string>[] = [
      { status: "SUCCESS", paymentId: String(Number(back.fields.paymentId) + 1) },
      { conversationData: "x" },
      { hash: craftgateCallbackHash("another-key", back.fields) },
      { hash: "" },
    ];
    for (const change of changes) {
      const tampered = await callback({ ...back.fields, ...change });
      expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    }
    expect(standIn.requests.length).toBe(asked);
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    expect(api.logs.some((l) => l.includes("not the provider's"))).toBe(true);

    // Unknown conversation ids, and none, are refused and logged without asking Craftgate.
    const unknown = await callback({ ...back.fields, conversationId: "0".repeat(36) });
    expect(unknown.headers.get("location")).toContain("hata=payment_failed");
    const none = await callback({ status: "SUCCESS" });
    expect(none.headers.get("location")).toContain("hata=payment_failed");
    expect(api.logs.filter((l) => l.includes("unknown payment")).length).toBeGreaterThanOrEqual(2);
    expect(standIn.requests.length).toBe(asked);
    expect(await ordersOf(api, who.guestId)).toBe(0);

    // The genuine callback still places the order.
    const genuine = await callback(back.fields);
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await firstOrderOf(api, who.guestId)).toMatchObject({ total: 14_000 });
  });

  it("refuses a payment Craftgate completes for another amount", async () => {
    const who = await shopper();
    const { reference, html } = await started(who);
    const back = await throughBank(html, CRAFTGATE_BANK_CODE);
    const payment = standIn.payments.get(Number(back.fields.paymentId));
    if (payment) payment.paidPrice = 1;
    const settled = await callback(back.fields);
    expect(settled.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, reference))?.status).toBe("failed");
    expect(api.logs.some((l) => l.includes("another amount"))).toBe(true);
    expect(await ordersOf(api, who.guestId)).toBe(0);
  });

  it("answers 502 in the shopper's language when Craftgate does not answer in time, and refunds part, then refuses more than was paid", async () => {
    const who = await shopper();
    const messages = await standIn.slowly(TIMEOUT_MS * 3, async () => {
      const answers = [];
      for (const language of ["tr", "en", "ar"] as const) {
        const slow = await pay(who, cardBody(), language);
        answers.push([slow.status, slow.json.code, slow.json.message]);
      }
      return answers;
    });
    expect(messages).toEqual([
      [
        502,
        "payment_provider_unavailable",
        "Ödeme kuruluşuna şu anda ulaşılamıyor, lütfen biraz sonra tekrar deneyin.",
      ],
      [
        502,
        "payment_provider_unavailable",
        "The payment provider cannot be reached now; please try again in a moment.",
      ],
      [
        502,
        "payment_provider_unavailable",
        "تعذر الوصول إلى مزود الدفع حاليًا، يرجى المحاولة بعد قليل.",
      ],
    ]);
    const { reference, html } = await started(who);
    const back = await throughBank(html, CRAFTGATE_BANK_CODE);
    const paymentId = Number(back.fields.paymentId);
    // 3ds-complete times out (Craftgate took the payment, its answer was lost): the shopper hears
    // so, and the payment stays open. Again, 3ds-complete is refused, and the payment read back
    // shows it taken.
    await standIn.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await callback(back.fields);
      expect(slow.headers.get("location")).toContain("hata=payment_provider_unavailable");
    });
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    await vi.waitFor(() => expect(standIn.payments.get(paymentId)?.status).toBe("paid"), {
      timeout: TIMEOUT_MS * 6,
    });
    const settled = await callback(back.fields);
    expect(settled.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(standIn.payments.get(paymentId)?.completions).toBe(2);

    const order = await firstOrderOf(api, who.guestId);
    await refundOrderPayment(api.db, providers, order?.id as number, 2_550);
    expect(requestsTo("/payment/v1/refund-transactions").at(-1)?.body).toEqual({
      paymentTransactionId: paymentId * 10 + 1,
      conversationId: reference,
      refundPrice: 25.5,
      refundDestinationType: "PROVIDER",
    });
    expect(standIn.payments.get(paymentId)?.refunded).toBe(2_550);
    await expect(
      refundOrderPayment(api.db, providers, order?.id as number, 14_000),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });
    expect(standIn.payments.get(paymentId)?.refunded).toBe(2_550);
  });

  it("sends an Arabic shopper back to the Arabic pages, and refunds a whole payment through payment/v1/refunds", async () => {
    const who = await shopper();
    const declined = await pay(who, cardBody({ card_number: CRAFTGATE_DECLINED_CARD }), "ar");
    const bankSaidNo = await throughBank(
      declined.json.response.three_d_secure.html,
      CRAFTGATE_BANK_CODE,
    );
    const failed = await callback(bankSaidNo.fields);
    expect(failed.headers.get("location")).toBe(
      "https://shop.test/ar/siparis/odeme?hata=payment_failed",
    );
    const answer = await pay(who, cardBody(), "ar");
    const { reference, html } = answer.json.response.three_d_secure;
    const settled = await callback((await throughBank(html, CRAFTGATE_BANK_CODE)).fields);
    expect(settled.headers.get("location")).toMatch(
      /^https:\/\/shop\.test\/ar\/siparis\/tamamlandi\/JS\d+$/,
    );
    const paymentId = Number((await paymentOf(api, reference))?.providerPaymentId);
    const order = await firstOrderOf(api, who.guestId);
    await refundOrderPayment(api.db, providers, order?.id as number, 14_000);
    expect(requestsTo("/payment/v1/refunds").at(-1)?.body).toEqual({
      paymentId,
      conversationId: reference,
      refundDestinationType: "PROVIDER",
    });
    expect(standIn.payments.get(paymentId)?.refunded).toBe(14_000);
  });

  it("declines the payment when Craftgate refuses the shop's key or signature", async () => {
    const request = paymentRequest({ callbackUrl: CALLBACK });
    const adapter = (changes: Partial<typeof CREDENTIALS>) =>
      craftgateProvider({
        ...CREDENTIALS,
        ...changes,
        baseUrl: standIn.url,
        timeoutMs: TIMEOUT_MS,
      });
    const before = standIn.payments.size;
    expect((await adapter({ secretKey: "not-the-key" }).start(request)).kind).toBe("declined");
    expect((await adapter({ apiKey: "not-the-key" }).start(request)).kind).toBe("declined");
    expect(standIn.payments.size).toBe(before);
    // Craftgate refuses a paidPrice below the price (an amount that lost its interest).
    expect((await adapter({}).start({ ...request, amount: 13_000 })).kind).toBe("declined");
    expect((await adapter({}).start(request)).kind).toBe("html");
  });
});

describe("Craftgate configuration", () => {
  it("is on only with all its credentials and an https or loopback URL, and never shows them", () => {
    const on = loadConfig(ENV).paymentProviders;
    expect(on.map((p) => p.name)).toEqual(["craftgate"]);
    expect(JSON.stringify(on)).not.toContain(CREDENTIALS.secretKey);
    expect(JSON.stringify(on)).not.toContain(CREDENTIALS.callbackKey);
    const { CRAFTGATE_CALLBACK_KEY: _, ...partial } = ENV;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...ENV, CRAFTGATE_BASE_URL: "http://sandbox-api.craftgate.io" }),
    ).toThrow(ConfigError);
  });
});

describe.runIf(onPostgres())("repeated Craftgate callbacks at once, on PostgreSQL", () => {
  it("makes one order of ten simultaneous callbacks, completing the payment once", async () => {
    const who = await shopper();
    const { html } = await started(who);
    const back = await throughBank(html, CRAFTGATE_BANK_CODE);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(back.fields)));
    const places = new Set(answers.map((a) => a.headers.get("location")));
    expect(places.size).toBe(1);
    expect([...places][0]).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(standIn.payments.get(Number(back.fields.paymentId))?.completions).toBe(1);
  });
});
