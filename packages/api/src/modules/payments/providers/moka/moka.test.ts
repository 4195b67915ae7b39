// Moka United through its adapter, against a loopback stand-in that checks each request as Moka
// documents it (moka-stand-in.ts beside this file): the CheckKey, amounts in lira with kuruş after
// a dot, currency; and the shop's rules on its redirect: the order only on a success Moka
// confirms, once, and a forged, unknown or repeated redirect changing nothing.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answerOf, client, onPostgres } from "../../../../../test/harness.ts";
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
import { mokaProvider } from "./moka.ts";
import { MOKA_BANK_CODE, MOKA_DECLINED_CARD, MokaStandIn } from "./moka-stand-in.ts";

const MOKA = { dealerCode: "1731", username: "moka-user", password: "moka-pass" };
// A stand-in on the loopback answers in milliseconds, but on a busy machine (the suite's other
// lanes beside it) in up to a second: the limit leaves room for that, and the hanging provider
// answers well after it.
const TIMEOUT_MS = 3_000;

const moka = new MokaStandIn(MOKA);
const {
  api,
  providers,
  shopper: guestWithCart,
  pay: startMoka,
} = providerShopForFile("moka", moka, (baseUrl) =>
  mokaProvider({ ...MOKA, baseUrl, timeoutMs: TIMEOUT_MS }),
);

/** Follows the page the API serves on to Moka's bank page and answers it, as the browser does. */
async function answerMokaBank(html: string, code: string) {
  const bankUrl = /url=([^"]+)"/.exec(html)?.[1]?.replaceAll("&#38;", "&") as string;
  const bankPage = await (await fetch(bankUrl)).text();
  const action = /action="([^"]+)"/.exec(bankPage)?.[1] as string;
  return answerBank(`<form action="${new URL(action, bankUrl)}">`, code);
}

describe("Moka", () => {
  it("reads the card's bank from Moka and offers a single payment", async () => {
    const shopper = await guestWithCart(10_000);
    const info = await answerOf(
      client(api, shopper.token).QueryInstallmentAndBin.$post({
        query: { provider: "moka" },
        json: { bin: "55287900" },
      }),
    );
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
    expect(await ordersOf(api, shopper.guestId)).toBe(0);
    const page = await answerOf(
      client(api, shopper.token).payment.providerPage[":reference"].$get({
        param: { reference },
      }),
    );
    expect([page.status, page.text]).toEqual([200, html]);

    const fields = await answerMokaBank(html, MOKA_BANK_CODE);
    expect(fields.OtherTrxCode).toBe(reference);
    const back = await postCallback(api, "moka", fields);
    expect(back.status).toBe(303);
    const location = back.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    const order = await firstOrderOf(api, shopper.guestId);
    expect(order).toMatchObject({ paymentMethod: "card", total: 14_000, cardLast4: "0008" });
    // Refunds name Moka's trxCode, so that is the provider's id kept for the payment.
    expect((await paymentOf(api, reference))?.providerPaymentId).toBe(fields.trxCode);
    const details = () =>
      moka.requests.filter((r) => r.path === "/PaymentDealer/GetDealerPaymentTrxDetailList").length;
    const detailsBefore = details();

    // The same redirect again: the same order, Moka not asked again.
    const again = await postCallback(api, "moka", fields);
    expect(again.headers.get("location")).toBe(location);
    expect(await ordersOf(api, shopper.guestId)).toBe(1);
    expect(details()).toBe(detailsBefore);
  });

  it("records a declined card and refuses a tampered or unconfirmed redirect", async () => {
    const shopper = await guestWithCart();
    const declined = await startMoka(shopper, cardBody({ card_number: MOKA_DECLINED_CARD }));
    const { reference: declinedRef, html: declinedHtml } = declined.json.response.three_d_secure;
    const failed = await postCallback(
      api,
      "moka",
      await answerMokaBank(declinedHtml, MOKA_BANK_CODE),
    );
    expect(failed.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(api, declinedRef))?.status).toBe("failed");

    const started = await startMoka(shopper);
    const { reference, html } = started.json.response.three_d_secure;
    const fields = await answerMokaBank(html, MOKA_BANK_CODE);
    // A hashValue not made from this payment's CodeForHash: refused, the payment stays open.
    const tampered = await postCallback(api, "moka", {
      ...fields,
      hashValue: fields.hashValue?.replace(/^./, (c) => (c === "0" ? "1" : "0")) ?? "",
    });
    expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    expect(api.logs.some((l) => l.includes("not the provider's"))).toBe(true);
    const unknown = await postCallback(api, "moka", { ...fields, OtherTrxCode: "nope" });
    expect(unknown.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(api, shopper.guestId)).toBe(0);

    const genuine = await postCallback(api, "moka", fields);
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(api, shopper.guestId)).toBe(1);
  });

  it("does not place an order on a success hash when Moka does not show the payment done", async () => {
    const shopper = await guestWithCart();
    const started = await startMoka(shopper);
    const { reference } = started.json.response.three_d_secure;
    const stored = [...moka.payments.values()].find((p) => p.otherTrxCode === reference);
    // A browser posting the success hash before the bank has authenticated the card: Moka's own
    // detail list still shows the payment waiting.
    const forged = await postCallback(api, "moka", {
      OtherTrxCode: reference,
      trxCode: stored?.virtualPosOrderId ?? "",
      isSuccessful: "True",
      hashValue: createHash("sha256").update(`${stored?.codeForHash}T`).digest("hex"),
    });
    expect(forged.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(api, shopper.guestId)).toBe(0);
  });

  it("answers 502 when Moka does not answer in time, and refunds through Moka", async () => {
    const shopper = await guestWithCart();
    await moka.slowly(TIMEOUT_MS * 2, async () => {
      const slow = await startMoka(shopper);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const started = await startMoka(shopper);
    const fields = await answerMokaBank(started.json.response.three_d_secure.html, MOKA_BANK_CODE);
    await postCallback(api, "moka", fields);
    const order = await firstOrderOf(api, shopper.guestId);
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
  it("makes one order of ten simultaneous Moka redirects", async () => {
    const shopper = await guestWithCart();
    const moka3d = await answerOf(
      client(api, shopper.token).payCreditCard.$post({
        query: { provider: "moka" },
        json: cardBody(),
      }),
    );
    const mokaFields = await answerMokaBank(
      moka3d.json.response.three_d_secure.html,
      MOKA_BANK_CODE,
    );
    const redirects = await Promise.all(
      Array.from({ length: 10 }, () => postCallback(api, "moka", mokaFields)),
    );
    expect(new Set(redirects.map((a) => a.headers.get("location"))).size).toBe(1);
    expect(await ordersOf(api, shopper.guestId)).toBe(1);
  });
});
