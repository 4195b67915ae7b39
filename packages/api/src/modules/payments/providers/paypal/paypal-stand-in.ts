// A stand-in for PayPal's REST API (OAuth2 and Orders v2) on the loopback interface, for the API's
// tests. It checks each request the way PayPal documents it: the client id and secret as Basic auth
// for a client-credentials token, that token as Bearer on every other call, intent CAPTURE, an
// amount as decimal text with two digits in a currency PayPal takes, PayPal-Request-Id making a
// repeated create or capture answer the first result. It answers with PayPal's documented shapes:
// the order with its payer-action link, 422 ORDER_NOT_APPROVED / ORDER_ALREADY_CAPTURED /
// INSTRUMENT_DECLINED, the capture, refunds refused past what was captured, and
// verify-webhook-signature's SUCCESS or FAILURE. The shopper's approval on PayPal's page is
// `approve` (or `cancel`), which gives the return URL PayPal would send the browser to.
import { createHmac, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface PaypalStandInOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  port?: number;
}

const CURRENCIES = new Set(["USD", "EUR", "GBP", "AUD", "CAD", "CHF", "JPY"]);

interface Order {
  id: string;
  referenceId: string;
  customId: string;
  value: string;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  captureId: string | null;
  refunded: number;
}

type Send = (status: number, body: Record<string, unknown>) => void;

const minor = (value: string) => Math.round(Number(value) * 100);

export class PaypalStandIn extends LoopbackStandIn {
  readonly orders = new Map<string, Order>();
  /** Every API request that reached it, with the path and the PayPal-Request-Id. */
  readonly requests: Array<{ path: string; requestId?: string; body: Record<string, unknown> }> =
    [];
  /** The next capture is refused by the payer's bank (INSTRUMENT_DECLINED). */
  declineNextCapture = false;
  private readonly tokens = new Set<string>();
  private readonly byRequestId = new Map<
    string,
    { status: number; body: Record<string, unknown> }
  >();
  private readonly signingKey = randomUUID();
  private readonly options: PaypalStandInOptions;

  constructor(options: PaypalStandInOptions) {
    super(options.port);
    this.options = options;
  }

