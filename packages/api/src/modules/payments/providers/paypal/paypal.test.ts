// PayPal through its adapter, against a loopback stand-in that checks each request as PayPal
// documents it (paypal-stand-in.ts beside this file): OAuth2 client credentials, the order
// with intent CAPTURE in PayPal's decimal text, the capture on the server when the shopper comes
// back, webhooks verified by PayPal, refunds; and the shop's rules: PayPal only for currencies it
// takes, the order only for a capture of exactly what was asked, once, and a forged, cancelled or
// repeated return changing nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertCargo, insertCategory } from "../../../../../test/commerce-fixtures.ts";
import { answerOf, call, client, createTestApi, onPostgres } from "../../../../../test/harness.ts";
import {
  ordersOf as ordersOfGuest,
  paymentOf as paymentOfReference,
  providerShopForFile,
  guestWithCart as sharedGuestWithCart,
} from "../../../../../test/payment-checkout.ts";
import { refundOrderPayment } from "../../payments.service.ts";
import { paypalProvider } from "./paypal.ts";
import { PaypalStandIn } from "./paypal-stand-in.ts";

const PAYPAL = { clientId: "sandbox-client", clientSecret: "sandbox-secret", webhookId: "WH-1" };
// Room for a loopback stand-in's answer on a busy machine (payment-providers.test.ts).
const TIMEOUT_MS = 3_000;

const paypal = new PaypalStandIn(PAYPAL);
const {
  api,
  providers,
  shopper: guestWithCart,
} = providerShopForFile("paypal", paypal, (baseUrl) =>
  paypalProvider({ ...PAYPAL, baseUrl, timeoutMs: TIMEOUT_MS }),
);

const startPaypal = (shopper: { token: string }, currency = "USD") =>
  answerOf(
    client(api, shopper.token).payment.redirect.$post({
      query: { provider: "paypal", currency },
      json: {
        idempotency_key: randomUUID(),
        distance_selling_agreement: true,
        preliminary_information: true,
      },
    }),
  );

const ordersOf = (guestId: number) => ordersOfGuest(api, guestId);
const paymentOf = (reference: string) => paymentOfReference(api, reference);
const captures = () => paypal.requests.filter((r) => r.path.endsWith("/capture")).length;
const orderIdOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get("token") ?? "";
/** The shopper's browser following PayPal's return URL to the shop. */
const comeBack = (url: string) => call(api, "GET", url);

