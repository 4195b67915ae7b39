// iyzico, PayTR and Moka through their adapters, against loopback stand-ins that check each request as
// the providers document it (each provider folder's *-stand-in.ts): signatures, amounts in the provider's unit,
// currency, instalments; and the shop's rules on their callbacks: the order only on a verified
// success, once, and a forged, unknown or repeated callback changing nothing.
import { createHash, randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCargo, insertCategory, newGuest } from "../../../../../test/commerce-fixtures.ts";
import { call, createTestApi, onPostgres, type TestApi } from "../../../../../test/harness.ts";
import { guestWithCart as shopperWithCart } from "../../../../../test/payment-checkout.ts";
import { cardPayments, orders } from "../../../../db/schema/index.ts";
import type { PaymentProvider } from "../../payment-provider.ts";
import { refundOrderPayment } from "../../payments.service.ts";
import { mokaProvider } from "../moka/moka.ts";
import { MOKA_BANK_CODE, MOKA_DECLINED_CARD, MokaStandIn } from "../moka/moka-stand-in.ts";
import { paytrProvider } from "../paytr/paytr.ts";
import { PAYTR_DECLINED_CARD, PaytrStandIn } from "../paytr/paytr-stand-in.ts";
import { iyzicoProvider } from "./iyzico.ts";
import { IYZICO_BANK_CODE, IYZICO_DECLINED_CARD, IyzicoStandIn } from "./iyzico-stand-in.ts";

const IYZICO = { apiKey: "sandbox-key", secretKey: "sandbox-secret" };
const PAYTR = { merchantId: "123456", merchantKey: "paytr-key", merchantSalt: "paytr-salt" };
const MOKA = { dealerCode: "1731", username: "moka-user", password: "moka-pass" };
// A stand-in on the loopback answers in milliseconds, but on a busy machine (the suite's other
// lanes beside it) in up to a second: the limit leaves room for that, and the hanging provider
// answers well after it.
const TIMEOUT_MS = 3_000;

let api: TestApi;
let iyzico: IyzicoStandIn;
let paytr: PaytrStandIn;
let moka: MokaStandIn;
let providers: PaymentProvider[];
let categoryId: number;

