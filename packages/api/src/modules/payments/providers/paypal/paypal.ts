// PayPal's Orders API v2, written against its REST documentation: an OAuth2 client-credentials
// token (POST /v1/oauth2/token with the client id and secret as Basic auth), an order with intent
// CAPTURE for the cart's total (POST /v2/checkout/orders; its payer-action link is where the
// shopper approves), the capture on the server when the shopper comes back with the order's id as
// `token` (POST /v2/checkout/orders/{id}/capture), refunds of the capture
// (POST /v2/payments/captures/{id}/refund), and webhooks checked by PayPal itself
// (POST /v1/notifications/verify-webhook-signature under the shop's webhook id). The browser's
// return only names the order: the server reads it from PayPal before it captures, and places the
// order only for a COMPLETED capture of exactly the amount and currency asked. PayPal-Request-Id
// makes the create and the capture idempotent at PayPal too.
import { randomUUID } from "node:crypto";
import type { PaymentProvider, VerifiedPayment } from "../../payment-provider.ts";
import { ProviderUnavailableError, singlePayment } from "../../payment-provider.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface PaypalCredentials {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the shop's webhook; its notifications are verified under it. */
  webhookId: string;
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or a stand-in. */
  baseUrl: string;
  /** How long to wait for an answer (PROVIDER_TIMEOUT_MS unless a test asks for less). */
  timeoutMs?: number;
}

/**
 * The currencies PayPal's REST API takes with two decimals (its currency codes list). TRY is not
 * among them, and HUF, JPY and TWD take no decimals, which the shop's minor units do not give.
 */
export const PAYPAL_CURRENCIES = [
  "AUD",
  "BRL",
  "CAD",
  "CHF",
  "CNY",
  "CZK",
  "DKK",
  "EUR",
  "GBP",
  "HKD",
  "ILS",
  "MXN",
  "MYR",
  "NOK",
  "NZD",
  "PHP",
  "PLN",
  "SEK",
  "SGD",
  "THB",
  "USD",
] as const;

/** PayPal's amounts are decimal text with two digits (27.50). */
const toPaypalValue = (minor: number) => (Math.round(minor) / 100).toFixed(2);
const toMinor = (value: unknown) =>
  typeof value === "string" && /^\d+(\.\d{1,2})?$/.test(value)
    ? Math.round(Number(value) * 100)
    : Number.NaN;

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(object) : []);

/** The first issue PayPal named in an error answer (ORDER_ALREADY_CAPTURED, ...). */
const issueOf = (answer: Json) =>
  String(list(answer.details)[0]?.issue ?? answer.name ?? answer.error ?? "refused");

