// A stand-in for iyzico's REST API on the loopback interface, for the API's tests and the e2e
// shop. It checks each request the way iyzico documents it (the IYZWSv2 signature over randomKey,
// URI path and body; prices as decimal text; the basket adding up to price; paidPrice matching
// its own instalment table; a known currency) and answers with iyzico's documented shapes:
// success, the bank's 3-D Secure page, a decline, and refusals of a repeated auth or a refund
// larger than what was paid. Its signing is written here from the documentation, not taken from
// the adapter, so that a wrong signature in the adapter fails the tests.
import { createHmac, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface IyzicoStandInOptions {
  apiKey: string;
  secretKey: string;
  port?: number;
}

/** The stand-in's instalment interest by count, in percent. */
const RATES: ReadonlyArray<[number, number]> = [
  [1, 0],
  [2, 3],
  [3, 4.5],
  [6, 9],
];
const DEBIT_BIN = "454360";
/** Cards the stand-in's bank refuses at initialize (iyzico's "not sufficient funds" test card). */
export const IYZICO_DECLINED_CARD = "4111111111111129";
/** The one-time code its bank page accepts. */
export const IYZICO_BANK_CODE = "283126";
const CURRENCIES = new Set(["TRY", "USD", "EUR", "GBP"]);

interface StoredPayment {
  paymentId: string;
  conversationId: string;
  conversationData: string;
  price: string;
  paidPrice: string;
  currency: string;
  installment: number;
  callbackUrl: string;
  state: "initialized" | "authenticated" | "paid";
  refunded: number;
}

const priceText = (value: number) => value.toFixed(2).replace(/0$/, "");
const isPrice = (value: unknown): value is string =>
  typeof value === "string" && /^\d+\.\d{1,2}$/.test(value);
const cents = (value: string) => Math.round(Number(value) * 100);

function totalWith(price: string, count: number): string | null {
  const rate = RATES.find(([n]) => n === count)?.[1];
  return rate === undefined ? null : priceText((cents(price) * (100 + rate)) / 10000);
}

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export class IyzicoStandIn extends LoopbackStandIn {
  readonly payments = new Map<string, StoredPayment>();
  /** Every request that reached it, with the path, for the tests to look at. */
  readonly requests: Array<{ path: string; body: Record<string, unknown> }> = [];
  private readonly options: IyzicoStandInOptions;

  constructor(options: IyzicoStandInOptions) {
    super(options.port);
    this.options = options;
  }

  protected async handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (req.method === "POST" && path.startsWith("/bank/")) return this.bankAnswer(path, raw, res);
    await this.delay();
    const send = (body: Record<string, unknown>) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ locale: "tr", systemTime: Date.now(), ...body }));
    };
    const failure = (errorCode: string, errorMessage: string) =>
      send({ status: "failure", errorCode, errorMessage, errorGroup: "NOT_SUFFICIENT_FUNDS" });
    if (!this.signed(req, path, raw)) {
      res.statusCode = 401;
      return send({ status: "failure", errorCode: "1001", errorMessage: "Geçersiz imza" });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return failure("11", "Geçersiz istek");
    }
    this.requests.push({ path, body });
    switch (path) {
      case "/payment/iyzipos/installment":
        return send(this.installment(body) ?? { status: "failure", errorCode: "11" });
      case "/payment/3dsecure/initialize":
        return send(this.initialize(body));
      case "/payment/3dsecure/auth":
        return send(this.auth(body));
      case "/v2/payment/refund":
        return send(this.refund(body));
      default:
        res.statusCode = 404;
        return send({ status: "failure", errorCode: "404", errorMessage: "Not found" });
    }
  }

  /** IYZWSv2: base64("apiKey:…&randomKey:…&signature:hex(HMAC-SHA256(secret, rnd+path+body)))". */
  private signed(req: IncomingMessage, path: string, raw: string): boolean {
    const header = String(req.headers.authorization ?? "");
    if (!header.startsWith("IYZWSv2 ")) return false;
    const decoded = Buffer.from(header.slice(8), "base64").toString("utf8");
    const parts = Object.fromEntries(
      decoded.split("&").map((part) => {
        const at = part.indexOf(":");
        return [part.slice(0, at), part.slice(at + 1)];
      }),
    );
    const expected = createHmac("sha256", this.options.secretKey)
      .update(`${parts.randomKey}${path}${raw}`)
      .digest("hex");
    return (
      parts.apiKey === this.options.apiKey &&
      parts.randomKey === req.headers["x-iyzi-rnd"] &&
      parts.signature === expected
    );
  }

  private installment(body: Record<string, unknown>) {
    const bin = String(body.binNumber ?? "");
    if (!/^\d{6}$/.test(bin) || !isPrice(body.price)) return null;
    const price = body.price;
    const debit = bin === DEBIT_BIN;
    return {
      status: "success",
      installmentDetails: [
        {
          binNumber: bin,
          price: Number(price),
          cardType: debit ? "DEBIT_CARD" : "CREDIT_CARD",
          cardAssociation: bin.startsWith("4") ? "VISA" : "MASTER_CARD",
          cardFamilyName: debit ? "Paraf" : "Bonus",
          force3ds: 0,
          bankCode: 62,
          bankName: "Garanti Bankası",
          forceCvc: 0,
          commercial: 0,
          installmentPrices: (debit ? RATES.slice(0, 1) : RATES).map(([count]) => {
            const total = totalWith(price, count) as string;
            return {
              installmentNumber: count,
              totalPrice: Number(total),
              installmentPrice: Number(priceText(cents(total) / 100 / count)),
            };
          }),
        },
      ],
    };
  }

  private initialize(body: Record<string, unknown>) {
    const card = (body.paymentCard ?? {}) as Record<string, unknown>;
    const basket = (body.basketItems ?? []) as Array<Record<string, unknown>>;
    const installment = Number(body.installment);
    const problems = [
      !isPrice(body.price) && "price",
      !isPrice(body.paidPrice) && "paidPrice",
      !CURRENCIES.has(String(body.currency)) && "currency",
      typeof body.conversationId !== "string" && "conversationId",
      typeof body.callbackUrl !== "string" && "callbackUrl",
      !Number.isInteger(installment) && "installment",
      basket.length === 0 && "basketItems",
      isPrice(body.price) &&
        basket.reduce((sum, item) => sum + cents(String(item.price)), 0) !== cents(body.price) &&
        "basketItems.price",
      isPrice(body.price) &&
        totalWith(body.price, installment) !== body.paidPrice &&
        "paidPrice for installment",
      !/^\d{12,19}$/.test(String(card.cardNumber)) && "paymentCard.cardNumber",
      !/^\d{2}$/.test(String(card.expireMonth)) && "paymentCard.expireMonth",
      !/^\d{4}$/.test(String(card.expireYear)) && "paymentCard.expireYear",
    ].filter(Boolean);
    if (problems.length)
      return { status: "failure", errorCode: "11", errorMessage: `Geçersiz istek: ${problems}` };
    if (card.cardNumber === IYZICO_DECLINED_CARD)
      return { status: "failure", errorCode: "10051", errorMessage: "Kart limiti yetersiz" };
    const paymentId = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
    const stored: StoredPayment = {
      paymentId,
      conversationId: String(body.conversationId),
      conversationData: randomUUID(),
      price: String(body.price),
      paidPrice: String(body.paidPrice),
      currency: String(body.currency),
      installment,
      callbackUrl: String(body.callbackUrl),
      state: "initialized",
      refunded: 0,
    };
    this.payments.set(paymentId, stored);
    const page = `<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head><body>
<form method="post" action="${this.url}/bank/${paymentId}">
<p>Stand-in Bank: ${escapeHtml(stored.paidPrice)} ${escapeHtml(stored.currency)}</p>
<label>SMS code <input name="code" autocomplete="one-time-code"></label>
<button type="submit">Confirm</button></form></body></html>`;
    return {
      status: "success",
      conversationId: stored.conversationId,
      paymentId,
      threeDSHtmlContent: Buffer.from(page).toString("base64"),
    };
  }

  /** The bank's page answered: the browser is sent on to the shop's callback with iyzico's fields. */
  private bankAnswer(path: string, raw: string, res: ServerResponse) {
    const payment = this.payments.get(path.slice("/bank/".length));
    if (!payment) {
      res.statusCode = 404;
      return void res.end("unknown payment");
    }
    const ok = new URLSearchParams(raw).get("code") === IYZICO_BANK_CODE;
    if (ok) payment.state = "authenticated";
    const fields = this.callbackFields(payment.paymentId, ok);
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(payment.callbackUrl)}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join("")}<noscript><button>Continue</button></noscript></form></body></html>`);
  }

  /** What iyzico posts to the callback URL after the bank's page (mdStatus 1: authenticated). */
  callbackFields(paymentId: string, authenticated: boolean): Record<string, string> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`unknown payment ${paymentId}`);
    if (authenticated) payment.state = payment.state === "paid" ? "paid" : "authenticated";
    return {
      status: authenticated ? "success" : "failure",
      paymentId,
      conversationData: payment.conversationData,
      conversationId: payment.conversationId,
      mdStatus: authenticated ? "1" : "0",
    };
  }

  private auth(body: Record<string, unknown>) {
    const payment = this.payments.get(String(body.paymentId));
    if (
      !payment ||
      payment.conversationData !== body.conversationData ||
      payment.conversationId !== body.conversationId
    )
      return { status: "failure", errorCode: "5092", errorMessage: "Ödeme bulunamadı" };
    if (payment.state !== "authenticated")
      return {
        status: "failure",
        errorCode: payment.state === "paid" ? "10215" : "10012",
        errorMessage: payment.state === "paid" ? "Ödeme daha önce tamamlandı" : "3DS doğrulanmadı",
      };
    payment.state = "paid";
    return {
      status: "success",
      conversationId: payment.conversationId,
      paymentId: payment.paymentId,
      price: Number(payment.price),
      paidPrice: Number(payment.paidPrice),
      currency: payment.currency,
      installment: payment.installment,
      fraudStatus: 1,
      paymentStatus: "SUCCESS",
      basketId: payment.conversationId,
      itemTransactions: [{ paymentTransactionId: `${payment.paymentId}1`, price: payment.price }],
    };
  }

  private refund(body: Record<string, unknown>) {
    const payment = this.payments.get(String(body.paymentId));
    if (payment?.state !== "paid")
      return { status: "failure", errorCode: "5092", errorMessage: "Ödeme bulunamadı" };
    if (!isPrice(body.price) || body.currency !== payment.currency)
      return { status: "failure", errorCode: "11", errorMessage: "Geçersiz istek" };
    if (payment.refunded + cents(body.price) > cents(payment.paidPrice))
      return { status: "failure", errorCode: "5093", errorMessage: "İade tutarı fazla" };
    payment.refunded += cents(body.price);
    return { status: "success", paymentId: payment.paymentId, price: Number(body.price) };
  }
}
