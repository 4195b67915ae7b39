import { z } from "@hono/zod-openapi";
import {
  BankAccount,
  CardPaymentBody,
  CardPaymentStarted,
  DoorQuery,
  InstallmentInfo,
  InstallmentQueryBody,
  LocaleQuery,
  PAYMENT_PROVIDER_NAMES,
  PaymentBody,
  PaymentMethod,
  PaymentQuery,
  PaymentRedirect,
  PaytrIframe,
  PlacedOrder,
  REDIRECT_PROVIDER_NAMES,
  ThreeDSecureBody,
  ThreeDSecureChallenge,
  WireTransferQuery,
} from "../../contract/index.ts";
import {
  createRoute,
  customerSecurity,
  errorResponses,
  jsonBody,
  okResponse,
  shopperSecurity,
} from "../../lib/openapi.ts";
import { privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";
import { CALLBACK_PROVIDER_NAMES } from "../payments/provider-names.ts";
import { PROVIDER_PROSE } from "../payments/provider-prose.ts";

const tags = ["Payment and order"];
const asShopper = authenticate(["customer", "guest"]);
const placeRefusals =
  "Refusals (409): cart_empty, out_of_stock_items (a line's stock ran out: back to the cart), requiredDeliveryAddress, requiredInvoiceAddress, reached_maximum_usage and reached_maximum_usage_customer (the campaign or coupon was used up meanwhile), campaign_product_no_stock. Both agreements of the approve step must be accepted (must_accept). Everything happens in one transaction: stock is taken with conditional updates that never go below zero, campaign and coupon uses are counted against their limits, the cart is emptied, and the confirmation e-mail goes to the outbox in the shopper's language. The same idempotency_key again answers the same order.";

const placeResponses = {
  201: {
    description: "The order",
    content: {
      "application/json": {
        schema: z.object({ success: z.literal(true), response: PlacedOrder }),
      },
    },
  },
  ...errorResponses(400, 401, 402, 403, 404, 409),
};

export const paymentTypes = createRoute({
  method: "get",
  path: "/payment/getPaymentType",
  ...uncached,
  tags,
  summary: "The payment methods, with the door service fee",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(PaymentMethod), "The methods"), ...errorResponses(400) },
});

export const bankAccountsRoute = createRoute({
  method: "get",
  path: "/bank/getBankAccounts",
  ...uncached,
  tags,
  summary: "The shop's bank accounts for wire transfer",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(BankAccount), "The accounts"), ...errorResponses() },
});

const ProviderQuery = z.object({
  provider: z.enum(PAYMENT_PROVIDER_NAMES).default("test").meta({
    description:
      "The card payment provider (getPaymentType lists those on); test is the built-in test gateway.",
  }),
});

export const installments = createRoute({
  method: "post",
  path: "/QueryInstallmentAndBin",
  ...privateRead,
  tags,
  summary: "Card brand, bank and instalment table for a card's first digits",
  description:
    "The instalment totals are for the caller's cart as it costs now with the card (no cart: 0). A debit card is offered one payment only.",
  security: shopperSecurity,
  middleware: [authenticate(["customer", "guest"], { optional: true, reads: true })] as const,
  request: { query: LocaleQuery.extend(ProviderQuery.shape), body: jsonBody(InstallmentQueryBody) },
  responses: {
    ...okResponse(InstallmentInfo, "The card's information"),
    ...errorResponses(400, 409, 502),
  },
});

export const payCard = createRoute({
  method: "post",
  path: "/payCreditCard",
  ...uncached,
  tags,
  summary: "Pay by card: starts the 3-D Secure challenge",
  description: `Through the chosen provider (provider: test, the built-in test gateway that works offline, or ${PROVIDER_PROSE.cardForm} when configured; an unconfigured one is payment_method_unavailable, 409). With these the answer carries the page that leads to the bank's 3-D Secure step (html; ${PROVIDER_PROSE.pageCarriesCard} carry the card, so payment/providerPage serves them once) and the bank sends the shopper to payment/callback/{provider}; a provider that does not answer is payment_provider_unavailable (502). Card holder, number, expiry and CVV are all required (card_field_missing, 400, with the missing fields); the number must pass the Luhn check (invalid_card_number) and the card must not have expired (card_expired). The amount is the cart's total now with the chosen instalment's interest. Answers where the shopper answers the bank's challenge; the order is made only by payment/threeDSecure once the server has checked the answer. The number and CVV are never stored or logged: only the brand and the last four digits are kept. Test cards: 4111 1111 1111 1111, 5555 5555 5555 4444 (approved; 3-D Secure code 123456), 4000 0000 0000 0002 (declined: payment_failed, 402).`,
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: {
    query: LocaleQuery.extend({ payment_code: z.string().max(40).optional() }).extend(
      ProviderQuery.shape,
    ),
    body: jsonBody(CardPaymentBody),
  },
  responses: {
    ...okResponse(CardPaymentStarted, "The challenge to answer"),
    ...errorResponses(400, 401, 402, 403, 409, 502),
  },
});