/** Posts a provider's form fields to the shop's callback, as a browser or PayTR's server does. */
const postCallback = (provider: "iyzico" | "paytr" | "moka", fields: Record<string, string>) =>
  call(api, "POST", `/payment/callback/${provider}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    raw: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  iyzico = new IyzicoStandIn(IYZICO);
  paytr = new PaytrStandIn({
    ...PAYTR,
    notify: async (fields) => (await postCallback("paytr", fields)).text,
  });
  moka = new MokaStandIn(MOKA);
  const [iyzicoUrl, paytrUrl, mokaUrl] = await Promise.all([
    iyzico.start(),
    paytr.start(),
    moka.start(),
  ]);
  providers = [
    iyzicoProvider({ ...IYZICO, baseUrl: iyzicoUrl, timeoutMs: TIMEOUT_MS }),
    paytrProvider({ ...PAYTR, baseUrl: paytrUrl, testMode: true, timeoutMs: TIMEOUT_MS }),
    mokaProvider({ ...MOKA, baseUrl: mokaUrl, timeoutMs: TIMEOUT_MS }),
  ];
  api = await createTestApi({ paymentProviders: providers, publicUrl: "https://shop.test" });
  categoryId = await insertCategory(api.db);
  await insertCargo(api.db, { isDefault: true, freeShippingThreshold: null, basePrice: 4_000 });
});
afterAll(async () => {
  await Promise.all([iyzico?.close(), paytr?.close(), moka?.close()]);
  await api?.close();
});

const guestWithCart = (price?: number) => shopperWithCart(api, categoryId, price);

const agreements = { distance_selling_agreement: true, preliminary_information: true };
const card = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  ...agreements,
  card_holder: "Ayşe Yılmaz",
  card_number: "5528790000000008",
  expire_month: 12,
  expire_year: new Date().getUTCFullYear() + 2,
  cvv: "123",
  installment: 1,
  ...overrides,
});

const ordersOf = async (guestId: number) =>
  (await api.db.select({ n: count() }).from(orders).where(eq(orders.guestId, guestId)))[0]?.n;
const paymentOf = async (reference: string) =>
  (await api.db.select().from(cardPayments).where(eq(cardPayments.reference, reference)))[0];

/** The hidden fields of the bank's auto-submitting form back to the shop. */
async function answerBank(html: string, code: string) {
  const action = /action="([^"]+)"/.exec(html)?.[1] as string;
  const page = await (
    await fetch(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code }).toString(),
    })
  ).text();
  return Object.fromEntries(
    [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
}

/** Follows the page the API serves on to Moka's bank page and answers it, as the browser does. */
async function answerMokaBank(html: string, code: string) {
  const bankUrl = /url=([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&") as string;
  const bankPage = await (await fetch(bankUrl)).text();
  const action = /action="([^"]+)"/.exec(bankPage)?.[1] as string;
  return answerBank(`<form action="${new URL(action, bankUrl)}">`, code);
}

async function startIyzico(shopper: { token: string }, body = card()) {
  return call(api, "POST", "/payCreditCard?provider=iyzico", { token: shopper.token, body });
}

describe("payment providers on and off", () => {
  it("offers the configured providers, and the test gateway only without them", async () => {
    const methods = await call(api, "GET", "/payment/getPaymentType?language=en");
    expect(methods.json.response[0]).toMatchObject({
      code: "card",
      providers: ["iyzico", "paytr", "moka"],
    });
    // a shop taking money refuses the test card: it would order without paying
    const shopper = await newGuest(api);
    const testCard = await call(api, "POST", "/payCreditCard?provider=test", {
      token: shopper.token,
      body: card(),
    });
    expect([testCard.status, testCard.json.code]).toEqual([409, "payment_method_unavailable"]);
    const bare = await createTestApi();
    try {
      const off = await call(bare, "GET", "/payment/getPaymentType");
      expect(off.json.response[0].providers).toEqual(["test"]);
      const guest = await newGuest(bare);
      const refused = await call(bare, "POST", "/payCreditCard?provider=iyzico", {
        token: guest.token,
        body: card(),
      });
      expect([refused.status, refused.json.code]).toEqual([409, "payment_method_unavailable"]);
      const callback = await call(bare, "POST", "/payment/callback/paytr", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        raw: "merchant_oid=x&status=success&total_amount=1&hash=x",
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
    const credit = await call(api, "POST", "/QueryInstallmentAndBin?provider=iyzico", {
      token: shopper.token,
      body: { bin: "55287900" },
    });
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
    const debit = await call(api, "POST", "/QueryInstallmentAndBin?provider=iyzico", {
      token: shopper.token,
      body: { bin: "45436000" },
    });
    expect(debit.json.response.installments).toHaveLength(1);
  });

  it("pays with 3-D Secure and places the order only after iyzico confirms it, once", async () => {
    const shopper = await guestWithCart(10_000);
    const started = await startIyzico(shopper, card({ installment: 3 }));
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
    expect(await ordersOf(shopper.guestId)).toBe(0);
    // The bank's page, for the shopper's browser: the caller's only.
    const page = await call(api, "GET", `/payment/providerPage/${reference}`, {
      token: shopper.token,
    });
    expect([page.status, page.text]).toEqual([200, html]);
    const stranger = await newGuest(api);
    const other = await call(api, "GET", `/payment/providerPage/${reference}`, {
      token: stranger.token,
    });
    expect(other.status).toBe(404);

    const fields = await answerBank(html, IYZICO_BANK_CODE);
    const back = await postCallback("iyzico", fields);
    expect(back.status).toBe(303);
    const location = back.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    const [order] = await api.db.select().from(orders).where(eq(orders.guestId, shopper.guestId));
    expect(order).toMatchObject({
      paymentMethod: "card",
      total: 14_630,
      installments: 3,
      cardLast4: "0008",
    });
    const auths = () => iyzico.requests.filter((r) => r.path === "/payment/3dsecure/auth").length;
    const authsBefore = auths();

    // The same callback again: the same order, no second one, iyzico not asked again.
    const again = await postCallback("iyzico", fields);
    expect(again.headers.get("location")).toBe(location);
    expect(await ordersOf(shopper.guestId)).toBe(1);
    expect(auths()).toBe(authsBefore);
  });

  it("refuses a declined card, a failed 3-D Secure and a tampered or unknown callback", async () => {
    const shopper = await guestWithCart();
    const declined = await startIyzico(shopper, card({ card_number: IYZICO_DECLINED_CARD }));
    expect([declined.status, declined.json.code]).toEqual([402, "payment_failed"]);

    const wrongCode = await startIyzico(shopper);
    const { reference: failedRef, html: failedHtml } = wrongCode.json.response.three_d_secure;
    const failed = await postCallback("iyzico", await answerBank(failedHtml, "000000"));
    expect(failed.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(failedRef))?.status).toBe("failed");
    // A later "success" for the failed payment is refused and logged.
    const late = await postCallback("iyzico", {
      ...iyzico.callbackFields((await paymentOf(failedRef))?.providerPaymentId as string, true),
    });
    expect(late.headers.get("location")).toContain("hata=payment_failed");
    expect(api.logs.some((l) => l.includes("payment no longer open"))).toBe(true);

    const started = await startIyzico(shopper);
    const { reference, html } = started.json.response.three_d_secure;
    const fields = await answerBank(html, IYZICO_BANK_CODE);
    // Another payment's id in the callback: refused, the payment stays open.
    const tampered = await postCallback("iyzico", { ...fields, paymentId: "99999999" });
    expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(reference))?.status).toBe("challenge");
    expect(api.logs.some((l) => l.includes("not the provider's"))).toBe(true);
    // A callback naming no payment of the shop's.
    const unknown = await postCallback("iyzico", { ...fields, conversationId: "nope" });
    expect(unknown.headers.get("location")).toContain("hata=payment_failed");
    expect(api.logs.some((l) => l.includes("unknown payment"))).toBe(true);
    expect(await ordersOf(shopper.guestId)).toBe(0);

    // The genuine callback still places the order.
    const genuine = await postCallback("iyzico", fields);
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(shopper.guestId)).toBe(1);
  });

  it("does not place an order when the bank page was skipped (iyzico does not confirm)", async () => {
    const shopper = await guestWithCart();
    const started = await startIyzico(shopper);
    const payment = await paymentOf(started.json.response.three_d_secure.reference);
    // A browser posting "success" without the bank ever authenticating the card.
    const forged = await postCallback("iyzico", {
      status: "success",
      mdStatus: "1",
      paymentId: payment?.providerPaymentId as string,
      conversationId: payment?.reference as string,
      conversationData: "made-up",
    });
    expect(forged.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(shopper.guestId)).toBe(0);
  });

  it("answers 502 when iyzico does not answer in time, and refunds through iyzico", async () => {
    const shopper = await guestWithCart();
    await iyzico.slowly(TIMEOUT_MS * 2, async () => {
      const slow = await startIyzico(shopper);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await startIyzico(shopper);
    const fields = await answerBank(started.json.response.three_d_secure.html, IYZICO_BANK_CODE);
    await postCallback("iyzico", fields);
    const [order] = await api.db.select().from(orders).where(eq(orders.guestId, shopper.guestId));
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

describe("PayTR", () => {
  async function startPaytr(shopper: { token: string }) {
    return call(api, "POST", "/getPayTRIframeToken", {
      token: shopper.token,
      body: { idempotency_key: randomUUID(), ...agreements },
    });
  }

  it("gets an iframe token for the cart in kuruş, and places the order on PayTR's notification, once", async () => {
    const shopper = await guestWithCart(10_000);
    const started = await startPaytr(shopper);
    expect(started.status).toBe(200);
    const { reference, iframe_url } = started.json.response;
    expect(iframe_url).toMatch(new RegExp(`^${paytr.url}/odeme/guvenli/[0-9a-f]+$`));
    expect(paytr.requests.at(-1)?.fields).toMatchObject({
      merchant_oid: reference,
      payment_amount: "14000",
      currency: "TL",
      no_installment: "1",
      test_mode: "1",
      merchant_ok_url: `https://shop.test/api/v1/payment/return/${reference}`,
    });
    // The browser's return before PayTR has said anything proves nothing.
    expect(await ordersOf(shopper.guestId)).toBe(0);

    expect(await paytr.pay(reference, "4355084355084358")).toBe(true);
    expect(paytr.notificationAnswers.at(-1)).toBe("OK");
    expect(await ordersOf(shopper.guestId)).toBe(1);
    const back = await call(api, "GET", `/payment/return/${reference}`);
    expect(back.headers.get("location")).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS/);

    // PayTR repeats its notification: OK again, nothing changes.
    const repeated = await postCallback("paytr", paytr.notification(reference, true));
    expect(repeated.text).toBe("OK");
    expect(await ordersOf(shopper.guestId)).toBe(1);
  });

  it("refuses a tampered or unknown notification and records a declined payment", async () => {
    const shopper = await guestWithCart();
    const { reference } = (await startPaytr(shopper)).json.response;
    const genuine = paytr.notification(reference, true);
    const tampered = await postCallback("paytr", { ...genuine, total_amount: "100" });
    expect(tampered.status).toBe(402);
    expect(tampered.text).not.toBe("OK");
    expect((await paymentOf(reference))?.status).toBe("challenge");
    const unknown = await postCallback("paytr", { ...genuine, merchant_oid: "abc123" });
    expect(unknown.status).toBe(404);
    expect(await ordersOf(shopper.guestId)).toBe(0);

    const declined = await startPaytr(shopper);
    const declinedRef = declined.json.response.reference;
    expect(await paytr.pay(declinedRef, PAYTR_DECLINED_CARD)).toBe(false);
    expect(paytr.notificationAnswers.at(-1)).toBe("OK");
    expect((await paymentOf(declinedRef))?.status).toBe("failed");
    const back = await call(api, "GET", `/payment/return/${declinedRef}`);
    expect(back.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    // A success for the declined payment afterwards is refused.
    const late = await postCallback("paytr", paytr.notification(declinedRef, true));
    expect(late.status).toBe(402);
    expect(await ordersOf(shopper.guestId)).toBe(0);
  });

  it("answers 502 when PayTR does not answer in time, and refunds through PayTR", async () => {
    const shopper = await guestWithCart();
    await paytr.slowly(TIMEOUT_MS * 2, async () => {
      const slow = await startPaytr(shopper);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const { reference } = (await startPaytr(shopper)).json.response;
    await paytr.pay(reference, "4355084355084358");
    const [order] = await api.db.select().from(orders).where(eq(orders.guestId, shopper.guestId));
    await refundOrderPayment(api.db, providers, order?.id as number, 2_550);
    expect(paytr.requests.at(-1)).toMatchObject({
      path: "/odeme/iade",
      fields: { merchant_oid: reference, return_amount: "25.50" },
    });
    await expect(
      refundOrderPayment(api.db, providers, order?.id as number, 14_000),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });
  });
});

