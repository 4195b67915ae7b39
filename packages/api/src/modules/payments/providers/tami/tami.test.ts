// Tami through its adapter, against a loopback stand-in that checks each request as Tami's sample
// library makes it (tami-stand-in.ts beside this file): the PG-Auth-Token, PG-Api-Version
// and correlationId headers, the JWT-signed securityHash over the body, amounts in lira; and the
// shop's rules on Tami's callback (the bank posting the shopper's browser back): its hashedData
// checked, then the order only once payment/complete-3ds took the payment and payment/query,
// asked server to server, shows it for the amount asked, once; a tampered, unsigned, unknown or
// repeated callback changing nothing.
import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { answerOf, client, onPostgres } from "../../../../../test/harness.ts";
import {
  cardBody,
  firstOrderOf,
  ordersOf,
  paymentOf,
  paymentRequest,
  postCallback,
  providerShopForFile,
  singlePaymentOffer,
  throughBank,
} from "../../../../../test/payment-checkout.ts";
import { ConfigError, loadConfig } from "../../../../config.ts";
import { refundOrderPayment } from "../../payments.service.ts";
import { tamiProvider } from "./tami.ts";
import {
  TAMI_BANK_CODE,
  TAMI_DECLINED_CARD,
  TAMI_REFUSED_CARD,
  TamiStandIn,
} from "./tami-stand-in.ts";

const CREDENTIALS = {
  merchantNumber: "77006950",
  terminalNumber: "84006953",
  secretKey: "tami-secret-key",
  fixedKidValue: "tami-fixed-kid",
  fixedKValue: "tami-fixed-k",
};
const ENV = {
  TAMI_MERCHANT_NUMBER: CREDENTIALS.merchantNumber,
  TAMI_TERMINAL_NUMBER: CREDENTIALS.terminalNumber,
  TAMI_SECRET_KEY: CREDENTIALS.secretKey,
  TAMI_FIXED_KID_VALUE: CREDENTIALS.fixedKidValue,
  TAMI_FIXED_K_VALUE: CREDENTIALS.fixedKValue,
};
// Long enough for a loaded machine; the timeout tests make the stand-in wait three times as long.
const TIMEOUT_MS = 1_500;
const CALLBACK = "https://shop.test/api/v1/payment/callback/tami";

const standIn = new TamiStandIn(CREDENTIALS);
const { api, providers, shopper, pay } = providerShopForFile("tami", standIn, (baseUrl) =>
  tamiProvider({ ...CREDENTIALS, baseUrl, timeoutMs: TIMEOUT_MS }),
);
const requestsTo = (path: string) => standIn.requests.filter((r) => r.path === path);
const callback = (fields: Record<string, string>) => postCallback(api, "tami", fields);

