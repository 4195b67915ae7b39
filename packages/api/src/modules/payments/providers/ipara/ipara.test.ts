// ipara and QNBpay through their adapters, against loopback stand-ins that check
// each request as the providers document it (each provider folder's *-stand-in.ts): signatures, amounts in the
// provider's unit, currency, instalments; and the shop's rules on their callbacks: the order only
// on a success the server confirmed with the provider, once, and a forged, unknown or repeated
// callback changing nothing.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCargo, insertCategory } from "../../../../../test/commerce-fixtures.ts";
import { call, createTestApi, onPostgres, type TestApi } from "../../../../../test/harness.ts";
import {
  binQuery,
  cardBody,
  guestWithCart,
  ordersOf,
  paymentOf,
  postCallback,
  throughBank,
  throughBankPageOnly,
} from "../../../../../test/payment-checkout.ts";
import { orders } from "../../../../db/schema/index.ts";
import type { PaymentProvider } from "../../payment-provider.ts";
import { forgetUnservedCardPages, refundOrderPayment } from "../../payments.service.ts";
import { qnbpayProvider } from "../qnbpay/qnbpay.ts";
import {
  QNBPAY_BANK_CODE,
  QNBPAY_DECLINED_CARD,
  QnbpayStandIn,
} from "../qnbpay/qnbpay-stand-in.ts";
import { iparaProvider } from "./ipara.ts";
import { IPARA_BANK_CODE, IPARA_DECLINED_CARD, IparaStandIn } from "./ipara-stand-in.ts";

const IPARA = { publicKey: "ipara-public", privateKey: "ipara-private" };
const QNBPAY = { appId: "qnb-app", appSecret: "qnb-secret", merchantKey: "$2y$10$merchant.key" };
// Long enough for a loaded machine running several suites at once; the timeout tests make the
// stand-ins wait three times as long.
const TIMEOUT_MS = 1_500;

let api: TestApi;
let ipara: IparaStandIn;
let qnbpay: QnbpayStandIn;
let providers: PaymentProvider[];
let categoryId: number;

beforeAll(async () => {
  ipara = new IparaStandIn(IPARA);
  qnbpay = new QnbpayStandIn(QNBPAY);
  const [iparaUrl, qnbpayUrl] = await Promise.all([ipara.start(), qnbpay.start()]);
  providers = [
    iparaProvider({ ...IPARA, baseUrl: iparaUrl, mode: "T", timeoutMs: TIMEOUT_MS }),
    qnbpayProvider({ ...QNBPAY, baseUrl: qnbpayUrl, timeoutMs: TIMEOUT_MS }),
  ];
  api = await createTestApi({ paymentProviders: providers, publicUrl: "https://shop.test" });
  categoryId = await insertCategory(api.db);
  await insertCargo(api.db, { isDefault: true, freeShippingThreshold: null, basePrice: 4_000 });
});
afterAll(async () => {
  await Promise.all([ipara?.close(), qnbpay?.close()]);
  await api?.close();
});

const shopper = (price?: number) => guestWithCart(api, categoryId, price);
const pay = (provider: string, who: { token: string }, body = cardBody()) =>
  call(api, "POST", `/payCreditCard?provider=${provider}`, { token: who.token, body });
const firstOrder = async (guestId: number) =>
  (await api.db.select().from(orders).where(eq(orders.guestId, guestId)))[0];

