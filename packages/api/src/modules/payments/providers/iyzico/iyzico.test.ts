import { describe, expect, it } from "vitest";
import { newGuest } from "../../../../../test/commerce-fixtures.ts";
import { answerOf, call, client, createTestApi, onPostgres } from "../../../../../test/harness.ts";
import {
  answerBank,
  cardBody,
  firstOrderOf,
  ordersOf,
  paymentOf,
  postCallback,
  providerShopForFile,
} from "../../../../../test/payment-checkout.ts";
import { refundOrderPayment } from "../../payments.service.ts";
import { iyzicoProvider } from "./iyzico.ts";
import { IYZICO_BANK_CODE, IYZICO_DECLINED_CARD, IyzicoStandIn } from "./iyzico-stand-in.ts";

const IYZICO = { apiKey: "sandbox-key", secretKey: "sandbox-secret" };
// A stand-in on the loopback answers in milliseconds, but on a busy machine (the suite's other
// lanes beside it) in up to a second: the limit leaves room for that, and the hanging provider
// answers well after it.
const TIMEOUT_MS = 3_000;

const iyzico = new IyzicoStandIn(IYZICO);
const {
  api,
  providers,
  shopper: guestWithCart,
  pay: startIyzico,
} = providerShopForFile("iyzico", iyzico, (baseUrl) =>
  iyzicoProvider({ ...IYZICO, baseUrl, timeoutMs: TIMEOUT_MS }),
);

