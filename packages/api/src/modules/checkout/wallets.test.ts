// Google Pay (confirmGooglePayment) against a stand-in for Google made in the test: its own root
// and intermediate keys and ECv2 tokens built as Google's cryptography guide describes. The shop
// must charge a genuine token once, for what the cart costs, and refuse a tampered, expired,
// replayed or foreign one without placing an order.

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCargo, insertCategory, newGuest } from "../../../test/commerce-fixtures.ts";
import { answerOf, client, createTestApi, type TestApi } from "../../../test/harness.ts";
import {
  ordersOf as ordersOfGuest,
  guestWithCart as sharedGuestWithCart,
} from "../../../test/payment-checkout.ts";
import { ecKeyPair, GoogleStandIn } from "../../../test/wallet-tokens/google-pay-tokens.ts";
import { cardPayments, walletTokens } from "../../db/schema/index.ts";
import { testGateway } from "../payments/providers/test-gateway/test-gateway.ts";
import { walletsFromEnv } from "../payments/wallets/wallet-config.ts";

const google = new GoogleStandIn();
const googleEnv = {
  GOOGLE_PAY_MERCHANT_ID: google.merchantId,
  GOOGLE_PAY_MERCHANT_NAME: "JS Shop",
  GOOGLE_PAY_PRIVATE_KEY: google.merchantPrivateKeyBase64(),
  GOOGLE_PAY_ROOT_KEYS: google.rootKeysJson(),
};

let api: TestApi;
let categoryId: number;

beforeAll(async () => {
  const { wallets, problems } = walletsFromEnv(googleEnv, [testGateway]);
  expect(problems).toEqual([]);
  api = await createTestApi({ wallets });
  categoryId = await insertCategory(api.db);
  await insertCargo(api.db, { isDefault: true, freeShippingThreshold: null, basePrice: 4_000 });
});
afterAll(async () => {
  await api?.close();
});

const guestWithCart = (price?: number) => sharedGuestWithCart(api, categoryId, price);

const ordersOf = (guestId: number) => ordersOfGuest(api, guestId);

/** Pays as the payment step does: the sheet showed 140.00 TRY (100.00 and 40.00 cargo). */
const confirm = (
  shopper: { token: string },
  token: string,
  overrides: Record<string, unknown> = {},
) =>
  answerOf(
    client(api, shopper.token).confirmGooglePayment.$post({
      query: { language: "en" },
      json: {
        idempotency_key: randomUUID(),
        distance_selling_agreement: true,
        preliminary_information: true,
        amount: 14_000,
        currency_code: "TRY",
        token,
        ...overrides,
      },
    }),
  );