describe("Moka", () => {
  const startMoka = (shopper: { token: string }, body = card()) =>
    call(api, "POST", "/payCreditCard?provider=moka", { token: shopper.token, body });

  it("reads the card's bank from Moka and offers a single payment", async () => {
    const shopper = await guestWithCart(10_000);
    const info = await call(api, "POST", "/QueryInstallmentAndBin?provider=moka", {
      token: shopper.token,
      body: { bin: "55287900" },
    });
    expect(info.json.response).toMatchObject({
      brand: "mastercard",
      card_type: "credit",
      bank_name: "FİNANSBANK",
      installments: [{ count: 1, total: 14_000 }],
    });
    expect(moka.requests.at(-1)?.body).toMatchObject({
      BankCardInformationRequest: { BinNumber: "552879" },
    });
  });

  it("pays with 3-D Secure, in lira with kuruş after a dot, and places the order once", async () => {
    const shopper = await guestWithCart(10_000);
    const started = await startMoka(shopper);
    expect(started.status).toBe(200);
    const { reference, html } = started.json.response.three_d_secure;
    const request = moka.requests.at(-1);
    expect(request?.path).toBe("/PaymentDealer/DoDirectPaymentThreeD");
    expect(request?.body.PaymentDealerRequest).toMatchObject({
      Amount: 140,
      Currency: "TL",
      InstallmentNumber: 1,
      OtherTrxCode: reference,
      ReturnHash: 1,
      RedirectUrl: "https://shop.test/api/v1/payment/callback/moka",
      ExpMonth: "12",
    });
    expect(await ordersOf(shopper.guestId)).toBe(0);
    const page = await call(api, "GET", `/payment/providerPage/${reference}`, {
      token: shopper.token,
    });
    expect([page.status, page.text]).toEqual([200, html]);

    const fields = await answerMokaBank(html, MOKA_BANK_CODE);
    expect(fields.OtherTrxCode).toBe(reference);
    const back = await postCallback("moka", fields);
    expect(back.status).toBe(303);
    const location = back.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    const [order] = await api.db.select().from(orders).where(eq(orders.guestId, shopper.guestId));
    expect(order).toMatchObject({ paymentMethod: "card", total: 14_000, cardLast4: "0008" });
    // Refunds name Moka's trxCode, so that is the provider's id kept for the payment.
    expect((await paymentOf(reference))?.providerPaymentId).toBe(fields.trxCode);
    const details = () =>
      moka.requests.filter((r) => r.path === "/PaymentDealer/GetDealerPaymentTrxDetailList").length;
    const detailsBefore = details();

    // The same redirect again: the same order, Moka not asked again.
    const again = await postCallback("moka", fields);
    expect(again.headers.get("location")).toBe(location);
    expect(await ordersOf(shopper.guestId)).toBe(1);
    expect(details()).toBe(detailsBefore);
  });

  it("records a declined card and refuses a tampered or unconfirmed redirect", async () => {
    const shopper = await guestWithCart();
    const declined = await startMoka(shopper, card({ card_number: MOKA_DECLINED_CARD }));
    const { reference: declinedRef, html: declinedHtml } = declined.json.response.three_d_secure;
    const failed = await postCallback("moka", await answerMokaBank(declinedHtml, MOKA_BANK_CODE));
    expect(failed.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(declinedRef))?.status).toBe("failed");

    const started = await startMoka(shopper);
    const { reference, html } = started.json.response.three_d_secure;
    const fields = await answerMokaBank(html, MOKA_BANK_CODE);
    // A hashValue not made from this payment's CodeForHash: refused, the payment stays open.
    const tampered = await postCallback("moka", {
      ...fields,
      hashValue: fields.hashValue?.replace(/^./, (c) => (c === "0" ? "1" : "0")) ?? "",
    });
    expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(reference))?.status).toBe("challenge");
    expect(api.logs.some((l) => l.includes("not the provider's"))).toBe(true);
    const unknown = await postCallback("moka", { ...fields, OtherTrxCode: "nope" });
    expect(unknown.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(shopper.guestId)).toBe(0);

    const genuine = await postCallback("moka", fields);
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(shopper.guestId)).toBe(1);
  });

  it("does not place an order on a success hash when Moka does not show the payment done", async () => {
    const shopper = await guestWithCart();
    const started = await startMoka(shopper);
    const { reference } = started.json.response.three_d_secure;
    const stored = [...moka.payments.values()].find((p) => p.otherTrxCode === reference);
    // A browser posting the success hash before the bank has authenticated the card: Moka's own
    // detail list still shows the payment waiting.
    const forged = await postCallback("moka", {
      OtherTrxCode: reference,
      trxCode: stored?.virtualPosOrderId ?? "",
      isSuccessful: "True",
      hashValue: createHash("sha256").update(`${stored?.codeForHash}T`).digest("hex"),
    });
    expect(forged.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(shopper.guestId)).toBe(0);
  });

  it("answers 502 when Moka does not answer in time, and refunds through Moka", async () => {
    const shopper = await guestWithCart();
    await moka.slowly(TIMEOUT_MS * 2, async () => {
      const slow = await startMoka(shopper);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await startMoka(shopper);
    const fields = await answerMokaBank(started.json.response.three_d_secure.html, MOKA_BANK_CODE);
    await postCallback("moka", fields);
    const [order] = await api.db.select().from(orders).where(eq(orders.guestId, shopper.guestId));
    await refundOrderPayment(api.db, providers, order?.id as number, 2_550);
    expect(moka.requests.at(-1)).toMatchObject({
      path: "/PaymentDealer/DoCreateRefundRequest",
      body: { PaymentDealerRequest: { VirtualPosOrderId: fields.trxCode, Amount: 25.5 } },
    });
    await expect(
      refundOrderPayment(api.db, providers, order?.id as number, 14_000),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });
  });
});