describe("payment providers on and off", () => {
  it("offers the configured providers, and the test gateway only without them", async () => {
    const methods = await answerOf(
      client(api).payment.getPaymentType.$get({ query: { language: "en" } }),
    );
    expect(methods.json.response[0]).toMatchObject({
      code: "card",
      providers: ["iyzico"],
    });
    // a shop taking money refuses the test card: it would order without paying
    const shopper = await newGuest(api);
    const testCard = await answerOf(
      client(api, shopper.token).payCreditCard.$post({
        query: { provider: "test" },
        json: cardBody(),
      }),
    );
    expect([testCard.status, testCard.json.code]).toEqual([409, "payment_method_unavailable"]);
    const bare = await createTestApi();
    try {
      const off = await answerOf(client(bare).payment.getPaymentType.$get());
      expect(off.json.response[0].providers).toEqual(["test"]);
      const guest = await newGuest(bare);
      const refused = await answerOf(
        client(bare, guest.token).payCreditCard.$post({
          query: { provider: "iyzico" },
          json: cardBody(),
        }),
      );
      expect([refused.status, refused.json.code]).toEqual([409, "payment_method_unavailable"]);
      const callback = await call(bare, "POST", "/payment/callback/iyzico", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        raw: "paymentId=x&conversationId=x&mdStatus=1",
      });
      expect(callback.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("iyzico", () => {
  it("reads a BIN's instalment table from iyzico, one payment for a debit card", async () => {
    const shopper = await guestWithCart(10_000);
    const credit = await answerOf(
      client(api, shopper.token).QueryInstallmentAndBin.$post({
        query: { provider: "iyzico" },
        json: { bin: "55287900" },
      }),
    );
    expect(credit.status).toBe(200);
    expect(credit.json.response).toMatchObject({
      brand: "mastercard",
      card_type: "credit",
      bank_name: "Garanti Bankası",
    });
    // The cart costs 100.00 + 40.00 cargo: iyzico was asked about 140.0, as decimal text.
    expect(iyzico.requests.at(-1)?.body).toMatchObject({ binNumber: "552879", price: "140.0" });
    expect(credit.json.response.installments.map((o: { total: number }) => o.total)).toEqual([
      14_000, 14_420, 14_630, 15_260,
    ]);
    const debit = await answerOf(
      client(api, shopper.token).QueryInstallmentAndBin.$post({
        query: { provider: "iyzico" },
        json: { bin: "45436000" },
      }),
    );
    expect(debit.json.response.installments).toHaveLength(1);
  });

  it("pays with 3-D Secure and places the order only after iyzico confirms it, once", async () => {
    const shopper = await guestWithCart(10_000);
    const started = await startIyzico(shopper, cardBody({ installment: 3 }));
    expect(started.status).toBe(200);
    const { reference, html } = started.json.response.three_d_secure;
    const init = iyzico.requests.at(-1);
    expect(init?.path).toBe("/payment/3dsecure/initialize");
    expect(init?.body).toMatchObject({
      conversationId: reference,
      price: "140.0",
      paidPrice: "146.3",
      currency: "TRY",
      installment: 3,
      callbackUrl: "https://shop.test/api/v1/payment/callback/iyzico",
    });
    expect(await ordersOf(api, shopper.guestId)).toBe(0);
    // The bank's page, for the shopper's browser: the caller's only.
    const page = await answerOf(
      client(api, shopper.token).payment.providerPage[":reference"].$get({
        param: { reference },
      }),
    );
    expect([page.status, page.text]).toEqual([200, html]);
    const stranger = await newGuest(api);
    const other = await answerOf(
      client(api, stranger.token).payment.providerPage[":reference"].$get({
        param: { reference },
      }),
    );
    expect(other.status).toBe(404);

    const fields = await answerBank(html, IYZICO_BANK_CODE);
    const back = await postCallback(api, "iyzico", fields);
    expect(back.status).toBe(303);
    const location = back.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    const order = await firstOrderOf(api, shopper.guestId);
    expect(order).toMatchObject({
      paymentMethod: "card",
      total: 14_630,
      installments: 3,
      cardLast4: "0008",
    });
    const auths = () => iyzico.requests.filter((r) => r.path === "/payment/3dsecure/auth").length;
    const authsBefore = auths();

    // The same callback again: the same order, no second one, iyzico not asked again.
    const again = await postCallback(api, "iyzico", fields);
    expect(again.headers.get("location")).toBe(location);
    expect(await ordersOf(api, shopper.guestId)).toBe(1);
    expect(auths()).toBe(authsBefore);
  });

  it("refuses a declined card, a failed 3-D Secure and a tampered or unknown callback", async () => {
    const shopper = await guestWithCart();
    const declined = await startIyzico(shopper, cardBody({ card_number: IYZICO_DECLINED_CARD }));
    expect([declined.status, declined.json.code]).toEqual([402, "payment_failed"]);

    const wrongCode = await startIyzico(shopper);
    const { reference: failedRef, html: failedHtml } = wrongCode.json.response.three_d_secure;
    const failed = await postCallback(api, "iyzico", await answerBank(failedHtml, "000000"));
    expect(failed.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(api, failedRef))?.status).toBe("failed");
    // A later "success" for the failed payment is refused and logged.
    const late = await postCallback(api, "iyzico", {
      ...iyzico.callbackFields(
        (await paymentOf(api, failedRef))?.providerPaymentId as string,
        true,
      ),
    });
    expect(late.headers.get("location")).toContain("hata=payment_failed");
    expect(api.logs.some((l) => l.includes("payment no longer open"))).toBe(true);

    const started = await startIyzico(shopper);
    const { reference, html } = started.json.response.three_d_secure;
    const fields = await answerBank(html, IYZICO_BANK_CODE);
    // Another payment's id in the callback: refused, the payment stays open.
    const tampered = await postCallback(api, "iyzico", { ...fields, paymentId: "99999999" });
    expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    expect(api.logs.some((l) => l.includes("not the provider's"))).toBe(true);
    // A callback naming no payment of the shop's.
    const unknown = await postCallback(api, "iyzico", { ...fields, conversationId: "nope" });
    expect(unknown.headers.get("location")).toContain("hata=payment_failed");
    expect(api.logs.some((l) => l.includes("unknown payment"))).toBe(true);
    expect(await ordersOf(api, shopper.guestId)).toBe(0);

    // The genuine callback still places the order.
    const genuine = await postCallback(api, "iyzico", fields);
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, shopper.guestId)).toBe(1);
  });

  it("does not place an order when the bank page was skipped (iyzico does not confirm)", async () => {
    const shopper = await guestWithCart();
    const started = await startIyzico(shopper);
    const payment = await paymentOf(api, started.json.response.three_d_secure.reference);
    // A browser posting "success" without the bank ever authenticating the card.
    const forged = await postCallback(api, "iyzico", {
      status: "success",
      mdStatus: "1",
      paymentId: payment?.providerPaymentId as string,
      conversationId: payment?.reference as string,
      conversationData: "made-up",
    });
    expect(forged.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(api, shopper.guestId)).toBe(0);
  });

  it("answers 502 when iyzico does not answer in time, and refunds through iyzico", async () => {
    const shopper = await guestWithCart();
    await iyzico.slowly(TIMEOUT_MS * 2, async () => {
      const slow = await startIyzico(shopper);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await startIyzico(shopper);
    const fields = await answerBank(started.json.response.three_d_secure.html, IYZICO_BANK_CODE);
    await postCallback(api, "iyzico", fields);
    const order = await firstOrderOf(api, shopper.guestId);
    await refundOrderPayment(api.db, providers, order?.id as number, 4_000);
    expect(iyzico.requests.at(-1)).toMatchObject({
      path: "/v2/payment/refund",
      body: { paymentId: fields.paymentId, price: "40.0", currency: "TRY" },
    });
    // More than what is left to refund: iyzico refuses, and so does the shop.
    await expect(
      refundOrderPayment(api.db, providers, order?.id as number, 14_000),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });
  });
});

describe.runIf(onPostgres())("repeated callbacks at once, on PostgreSQL", () => {
  it("makes one order of ten simultaneous iyzico callbacks", async () => {
    const shopper = await guestWithCart();
    const started = await startIyzico(shopper);
    const fields = await answerBank(started.json.response.three_d_secure.html, IYZICO_BANK_CODE);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postCallback(api, "iyzico", fields)),
    );
    const places = new Set(answers.map((a) => a.headers.get("location")));
    expect(places.size).toBe(1);
    expect([...places][0]).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, shopper.guestId)).toBe(1);
  });
});