describe("Google Pay settings", () => {
  it("offers Google Pay with the shop's public key and the cart's amount, never the secrets", async () => {
    const shopper = await guestWithCart();
    const settings = await answerOf(client(api, shopper.token).payment.wallets.$get());
    expect(settings.status).toBe(200);
    expect(settings.json.response).toMatchObject({
      amount: 14_000,
      currency_code: "TRY",
      google_pay: {
        environment: "TEST",
        merchant_id: google.merchantId,
        merchant_name: "JS Shop",
        allowed_auth_methods: ["PAN_ONLY", "CRYPTOGRAM_3DS"],
      },
    });
    const publicKey = Buffer.from(settings.json.response.google_pay.public_key, "base64");
    expect([publicKey.length, publicKey[0]]).toEqual([65, 4]);
    expect(settings.text).not.toContain(googleEnv.GOOGLE_PAY_PRIVATE_KEY.slice(40, 80));

    const bare = await createTestApi();
    try {
      const guest = await newGuest(bare);
      const off = await answerOf(
        client(bare, guest.token).confirmGooglePayment.$post({
          json: {
            idempotency_key: randomUUID(),
            distance_selling_agreement: true,
            preliminary_information: true,
            amount: 1,
            currency_code: "TRY",
            token: google.token().token,
          },
        }),
      );
      expect([off.status, off.json.code]).toEqual([409, "payment_method_unavailable"]);
    } finally {
      await bare.close();
    }
  });

  it("is on only when all of its settings are given, and refuses keys it cannot use", () => {
    expect(walletsFromEnv({ GOOGLE_PAY_MERCHANT_ID: "1" }, [testGateway]).problems).toEqual([
      expect.stringMatching(/^GOOGLE_PAY_PRIVATE_KEY: /),
      expect.stringMatching(/^GOOGLE_PAY_ROOT_KEYS: /),
    ]);
    const rsa = walletsFromEnv(
      { ...googleEnv, GOOGLE_PAY_ROOT_KEYS: '{"keys":[]}', GOOGLE_PAY_ENVIRONMENT: "LIVE" },
      [testGateway],
    );
    expect(rsa.wallets.googlePay).toBeUndefined();
    expect(rsa.problems).toEqual([
      "GOOGLE_PAY_ENVIRONMENT: must be TEST or PRODUCTION",
      "GOOGLE_PAY_ROOT_KEYS: has no ECv2 key",
    ]);
    expect(walletsFromEnv({}, [testGateway]).wallets).toEqual({});
    // A problem never prints the key itself.
    const broken = walletsFromEnv({ ...googleEnv, GOOGLE_PAY_PRIVATE_KEY: "bm90IGEga2V5" }, [
      testGateway,
    ]);
    expect(broken.problems.join("\n")).not.toContain("bm90IGEga2V5");
    expect(broken.problems).toHaveLength(1);
  });
});

