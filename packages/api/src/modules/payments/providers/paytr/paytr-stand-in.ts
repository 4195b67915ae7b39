// A stand-in for PayTR's iFrame API on the loopback interface, for the API's tests and the e2e
// shop. It checks get-token the way PayTR documents it (paytr_token = base64(HMAC-SHA256 under
// the merchant key of merchant_id, user_ip, merchant_oid, email, payment_amount, user_basket,
// no_installment, max_installment, currency, test_mode, merchant_salt); the amount in kuruş; the
// basket adding up to it; an alphanumeric merchant_oid; a PayTR currency), shows its payment page
// at /odeme/guvenli/{token}, and tells the shop's notification URL server to server with the
// documented hash, base64(HMAC-SHA256(merchant_oid + salt + status + total_amount)), repeating
// it until the shop answers "OK", as PayTR does. Refunds (/odeme/iade) and BIN details are
// checked with their own documented tokens.
import { createHmac, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface PaytrStandInOptions {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
  /** The shop's notification URL, as it is set in PayTR's merchant panel. */
  notify: (fields: Record<string, string>) => Promise<string>;
  port?: number;
}

/** The card its page declines, with PayTR's failed_reason_code for insufficient funds. */
export const PAYTR_DECLINED_CARD = "4111111111111129";
const CURRENCIES = new Set(["TL", "USD", "EUR", "GBP", "RUB"]);

interface StoredPayment {
  token: string;
  merchantOid: string;
  amount: number;
  currency: string;
  okUrl: string;
  failUrl: string;
  testMode: string;
  status: "waiting" | "success" | "failed";
  refunded: number;
}

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export class PaytrStandIn extends LoopbackStandIn {
  readonly payments = new Map<string, StoredPayment>();
  readonly requests: Array<{ path: string; fields: Record<string, string> }> = [];
  /** The shop's answers to each notification, in order. */
  readonly notificationAnswers: string[] = [];
  private readonly options: PaytrStandInOptions;

  constructor(options: PaytrStandInOptions) {
    super(options.port);
    this.options = options;
  }

  sign(text: string): string {
    return createHmac("sha256", this.options.merchantKey).update(text).digest("base64");
  }

  protected async handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    const fields = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const page = /^\/odeme\/guvenli\/([A-Za-z0-9]+)(\/pay)?$/.exec(path);
    if (page) return this.paymentPage(page[1] ?? "", req.method === "POST", fields, res);
    await this.delay();
    this.requests.push({ path, fields });
    const send = (body: Record<string, unknown>) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST") {
      res.statusCode = 405;
      return void res.end();
    }
    const { merchantId, merchantSalt } = this.options;
    if (fields.merchant_id !== merchantId)
      return send({ status: "failed", reason: "merchant_id gecersiz" });
    switch (path) {
      case "/odeme/api/get-token":
        return send(this.getToken(fields));
      case "/odeme/api/bin-detail": {
        const bin = fields.bin_number ?? "";
        if (fields.paytr_token !== this.sign(bin + merchantId + merchantSalt))
          return send({ status: "error", err_msg: "paytr_token gecersiz" });
        if (!/^\d{6,8}$/.test(bin)) return send({ status: "failed" });
        return send({
          status: "success",
          cardType: bin === "454360" ? "debit" : "credit",
          businessCard: "n",
          bank: "Yapı Kredi",
          brand: "world",
          schema: bin.startsWith("4") ? "VISA" : "MASTERCARD",
        });
      }
      case "/odeme/iade":
        return send(this.refund(fields));
      default:
        res.statusCode = 404;
        return send({ status: "failed", reason: "not found" });
    }
  }

  private getToken(f: Record<string, string>) {
    const hash =
      (f.merchant_id ?? "") +
      (f.user_ip ?? "") +
      (f.merchant_oid ?? "") +
      (f.email ?? "") +
      (f.payment_amount ?? "") +
      (f.user_basket ?? "") +
      (f.no_installment ?? "") +
      (f.max_installment ?? "") +
      (f.currency ?? "") +
      (f.test_mode ?? "");
    if (f.paytr_token !== this.sign(hash + this.options.merchantSalt))
      return { status: "failed", reason: "paytr_token gonderilen degerler ile uyusmuyor" };
    let basketTotal = Number.NaN;
    try {
      const basket = JSON.parse(Buffer.from(f.user_basket ?? "", "base64").toString("utf8"));
      basketTotal = (basket as Array<[string, string, number]>).reduce(
        (sum, [, price, quantity]) => sum + Math.round(Number(price) * 100) * quantity,
        0,
      );
    } catch {
      // An unreadable basket is refused below like a wrong one.
    }
    const problems = [
      !/^[A-Za-z0-9]{1,64}$/.test(f.merchant_oid ?? "") && "merchant_oid",
      !/^\d+$/.test(f.payment_amount ?? "") && "payment_amount",
      basketTotal !== Number(f.payment_amount) && "user_basket",
      !CURRENCIES.has(f.currency ?? "") && "currency",
      !["0", "1"].includes(f.no_installment ?? "") && "no_installment",
      !/^(0|[2-9]|1[0-2]?)$/.test(f.max_installment ?? "") && "max_installment",
      !f.email && "email",
      !f.user_ip && "user_ip",
      !f.merchant_ok_url && "merchant_ok_url",
      !f.merchant_fail_url && "merchant_fail_url",
    ].filter(Boolean);
    if (problems.length) return { status: "failed", reason: `eksik/gecersiz: ${problems}` };
    const token = randomBytes(16).toString("hex");
    this.payments.set(token, {
      token,
      merchantOid: f.merchant_oid as string,
      amount: Number(f.payment_amount),
      currency: f.currency as string,
      okUrl: f.merchant_ok_url as string,
      failUrl: f.merchant_fail_url as string,
      testMode: f.test_mode ?? "0",
      status: "waiting",
      refunded: 0,
    });
    return { status: "success", token };
  }

  /** What PayTR posts to the notification URL for a payment's outcome. */
  notification(merchantOid: string, success: boolean): Record<string, string> {
    const payment = [...this.payments.values()].find((p) => p.merchantOid === merchantOid);
    if (!payment) throw new Error(`unknown merchant_oid ${merchantOid}`);
    const status = success ? "success" : "failed";
    const total = String(payment.amount);
    return {
      merchant_oid: merchantOid,
      status,
      total_amount: total,
      hash: this.sign(merchantOid + this.options.merchantSalt + status + total),
      payment_type: "card",
      payment_amount: total,
      currency: payment.currency,
      installment_count: "1",
      merchant_id: this.options.merchantId,
      test_mode: payment.testMode,
      ...(success ? {} : { failed_reason_code: "2", failed_reason_msg: "Yetersiz bakiye" }),
    };
  }

  /** Pays a payment as its page would: notifies the shop until it answers OK. */
  async pay(merchantOid: string, cardNumber: string): Promise<boolean> {
    const payment = [...this.payments.values()].find((p) => p.merchantOid === merchantOid);
    if (!payment) throw new Error(`unknown merchant_oid ${merchantOid}`);
    const success = cardNumber !== PAYTR_DECLINED_CARD;
    payment.status = success ? "success" : "failed";
    const fields = this.notification(merchantOid, success);
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await this.options.notify(fields).catch(() => "");
      this.notificationAnswers.push(answer);
      if (answer === "OK") break;
    }
    return success;
  }

  private async paymentPage(
    token: string,
    submitted: boolean,
    fields: Record<string, string>,
    res: ServerResponse,
  ) {
    const payment = this.payments.get(token);
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (!payment) {
      res.statusCode = 404;
      return void res.end("<p>Gecersiz token</p>");
    }
    if (submitted) {
      const success = await this.pay(
        payment.merchantOid,
        (fields.card_number ?? "").replace(/\s/g, ""),
      );
      // PayTR's page sends the whole window on to the shop's ok or fail URL.
      const target = success ? payment.okUrl : payment.failUrl;
      return void res.end(
        `<!doctype html><html><body><script>window.top.location.href=${JSON.stringify(target)}</script></body></html>`,
      );
    }
    res.end(`<!doctype html><html><head><meta charset="utf-8"><title>PayTR</title></head><body>
<form method="post" action="/odeme/guvenli/${token}/pay">
<p>PayTR stand-in: ${(payment.amount / 100).toFixed(2)} ${escapeHtml(payment.currency)}</p>
<label>Kart numarası <input name="card_number" inputmode="numeric"></label>
<button type="submit">Öde</button></form></body></html>`);
  }

  private refund(f: Record<string, string>) {
    const { merchantId, merchantSalt } = this.options;
    const expected = this.sign(
      merchantId + (f.merchant_oid ?? "") + (f.return_amount ?? "") + merchantSalt,
    );
    if (f.paytr_token !== expected) return { status: "error", err_no: "004", err_msg: "token" };
    const payment = [...this.payments.values()].find((p) => p.merchantOid === f.merchant_oid);
    if (payment?.status !== "success")
      return { status: "error", err_no: "005", err_msg: "Siparis bulunamadi" };
    if (!/^\d+\.\d{2}$/.test(f.return_amount ?? ""))
      return { status: "error", err_no: "006", err_msg: "return_amount" };
    const amount = Math.round(Number(f.return_amount) * 100);
    if (payment.refunded + amount > payment.amount)
      return { status: "error", err_no: "007", err_msg: "Iade tutari odeme tutarindan fazla" };
    payment.refunded += amount;
    return {
      status: "success",
      is_test: payment.testMode,
      merchant_oid: f.merchant_oid,
      return_amount: f.return_amount,
    };
  }
}
