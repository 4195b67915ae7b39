// İşyerimPOS through its adapter, against a loopback stand-in that checks each request as
// İşyerimPOS documents it (isyerimpos-stand-in.ts beside this file): the MerchantId, UserId
// and ApiKey headers, amounts in lira, the instalment count, IsAutoCommit; and the shop's rules on
// the shopper's return (a GET with ?uid=): the order only once payResultCheck, asked server to
// server, shows the payment taken for the amount asked, once; a tampered, unknown or repeated
// return changing nothing.
import { describe, expect, it } from "vitest";
import { answerOf, call, client, onPostgres } from "../../../../../test/harness.ts";
import {
  cardBody,
  firstOrderOf,
  formOf,
  ordersOf,
  paymentOf,
  paymentRequest,
  providerShopForFile,
  singlePaymentOffer,
} from "../../../../../test/payment-checkout.ts";
import { ConfigError, loadConfig } from "../../../../config.ts";
import { refundOrderPayment } from "../../payments.service.ts";
import { isyerimposProvider } from "./isyerimpos.ts";
import {
  ISYERIMPOS_BANK_CODE,
  ISYERIMPOS_DECLINED_CARD,
  IsyerimposStandIn,
} from "./isyerimpos-stand-in.ts";

const CREDENTIALS = { merchantId: "11039", userId: "445", apiKey: "isyerimpos-api-key" };
// Long enough for a loaded machine; the timeout tests make the stand-in wait three times as long.
const TIMEOUT_MS = 1_500;

const standIn = new IsyerimposStandIn(CREDENTIALS);
const { api, providers, shopper, pay } = providerShopForFile("isyerimpos", standIn, (url) =>
  isyerimposProvider({ ...CREDENTIALS, baseUrl: `${url}/v1/`, timeoutMs: TIMEOUT_MS }),
);
const requestsTo = (method: string) => standIn.requests.filter((r) => r.method === method);

/**
 * What the shopper's browser does with ResponseAsHtml: posts its form to the bank, answers the
 * bank's page with `code`, and is sent back; the address it is sent back to (a GET).
 */
async function throughBank(html: string, code: string): Promise<string> {
  const start = formOf(html);
  const answered = await fetch(start.action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ code }).toString(),
    redirect: "manual",
  });
  return answered.headers.get("location") ?? "";
}
const uidOf = (reference: string) =>
  [...standIn.transactions.values()].find((t) => t.orderId === reference)?.uid ?? "";
const back = (url: string) => call(api, "GET", url);

