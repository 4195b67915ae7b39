import { z } from "@hono/zod-openapi";
import {
  ApplePayBody,
  ApplePaySessionBody,
  GooglePayBody,
  LocaleQuery,
  PlacedOrder,
  WalletSettings,
} from "../../contract/index.ts";
import {
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
  shopperSecurity,
} from "../../lib/openapi.ts";
import { privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Payment and order"];
const asShopper = authenticate(["customer", "guest"]);

export const walletSettings = createRoute({
  method: "get",
  path: "/payment/wallets",
  ...privateRead,
  tags,
  summary:
    "The wallets (Google Pay, Apple Pay) the payment step may offer, for the cart as it costs now",
  description:
    "A wallet is null when it is not configured; the browser still decides whether it can pay with it (Google Pay's isReadyToPay, ApplePaySession.canMakePayments). Nothing secret is answered: the public key is the one Google encrypts the card to.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(WalletSettings, "The wallets"),
    ...errorResponses(401, 409),
  },
});

const orderResponse = {
  201: {
    description: "The order",
    content: {
      "application/json": {
        schema: z.object({ success: z.literal(true), response: PlacedOrder }),
      },
    },
  },
  ...errorResponses(400, 401, 402, 403, 409),
};

export const confirmGooglePayment = createRoute({
  method: "post",
  path: "/confirmGooglePayment",
  ...uncached,
  tags,
  summary:
    "Pay with Google Pay: the token of Google's sheet is checked, charged and the order placed",
  description:
    "Only when Google Pay is configured (else payment_method_unavailable, 409). The amount and currency the sheet showed must be what the cart costs now (else payment_amount_changed, 409). The token (ECv2, tokenization DIRECT) must be signed by Google for this merchant through an unexpired intermediate key, decrypt with the shop's key, not have expired and not have been used before; otherwise payment_failed (402), and the reason is logged, never answered. The card inside is charged through the card path and the order placed once; the same idempotency_key again answers the order it made and charges nothing.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(GooglePayBody) },
  responses: orderResponse,
});

export const applePaySession = createRoute({
  method: "post",
  path: "/payment/applePay/session",
  ...uncached,
  tags,
  summary: "Apple Pay merchant validation: Apple's merchant session for the page",
  description:
    "The server POSTs the merchant identifier, display name and domain to the validation URL with the merchant identity certificate (mutual TLS) and answers Apple's session as given. Only https URLs on Apple's apple-pay-gateway hosts are called (else validation_error, 400); Apple not answering is payment_provider_unavailable (502). Only when Apple Pay is configured (else payment_method_unavailable, 409).",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { body: jsonBody(ApplePaySessionBody) },
  responses: {
    ...okResponse(z.record(z.string(), z.unknown()), "Apple's merchant session"),
    ...errorResponses(400, 401, 409, 502),
  },
});

export const confirmApplePayment = createRoute({
  method: "post",
  path: "/confirmApplePayment",
  ...uncached,
  tags,
  summary: "Pay with Apple Pay: the payment token is checked, charged and the order placed",
  description:
    "Only when Apple Pay is configured (else payment_method_unavailable, 409). The token's PKCS#7 signature must lead to the configured Apple root through Apple's intermediate, be recent, and the token be for this merchant's payment processing key; otherwise payment_failed (402), with the reason logged, never answered. The amount and currency the shopper approved (inside the token) must be what the cart costs now (else payment_amount_changed, 409). A token is charged once (its transactionId).",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(ApplePayBody) },
  responses: orderResponse,
});
