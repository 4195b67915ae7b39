// PayTR through its adapter, against a loopback stand-in that checks each request as PayTR
// documents it (paytr-stand-in.ts beside this file): the token's hash, amounts in kuruş, currency,
// test mode; and the shop's rules on its notification: the order only on a verified success,
// once, and a forged, unknown or repeated notification changing nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { answerOf, call, client, onPostgres } from "../../../../../test/harness.ts";
import {
  firstOrderOf,
  ordersOf,
  paymentOf,
  postCallback,
  providerShopForFile,
} from "../../../../../test/payment-checkout.ts";
import { refundOrderPayment } from "../../payments.service.ts";
import { paytrProvider } from "./paytr.ts";
import { PAYTR_DECLINED_CARD, PaytrStandIn } from "./paytr-stand-in.ts";

const PAYTR = { merchantId: "123456", merchantKey: "paytr-key", merchantSalt: "paytr-salt" };
// A stand-in on the loopback answers in milliseconds, but on a busy machine (the suite's other
// lanes beside it) in up to a second: the limit leaves room for that, and the hanging provider
// answers well after it.
const TIMEOUT_MS = 3_000;

const paytr = new PaytrStandIn({
  ...PAYTR,
  notify: async (fields) => (await postCallback(api, "paytr", fields)).text,
});
const {
  api,
  providers,
  shopper: guestWithCart,
} = providerShopForFile("paytr", paytr, (baseUrl) =>
  paytrProvider({ ...PAYTR, baseUrl, testMode: true, timeoutMs: TIMEOUT_MS }),
);

const agreements = { distance_selling_agreement: true, preliminary_information: true } as const;