describe("İşyerimPOS", () => {
  it("offers a single payment only, as getInstallments' answer is not documented", async () => {
    const who = await shopper(10_000);
    expect(await singlePaymentOffer(api, who, "isyerimpos")).toEqual({
      status: 200,
      installments: [expect.objectContaining({ count: 1, total: 14_000 })],
      three: [400, "validation_error"],
    });
    expect(requestsTo("payRequest3d")).toHaveLength(0);
  });

  it("pays with 3-D Secure in lira and places the order once payResultCheck confirms it", async () => {
    const who = await shopper(10_000);
    const started = await pay(who);
    expect(started.status).toBe(200);
    const { reference, html } = started.json.response.three_d_secure;
    const sent = requestsTo("payRequest3d").at(-1);
    expect(sent?.headers).toMatchObject({
      MerchantId: "11039",
      UserId: "445",
      ApiKey: "isyerimpos-api-key",
      "content-type": "application/json",
    });
    expect(sent?.body).toMatchObject({
      OrderId: reference,
      Amount: 140,
      Installment: 1,
      Is3D: true,
      IsAutoCommit: false,
      ReflectCost: false,
      ReturnUrl: `https://shop.test/api/v1/payment/return/${reference}`,
      CardInfo: {
        CardNo: "5528790000000008",
        Month: "12",
        Year: String((new Date().getUTCFullYear() + 2) % 100),
        Cvv: "123",
      },
    });
    // The bank's page is served once, then gone from the database; the ConfirmKey never leaves
    // the server.
    const page = await answerOf(
      client(api, who.token).payment.providerPage[":reference"].$get({
        param: { reference },
      }),
    );
    expect([page.status, page.text]).toEqual([200, html]);
    expect((await paymentOf(api, reference))?.providerPage).toBeNull();
    expect(JSON.stringify(started.json)).not.toContain(
      standIn.transactions.get(uidOf(reference))?.confirmKey,
    );

    const returnUrl = await throughBank(html, ISYERIMPOS_BANK_CODE);
    expect(returnUrl).toBe(
      `https://shop.test/api/v1/payment/return/${reference}?uid=${uidOf(reference)}`,
    );
    expect(await ordersOf(api, who.guestId)).toBe(0);
    const settled = await back(returnUrl);
    expect(settled.status).toBe(303);
    const location = settled.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    expect(requestsTo("payComplete").at(-1)?.query).toEqual({
      uid: uidOf(reference),
      key: standIn.transactions.get(uidOf(reference))?.confirmKey,
    });
    expect(requestsTo("payResultCheck").at(-1)?.query).toEqual({ uid: uidOf(reference) });
    expect(await firstOrderOf(api, who.guestId)).toMatchObject({
      total: 14_000,
      cardLast4: "0008",
    });
    expect((await paymentOf(api, reference))?.providerPaymentId).toBe(uidOf(reference));

    // The same return again (a reload): the same order, İşyerimPOS not asked again.
    const asked = standIn.requests.length;
    const repeated = await back(returnUrl);
    expect(repeated.headers.get("location")).toBe(location);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(standIn.requests.length).toBe(asked);
  });

  it("records a declined card and refuses a tampered, unknown or unconfirmed return", async () => {
    const who = await shopper();
    const declined = await pay(who, cardBody({ card_number: ISYERIMPOS_DECLINED_CARD }));
    const declinedRef = declined.json.response.three_d_secure.reference;
    const failedReturn = await throughBank(
      declined.json.response.three_d_secure.html,
      ISYERIMPOS_BANK_CODE,
    );
    const refused = await back(failedReturn);
    expect(refused.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(api, declinedRef))?.status).toBe("failed");
    await back(failedReturn);
    expect(await ordersOf(api, who.guestId)).toBe(0);

    const started = await pay(who);
    const { reference, html } = started.json.response.three_d_secure;
    const returnUrl = await throughBank(html, ISYERIMPOS_BANK_CODE);
    // Another payment's uid, or another order id, on this payment's return: not İşyerimPOS's.
    const otherUid = await back(
      `https://shop.test/api/v1/payment/return/${reference}?uid=${uidOf(declinedRef)}`,
    );
    expect(otherUid.headers.get("location")).toContain("hata=payment_failed");
    const otherOrder = await back(
      `https://shop.test/api/v1/payment/return/${reference}?orderId=${declinedRef}`,
    );
    expect(otherOrder.headers.get("location")).toContain("hata=payment_failed");
    const bare = await back(`https://shop.test/api/v1/payment/return/${reference}`);
    expect(bare.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    expect(api.logs.some((l) => l.includes("not the provider's"))).toBe(true);
    // An unknown reference.
    const unknown = await back(
      `https://shop.test/api/v1/payment/return/${"0".repeat(36)}?uid=${uidOf(reference)}`,
    );
    expect(unknown.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(api, who.guestId)).toBe(0);
    const genuine = await back(returnUrl);
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);

    // A return the shopper makes up before the bank answered: payResultCheck does not show the
    // payment taken, so no order.
    const next = await shopper();
    const open = await pay(next);
    const openRef = open.json.response.three_d_secure.reference;
    const early = await back(
      `https://shop.test/api/v1/payment/return/${openRef}?uid=${uidOf(openRef)}`,
    );
    expect(early.headers.get("location")).toContain("hata=payment_failed");
    expect(standIn.statusOf(uidOf(openRef))).toBe(1);
    expect(await ordersOf(api, next.guestId)).toBe(0);
  });

  it("refuses a payment İşyerimPOS confirms for another amount", async () => {
    const who = await shopper();
    const started = await pay(who);
    const { reference, html } = started.json.response.three_d_secure;
    const returnUrl = await throughBank(html, ISYERIMPOS_BANK_CODE);
    const transaction = standIn.transactions.get(uidOf(reference));
    if (transaction) transaction.amount = 1;
    const settled = await back(returnUrl);
    expect(settled.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, reference))?.status).toBe("failed");
    expect(await ordersOf(api, who.guestId)).toBe(0);
  });

  it("answers 502 when İşyerimPOS does not answer in time, and refunds through it", async () => {
    const who = await shopper();
    await standIn.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await pay(who);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await pay(who);
    const { reference, html } = started.json.response.three_d_secure;
    const returnUrl = await throughBank(html, ISYERIMPOS_BANK_CODE);
    // The check on the return times out: the shopper hears so, and the payment stays open.
    await standIn.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await back(returnUrl);
      expect(slow.headers.get("location")).toContain("hata=payment_provider_unavailable");
    });
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    const settled = await back(returnUrl);
    expect(settled.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, who.guestId)).toBe(1);

    const order = await firstOrderOf(api, who.guestId);
    await refundOrderPayment(api.db, providers, order?.id as number, 2_550);
    expect(requestsTo("refundRequest").at(-1)?.body).toMatchObject({
      uid: uidOf(reference),
      amount: 25.5,
    });
    await expect(
      refundOrderPayment(api.db, providers, order?.id as number, 14_000),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });
  });

  it("declines the payment when İşyerimPOS refuses the shop's credentials", async () => {
    const wrong = isyerimposProvider({
      ...CREDENTIALS,
      apiKey: "not-the-key",
      baseUrl: `${standIn.url}/v1/`,
      timeoutMs: TIMEOUT_MS,
    });
    const outcome = await wrong.start(paymentRequest());
    expect(outcome.kind).toBe("declined");
    expect(requestsTo("payRequest3d").at(-1)?.headers.ApiKey).toBe("not-the-key");
    expect([...standIn.transactions.values()].some((t) => t.orderId === "ref-wrong-key")).toBe(
      false,
    );
  });
});

