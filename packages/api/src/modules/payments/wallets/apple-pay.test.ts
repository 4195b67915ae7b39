// Apple Pay against a stand-in for Apple made in the test: its own root CA, intermediate and leaf
// certificates, payment tokens built as Apple's token format reference describes, and a loopback
// gateway for merchant validation that demands the merchant identity certificate (mutual TLS).

import { randomUUID, X509Certificate } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCargo, insertCategory } from "../../../../test/commerce-fixtures.ts";
import { answerOf, client, createTestApi, type TestApi } from "../../../../test/harness.ts";
import {
  ordersOf as ordersOfGuest,
  guestWithCart as sharedGuestWithCart,
} from "../../../../test/payment-checkout.ts";
import {
  AppleGatewayStandIn,
  AppleStandIn,
} from "../../../../test/wallet-tokens/apple-pay-tokens.ts";
import { certificate, pem } from "../../../../test/wallet-tokens/der-writer.ts";
import { ecKeyPair } from "../../../../test/wallet-tokens/google-pay-tokens.ts";
import { testGateway } from "../providers/test-gateway/test-gateway.ts";
import { applePayRecipient } from "./apple-pay.ts";
import { checkValidationUrl, merchantValidation } from "./apple-pay-session.ts";
import { readPrivateKey, walletsFromEnv } from "./wallet-config.ts";

const apple = new AppleStandIn();
const gateway = new AppleGatewayStandIn();
let gatewayUrl: string;
let api: TestApi;
let categoryId: number;

const appleEnv = () => ({
  APPLE_PAY_MERCHANT_ID: apple.merchantId,
  APPLE_PAY_DOMAIN: "shop.example",
  APPLE_PAY_DISPLAY_NAME: "JS Shop",
  APPLE_PAY_MERCHANT_CERT: gateway.merchantCertPem,
  APPLE_PAY_MERCHANT_KEY: gateway.merchantKeyPem,
  APPLE_PAY_PAYMENT_KEY: apple.paymentKeyPem(),
  APPLE_PAY_ROOT_CA: apple.rootPem(),
});

beforeAll(async () => {
  gatewayUrl = await gateway.start();
  const { wallets, problems } = walletsFromEnv(appleEnv(), [testGateway]);
  expect(problems).toEqual([]);
  const applePay = wallets.applePay;
  if (!applePay) throw new Error("Apple Pay not configured");
  api = await createTestApi({
    wallets: {
      applePay: {
        ...applePay,
        // The loopback gateway is trusted through the test's own CA, which no setting can do.
        validation: merchantValidation({
          merchantId: apple.merchantId,
          displayName: "JS Shop",
          domain: "shop.example",
          identityCert: gateway.merchantCertPem,
          identityKey: gateway.merchantKeyPem,
          loopbackCa: gateway.caPem,
          timeoutMs: 2_000,
        }),
      },
    },
  });
  categoryId = await insertCategory(api.db);
  await insertCargo(api.db, { isDefault: true, freeShippingThreshold: null, basePrice: 4_000 });
});
afterAll(async () => {
  await gateway.close();
  await api?.close();
});

const guestWithCart = (price?: number) => sharedGuestWithCart(api, categoryId, price);

const ordersOf = (guestId: number) => ordersOfGuest(api, guestId);

const confirm = (shopper: { token: string }, paymentData: Record<string, unknown>) =>
  answerOf(
    client(api, shopper.token).confirmApplePayment.$post({
      query: { language: "en" },
      json: {
        idempotency_key: randomUUID(),
        distance_selling_agreement: true,
        preliminary_information: true,
        payment_data: paymentData,
      },
    }),
  );

describe("Apple Pay merchant validation", () => {
  it("asks Apple's gateway with the merchant identity certificate and answers its session", async () => {
    const shopper = await guestWithCart();
    const session = await answerOf(
      client(api, shopper.token).payment.applePay.session.$post({
        json: { validation_url: gatewayUrl },
      }),
    );
    expect(session.status).toBe(200);
    expect(session.json.response).toMatchObject({
      merchantSessionIdentifier: "SSH-test",
      domainName: "shop.example",
    });
    expect(gateway.requests.at(-1)).toEqual({
      merchantIdentifier: apple.merchantId,
      displayName: "JS Shop",
      initiative: "web",
      initiativeContext: "shop.example",
    });
    expect(session.text).not.toContain("PRIVATE KEY");
  });

  it("calls only Apple's gateway hosts, over https", async () => {
    const shopper = await guestWithCart();
    for (const url of [
      "https://evil.example/paymentservices/startSession",
      "https://apple-pay-gateway.apple.com.evil.example/x",
      "http://apple-pay-gateway.apple.com/paymentservices/startSession",
      "not a url",
    ]) {
      const refused = await answerOf(
        client(api, shopper.token).payment.applePay.session.$post({
          json: { validation_url: url },
        }),
      );
      expect([refused.status, refused.json.code]).toEqual([400, "validation_error"]);
    }
    expect(checkValidationUrl("https://apple-pay-gateway.apple.com/x", false).hostname).toBe(
      "apple-pay-gateway.apple.com",
    );
    expect(
      checkValidationUrl("https://apple-pay-gateway-nc-pod5.apple.com/x", false).hostname,
    ).toBe("apple-pay-gateway-nc-pod5.apple.com");
    // A configured shop never calls the loopback: only the test's own build may.
    expect(() => checkValidationUrl(gatewayUrl, false)).toThrow("not an Apple Pay gateway");
  });

  it("is unavailable when the gateway refuses the merchant's certificate", async () => {
    // A certificate of the right form that the gateway's CA did not issue.
    const stranger = ecKeyPair();
    const strangerCert = pem(
      certificate({
        subject: apple.merchantId,
        issuer: "Someone else",
        publicKey: stranger.publicKey,
        signer: stranger.privateKey,
        serial: 99,
      }),
    );
    const validation = merchantValidation({
      merchantId: apple.merchantId,
      displayName: "JS Shop",
      domain: "shop.example",
      identityCert: strangerCert,
      identityKey: stranger.privateKey.export({ format: "pem", type: "pkcs8" }) as string,
      loopbackCa: gateway.caPem,
      timeoutMs: 2_000,
    });
    const before = gateway.requests.length;
    await expect(validation.session(gatewayUrl)).rejects.toThrow("unreachable");
    expect(gateway.requests.length).toBe(before);
  });
});

