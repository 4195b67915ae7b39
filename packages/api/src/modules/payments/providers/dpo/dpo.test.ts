// DPO Pay through its adapter, against a loopback stand-in that checks each XML API v6 request as
// DPO documents it (dpo-stand-in.ts beside this file): the CompanyToken, the amount as a
// decimal with two digits, the currency, the CompanyRef, the service; and the shop's rules: the
// order only after verifyToken says the payment was made for exactly what was asked, once, and a
// declined, cancelled, forged or repeated return changing nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answerOf, call, client } from "../../../../../test/harness.ts";
import {
  ordersOf as ordersOfGuest,
  paymentOf as paymentOfReference,
  providerShopForFile,
} from "../../../../../test/payment-checkout.ts";
import { refundOrderPayment } from "../../payments.service.ts";
import { dpoProvider } from "./dpo.ts";
import { DpoStandIn } from "./dpo-stand-in.ts";

const DPO = { companyToken: "9F416C11-127B-4DE2-AC7F-D5710E4C5E0A", serviceType: "5525" };
// Room for a loopback stand-in's answer on a busy machine (payment-providers.test.ts).
const TIMEOUT_MS = 3_000;

const dpo = new DpoStandIn(DPO);
const {
  api,
  providers,
  shopper: guestWithCart,
} = providerShopForFile("dpo", dpo, (baseUrl) =>
  dpoProvider({ ...DPO, baseUrl, timeoutMs: TIMEOUT_MS }),
);

const startDpo = async (shopper: { token: string }, currency = "USD") => {
  const started = await answerOf(
    client(api, shopper.token).payment.redirect.$post({
      query: { provider: "dpo", currency },
      json: {
        idempotency_key: randomUUID(),
        distance_selling_agreement: true,
        preliminary_information: true,
      },
    }),
  );
  return {
    ...started,
    token: new URL(started.json.response?.redirect_url ?? "http://x").searchParams.get("ID") ?? "",
  };
};

const ordersOf = (guestId: number) => ordersOfGuest(api, guestId);
const paymentOf = (reference: string) => paymentOfReference(api, reference);
const verifies = () => dpo.requests.filter((r) => r.request === "verifyToken").length;
const comeBack = (url: string) => call(api, "GET", url);

describe("DPO Pay", () => {
  it("creates a token for the cart in DPO's unit and places the order after verifyToken, once", async () => {
    const shopper = await guestWithCart();
    const started = await startDpo(shopper);
    expect(started.status).toBe(200);
    const { reference, redirect_url } = started.json.response;
    expect(redirect_url).toBe(`${dpo.url}/payv2.php?ID=${started.token}`);
    const payment = await paymentOf(reference);
    const create = dpo.requests.find((r) => r.request === "createToken")?.xml ?? "";
    expect(create).toContain(
      `<PaymentAmount>${((payment?.amount as number) / 100).toFixed(2)}</PaymentAmount><PaymentCurrency>USD</PaymentCurrency><CompanyRef>${reference}</CompanyRef>`,
    );
    expect(create).toContain("<ServiceType>5525</ServiceType>");
    expect(await ordersOf(shopper.guestId)).toBe(0);

    const back = await comeBack(dpo.pay(started.token, "paid"));
    const location = back.headers.get("location") ?? "";
    expect([back.status, location]).toEqual([303, expect.stringMatching(/tamamlandi\/JS\d+$/)]);
    expect(await ordersOf(shopper.guestId)).toBe(1);
    const before = verifies();
    const again = await comeBack(dpo.pay(started.token, "paid"));
    expect(again.headers.get("location")).toBe(location);
    expect(verifies()).toBe(before);
    expect(await ordersOf(shopper.guestId)).toBe(1);
  });

  it("fails a declined or cancelled payment, and a return naming another transaction changes nothing", async () => {
    const shopper = await guestWithCart();
    const declined = await startDpo(shopper);
    const back = await comeBack(dpo.pay(declined.token, "declined"));
    expect(back.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(declined.json.response.reference))?.status).toBe("failed");
    const cancelled = await startDpo(shopper);
    await comeBack(dpo.pay(cancelled.token, "cancelled"));
    expect((await paymentOf(cancelled.json.response.reference))?.status).toBe("failed");

    const started = await startDpo(shopper);
    const other = await startDpo(shopper);
    dpo.pay(other.token, "paid");
    // This payment's return with another, paid transaction's token: refused, still open.
    const reference = started.json.response.reference;
    const tampered = await comeBack(
      `https://shop.test/api/v1/payment/return/${reference}?TransactionToken=${other.token}&CompanyRef=${reference}`,
    );
    expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(reference))?.status).toBe("challenge");
    // Coming back before paying (DPO says 900, not paid yet) places nothing either.
    const early = await comeBack(
      `https://shop.test/api/v1/payment/return/${reference}?TransactionToken=${started.token}&CompanyRef=${reference}`,
    );
    expect(early.headers.get("location")).toContain("hata=payment_failed");
    expect(await ordersOf(shopper.guestId)).toBe(0);
  });

  it("refunds through refundToken in DPO's unit, and answers 502 when DPO does not answer", async () => {
    const shopper = await guestWithCart();
    const started = await startDpo(shopper);
    await comeBack(dpo.pay(started.token, "paid"));
    const payment = await paymentOf(started.json.response.reference);
    await refundOrderPayment(api.db, providers, payment?.orderId as number, 105);
    const refund = dpo.requests.at(-1)?.xml ?? "";
    expect(refund).toContain(
      `<TransactionToken>${started.token}</TransactionToken><refundAmount>1.05</refundAmount>`,
    );
    await expect(
      refundOrderPayment(api.db, providers, payment?.orderId as number, payment?.amount as number),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });

    await dpo.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await startDpo(await guestWithCart());
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    // A currency the company's account does not take is declined by DPO: payment_failed.
    const refused = await startDpo(await guestWithCart(), "TRY");
    expect([refused.status, refused.json.code]).toEqual([402, "payment_failed"]);
  });
});