describe("İşyerimPOS configuration", () => {
  it("is on only with all its credentials and an https or loopback URL, and never shows them", () => {
    const on = loadConfig({
      ISYERIMPOS_MERCHANT_ID: "11039",
      ISYERIMPOS_USER_ID: "445",
      ISYERIMPOS_API_KEY: "isyerimpos-secret",
    }).paymentProviders;
    expect(on.map((p) => p.name)).toEqual(["isyerimpos"]);
    expect(JSON.stringify(on)).not.toContain("isyerimpos-secret");
    expect(() =>
      loadConfig({ ISYERIMPOS_MERCHANT_ID: "11039", ISYERIMPOS_API_KEY: "isyerimpos-secret" }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ISYERIMPOS_MERCHANT_ID: "11039",
        ISYERIMPOS_USER_ID: "445",
        ISYERIMPOS_API_KEY: "isyerimpos-secret",
        ISYERIMPOS_BASE_URL: "http://apitest.isyerimpos.com/v1/",
      }),
    ).toThrow(ConfigError);
  });
});

describe.runIf(onPostgres())("repeated İşyerimPOS returns at once, on PostgreSQL", () => {
  it("makes one order of ten simultaneous returns, committing the payment once", async () => {
    const who = await shopper();
    const started = await pay(who);
    const { reference, html } = started.json.response.three_d_secure;
    const returnUrl = await throughBank(html, ISYERIMPOS_BANK_CODE);
    const commits = () =>
      requestsTo("payComplete").filter((r) => r.query.uid === uidOf(reference)).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => back(returnUrl)));
    const places = new Set(answers.map((a) => a.headers.get("location")));
    expect(places.size).toBe(1);
    expect([...places][0]).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, who.guestId)).toBe(1);
    expect(commits()).toBe(1);
  });
});
