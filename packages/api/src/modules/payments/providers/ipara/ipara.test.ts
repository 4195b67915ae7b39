// ipara through its adapter, against a loopback stand-in that checks each request as ipara
// documents it (ipara-stand-in.ts beside this file): signatures, amounts in kuruş, currency,
// instalments; and the shop's rules on its callback: the order only on a success the server
// confirmed with ipara, once, and a forged, unknown or repeated callback changing nothing.
import { createHash } from "node:crypto";
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
} from "../../../../../test/payment-checkout.ts";
import { forgetUnservedCardPages, refundOrderPayment } from "../../payments.service.ts";
import { iparaProvider } from "./ipara.ts";
import { IPARA_BANK_CODE, IPARA_DECLINED_CARD, IparaStandIn } from "./ipara-stand-in.ts";

const IPARA = { publicKey: "ipara-public", privateKey: "ipara-private" };
// Long enough for a loaded machine running several suites at once; the timeout tests make the
// stand-in wait three times as long.
const TIMEOUT_MS = 1_500;

const ipara = new IparaStandIn(IPARA);
const { api, providers, shopper, pay } = providerShopForFile("ipara", ipara, (baseUrl) =>
  iparaProvider({ ...IPARA, baseUrl, mode: "T", timeoutMs: TIMEOUT_MS }),
);

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
    const started = await pay(who);
    expect(started.status).toBe(200);
    const { reference, html } = started.json.response.three_d_secure;
    // The page carries the card: served to the shopper once, then gone from the database.
    const page = await answerOf(
      client(api, who.token).payment.providerPage[":reference"].$get({
        param: { reference },
      }),
    );
    expect([page.status, page.text]).toEqual([200, html]);
    expect((await paymentOf(api, reference))?.providerPage).toBeNull();
    const again = await answerOf(
      client(api, who.token).payment.providerPage[":reference"].$get({
        param: { reference },
      }),
    );
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
    expect(await firstOrderOf(api, who.guestId)).toMatchObject({
      total: 14_000,
      cardLast4: "0008",
    });
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
    const { reference } = (await pay(who)).json.response.three_d_secure;
    expect(await forgetUnservedCardPages(api.db, ["ipara"])).toBe(0);
    expect((await paymentOf(api, reference))?.providerPage).not.toBeNull();
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await forgetUnservedCardPages(api.db, ["qnbpay"], later)).toBe(0);
    expect(await forgetUnservedCardPages(api.db, ["ipara"], later)).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(api, reference))?.providerPage).toBeNull();
    const page = await answerOf(
      client(api, who.token).payment.providerPage[":reference"].$get({
        param: { reference },
      }),
    );
    expect(page.status).toBe(404);
  });

  it("records a declined card and refuses a tampered, unknown or unconfirmed return", async () => {
    const who = await shopper();
    const declined = await pay(who, cardBody({ card_number: IPARA_DECLINED_CARD }));
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

    const started = await pay(who);
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
    const open = await pay(other);
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
    const three = await pay(who, cardBody({ installment: 3 }));
    expect([three.status, three.json.code]).toEqual([400, "validation_error"]);
    await ipara.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await pay(who);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await pay(who);
    const back = await throughBank(started.json.response.three_d_secure.html, IPARA_BANK_CODE);
    await postCallback(api, "ipara", back.fields);
    const order = await firstOrderOf(api, who.guestId);
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

describe.runIf(onPostgres())("repeated callbacks at once, on PostgreSQL", () => {
  it("makes one order of ten simultaneous ipara returns", async () => {
    const who = await shopper();
    const started = await pay(who);
    const back = await throughBank(started.json.response.three_d_secure.html, IPARA_BANK_CODE);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postCallback(api, "ipara", back.fields)),
    );
    const places = new Set(answers.map((a) => a.headers.get("location")));
    expect(places.size).toBe(1);
    expect([...places][0]).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, who.guestId)).toBe(1);
  });
});
