import { describe, expect, it } from "vitest";
import { answerOf, client, onPostgres } from "../../../../../test/harness.ts";
import {
  binQuery,
  cardBody,
  firstOrderOf,
  ordersOf,
  paymentOf,
  postCallback,
  providerShopForFile,
  throughBank,
  throughBankPageOnly,
} from "../../../../../test/payment-checkout.ts";
import { refundOrderPayment } from "../../payments.service.ts";
import { qnbpayProvider } from "./qnbpay.ts";
import { QNBPAY_BANK_CODE, QNBPAY_DECLINED_CARD, QnbpayStandIn } from "./qnbpay-stand-in.ts";

const QNBPAY = { appId: "qnb-app", appSecret: "qnb-secret", merchantKey: "$2y$10$merchant.key" };
// Long enough for a loaded machine running several suites at once; the timeout tests make the
// stand-in wait three times as long.
const TIMEOUT_MS = 1_500;

const qnbpay = new QnbpayStandIn(QNBPAY);
const { api, providers, shopper, pay } = providerShopForFile("qnbpay", qnbpay, (baseUrl) =>
  qnbpayProvider({ ...QNBPAY, baseUrl, timeoutMs: TIMEOUT_MS }),
);

describe("QNBpay", () => {
  it("reads the instalment counts from getpos, each at the cart's price", async () => {
    const who = await shopper(10_000);
    const info = await binQuery(api, who, "qnbpay");
    expect(info.status).toBe(200);
    expect(info.json.response).toMatchObject({ brand: "mastercard", card_type: "credit" });
    expect(info.json.response.installments.map((o: { count: number }) => o.count)).toEqual([
      1, 2, 3, 6,
    ]);
    expect(
      info.json.response.installments.every((o: { total: number }) => o.total === 14_000),
    ).toBe(true);
    expect(qnbpay.requests.at(-1)).toMatchObject({
      path: "/api/getpos",
      body: { credit_card: "55287900", amount: "140.00", currency_code: "TRY" },
    });
    // The token is asked once and kept.
    await binQuery(api, who, "qnbpay");
    expect(qnbpay.requests.filter((r) => r.path === "/api/token")).toHaveLength(1);
  });

  it("pays in instalments with 3-D Secure and places the order once checkstatus confirms it", async () => {
    const who = await shopper(10_000);
    const started = await pay(who, cardBody({ installment: 3 }));
    expect(started.status).toBe(200);
    const { reference, html } = started.json.response.three_d_secure;
    const page = await answerOf(
      client(api, who.token).payment.providerPage[":reference"].$get({
        param: { reference },
      }),
    );
    expect(page.status).toBe(200);
    expect((await paymentOf(api, reference))?.providerPage).toBeNull();

    const back = await throughBank(html, QNBPAY_BANK_CODE);
    expect(qnbpay.requests.find((r) => r.path === "/api/paySmart3D")?.body).toMatchObject({
      invoice_id: reference,
      total: "140.00",
      currency_code: "TRY",
      installments_number: "3",
      expiry_year: String(new Date().getUTCFullYear() + 2),
      return_url: "https://shop.test/api/v1/payment/callback/qnbpay",
    });
    expect(back.fields).toMatchObject({ invoice_id: reference, payment_status: "1" });
    const settled = await postCallback(api, "qnbpay", back.fields);
    const location = settled.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    expect(await firstOrderOf(api, who.guestId)).toMatchObject({
      total: 14_000,
      cardLast4: "0008",
    });
    expect((await paymentOf(api, reference))?.installments).toBe(3);
    const checks = () => qnbpay.requests.filter((r) => r.path === "/api/checkstatus").length;
    const before = checks();
    const repeated = await postCallback(api, "qnbpay", back.fields);
    expect(repeated.headers.get("location")).toBe(location);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(checks()).toBe(before);
  });

  it("records a declined card and refuses a tampered, unknown or unconfirmed return", async () => {
    const who = await shopper();
    const declined = await pay(who, cardBody({ card_number: QNBPAY_DECLINED_CARD }));
    const declinedRef = declined.json.response.three_d_secure.reference;
    const failed = await throughBank(declined.json.response.three_d_secure.html, QNBPAY_BANK_CODE);
    const refused = await postCallback(api, "qnbpay", failed.fields);
    expect(refused.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, declinedRef))?.status).toBe("failed");

    const started = await pay(who);
    const { reference, html } = started.json.response.three_d_secure;
    const back = await throughBank(html, QNBPAY_BANK_CODE);
    // A hash_key not made with the shop's app secret: not QNBpay's, the payment stays open.
    const other = new QnbpayStandIn({ ...QNBPAY, appSecret: "someone-else" });
    const tampered = await postCallback(api, "qnbpay", {
      ...back.fields,
      hash_key: other.encrypt(`1|140.00|${reference}|1|TRY`),
    });
    expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    const unknown = await postCallback(api, "qnbpay", { ...back.fields, invoice_id: "nope" });
    expect(unknown.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(api, who.guestId)).toBe(0);
    const genuine = await postCallback(api, "qnbpay", back.fields);
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);

    // A success hash_key made before the bank answered: checkstatus shows the payment pending.
    const next = await shopper();
    const open = await pay(next);
    const openRef = open.json.response.three_d_secure.reference;
    await throughBankPageOnly(open.json.response.three_d_secure.html);
    const forged = await postCallback(api, "qnbpay", {
      invoice_id: openRef,
      payment_status: "1",
      hash_key: qnbpay.encrypt(`1|140.00|${openRef}|1|TRY`),
    });
    expect(forged.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(api, next.guestId)).toBe(0);
  });

  it("answers 502 when QNBpay does not answer in time, and refunds through QNBpay", async () => {
    const who = await shopper();
    await qnbpay.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await pay(who);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await pay(who);
    const back = await throughBank(started.json.response.three_d_secure.html, QNBPAY_BANK_CODE);
    await postCallback(api, "qnbpay", back.fields);
    const order = await firstOrderOf(api, who.guestId);
    await refundOrderPayment(api.db, providers, order?.id as number, 2_550);
    expect(qnbpay.requests.at(-1)).toMatchObject({
      path: "/api/refund",
      body: { invoice_id: back.fields.invoice_id, amount: "25.50" },
    });
    await expect(
      refundOrderPayment(api.db, providers, order?.id as number, 14_000),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });
  });
});

describe.runIf(onPostgres())("repeated callbacks at once, on PostgreSQL", () => {
  it("makes one order of ten simultaneous QNBpay returns", async () => {
    const who = await shopper();
    const started = await pay(who);
    const back = await throughBank(started.json.response.three_d_secure.html, QNBPAY_BANK_CODE);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postCallback(api, "qnbpay", back.fields)),
    );
    expect(new Set(answers.map((a) => a.headers.get("location"))).size).toBe(1);
    expect(await ordersOf(api, who.guestId)).toBe(1);
  });
});