const ReferenceParam = z.object({ reference: z.string().min(10).max(64) });

export const challenge = createRoute({
  method: "get",
  path: "/payment/threeDSecure/{reference}",
  ...uncached,
  tags,
  summary: "The 3-D Secure challenge of a card payment",
  description: "404 when the payment is not the caller's, is answered or has expired.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { params: ReferenceParam, query: LocaleQuery },
  responses: { ...okResponse(ThreeDSecureChallenge, "The challenge"), ...errorResponses(401, 404) },
});

export const answerChallenge = createRoute({
  method: "post",
  path: "/payment/threeDSecure/{reference}",
  ...uncached,
  tags,
  summary: "Answer the 3-D Secure challenge; the order is placed when the answer is right",
  description: `wrong_code (409) leaves tries; after the last, or once expired, payment_failed (402). With the right code the server places the order for the amount authorised. ${placeRefusals}`,
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { params: ReferenceParam, query: LocaleQuery, body: jsonBody(ThreeDSecureBody) },
  responses: placeResponses,
});

export const payWireTransfer = createRoute({
  method: "post",
  path: "/payWireTransfer",
  ...uncached,
  tags,
  summary: "Place the order, to be paid by wire transfer",
  description: `The order waits for payment (awaiting_payment); the answer carries the chosen account and the transfer note must carry the sender's name and the order code (JS…). ${placeRefusals}`,
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery.extend(WireTransferQuery.shape), body: jsonBody(PaymentBody) },
  responses: placeResponses,
});

export const payDoor = createRoute({
  method: "post",
  path: "/payDoor",
  ...uncached,
  tags,
  summary: "Place the order, paid at the door in cash or by card",
  description: `The shop's door service fee is added to the total. ${placeRefusals}`,
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery.extend(DoorQuery.shape), body: jsonBody(PaymentBody) },
  responses: placeResponses,
});

export const createOrder = createRoute({
  method: "get",
  path: "/createOrder",
  ...uncached,
  tags,
  summary: "The order a verified card payment made (customer)",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery.extend({ reference: z.string().min(10).max(64) }) },
  responses: { ...okResponse(PlacedOrder, "The order"), ...errorResponses(400, 401, 404) },
});

export const createOrderGuest = createRoute({
  method: "post",
  path: "/createOrderGuest",
  ...uncached,
  tags,
  summary: "The order a verified card payment made (guest)",
  description: "The guest names itself by guest_code and token, as the specification has it.",
  request: {
    query: LocaleQuery,
    body: jsonBody(
      z.object({
        guest_code: z.string().min(1).max(64),
        token: z.string().min(1).max(200),
        reference: z.string().min(10).max(64),
      }),
    ),
  },
  responses: { ...okResponse(PlacedOrder, "The order"), ...errorResponses(400, 401, 404) },
});

export const paytrIframeToken = createRoute({
  method: "post",
  path: "/getPayTRIframeToken",
  ...uncached,
  tags,
  summary: "Pay through PayTR: its payment page for the cart, to show in an iframe",
  description:
    "Only when PayTR is configured (else payment_method_unavailable, 409). The amount is the cart's total now, in kuruş, single payment. The order is placed when PayTR's signed notification (payment/callback/paytr) says the payment succeeded, never on the browser's return.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(PaymentBody) },
  responses: {
    ...okResponse(PaytrIframe, "PayTR's page"),
    ...errorResponses(400, 401, 402, 403, 409, 502),
  },
});

export const paytrIframeTokenByGet = createRoute({
  method: "get",
  path: "/getPayTRIframeToken",
  ...uncached,
  tags,
  summary: "Pay through PayTR, as the specification calls it: the POST's answer, asked by GET",
  description:
    "The same payment as POST getPayTRIframeToken, with its body's fields in the query (the agreements as true). It starts a payment, so a browser's call must come from the shop's own pages, as a write would (else origin_not_allowed, 403).",
  security: shopperSecurity,
  middleware: [authenticate(["customer", "guest"], { writes: true })] as const,
  request: { query: LocaleQuery.extend(PaymentQuery.shape) },
  responses: {
    ...okResponse(PaytrIframe, "PayTR's page"),
    ...errorResponses(400, 401, 402, 403, 409, 502),
  },
});