describe("PayPal", () => {
  it("is offered only for currencies PayPal takes, never for TRY", async () => {
    const usd = await answerOf(
      client(api).payment.getPaymentType.$get({ query: { currency: "USD" } }),
    );
    expect(usd.json.response[0].providers).toEqual(["paypal"]);
    const tl = await answerOf(
      client(api).payment.getPaymentType.$get({ query: { currency: "TRY" } }),
    );
    expect(tl.json.response[0].providers).toEqual([]);
    const shopper = await guestWithCart();
    const refused = await startPaypal(shopper, "TRY");
    expect([refused.status, refused.json.code]).toEqual([409, "payment_method_unavailable"]);
    expect(paypal.requests.some((r) => r.path === "/v2/checkout/orders")).toBe(false);
  });

  it("creates an order for the cart, captures it on the shopper's return and places the order once", async () => {
    const shopper = await guestWithCart();
    const started = await startPaypal(shopper);
    expect(started.status).toBe(200);
    const { reference, redirect_url } = started.json.response;
    expect(redirect_url).toBe(`${paypal.url}/checkoutnow?token=${orderIdOf(redirect_url)}`);
    const payment = await paymentOf(reference);
    const create = paypal.requests.find((r) => r.path === "/v2/checkout/orders");
    expect(create).toMatchObject({
      requestId: reference,
      body: {
        intent: "CAPTURE",
        purchase_units: [
          {
            reference_id: reference,
            amount: {
              currency_code: "USD",
              value: ((payment?.amount as number) / 100).toFixed(2),
            },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: `https://shop.test/api/v1/payment/return/${reference}`,
            },
          },
        },
      },
    });
    expect(await ordersOf(shopper.guestId)).toBe(0);

    const back = await comeBack(paypal.approve(orderIdOf(redirect_url)));
    expect(back.status).toBe(303);
    const location = back.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS\d+$/);
    expect(await ordersOf(shopper.guestId)).toBe(1);
    const paid = await paymentOf(reference);
    expect(paid?.status).toBe("succeeded");
    // The capture's id, which a refund names, replaces the order's.
    expect(paid?.providerPaymentId).toBe(paypal.orders.get(orderIdOf(redirect_url))?.captureId);

    // The browser coming back again (a reload): the same order, PayPal not asked to capture again.
    const before = captures();
    const again = await comeBack(paypal.approve(orderIdOf(redirect_url)));
    expect(again.headers.get("location")).toBe(location);
    expect(captures()).toBe(before);
    expect(await ordersOf(shopper.guestId)).toBe(1);
  });

  it("fails a cancelled or declined payment, and a return naming another order changes nothing", async () => {
    const shopper = await guestWithCart();
    const cancelled = (await startPaypal(shopper)).json.response;
    const back = await comeBack(paypal.cancel(orderIdOf(cancelled.redirect_url)));
    expect(back.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    expect((await paymentOf(cancelled.reference))?.status).toBe("failed");
    // Approving it afterwards at PayPal places nothing: the payment is no longer open.
    const late = await comeBack(paypal.approve(orderIdOf(cancelled.redirect_url)));
    expect(late.headers.get("location")).toContain("hata=payment_failed");

    const started = (await startPaypal(shopper)).json.response;
    const other = (await startPaypal(shopper)).json.response;
    const otherReturn = paypal.approve(orderIdOf(other.redirect_url));
    // This payment's return URL with another (approved) order's token: refused, still open.
    const tampered = await comeBack(
      `https://shop.test/api/v1/payment/return/${started.reference}?token=${orderIdOf(other.redirect_url)}`,
    );
    expect(tampered.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(started.reference))?.status).toBe("challenge");
    expect(api.logs.some((l) => l.includes("not the provider's"))).toBe(true);
    expect(await ordersOf(shopper.guestId)).toBe(0);

    paypal.declineNextCapture = true;
    const declined = await comeBack(otherReturn);
    expect(declined.headers.get("location")).toContain("hata=payment_failed");
    expect((await paymentOf(other.reference))?.status).toBe("failed");

    const genuine = await comeBack(paypal.approve(orderIdOf(started.redirect_url)));
    expect(genuine.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
    expect(await ordersOf(shopper.guestId)).toBe(1);
  });

  it("places the order from PayPal's verified webhook when the shopper does not come back", async () => {
    const shopper = await guestWithCart();
    const { reference, redirect_url } = (await startPaypal(shopper)).json.response;
    const { headers, event } = paypal.webhook("CHECKOUT.ORDER.APPROVED", orderIdOf(redirect_url));
    const post = (h: Record<string, string>, e: unknown) =>
      call(api, "POST", "/payment/webhook/paypal", { headers: h, body: e });

    // The same event with its signature made for another body: not PayPal's, nothing happens.
    const forged = await post(headers, { ...event, event_type: "PAYMENT.CAPTURE.COMPLETED" });
    expect(forged.status).toBe(400);
    expect((await paymentOf(reference))?.status).toBe("challenge");

    const received = await post(headers, event);
    expect([received.status, received.text]).toEqual([200, "OK"]);
    expect(await ordersOf(shopper.guestId)).toBe(1);
    // PayPal repeats the event, then tells of the capture: both change nothing.
    expect((await post(headers, event)).status).toBe(200);
    const completed = paypal.webhook("PAYMENT.CAPTURE.COMPLETED", orderIdOf(redirect_url));
    expect((await post(completed.headers, completed.event)).status).toBe(200);
    expect(await ordersOf(shopper.guestId)).toBe(1);
    // And the shopper's browser arriving late goes to the same order.
    const late = await comeBack(paypal.approve(orderIdOf(redirect_url)));
    expect(late.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
  });

  it("refunds the capture in PayPal's unit, and answers 502 when PayPal does not answer", async () => {
    const shopper = await guestWithCart();
    const { reference, redirect_url } = (await startPaypal(shopper)).json.response;
    await comeBack(paypal.approve(orderIdOf(redirect_url)));
    const payment = await paymentOf(reference);
    // Part of it, in PayPal's decimal text (the cart's 140.00 TRY is a few dollars).
    await refundOrderPayment(api.db, providers, payment?.orderId as number, 105);
    expect(paypal.requests.at(-1)).toMatchObject({
      path: `/v2/payments/captures/${payment?.providerPaymentId}/refund`,
      body: { amount: { value: "1.05", currency_code: "USD" } },
    });
    // More than what is left: PayPal refuses, and so does the shop.
    await expect(
      refundOrderPayment(api.db, providers, payment?.orderId as number, payment?.amount as number),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable" });

    await paypal.slowly(TIMEOUT_MS * 3, async () => {
      const slow = await startPaypal(await guestWithCart());
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
  });

  it("is refused by PayPal with wrong credentials, and never sends the secret but as Basic auth", async () => {
    const wrong = paypalProvider({ ...PAYPAL, clientSecret: "wrong", baseUrl: paypal.url });
    const bare = await createTestApi({ paymentProviders: [wrong], publicUrl: "https://shop.test" });
    try {
      await insertCargo(bare.db, { isDefault: true, freeShippingThreshold: null, basePrice: 0 });
      const guest = await sharedGuestWithCart(bare, await insertCategory(bare.db));
      const refused = await answerOf(
        client(bare, guest.token).payment.redirect.$post({
          query: { provider: "paypal", currency: "EUR" },
          json: {
            idempotency_key: randomUUID(),
            distance_selling_agreement: true,
            preliminary_information: true,
          },
        }),
      );
      expect([refused.status, refused.json.code]).toEqual([502, "payment_provider_unavailable"]);
      expect(JSON.stringify(refused.json)).not.toContain("wrong");
      expect(bare.logs.join("\n")).not.toContain("wrong");
    } finally {
      await bare.close();
    }
  });
});

describe.runIf(onPostgres())(
  "PayPal's webhook and the shopper's return at once, on PostgreSQL",
  () => {
    it("captures once and places one order", async () => {
      const shopper = await guestWithCart();
      const { redirect_url } = (await startPaypal(shopper)).json.response;
      const orderId = orderIdOf(redirect_url);
      const { headers, event } = paypal.webhook("CHECKOUT.ORDER.APPROVED", orderId);
      const back = paypal.approve(orderId);
      const before = captures();
      const answers = await Promise.all([
        comeBack(back),
        call(api, "POST", "/payment/webhook/paypal", { headers, body: event }),
        comeBack(back),
        call(api, "POST", "/payment/webhook/paypal", { headers, body: event }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([303, 200, 303, 200]);
      expect(answers[0]?.headers.get("location")).toMatch(/tamamlandi\/JS\d+$/);
      expect(answers[2]?.headers.get("location")).toBe(answers[0]?.headers.get("location"));
      expect(captures() - before).toBe(1);
      expect(await ordersOf(shopper.guestId)).toBe(1);
    });
  },
);