describe("ipara", () => {
  it("reads the card's bank from ipara's BIN lookup and offers a single payment", async () => {
    const who = await shopper(10_000);
    const info = await binQuery(api, who, "ipara");
    expect(info.status).toBe(200);
    expect(info.json.response).toMatchObject({
      brand: "mastercard",
      card_type: "credit",
      bank_name: "Garanti Bankası",
      installments: [{ count: 1, total: 14_000 }],
    });
    // Signed with the BIN, amounts in kuruş.
    expect(ipara.requests.at(-1)).toMatchObject({
      path: "/rest/payment/bin/lookup/v2",
      body: { binNumber: "552879", amount: "14000", threeD: "true" },
    });
  });

  it("pays with one-step 3-D Secure in kuruş and places the order once ipara confirms it", async () => {
    const who = await shopper(10_000);
    const started = await pay("ipara", who);
    expect(started.status).toBe(200);
    const { reference, html } = started.json.response.three_d_secure;
    // The page carries the card: served to the shopper once, then gone from the database.
    const page = await call(api, "GET", `/payment/providerPage/${reference}`, { token: who.token });
    expect([page.status, page.text]).toEqual([200, html]);
    expect((await paymentOf(api, reference))?.providerPage).toBeNull();
    const again = await call(api, "GET", `/payment/providerPage/${reference}`, {
      token: who.token,
    });
    expect(again.status).toBe(404);

    const back = await throughBank(html, IPARA_BANK_CODE);
    expect(ipara.requests.find((r) => r.path === "/rest/payment/threed")?.body).toMatchObject({
      orderId: reference,
      amount: "14000",
      installment: "1",
      mode: "T",
      cardExpireMonth: "12",
      successUrl: "https://shop.test/api/v1/payment/callback/ipara",
    });
    expect(back.action).toBe("https://shop.test/api/v1/payment/callback/ipara");
    expect(back.fields).toMatchObject({ orderId: reference, result: "1", amount: "14000" });
    expect(await ordersOf(api, who.guestId)).toBe(0);

    const settled = await postCallback(api, "ipara", back.fields);
    expect(settled.status).toBe(303);
    const location = settled.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    expect(await firstOrder(who.guestId)).toMatchObject({ total: 14_000, cardLast4: "0008" });
    const inquiries = () => ipara.requests.filter((r) => r.path === "/rest/payment/inquiry").length;
    const before = inquiries();

    // The same post again (a reload): the same order, ipara not asked again.
    const repeated = await postCallback(api, "ipara", back.fields);
    expect(repeated.headers.get("location")).toBe(location);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(inquiries()).toBe(before);
  });

  it("erases a card-carrying page nobody opened once its payment has expired", async () => {
    const who = await shopper(10_000);
    const { reference } = (await pay("ipara", who)).json.response.three_d_secure;
    expect(await forgetUnservedCardPages(api.db, ["ipara"])).toBe(0);
    expect((await paymentOf(api, reference))?.providerPage).not.toBeNull();
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await forgetUnservedCardPages(api.db, ["qnbpay"], later)).toBe(0);
    expect(await forgetUnservedCardPages(api.db, ["ipara"], later)).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(api, reference))?.providerPage).toBeNull();
    const page = await call(api, "GET", `/payment/providerPage/${reference}`, { token: who.token });
    expect(page.status).toBe(404);
  });

  it("records a declined card and refuses a tampered, unknown or unconfirmed return", async () => {
    const who = await shopper();
    const declined = await pay("ipara", who, cardBody({ card_number: IPARA_DECLINED_CARD }));
    const declinedRef = declined.json.response.three_d_secure.reference;
    const failed = await throughBank(declined.json.response.three_d_secure.html, IPARA_BANK_CODE);
    const refused = await postCallback(api, "ipara", failed.fields);
    expect(refused.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(api, declinedRef))?.status).toBe("failed");
    // The bank's genuine failure posted again on a failed payment: still refused, no order.
    await postCallback(api, "ipara", failed.fields);
    expect(await ordersOf(api, who.guestId)).toBe(0);

    const started = await pay("ipara", who);
    const { reference, html } = started.json.response.three_d_secure;
    const back = await throughBank(html, IPARA_BANK_CODE);
    // Another amount under the bank's hash: not ipara's, the payment stays open.
    const tampered = await postCallback(api, "ipara", { ...back.fields, amount: "100" });
    expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    expect(api.logs.some((l) => l.includes("not the provider's"))).toBe(true);
    const unknown = await postCallback(api, "ipara", { ...back.fields, orderId: "nope" });
    expect(unknown.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(api, who.guestId)).toBe(0);
    const genuine = await postCallback(api, "ipara", back.fields);
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);

    // A success hash made before the bank answered (a leaked key, say): ipara's inquiry does not
    // show the payment done, so no order.
    const other = await shopper();
    const open = await pay("ipara", other);
    const openRef = open.json.response.three_d_secure.reference;
    const fields = {
      orderId: openRef,
      result: "1",
      amount: "14000",
      mode: "T",
      errorCode: "",
      errorMessage: "",
      transactionDate: "2026-11-26 12:00:00",
    };
    const hash = createHash("sha1")
      .update(`${Object.values(fields).join("")}${IPARA.publicKey}${IPARA.privateKey}`)
      .digest("base64");
    const forged = await postCallback(api, "ipara", { ...fields, hash });
    expect(forged.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(api, other.guestId)).toBe(0);
  });

  it("refuses instalments, answers 502 on a timeout, and refunds through ipara", async () => {
    const who = await shopper();
    const three = await pay("ipara", who, cardBody({ installment: 3 }));
    expect([three.status, three.json.code]).toEqual([400, "validation_error"]);
    await ipara.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await pay("ipara", who);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await pay("ipara", who);
    const back = await throughBank(started.json.response.three_d_secure.html, IPARA_BANK_CODE);
    await postCallback(api, "ipara", back.fields);
    const order = await firstOrder(who.guestId);
    await refundOrderPayment(api.db, providers, order?.id as number, 2_550);
    expect(ipara.requests.at(-2)).toMatchObject({
      path: "/corporate/payment/refund/inquiry",
      body: { orderId: back.fields.orderId, amount: "2550", clientIp: "127.0.0.1" },
    });
    expect(ipara.requests.at(-1)?.path).toBe("/corporate/payment/refund");
    // More than is left of the payment: ipara refuses, the shop reports it.
    await expect(
      refundOrderPayment(api.db, providers, order?.id as number, 14_000),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });
  });
});

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
    const started = await pay("qnbpay", who, cardBody({ installment: 3 }));
    expect(started.status).toBe(200);
    const { reference, html } = started.json.response.three_d_secure;
    const page = await call(api, "GET", `/payment/providerPage/${reference}`, { token: who.token });
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
    expect(await firstOrder(who.guestId)).toMatchObject({ total: 14_000, cardLast4: "0008" });
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
    const declined = await pay("qnbpay", who, cardBody({ card_number: QNBPAY_DECLINED_CARD }));
    const declinedRef = declined.json.response.three_d_secure.reference;
    const failed = await throughBank(declined.json.response.three_d_secure.html, QNBPAY_BANK_CODE);
    const refused = await postCallback(api, "qnbpay", failed.fields);
    expect(refused.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, declinedRef))?.status).toBe("failed");

    const started = await pay("qnbpay", who);
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
    const open = await pay("qnbpay", next);
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
      const slow = await pay("qnbpay", who);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await pay("qnbpay", who);
    const back = await throughBank(started.json.response.three_d_secure.html, QNBPAY_BANK_CODE);
    await postCallback(api, "qnbpay", back.fields);
    const order = await firstOrder(who.guestId);
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
  it("makes one order of ten simultaneous ipara returns", async () => {
    const who = await shopper();
    const started = await pay("ipara", who);
    const back = await throughBank(started.json.response.three_d_secure.html, IPARA_BANK_CODE);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postCallback(api, "ipara", back.fields)),
    );
    const places = new Set(answers.map((a) => a.headers.get("location")));
    expect(places.size).toBe(1);
    expect([...places][0]).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, who.guestId)).toBe(1);
  });

  it("makes one order of ten simultaneous QNBpay returns", async () => {
    const who = await shopper();
    const started = await pay("qnbpay", who);
    const back = await throughBank(started.json.response.three_d_secure.html, QNBPAY_BANK_CODE);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postCallback(api, "qnbpay", back.fields)),
    );
    expect(new Set(answers.map((a) => a.headers.get("location"))).size).toBe(1);
    expect(await ordersOf(api, who.guestId)).toBe(1);
  });
});
