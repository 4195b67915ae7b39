// A stand-in for QNBpay's ccpayment API on the loopback interface, for the API's tests. It checks
// each request the way QNBpay documents it (apidocs.qnbpay.com.tr: a Bearer token from /api/token;
// every hash_key the bundle "iv:salt:base64(AES-256-CBC)" under hex(SHA-256(hex(SHA-1(app_secret))
// + salt)) cut to 32 characters, "/" written "__"; paySmart3D's hash_key over
// "total|installments_number|currency_code|merchant_key|invoice_id", totals as decimals) and
// answers with QNBpay's documented shapes: the bank's page after paySmart3D, the post back to
// return_url or cancel_url with a hash_key over "status|total|invoice_id|order_id|currency_code",
// checkstatus, getpos, and refunds refused past what was paid. Its cipher is written here from the
// documentation, not taken from the adapter, so that a wrong hash_key in the adapter fails.
import { createCipheriv, createDecipheriv, createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface QnbpayStandInOptions {
  appId: string;
  appSecret: string;
  merchantKey: string;
  port?: number;
}

/** The card its bank refuses at the 3-D Secure step. */
export const QNBPAY_DECLINED_CARD = "4111111111111129";
/** The one-time code its bank page accepts. */
export const QNBPAY_BANK_CODE = "719304";
const CURRENCIES = new Set(["TRY", "USD", "EUR"]);

interface StoredPayment {
  invoiceId: string;
  orderId: string;
  total: number;
  currency: string;
  installments: number;
  cardNumber: string;
  returnUrl: string;
  cancelUrl: string;
  state: "waiting" | "paid" | "failed";
  refunded: number;
}

const hex = (algorithm: string, text: string) => createHash(algorithm).update(text).digest("hex");
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const isDecimal = (value: unknown) => /^\d+(\.\d{1,2})?$/.test(String(value)) && Number(value) > 0;
const kurus = (value: unknown) => Math.round(Number(value) * 100);

export class QnbpayStandIn extends LoopbackStandIn {
  readonly payments = new Map<string, StoredPayment>();
  /** Every API request that reached it, with the path, for the tests to look at. */
  readonly requests: Array<{ path: string; body: Record<string, unknown> }> = [];
  private readonly options: QnbpayStandInOptions;
  private readonly tokens = new Set<string>();

  constructor(options: QnbpayStandInOptions) {
    super(options.port);
    this.options = options;
  }

  /** QNBpay's hash_key of `data`, as its documentation's PHP sample makes it. */
  encrypt(data: string): string {
    const iv = hex("sha1", String(Math.random())).slice(0, 16);
    const salt = hex("sha1", String(Math.random())).slice(0, 4);
    const key = hex("sha256", hex("sha1", this.options.appSecret) + salt).slice(0, 32);
    const cipher = createCipheriv("aes-256-cbc", Buffer.from(key), Buffer.from(iv));
    const body = Buffer.concat([cipher.update(data, "utf8"), cipher.final()]).toString("base64");
    return `${iv}:${salt}:${body}`.replaceAll("/", "__");
  }

  private decrypt(hashKey: unknown): string[] | null {
    const [iv, salt, body] = String(hashKey).replaceAll("__", "/").split(":");
    if (!iv || !salt || !body) return null;
    try {
      const key = hex("sha256", hex("sha1", this.options.appSecret) + salt).slice(0, 32);
      const decipher = createDecipheriv("aes-256-cbc", Buffer.from(key), Buffer.from(iv));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()])
        .toString("utf8")
        .split("|");
    } catch {
      return null;
    }
  }

  protected async handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (url.pathname === "/api/paySmart3D") return this.paySmart3D(raw, res);
    if (url.pathname === "/bank") return this.bank(url.searchParams.get("invoice") ?? "", raw, res);
    await this.delay();
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(body));
    };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return send(400, { status_code: 1, status_description: "Invalid request" });
    }
    this.requests.push({ path: url.pathname, body });
    if (url.pathname === "/api/token") {
      if (body.app_id !== this.options.appId || body.app_secret !== this.options.appSecret)
        return send(400, [{ status_code: 2, status_description: "Invalid credentials" }]);
      const token = randomUUID();
      this.tokens.add(token);
      return send(200, {
        status_code: 100,
        status_description: "Successfully Generated token",
        data: { token, is_3d: 2, expires_at: "2099-01-01 00:00:00" },
      });
    }
    const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!this.tokens.has(bearer) || body.merchant_key !== this.options.merchantKey)
      return send(401, { status_code: 30, status_description: "Unauthorized" });
    const invoiceId = String(body.invoice_id ?? "");
    const payment = this.payments.get(invoiceId);
    switch (url.pathname) {
      case "/api/getpos": {
        const bin = String(body.credit_card);
        if (
          !/^\d{6,19}$/.test(bin) ||
          !isDecimal(body.amount) ||
          !CURRENCIES.has(String(body.currency_code))
        )
          return send(400, { status_code: 1, status_description: "credit card 6 ile 19 arasında" });
        const scheme = bin.startsWith("4") ? "visa" : "mastercard";
        return send(200, {
          status_code: 100,
          status_description: "Successfull",
          data: [1, 2, 3, 6].map((n) => ({
            pos_id: 131,
            installments_number: n,
            card_type: bin.startsWith("454360") ? "DEBIT CARD" : "CREDIT CARD",
            card_program: "QNB",
            card_scheme: scheme,
            payable_amount: Number(body.amount),
            amount_to_be_paid: String(body.amount),
            currency_code: body.currency_code,
            title: n,
          })),
        });
      }
      case "/api/checkstatus": {
        if (this.decrypt(body.hash_key)?.join("|") !== `${invoiceId}|${this.options.merchantKey}`)
          return send(400, [{ status_code: 51, status_description: "Invalid hash key" }]);
        if (!payment)
          return send(200, [
            { status_code: 14, status_description: "Invoice not found", invoice_id: invoiceId },
          ]);
        const paid = payment.state === "paid";
        return send(200, [
          {
            status_code: paid ? 100 : 41,
            status_description: paid ? "An order has been taken place" : "Oder Failed",
            transaction_status: { paid: "Completed", failed: "Failed", waiting: "Pending" }[
              payment.state
            ],
            order_id: payment.orderId,
            transaction_id: `T-${payment.orderId}`,
            invoice_id: invoiceId,
            total_refunded_amount: payment.refunded / 100,
            product_price: payment.total / 100,
            transaction_amount: payment.total / 100,
            transaction_type: "Auth",
            md_status: paid ? 1 : 0,
          },
        ]);
      }
      case "/api/refund": {
        if (
          this.decrypt(body.hash_key)?.join("|") !==
          `${String(body.amount)}|${invoiceId}|${this.options.merchantKey}`
        )
          return send(400, { status_code: 51, status_description: "Invalid hash key" });
        if (payment?.state !== "paid" || !isDecimal(body.amount))
          return send(200, {
            status_code: 49,
            status_description: "Refund failed",
            invoice_id: invoiceId,
          });
        const amount = kurus(body.amount);
        if (payment.refunded + amount > payment.total)
          return send(200, {
            status_code: 49,
            status_description: "Refund failed",
            invoice_id: invoiceId,
          });
        payment.refunded += amount;
        return send(200, {
          status_code: 100,
          status_description: "Refund completed successfully",
          order_no: payment.orderId,
          invoice_id: invoiceId,
          ref_no: randomUUID(),
        });
      }
      default:
        return send(404, { status_code: 404, status_description: "Not found" });
    }
  }

  /** The browser's form post of paySmart3D; answers the bank's page. */
  private paySmart3D(raw: string, res: ServerResponse) {
    const f = Object.fromEntries(new URLSearchParams(raw)) as Record<string, string>;
    this.requests.push({ path: "/api/paySmart3D", body: f });
    res.setHeader("content-type", "text/html; charset=utf-8");
    const installments = Number(f.installments_number);
    const signed = this.decrypt(f.hash_key);
    const invalid = [
      f.merchant_key !== this.options.merchantKey && "merchant_key",
      !isDecimal(f.total) && "total",
      !CURRENCIES.has(f.currency_code ?? "") && "currency_code",
      !(Number.isInteger(installments) && installments >= 1 && installments <= 12) &&
        "installments_number",
      // The hash_key must be QNBpay's cipher over exactly what the form asks.
      (!signed ||
        Number(signed[0]) !== Number(f.total) ||
        signed[1] !== f.installments_number ||
        signed[2] !== f.currency_code ||
        signed[3] !== f.merchant_key ||
        signed[4] !== f.invoice_id) &&
        "hash_key",
      !/^\d{2}$/.test(f.expiry_month ?? "") && "expiry_month",
      !/^\d{4}$/.test(f.expiry_year ?? "") && "expiry_year",
      f.response_method !== "POST" && "response_method",
      this.payments.has(f.invoice_id ?? "") && "invoice_id",
    ].filter(Boolean);
    if (invalid.length) {
      res.statusCode = 400;
      return void res.end(`<p>Geçersiz istek: ${invalid.join(", ")}</p>`);
    }
    const invoiceId = f.invoice_id as string;
    this.payments.set(invoiceId, {
      invoiceId,
      orderId: String(Date.now()) + String(this.payments.size),
      total: kurus(f.total),
      currency: f.currency_code as string,
      installments,
      cardNumber: f.cc_no ?? "",
      returnUrl: f.return_url ?? "",
      cancelUrl: f.cancel_url ?? "",
      state: "waiting",
      refunded: 0,
    });
    res.end(`<!doctype html><html><body><form method="post" action="${this.url}/bank?invoice=${encodeURIComponent(invoiceId)}">
<p>QNBpay stand-in bank: ${escapeHtml(f.total ?? "")} ${escapeHtml(f.currency_code ?? "")}</p>
<label>SMS code <input name="code"></label><button>Onayla</button></form></body></html>`);
  }

  private bank(invoiceId: string, raw: string, res: ServerResponse) {
    const payment = this.payments.get(invoiceId);
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (!payment) {
      res.statusCode = 404;
      return void res.end("<p>Geçersiz işlem</p>");
    }
    const ok =
      new URLSearchParams(raw).get("code") === QNBPAY_BANK_CODE &&
      payment.cardNumber !== QNBPAY_DECLINED_CARD;
    const fields = this.returnFields(invoiceId, ok);
    res.end(`<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(ok ? payment.returnUrl : payment.cancelUrl)}">${Object.entries(
      fields,
    )
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join("")}</form></body></html>`);
  }

  /** What QNBpay posts back (response_method POST); records the payment's outcome. */
  returnFields(invoiceId: string, success: boolean): Record<string, string> {
    const payment = this.payments.get(invoiceId);
    if (!payment) throw new Error(`unknown invoice_id ${invoiceId}`);
    if (payment.state === "waiting") payment.state = success ? "paid" : "failed";
    const status = success ? "1" : "0";
    return {
      qnbpay_status: status,
      payment_status: status,
      order_no: payment.orderId,
      order_id: payment.orderId,
      invoice_id: invoiceId,
      status_code: success ? "100" : "41",
      status_description: success ? "Payment Successfully Completed" : "Oder Failed",
      transaction_type: "Auth",
      md_status: success ? "1" : "0",
      hash_key: this.encrypt(
        `${status}|${(payment.total / 100).toFixed(2)}|${invoiceId}|${payment.orderId}|${payment.currency}`,
      ),
    };
  }
}