export const redirectPayment = createRoute({
  method: "post",
  path: "/payment/redirect",
  ...uncached,
  tags,
  summary: `Pay on the provider's own page (${PROVIDER_PROSE.redirectNames}): where to send the shopper`,
  description: `Only when the provider is configured and takes the cart's currency (${PROVIDER_PROSE.redirectLimits}), else payment_method_unavailable (409). The amount is the cart's total now, single payment. The provider's page sends the shopper back to payment/return/{reference}, where the server itself asks the provider (${PROVIDER_PROSE.redirectChecks}) and places the order only for exactly the amount and currency asked, once.`,
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: {
    query: LocaleQuery.extend({ provider: z.enum(REDIRECT_PROVIDER_NAMES) }),
    body: jsonBody(PaymentBody),
  },
  responses: {
    ...okResponse(PaymentRedirect, "The provider's page"),
    ...errorResponses(400, 401, 402, 403, 409, 502),
  },
});

export const paypalWebhook = createRoute({
  method: "post",
  path: "/payment/webhook/paypal",
  ...uncached,
  tags,
  summary: "PayPal's webhook (CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED)",
  description:
    "Checked with PayPal's verify-webhook-signature under the configured PAYPAL_WEBHOOK_ID before anything is done (an unverified one is 400 and changes nothing). An approved order whose shopper never came back is captured and its order placed, exactly as on the shopper's return; a repeated event changes nothing.",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
    },
  },
  responses: {
    200: { description: "Received", content: { "text/plain": { schema: z.string() } } },
    ...errorResponses(400, 404, 502),
  },
});

const CallbackFields = z.record(z.string(), z.string());
const CallbackProvider = z.object({
  provider: z.enum(CALLBACK_PROVIDER_NAMES),
});

export const providerCallback = createRoute({
  method: "post",
  path: "/payment/callback/{provider}",
  ...uncached,
  tags,
  summary: `A payment provider's callback (${PROVIDER_PROSE.browserReturns} 3-D Secure return, ${PROVIDER_PROSE.notifiers} notification)`,
  description: `The fields only name the payment: the server ${PROVIDER_PROSE.callbackChecks}, before the order is placed, for exactly the amount, currency and instalments asked. A repeated callback changes nothing. One for an unknown payment (404) or one already failed or cancelled (402) is refused and logged. ${PROVIDER_PROSE.browserReturns} (the shopper's browser) are answered with a redirect to the order, or back to the payment step; ${PROVIDER_PROSE.notifiers} with the text OK it expects.`,
  request: {
    params: CallbackProvider,
    body: {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: CallbackFields } },
    },
  },
  responses: {
    200: {
      description: `OK (${PROVIDER_PROSE.notifierNames})`,
      content: { "text/plain": { schema: z.string() } },
    },
    303: {
      description: `To the order, or back to the payment step (${PROVIDER_PROSE.browserReturnNames})`,
    },
    ...errorResponses(400, 402, 404),
  },
});

export const paymentReturn = createRoute({
  method: "get",
  path: "/payment/return/{reference}",
  ...uncached,
  tags,
  summary:
    "Where a provider's page sends the shopper back: on to the order once the payment is verified",
  description: `${PROVIDER_PROSE.returners} send the shopper here with their own query fields (${PROVIDER_PROSE.returnFields}); the server asks the provider itself before placing the order. ${PROVIDER_PROSE.notifiers} return waits for its notification.`,
  request: { params: ReferenceParam, query: z.object({}).catchall(z.string()) },
  responses: { 303: { description: "To the order, or back to the payment step" } },
});

export const providerPage = createRoute({
  method: "get",
  path: "/payment/providerPage/{reference}",
  ...privateRead,
  tags,
  summary: "The bank's 3-D Secure page of a provider's card payment (iyzico, Moka), as HTML",
  description: "404 when the payment is not the caller's, has no such page or is no longer open.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { params: ReferenceParam },
  responses: {
    200: { description: "The page", content: { "text/html": { schema: z.string() } } },
    ...errorResponses(401, 404),
  },
});