describe.runIf(onPostgres())("repeated callbacks at once, on PostgreSQL", () => {
  it("makes one order of ten simultaneous iyzico callbacks, PayTR notifications and Moka redirects", async () => {
    const shopper = await guestWithCart();
    const started = await startIyzico(shopper);
    const fields = await answerBank(started.json.response.three_d_secure.html, IYZICO_BANK_CODE);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postCallback("iyzico", fields)),
    );
    const places = new Set(answers.map((a) => a.headers.get("location")));
    expect(places.size).toBe(1);
    expect([...places][0]).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(shopper.guestId)).toBe(1);

    const other = await guestWithCart();
    const { reference } = (
      await call(api, "POST", "/getPayTRIframeToken", {
        token: other.token,
        body: { idempotency_key: randomUUID(), ...agreements },
      })
    ).json.response;
    const notification = paytr.notification(reference, true);
    const oks = await Promise.all(
      Array.from({ length: 10 }, () => postCallback("paytr", notification)),
    );
    expect(oks.map((a) => a.text)).toEqual(Array(10).fill("OK"));
    expect(await ordersOf(other.guestId)).toBe(1);

    const third = await guestWithCart();
    const moka3d = await call(api, "POST", "/payCreditCard?provider=moka", {
      token: third.token,
      body: card(),
    });
    const mokaFields = await answerMokaBank(
      moka3d.json.response.three_d_secure.html,
      MOKA_BANK_CODE,
    );
    const redirects = await Promise.all(
      Array.from({ length: 10 }, () => postCallback("moka", mokaFields)),
    );
    expect(new Set(redirects.map((a) => a.headers.get("location"))).size).toBe(1);
    expect(await ordersOf(third.guestId)).toBe(1);
  });
});