describe("confirmGooglePayment", () => {
  it("charges a genuine token once and places the order with the card's brand and last digits", async () => {
    const shopper = await guestWithCart();
    const { token, messageId } = google.token({ pan: "5555555555554444" });
    const paid = await confirm(shopper, token);
    expect(paid.status).toBe(201);
    expect(paid.json.response.order_code).toMatch(/^JS\d+$/);
    expect(await ordersOf(shopper.guestId)).toBe(1);
    const [payment] = await api.db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.orderId, paid.json.response.order_id));
    expect(payment).toMatchObject({
      status: "succeeded",
      amount: 14_000,
      cardBrand: "mastercard",
      cardLast4: "4444",
    });
    const [used] = await api.db
      .select()
      .from(walletTokens)
      .where(eq(walletTokens.tokenId, messageId));
    expect(used).toMatchObject({ wallet: "google_pay", cardPaymentId: payment?.id });
    expect(api.logs.join("\n")).not.toContain("5555555555554444");
  });

  it("answers the same order to the same payment attempt sent again, charging nothing more", async () => {
    const shopper = await guestWithCart();
    const idempotency_key = randomUUID();
    const first = await confirm(shopper, google.token().token, { idempotency_key });
    expect(first.status).toBe(201);
    const { token, messageId } = google.token();
    const again = await confirm(shopper, token, { idempotency_key });
    expect(again.status).toBe(201);
    expect(again.json.response.order_code).toBe(first.json.response.order_code);
    expect(await ordersOf(shopper.guestId)).toBe(1);
    const [unused] = await api.db
      .select()
      .from(walletTokens)
      .where(eq(walletTokens.tokenId, messageId));
    expect(unused).toBeUndefined();
  });

  it("refuses wallets beside a card provider that cannot charge their cards", () => {
    const provider = { name: "iyzico" } as unknown as Parameters<typeof walletsFromEnv>[1][number];
    expect(walletsFromEnv(googleEnv, [provider]).problems).toEqual([
      expect.stringMatching(
        /^GOOGLE_PAY_MERCHANT_ID: wallet cards are charged through the test gateway only/,
      ),
    ]);
  });

  it("takes a device token (CRYPTOGRAM_3DS) as well", async () => {
    const shopper = await guestWithCart();
    const paid = await confirm(shopper, google.token({ authMethod: "CRYPTOGRAM_3DS" }).token);
    expect(paid.status).toBe(201);
  });

  it("refuses a replayed token (the same messageId) and makes no second order", async () => {
    const shopper = await guestWithCart();
    const { token, messageId } = google.token();
    expect((await confirm(shopper, token)).status).toBe(201);
    // The same token again, for another cart.
    const again = await guestWithCart();
    const replay = await confirm(again, token);
    expect([replay.status, replay.json.code]).toEqual([402, "payment_failed"]);
    // A token with a messageId already charged is refused too: Google never reuses one.
    const reused = await confirm(again, google.token({ messageId }).token);
    expect(reused.status).toBe(402);
    expect(await ordersOf(again.guestId)).toBe(0);
    expect(api.logs.some((l) => l.includes("already used"))).toBe(true);
  });

  it("refuses the amount the sheet showed when the cart costs otherwise now", async () => {
    const shopper = await guestWithCart();
    const { token } = google.token();
    const other = await confirm(shopper, token, { amount: 13_999 });
    expect([other.status, other.json.code]).toEqual([409, "payment_amount_changed"]);
    expect(other.json.message).toMatch(/total has changed/);
    const currency = await confirm(shopper, token, { currency_code: "USD" });
    expect(currency.json.code).toBe("payment_amount_changed");
    // The token was not used up by the refusals: the right amount goes through.
    expect((await confirm(shopper, token)).status).toBe(201);
  });

  const refusals: Array<[string, () => string, string]> = [
    [
      "a tampered message signature",
      () => google.token({ tamper: "signature" }).token,
      "message signature does not verify",
    ],
    [
      "a tampered encrypted message",
      () => google.token({ tamper: "message" }).token,
      "tag does not match",
    ],
    [
      "an expired intermediate signing key",
      () => google.token({ intermediateExpiration: Date.now() - 1_000 }).token,
      "intermediate signing key expired",
    ],
    [
      "an expired message",
      () => google.token({ messageExpiration: Date.now() - 1_000 }).token,
      "message expired",
    ],
    [
      "an intermediate key not signed by Google's root",
      () => google.token({ intermediateSigner: ecKeyPair().privateKey }).token,
      "not signed by a valid root key",
    ],
    [
      "a token signed for another merchant",
      () => google.token({ merchantId: "999" }).token,
      "message signature does not verify for this merchant",
    ],
    [
      "a token encrypted to another merchant's key",
      () => google.token({ recipientPublicKey: ecKeyPair().publicKey }).token,
      "tag does not match",
    ],
    ["a token of another protocol", () => '{"protocolVersion":"ECv1"}', "token lacks a part"],
    ["text that is not a token", () => "not json", "token is not JSON"],
  ];
  for (const [name, token, reason] of refusals)
    it(`refuses ${name} and places no order`, async () => {
      const shopper = await guestWithCart();
      const refused = await confirm(shopper, token());
      expect([refused.status, refused.json.code]).toEqual([402, "payment_failed"]);
      expect(await ordersOf(shopper.guestId)).toBe(0);
      const logged = api.logs.filter((l) => l.includes("wallet token refused")).at(-1);
      expect(logged).toContain(reason);
    });

  it("refuses a token once Google's root key has expired", () => {
    const { wallets } = walletsFromEnv(
      { ...googleEnv, GOOGLE_PAY_ROOT_KEYS: google.rootKeysJson(Date.now() - 1_000) },
      [testGateway],
    );
    expect(() => wallets.googlePay?.recipient.open(google.token().token)).toThrow(
      "intermediate signing key not signed by a valid root key",
    );
  });

  it("declines the test bank's declined card and an expired card, and uses up the token", async () => {
    const shopper = await guestWithCart();
    const declined = google.token({ pan: "4000000000000002" });
    expect((await confirm(shopper, declined.token)).status).toBe(402);
    const expiredCard = google.token({ expirationYear: 2020 });
    expect((await confirm(shopper, expiredCard.token)).status).toBe(402);
    expect(await ordersOf(shopper.guestId)).toBe(0);
    expect((await confirm(shopper, declined.token)).status).toBe(402);
    expect((await confirm(shopper, google.token().token)).status).toBe(201);
  });
});