describe("PayTR", () => {
  async function startPaytr(shopper: { token: string }) {
    return answerOf(
      client(api, shopper.token).getPayTRIframeToken.$post({
        json: { idempotency_key: randomUUID(), ...agreements },
      }),
    );
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
    expect(await ordersOf(api, shopper.guestId)).toBe(0);

    expect(await paytr.pay(reference, "4355084355084358")).toBe(true);
    expect(paytr.notificationAnswers.at(-1)).toBe("OK");
    expect(await ordersOf(api, shopper.guestId)).toBe(1);
    const back = await answerOf(
      client(api).payment.return[":reference"].$get({ param: { reference }, query: {} }),
    );
    expect(back.headers.get("location")).toMatch(/^https:\/\/shop\.test\/siparis\/tamamlandi\/JS/);

    // PayTR repeats its notification: OK again, nothing changes.
    const repeated = await postCallback(api, "paytr", paytr.notification(reference, true));
    expect(repeated.text).toBe("OK");
    expect(await ordersOf(api, shopper.guestId)).toBe(1);
  });

  it("refuses a tampered or unknown notification and records a declined payment", async () => {
    const shopper = await guestWithCart();
    const { reference } = (await startPaytr(shopper)).json.response;
    const genuine = paytr.notification(reference, true);
    const tampered = await postCallback(api, "paytr", { ...genuine, total_amount: "100" });
    expect(tampered.status).toBe(402);
    expect(tampered.text).not.toBe("OK");
    expect((await paymentOf(api, reference))?.status).toBe("challenge");
    const unknown = await postCallback(api, "paytr", { ...genuine, merchant_oid: "abc123" });
    expect(unknown.status).toBe(404);
    expect(await ordersOf(api, shopper.guestId)).toBe(0);

    const declined = await startPaytr(shopper);
    const declinedRef = declined.json.response.reference;
    expect(await paytr.pay(declinedRef, PAYTR_DECLINED_CARD)).toBe(false);
    expect(paytr.notificationAnswers.at(-1)).toBe("OK");
    expect((await paymentOf(api, declinedRef))?.status).toBe("failed");
    const back = await answerOf(
      client(api).payment.return[":reference"].$get({
        param: { reference: declinedRef },
        query: {},
      }),
    );
    expect(back.headers.get("location")).toBe(
      "https://shop.test/siparis/odeme?hata=payment_failed",
    );
    // A success for the declined payment afterwards is refused.
    const late = await postCallback(api, "paytr", paytr.notification(declinedRef, true));
    expect(late.status).toBe(402);
    expect(await ordersOf(api, shopper.guestId)).toBe(0);
  });

  it("answers 502 when PayTR does not answer in time, and refunds through PayTR", async () => {
    const shopper = await guestWithCart();
    await paytr.slowly(TIMEOUT_MS * 2, async () => {
      const slow = await startPaytr(shopper);
      expect([slow.status, slow.json.code]).toEqual([502, "payment_provider_unavailable"]);
    });
    const { reference } = (await startPaytr(shopper)).json.response;
    await paytr.pay(reference, "4355084355084358");
    const order = await firstOrderOf(api, shopper.guestId);
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

describe.runIf(onPostgres())("repeated callbacks at once, on PostgreSQL", () => {
  it("makes one order of ten simultaneous PayTR notifications", async () => {
    const shopper = await guestWithCart();
    const { reference } = (
      await answerOf(
        client(api, shopper.token).getPayTRIframeToken.$post({
          json: { idempotency_key: randomUUID(), ...agreements },
        }),
      )
    ).json.response;
    const notification = paytr.notification(reference, true);
    const oks = await Promise.all(
      Array.from({ length: 10 }, () => postCallback(api, "paytr", notification)),
    );
    expect(oks.map((a) => a.text)).toEqual(Array(10).fill("OK"));
    expect(await ordersOf(api, shopper.guestId)).toBe(1);
  });
});

describe("GET getPayTRIframeToken, as the specification calls it", () => {
  const query = (idempotency_key: string) => ({
    idempotency_key,
    distance_selling_agreement: "true" as const,
    preliminary_information: "true" as const,
  });

  it("answers as the POST does: PayTR's page for the cart, the same payment for the same key", async () => {
    const shopper = await guestWithCart(10_000);
    const key = randomUUID();
    const ask = () =>
      answerOf(client(api, shopper.token).getPayTRIframeToken.$get({ query: query(key) }));
    const started = await ask();
    expect(started.status).toBe(200);
    const { reference, iframe_url } = started.json.response;
    expect(iframe_url).toMatch(new RegExp(`^${paytr.url}/odeme/guvenli/[0-9a-f]+$`));
    expect(paytr.requests.at(-1)?.fields).toMatchObject({
      merchant_oid: reference,
      payment_amount: "14000",
    });
    expect((await ask()).json.response.reference).toBe(reference);
  });

  it("asks for both agreements, and a shopper", async () => {
    const shopper = await guestWithCart();
    const unagreed = await answerOf(
      client(api, shopper.token).getPayTRIframeToken.$get({
        query: { ...query(randomUUID()), preliminary_information: "false" as never },
      }),
    );
    expect(unagreed.status).toBe(400);
    expect(unagreed.json.fields).toContainEqual(
      expect.objectContaining({ field: "preliminary_information", code: "must_accept" }),
    );
    const nobody = await answerOf(
      client(api).getPayTRIframeToken.$get({ query: query(randomUUID()) }),
    );
    expect(nobody.status).toBe(401);
  });

  it("starts a payment, so another site cannot make a shopper's browser ask for it", async () => {
    const shopper = await guestWithCart();
    const params = new URLSearchParams(query(randomUUID()));
    // The browser's cookie, sent along by a page of another site (a link or an image).
    const crossSite = await call(api, "GET", `/getPayTRIframeToken?${params}`, {
      headers: { cookie: `guest_token=${shopper.token}`, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json.code).toBe("origin_not_allowed");
    const ownPage = await call(api, "GET", `/getPayTRIframeToken?${params}`, {
      headers: { cookie: `guest_token=${shopper.token}`, "sec-fetch-site": "same-origin" },
    });
    expect(ownPage.status).toBe(200);
  });
});