export function paypalProvider(credentials: PaypalCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const deadline = credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {};
  let token: { value: string; until: number } | undefined;

  const accessToken = async () => {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString(
      "base64",
    );
    const answer = parseJson(
      "paypal",
      await postToProvider("paypal", `${base}/v1/oauth2/token`, {
        headers: {
          authorization: `Basic ${basic}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: "grant_type=client_credentials",
        ...deadline,
      }),
    );
    if (typeof answer.access_token !== "string")
      throw new ProviderUnavailableError("paypal", "no access token");
    // Renewed a minute early, so that no call goes out with a token about to expire.
    const seconds = Number(answer.expires_in) || 0;
    token = { value: answer.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  };

  const call = async (path: string, body?: Json, requestId?: string) =>
    parseJson(
      "paypal",
      await postToProvider("paypal", `${base}${path}`, {
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          "content-type": "application/json",
          accept: "application/json",
          ...(requestId ? { "paypal-request-id": requestId } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : { method: "GET" as const }),
        ...deadline,
      }),
    );

  /** What a COMPLETED order's capture says, for the payment it should be. */
  const captured = (order: Json, reference: string): VerifiedPayment => {
    const unit = list(order.purchase_units)[0] ?? {};
    if (unit.reference_id !== reference)
      return { status: "rejected", reason: "order of another payment" };
    const capture = list(object(unit.payments).captures)[0];
    if (capture?.status !== "COMPLETED" || typeof capture.id !== "string")
      return { status: "failed", reason: `capture ${String(capture?.status ?? "missing")}` };
    const amount = object(capture.amount);
    return {
      status: "succeeded",
      amount: toMinor(amount.value),
      currencyCode: String(amount.currency_code),
      installments: 1,
      // The capture is what a refund names.
      providerPaymentId: capture.id,
    };
  };

  return {
    name: "paypal",
    cardForm: false,
    currencies: PAYPAL_CURRENCIES,
    verifiesOnReturn: true,
    async cardInfo(_bin, cartTotal) {
      // PayPal's page takes the card or the wallet: no BIN table, one payment.
      return singlePayment(cartTotal);
    },
    async start(request) {
      const answer = await call(
        "/v2/checkout/orders",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: request.reference,
              custom_id: request.reference,
              amount: { currency_code: request.currencyCode, value: toPaypalValue(request.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.returnUrl,
                cancel_url: request.returnUrl,
                user_action: "PAY_NOW",
                shipping_preference: "NO_SHIPPING",
                ...(request.lang === "tr" ? { locale: "tr-TR" } : {}),
                ...(request.lang === "en" ? { locale: "en-US" } : {}),
              },
            },
          },
        },
        request.reference,
      );
      const approve = list(answer.links).find(
        (l) => l.rel === "payer-action" || l.rel === "approve",
      );
      if (typeof answer.id !== "string" || typeof approve?.href !== "string")
        return { kind: "declined", reason: issueOf(answer) };
      // Kept until the capture: the shopper's return must name this very order.
      return { kind: "redirect", url: approve.href, providerPaymentId: answer.id };
    },
    async verify(payment, fields) {
      const orderId = payment.providerPaymentId ?? "";
      if (!orderId || fields.token !== orderId)
        return { status: "rejected", reason: "return for another order" };
      const order = await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      if (order.id !== orderId) throw new ProviderUnavailableError("paypal", issueOf(order));
      if (order.status === "COMPLETED") return captured(order, payment.reference);
      if (order.status !== "APPROVED")
        return { status: "failed", reason: `order ${String(order.status)}` };
      const capture = await call(
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        `${payment.reference}-capture`,
      );
      if (capture.id !== orderId) {
        // A capture made meanwhile (the webhook and the return at once) is read, not redone.
        if (issueOf(capture) !== "ORDER_ALREADY_CAPTURED")
          return { status: "failed", reason: issueOf(capture) };
        return captured(
          await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}`),
          payment.reference,
        );
      }
      return captured(capture, payment.reference);
    },
    async refund(payment, amount) {
      const answer = await call(
        `/v2/payments/captures/${encodeURIComponent(payment.providerPaymentId)}/refund`,
        { amount: { value: toPaypalValue(amount), currency_code: payment.currencyCode } },
        randomUUID(),
      );
      if (answer.status !== "COMPLETED" && answer.status !== "PENDING")
        throw new ProviderUnavailableError("paypal", `refund refused: ${issueOf(answer)}`);
    },
    async readNotification(headers, event) {
      const answer = await call("/v1/notifications/verify-webhook-signature", {
        auth_algo: headers["paypal-auth-algo"] ?? "",
        cert_url: headers["paypal-cert-url"] ?? "",
        transmission_id: headers["paypal-transmission-id"] ?? "",
        transmission_sig: headers["paypal-transmission-sig"] ?? "",
        transmission_time: headers["paypal-transmission-time"] ?? "",
        webhook_id: credentials.webhookId,
        webhook_event: event,
      });
      if (answer.verification_status !== "SUCCESS") return null;
      const resource = object(event.resource);
      if (event.event_type === "CHECKOUT.ORDER.APPROVED") {
        const reference = list(resource.purchase_units)[0]?.reference_id;
        if (typeof reference === "string" && typeof resource.id === "string")
          return { verified: true, payment: { reference, fields: { token: resource.id } } };
      }
      if (event.event_type === "PAYMENT.CAPTURE.COMPLETED") {
        const orderId = object(object(resource.supplementary_data).related_ids).order_id;
        if (typeof resource.custom_id === "string" && typeof orderId === "string")
          return {
            verified: true,
            payment: { reference: resource.custom_id, fields: { token: orderId } },
          };
      }
      return { verified: true };
    },
  };
}