  protected async handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    await this.delay();
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    const send: Send = (status, body) => {
      res.statusCode = status;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(body));
    };
    if (path === "/v1/oauth2/token") return this.token(req, raw, send);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || !this.tokens.has(bearer))
      return send(401, {
        error: "invalid_token",
        error_description: "Token signature verification failed",
      });
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const requestId = req.headers["paypal-request-id"] as string | undefined;
    this.requests.push({ path, ...(requestId ? { requestId } : {}), body });
    // PayPal answers a repeated PayPal-Request-Id with what it answered the first time.
    const remembered = requestId ? this.byRequestId.get(requestId) : undefined;
    if (remembered) return send(remembered.status, remembered.body);
    const answer: Send = (status, answerBody) => {
      if (requestId && status < 300) this.byRequestId.set(requestId, { status, body: answerBody });
      send(status, answerBody);
    };
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (path === "/v2/checkout/orders" && req.method === "POST") return this.create(body, answer);
    if (orderPath && req.method === "GET" && !orderPath[2])
      return this.read(orderPath[1] as string, answer);
    if (orderPath?.[2] && req.method === "POST")
      return this.capture(orderPath[1] as string, answer);
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (refundPath) return this.refund(refundPath[1] as string, body, answer);
    if (path === "/v1/notifications/verify-webhook-signature")
      return this.verifyWebhook(body, send);
    return send(404, { name: "RESOURCE_NOT_FOUND" });
  }

  private token(req: IncomingMessage, raw: string, send: Send) {
    const expected = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      "base64",
    );
    if (req.headers.authorization !== `Basic ${expected}`)
      return send(401, {
        error: "invalid_client",
        error_description: "Client Authentication failed",
      });
    if (new URLSearchParams(raw).get("grant_type") !== "client_credentials")
      return send(400, { error: "unsupported_grant_type" });
    const token = `A21AA${randomUUID()}`;
    this.tokens.add(token);
    return send(200, {
      scope: "https://uri.paypal.com/services/payments/payment",
      access_token: token,
      token_type: "Bearer",
      app_id: "APP-80W284485P519543T",
      expires_in: 32_400,
      nonce: randomUUID(),
    });
  }

  private unprocessable(send: Send, issue: string) {
    return send(422, {
      name: "UNPROCESSABLE_ENTITY",
      details: [{ issue, description: issue }],
      message: "The requested action could not be performed.",
    });
  }

  private create(body: Record<string, unknown>, send: Send) {
    const unit = ((body.purchase_units ?? []) as Array<Record<string, unknown>>)[0] ?? {};
    const amount = (unit.amount ?? {}) as Record<string, unknown>;
    const context = (
      (((body.payment_source ?? {}) as Record<string, unknown>).paypal ?? {}) as Record<
        string,
        unknown
      >
    ).experience_context as Record<string, unknown> | undefined;
    if (body.intent !== "CAPTURE" || !context?.return_url || !context.cancel_url)
      return send(400, {
        name: "INVALID_REQUEST",
        details: [{ issue: "MISSING_REQUIRED_PARAMETER" }],
      });
    if (!CURRENCIES.has(String(amount.currency_code)))
      return this.unprocessable(send, "CURRENCY_NOT_SUPPORTED");
    if (typeof amount.value !== "string" || !/^\d+\.\d{2}$/.test(amount.value))
      return send(400, { name: "INVALID_REQUEST", details: [{ issue: "DECIMAL_PRECISION" }] });
    const order: Order = {
      id: randomUUID().replaceAll("-", "").slice(0, 17).toUpperCase(),
      referenceId: String(unit.reference_id ?? "default"),
      customId: String(unit.custom_id ?? ""),
      value: amount.value,
      currency: String(amount.currency_code),
      returnUrl: String(context.return_url),
      cancelUrl: String(context.cancel_url),
      status: "PAYER_ACTION_REQUIRED",
      captureId: null,
      refunded: 0,
    };
    this.orders.set(order.id, order);
    return send(200, {
      id: order.id,
      status: order.status,
      payment_source: { paypal: {} },
      links: [
        { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
        { href: `${this.url}/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" },
      ],
    });
  }

  private view(order: Order) {
    return {
      id: order.id,
      intent: "CAPTURE",
      status: order.status,
      purchase_units: [
        {
          reference_id: order.referenceId,
          amount: { currency_code: order.currency, value: order.value },
          ...(order.captureId
            ? {
                payments: {
                  captures: [
                    {
                      id: order.captureId,
                      status: "COMPLETED",
                      amount: { currency_code: order.currency, value: order.value },
                      final_capture: true,
                      custom_id: order.customId,
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      links: [],
    };
  }

  private read(id: string, send: Send) {
    const order = this.orders.get(id);
    if (!order)
      return send(404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
    return send(200, this.view(order));
  }

  private capture(id: string, send: Send) {
    const order = this.orders.get(id);
    if (!order)
      return send(404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
    if (order.status === "COMPLETED") return this.unprocessable(send, "ORDER_ALREADY_CAPTURED");
    if (order.status !== "APPROVED") return this.unprocessable(send, "ORDER_NOT_APPROVED");
    if (this.declineNextCapture) {
      this.declineNextCapture = false;
      return this.unprocessable(send, "INSTRUMENT_DECLINED");
    }
    order.status = "COMPLETED";
    order.captureId = randomUUID().replaceAll("-", "").slice(0, 17).toUpperCase();
    return send(201, this.view(order));
  }

  private refund(captureId: string, body: Record<string, unknown>, send: Send) {
    const order = [...this.orders.values()].find((o) => o.captureId === captureId);
    if (!order)
      return send(404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
    const amount = (body.amount ?? {}) as Record<string, unknown>;
    if (amount.currency_code !== order.currency || typeof amount.value !== "string")
      return this.unprocessable(send, "REFUND_CURRENCY_MISMATCH");
    if (order.refunded + minor(amount.value) > minor(order.value))
      return this.unprocessable(send, "REFUND_AMOUNT_EXCEEDED");
    order.refunded += minor(amount.value);
    return send(201, { id: randomUUID(), status: "COMPLETED", links: [] });
  }

  /** What PayPal's page does when the shopper approves: the return URL it sends the browser to. */
  approve(orderId: string): string {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`unknown order ${orderId}`);
    if (order.status === "PAYER_ACTION_REQUIRED") order.status = "APPROVED";
    const url = new URL(order.returnUrl);
    url.searchParams.set("token", order.id);
    url.searchParams.set("PayerID", "QYR5Z8XDVJNXQ");
    return url.toString();
  }

  /** The shopper's "cancel and return": the cancel URL with the order's token. */
  cancel(orderId: string): string {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`unknown order ${orderId}`);
    const url = new URL(order.cancelUrl);
    url.searchParams.set("token", order.id);
    return url.toString();
  }

  private signature(id: string, time: string, webhookId: string, event: unknown) {
    return createHmac("sha256", this.signingKey)
      .update(`${id}|${time}|${webhookId}|${JSON.stringify(event)}`)
      .digest("base64");
  }

  /** A webhook PayPal would send about an order, with the headers it signs it with. */
  webhook(
    eventType: "CHECKOUT.ORDER.APPROVED" | "PAYMENT.CAPTURE.COMPLETED",
    orderId: string,
  ): { headers: Record<string, string>; event: Record<string, unknown> } {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`unknown order ${orderId}`);
    if (eventType === "CHECKOUT.ORDER.APPROVED" && order.status === "PAYER_ACTION_REQUIRED")
      order.status = "APPROVED";
    const view = this.view(order);
    const event = {
      id: `WH-${randomUUID()}`,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: eventType === "CHECKOUT.ORDER.APPROVED" ? "checkout-order" : "capture",
      event_type: eventType,
      resource:
        eventType === "CHECKOUT.ORDER.APPROVED"
          ? view
          : {
              ...(view.purchase_units[0]?.payments?.captures[0] ?? {}),
              supplementary_data: { related_ids: { order_id: order.id } },
            },
    };
    const id = randomUUID();
    const time = new Date().toISOString();
    return {
      event,
      headers: {
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": `${this.url}/v1/notifications/certs/CERT-360caa42`,
        "paypal-transmission-id": id,
        "paypal-transmission-time": time,
        "paypal-transmission-sig": this.signature(id, time, this.options.webhookId, event),
      },
    };
  }

  private verifyWebhook(body: Record<string, unknown>, send: Send) {
    const expected = this.signature(
      String(body.transmission_id),
      String(body.transmission_time),
      String(body.webhook_id),
      body.webhook_event,
    );
    const ok =
      body.webhook_id === this.options.webhookId &&
      body.auth_algo === "SHA256withRSA" &&
      body.transmission_sig === expected;
    return send(200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
  }
}