describe("confirmApplePayment", () => {
  it("offers Apple Pay's settings, never its keys", async () => {
    const shopper = await guestWithCart();
    const settings = await answerOf(client(api, shopper.token).payment.wallets.$get());
    expect(settings.json.response).toMatchObject({
      google_pay: null,
      apple_pay: {
        merchant_identifier: apple.merchantId,
        display_name: "JS Shop",
        country_code: "TR",
        merchant_capabilities: ["supports3DS"],
      },
    });
  });

  it("charges a genuine token once, for the amount inside it, and places the order", async () => {
    const shopper = await guestWithCart();
    const token = apple.paymentData();
    const paid = await confirm(shopper, token);
    expect(paid.status).toBe(201);
    expect(await ordersOf(shopper.guestId)).toBe(1);
    const again = await guestWithCart();
    const replay = await confirm(again, token);
    expect([replay.status, replay.json.code]).toEqual([402, "payment_failed"]);
    expect(await ordersOf(again.guestId)).toBe(0);
  });

  it("refuses a token for another amount or currency than the cart's", async () => {
    const shopper = await guestWithCart();
    const amount = await confirm(shopper, apple.paymentData({ amount: 100 }));
    expect([amount.status, amount.json.code]).toEqual([409, "payment_amount_changed"]);
    const currency = await confirm(shopper, apple.paymentData({ currencyCode: "840" }));
    expect(currency.json.code).toBe("payment_amount_changed");
    expect(await ordersOf(shopper.guestId)).toBe(0);
  });

  const refusals: Array<[string, () => Record<string, unknown>, string]> = [
    [
      "a tampered signature",
      () => apple.paymentData({ tamper: "signature" }),
      "signature does not verify",
    ],
    ["tampered data", () => apple.paymentData({ tamper: "data" }), "message digest does not match"],
    [
      "a chain to another root",
      () => apple.paymentData({ chain: "foreign" }),
      "certificate chain does not lead to Apple's root",
    ],
    [
      "a leaf without Apple's marker",
      () => apple.paymentData({ chain: "no-marker" }),
      "Apple's certificates missing",
    ],
    [
      "a signature made long ago",
      () => apple.paymentData({ signedAt: new Date(Date.now() - 10 * 60_000) }),
      "signing time too far from now",
    ],
    [
      "a token for another merchant",
      () => apple.paymentData({ recipientPublicKey: ecKeyPair().publicKey }),
      "data does not decrypt",
    ],
    ["another version", () => ({ ...apple.paymentData(), version: "RSA_v1" }), "version RSA_v1"],
    ["an incomplete token", () => ({ version: "EC_v1" }), "token lacks a part"],
  ];
  for (const [label, token, reason] of refusals)
    it(`refuses ${label} and places no order`, async () => {
      const shopper = await guestWithCart();
      const refused = await confirm(shopper, token());
      expect([refused.status, refused.json.code]).toEqual([402, "payment_failed"]);
      expect(await ordersOf(shopper.guestId)).toBe(0);
      expect(api.logs.filter((l) => l.includes("wallet token refused")).at(-1)).toContain(reason);
    });

  it("refuses a token whose header names another merchant's key", () => {
    const other = applePayRecipient({
      merchantId: apple.merchantId,
      paymentKey: ecKeyPair().privateKey,
      rootCa: new X509Certificate(apple.rootPem()),
    });
    expect(() => other.open(apple.paymentData())).toThrow("token is for another merchant key");
  });
});

describe("Apple Pay settings", () => {
  it("is on only when all of its settings are given", () => {
    const { APPLE_PAY_ROOT_CA: _, ...partial } = appleEnv();
    const missing = walletsFromEnv(partial, [testGateway]);
    expect(missing.wallets.applePay).toBeUndefined();
    expect(missing.problems).toEqual([expect.stringMatching(/^APPLE_PAY_ROOT_CA: /)]);
    const mismatched = walletsFromEnv(
      {
        ...appleEnv(),
        APPLE_PAY_MERCHANT_KEY: readPrivateKey(apple.paymentKeyPem()).export({
          format: "pem",
          type: "pkcs8",
        }) as string,
      },
      [testGateway],
    );
    expect(mismatched.problems).toEqual([
      "APPLE_PAY_MERCHANT_CERT: does not match APPLE_PAY_MERCHANT_KEY",
    ]);
  });
});