describe("Tami", () => {
  it("offers a single payment only", async () => {
    const who = await shopper(10_000);
    expect(await singlePaymentOffer(api, who, "tami")).toEqual({
      status: 200,
      installments: [expect.objectContaining({ count: 1, total: 14_000 })],
      three: [400, "validation_error"],
    });
    expect(requestsTo("/payment/auth")).toHaveLength(0);
  });

  it("pays with 3-D Secure in lira and places the order once payment/query shows the payment taken", async () => {
    const who = await shopper(10_000);
    const started = await pay(who);
    expect(started.status).toBe(200);
    const { reference, html } = started.json.response.three_d_secure;
    // The stand-in refuses a request whose headers or securityHash are not Tami's: it was taken.
    const sent = requestsTo("/payment/auth").at(-1);
    expect(sent?.headers).toMatchObject({
      "PG-Api-Version": "v2",
      "PG-Auth-Token": expect.stringMatching(/^77006950:84006953:[A-Za-z0-9+/]{43}=$/),
      correlationId: expect.stringMatching(/^[\w-]{16,}$/),
      "content-type": "application/json",
    });
    expect(sent?.body).toMatchObject({
      orderId: reference,
      amount: 140,
      currency: "TRY",
      installmentCount: 1,
      callbackUrl: CALLBACK,
      card: {
        number: "5528790000000008",
        expireMonth: 12,
        expireYear: new Date().getUTCFullYear() + 2,
        cvv: "123",
      },
    });
    // Each call has its own correlationId.
    const second = await pay(await shopper());
    expect(second.status).toBe(200);
    expect(requestsTo("/payment/auth").at(-1)?.headers.correlationId).not.toBe(
      sent?.headers.correlationId,
    );
    // The bank's page is served once, then gone from the database.
    const page = await answerOf(
      client(api, who.token).payment.providerPage[":reference"].$get({
        param: { reference },
      }),
    );
    expect([page.status, page.text]).toEqual([200, html]);
    expect((await paymentOf(api, reference))?.providerPage).toBeNull();

    const back = await throughBank(html, TAMI_BANK_CODE);
    expect(back.action).toBe(CALLBACK);
    expect(back.fields).toMatchObject({
      orderId: reference,
      success: "1",
      hashParams: expect.any(String),
    });
    expect(await ordersOf(api, who.guestId)).toBe(0);
    const settled = await callback(back.fields);
    expect(settled.status).toBe(303);
    const location = settled.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    expect(requestsTo("/payment/complete-3ds").at(-1)?.body).toEqual({ orderId: reference });
    expect(await firstOrderOf(api, who.guestId)).toMatchObject({
      total: 14_000,
      cardLast4: "0008",
    });
    expect((await paymentOf(api, reference))?.providerPaymentId).toBe(reference);

    // The same callback again (a reload): the same order, Tami not asked again.
    const asked = standIn.requests.length;
    const repeated = await callback(back.fields);
    expect(repeated.headers.get("location")).toBe(location);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(standIn.requests.length).toBe(asked);
    expect(standIn.transactions.get(reference)?.completions).toBe(1);
  });

  it("records a refused or declined card, and refuses a tampered, unsigned or unknown callback", async () => {
    const who = await shopper();
    // payment/auth itself refuses the card: no bank page.
    const refused = await pay(who, cardBody({ card_number: TAMI_REFUSED_CARD }));
    expect([refused.status, refused.json.code]).toEqual([402, "payment_failed"]);

    // The bank refuses the card at 3-D Secure: the signed callback says so, and payment/query
    // shows the payment not taken.
    const declined = await pay(who, cardBody({ card_number: TAMI_DECLINED_CARD }));
    const declinedRef = declined.json.response.three_d_secure.reference;
    const failed = await throughBank(declined.json.response.three_d_secure.html, TAMI_BANK_CODE);
    expect(failed.fields.success).toBe("0");
    const answered = await callback(failed.fields);
    expect(answered.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(api, declinedRef))?.status).toBe("failed");
    // The declined callback again, turned into a success: the payment is no longer open.
    const flipped = await callback({ ...failed.fields, success: "1", mdStatus: "1" });
    expect(flipped.headers.get("location")).toContain("hata=payment_failed");
    expect(api.logs.some((l) => l.includes("no longer open"))).toBe(true);
    expect(await ordersOf(api, who.guestId)).toBe(0);

    const started = await pay(who);
    const { reference, html } = started.json.response.three_d_secure;
    // Made up before the bank answered (no hashedData), or the genuine callback with a field
    // changed under its hash: not Tami's. The payment stays open and Tami is not asked.
    const asked = standIn.requests.length;
    const early = await callback({ orderId: reference, success: "1", mdStatus: "1" });
    expect(early.headers.get("location")).toContain("hata=payment_failed");
    const back = await throughBank(html, TAMI_BANK_CODE);
    const changes: Record<string, string>[] = [
      { txnAmount: "1.00" },
      { hashParams: "orderId" },
      { hashedData: "" },
    ];
    for (const change of changes) {
      const tampered = await callback({ ...back.fields, ...change });
      expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    }
    expect(standIn.requests.length).toBe(asked);
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    expect(api.logs.some((l) => l.includes("not the provider's"))).toBe(true);

    // Unknown order ids, and none, are refused and logged without asking Tami.
    const unknown = await callback({ ...back.fields, orderId: "0".repeat(36) });
    expect(unknown.headers.get("location")).toContain("hata=payment_failed");
    const none = await callback({ success: "1" });
    expect(none.headers.get("location")).toContain("hata=payment_failed");
    expect(api.logs.filter((l) => l.includes("unknown payment")).length).toBeGreaterThanOrEqual(2);
    expect(standIn.requests.length).toBe(asked);
    expect(await ordersOf(api, who.guestId)).toBe(0);

    // The genuine callback still places the order.
    const genuine = await callback(back.fields);
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await firstOrderOf(api, who.guestId)).toMatchObject({ total: 14_000 });
  });

  it("accepts a hash Tami made over success as true/false rather than 1/0", async () => {
    const who = await shopper();
    const started = await pay(who);
    const back = await throughBank(started.json.response.three_d_secure.html, TAMI_BANK_CODE);
    const names = back.fields.hashParams?.split("+") ?? [];
    const canonical: Record<string, string> = { ...back.fields, success: "true" };
    const hashedData = createHmac("sha256", CREDENTIALS.secretKey)
      .update(names.map((n) => canonical[n]).join(""))
      .digest("base64");
    const settled = await callback({ ...back.fields, hashedData });
    expect(settled.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
  });

  it("refuses a payment Tami completes for another amount", async () => {
    const who = await shopper();
    const started = await pay(who);
    const { reference, html } = started.json.response.three_d_secure;
    const back = await throughBank(html, TAMI_BANK_CODE);
    const transaction = standIn.transactions.get(reference);
    if (transaction) transaction.amount = 1;
    const settled = await callback(back.fields);
    expect(settled.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, reference))?.status).toBe("failed");
    expect(api.logs.some((l) => l.includes("another amount"))).toBe(true);
    expect(await ordersOf(api, who.guestId)).toBe(0);
  });

  it("answers 502 when Tami does not answer in time, and refunds through payment/reverse", async () => {
    const who = await shopper();
    await standIn.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await pay(who);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await pay(who);
    const { reference, html } = started.json.response.three_d_secure;
    const back = await throughBank(html, TAMI_BANK_CODE);
    // complete-3ds times out (Tami took the payment, its answer was lost): the shopper hears so,
    // and the payment stays open. Again, complete-3ds is refused, and payment/query shows the
    // payment taken.
    await standIn.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await callback(back.fields);
      expect(slow.headers.get("location")).toContain("hata=payment_provider_unavailable");
    });
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    // The stand-in goes on with the request it held, after the shop stopped waiting.
    await vi.waitFor(() => expect(standIn.transactions.get(reference)?.status).toBe("paid"), {
      timeout: TIMEOUT_MS * 6,
    });
    const settled = await callback(back.fields);
    expect(settled.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(standIn.transactions.get(reference)?.completions).toBe(2);

    const order = await firstOrderOf(api, who.guestId);
    await refundOrderPayment(api.db, providers, order?.id as number, 2_550);
    expect(requestsTo("/payment/reverse").at(-1)?.body).toEqual({
      orderId: reference,
      amount: 25.5,
    });
    expect(standIn.transactions.get(reference)?.refunded).toBe(2_550);
    await expect(
      refundOrderPayment(api.db, providers, order?.id as number, 14_000),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });
  });

  it("declines the payment when Tami refuses the shop's credentials or signature", async () => {
    const request = paymentRequest({ callbackUrl: CALLBACK });
    const adapter = (changes: Partial<typeof CREDENTIALS>) =>
      tamiProvider({ ...CREDENTIALS, ...changes, baseUrl: standIn.url, timeoutMs: TIMEOUT_MS });
    // A wrong secret key breaks the PG-Auth-Token; a wrong fixed K value only the securityHash.
    expect((await adapter({ secretKey: "not-the-key" }).start(request)).kind).toBe("declined");
    expect((await adapter({ fixedKValue: "not-k" }).start(request)).kind).toBe("declined");
    expect((await adapter({ fixedKidValue: "not-kid" }).start(request)).kind).toBe("declined");
    expect(standIn.transactions.has("ref-wrong-key")).toBe(false);
    expect((await adapter({}).start(request)).kind).toBe("html");
  });
});

describe("Tami configuration", () => {
  it("is on only with all its credentials and an https or loopback URL, and never shows them", () => {
    const on = loadConfig(ENV).paymentProviders;
    expect(on.map((p) => p.name)).toEqual(["tami"]);
    expect(JSON.stringify(on)).not.toContain("tami-secret-key");
    const { TAMI_FIXED_K_VALUE: _, ...partial } = ENV;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...ENV, TAMI_BASE_URL: "http://sandbox-paymentapi.tami.com.tr" }),
    ).toThrow(ConfigError);
  });
});

describe.runIf(onPostgres())("repeated Tami callbacks at once, on PostgreSQL", () => {
  it("makes one order of ten simultaneous callbacks, completing the payment once", async () => {
    const who = await shopper();
    const started = await pay(who);
    const { reference, html } = started.json.response.three_d_secure;
    const back = await throughBank(html, TAMI_BANK_CODE);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(back.fields)));
    const places = new Set(answers.map((a) => a.headers.get("location")));
    expect(places.size).toBe(1);
    expect([...places][0]).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(standIn.transactions.get(reference)?.completions).toBe(1);
  });
});
