// A stand-in for ipara's REST API on the loopback interface, for the API's tests. It checks each
// request the way ipara documents it (github.com/ipara/ipara-php, ipara-nodejs: headers
// transactionDate in Istanbul time, version 1.0 and token = publicKey + ":" +
// base64(SHA-1(privateKey + the call's fields + transactionDate)); amounts in kuruş without a
// separator; installment 1 to 12; MM and YY expiry) and answers with ipara's documented shapes:
// the one-step 3-D Secure form (rest/payment/threed) leading to the bank's page, the bank's post
// back to successUrl/failureUrl with hash = base64(SHA-1(orderId + result + amount + mode +
// errorCode + errorMessage + transactionDate + publicKey + privateKey)), the XML inquiry, the BIN
// lookup, and refunds refused past what was paid. Its hashing is written here from the
// documentation, not taken from the adapter, so that a wrong token in the adapter fails the tests.
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface IparaStandInOptions {
  publicKey: string;
  privateKey: string;
  port?: number;
}

/** The card its bank refuses at the 3-D Secure step. */
export const IPARA_DECLINED_CARD = "4111111111111129";
/** The one-time code its bank page accepts. */
export const IPARA_BANK_CODE = "482915";

interface StoredPayment {
  orderId: string;
  amount: number;
  installment: number;
  mode: string;
  cardNumber: string;
  successUrl: string;
  failureUrl: string;
  state: "waiting" | "paid" | "failed";
  refunded: number;
  refundHash: string;
}

const sha1 = (text: string) => createHash("sha1").update(text, "utf8").digest("base64");
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const isKurus = (value: unknown) => typeof value === "string" && /^[1-9]\d*$/.test(value);
const istanbulNow = () =>
  new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");

export class IparaStandIn extends LoopbackStandIn {
  readonly payments = new Map<string, StoredPayment>();
  /** Every API request that reached it, with the path, for the tests to look at. */
  readonly requests: Array<{ path: string; body: Record<string, unknown> | string }> = [];
  private readonly options: IparaStandInOptions;

  constructor(options: IparaStandInOptions) {
    super(options.port);
    this.options = options;
  }

  protected async handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (url.pathname === "/rest/payment/threed") return this.threeD(raw, res);
    if (url.pathname === "/bank") return this.bank(url.searchParams.get("order") ?? "", raw, res);
    await this.delay();
    const json = (body: Record<string, unknown>) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ transactionDate: istanbulNow(), mode: "T", ...body }));
    };
    const refuse = (errorCode: string, errorMessage: string) =>
      json({ result: "0", errorCode, errorMessage });
    const header = (name: string) => String(req.headers[name.toLowerCase()] ?? "");
    const signedBy = (fields: string) =>
      header("version") === "1.0" &&
      this.recent(header("transactionDate")) &&
      header("token") ===
        `${this.options.publicKey}:${sha1(`${this.options.privateKey}${fields}${header("transactionDate")}`)}`;

    if (url.pathname === "/rest/payment/inquiry") {
      const orderId = /<orderId>([^<]*)<\/orderId>/.exec(raw)?.[1] ?? "";
      const mode = /<mode>([^<]*)<\/mode>/.exec(raw)?.[1] ?? "";
      this.requests.push({ path: url.pathname, body: raw });
      res.setHeader("content-type", "application/xml");
      if (!signedBy(`${orderId}${mode}`))
        return void res.end(
          "<inquiryResponse><result>0</result><errorCode>SEC01</errorCode></inquiryResponse>",
        );
      const payment = this.payments.get(orderId);
      const paid = payment?.state === "paid";
      return void res.end(
        `<?xml version="1.0" encoding="UTF-8"?><inquiryResponse><result>${paid ? 1 : 0}</result><errorCode>${paid ? "" : "PAY404"}</errorCode><errorMessage></errorMessage><orderId>${escapeHtml(orderId)}</orderId><amount>${payment?.amount ?? ""}</amount><mode>${mode}</mode><transactionDate>${istanbulNow()}</transactionDate></inquiryResponse>`,
      );
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return refuse("REQ01", "Geçersiz istek");
    }
    this.requests.push({ path: url.pathname, body });
    switch (url.pathname) {
      case "/rest/payment/bin/lookup/v2": {
        const bin = String(body.binNumber);
        if (!signedBy(bin)) return refuse("SEC01", "Geçersiz token");
        if (!/^\d{6}$/.test(bin) || !isKurus(body.amount)) return refuse("BIN01", "Geçersiz BIN");
        return json({
          result: "1",
          bankId: "62",
          bankName: "Garanti Bankası",
          cardFamilyName: bin === "454360" ? "BONUS DEBIT" : "BONUS",
          supportsInstallment: "1",
          type: bin === "454360" ? "0" : "1",
          cardFamilyType: bin.startsWith("4") ? "1" : "2",
          serviceProvider: bin.startsWith("4") ? "VISA" : "MASTERCARD",
          cardThreeDSecureMandatory: "1",
        });
      }
      case "/corporate/payment/refund/inquiry":
      case "/corporate/payment/refund": {
        const orderId = String(body.orderId);
        if (!signedBy(`${orderId}${String(body.clientIp)}`))
          return refuse("SEC01", "Geçersiz token");
        const payment = this.payments.get(orderId);
        if (payment?.state !== "paid" || !isKurus(body.amount))
          return refuse("RFD01", "İade edilecek ödeme bulunamadı");
        const amount = Number(body.amount);
        if (payment.refunded + amount > payment.amount)
          return refuse("RFD02", "İade tutarı ödeme tutarını aşamaz");
        if (url.pathname.endsWith("/inquiry")) {
          payment.refundHash = randomUUID();
          return json({
            result: "1",
            orderId,
            amount: String(amount),
            refundHash: payment.refundHash,
          });
        }
        if (!payment.refundHash || body.refundHash !== payment.refundHash)
          return refuse("RFD03", "Geçersiz refundHash");
        payment.refundHash = "";
        payment.refunded += amount;
        return json({ result: "1", orderId, amount: String(amount) });
      }
      default:
        res.statusCode = 404;
        return refuse("404", "Bulunamadı");
    }
  }

  /** The transactionDate must be Istanbul time, close to now (ipara refuses stale requests). */
  private recent(date: string): boolean {
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(date)) return false;
    const then = Date.parse(`${date.replace(" ", "T")}+03:00`);
    return Math.abs(Date.now() - then) < 5 * 60_000;
  }

  /** The browser's post of the one-step 3-D Secure parameters; answers the bank's page. */
  private threeD(raw: string, res: ServerResponse) {
    res.setHeader("content-type", "text/html; charset=utf-8");
    let p: Record<string, unknown>;
    try {
      p = JSON.parse(new URLSearchParams(raw).get("parameters") ?? "") as Record<string, unknown>;
    } catch {
      res.statusCode = 400;
      return void res.end("<p>parameters eksik</p>");
    }
    this.requests.push({ path: "/rest/payment/threed", body: p });
    const purchaser = (p.purchaser ?? {}) as Record<string, unknown>;
    const expected = `${this.options.publicKey}:${sha1(
      `${this.options.privateKey}${[
        p.orderId,
        p.amount,
        p.mode,
        p.cardOwnerName,
        p.cardNumber,
        p.cardExpireMonth,
        p.cardExpireYear,
        p.cardCvc,
        p.userId,
        p.cardId,
        purchaser.name,
        purchaser.surname,
        purchaser.email,
        p.transactionDate,
      ].join("")}`,
    )}`;
    const installment = Number(p.installment);
    const invalid = [
      p.token !== expected && "token",
      p.version !== "1.0" && "version",
      !this.recent(String(p.transactionDate)) && "transactionDate",
      !isKurus(p.amount) && "amount",
      !(Number.isInteger(installment) && installment >= 1 && installment <= 12) && "installment",
      !/^\d{2}$/.test(String(p.cardExpireMonth)) && "cardExpireMonth",
      !/^\d{2}$/.test(String(p.cardExpireYear)) && "cardExpireYear",
      typeof p.successUrl !== "string" && "successUrl",
      this.payments.has(String(p.orderId)) && "orderId",
    ].filter(Boolean);
    if (invalid.length) {
      res.statusCode = 400;
      return void res.end(`<p>Geçersiz istek: ${invalid.join(", ")}</p>`);
    }
    const orderId = String(p.orderId);
    this.payments.set(orderId, {
      orderId,
      amount: Number(p.amount),
      installment,
      mode: String(p.mode),
      cardNumber: String(p.cardNumber),
      successUrl: String(p.successUrl),
      failureUrl: String(p.failureUrl),
      state: "waiting",
      refunded: 0,
      refundHash: "",
    });
    res.end(`<!doctype html><html><body><form method="post" action="${this.url}/bank?order=${encodeURIComponent(orderId)}">
<p>ipara stand-in bank: ${(Number(p.amount) / 100).toFixed(2)} TL</p>
<label>SMS code <input name="code" autocomplete="one-time-code"></label><button>Onayla</button></form></body></html>`);
  }

  /** The bank's answer: the browser is posted back to successUrl or failureUrl. */
  private bank(orderId: string, raw: string, res: ServerResponse) {
    const payment = this.payments.get(orderId);
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (!payment) {
      res.statusCode = 404;
      return void res.end("<p>Geçersiz işlem</p>");
    }
    const ok =
      new URLSearchParams(raw).get("code") === IPARA_BANK_CODE &&
      payment.cardNumber !== IPARA_DECLINED_CARD;
    const fields = this.returnFields(orderId, ok);
    res.end(`<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(ok ? payment.successUrl : payment.failureUrl)}">${Object.entries(
      fields,
    )
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join("")}</form></body></html>`);
  }

  /** What ipara posts back after the bank's step; records the payment's outcome. */
  returnFields(orderId: string, success: boolean): Record<string, string> {
    const payment = this.payments.get(orderId);
    if (!payment) throw new Error(`unknown orderId ${orderId}`);
    if (payment.state === "waiting") payment.state = success ? "paid" : "failed";
    const fields = {
      echo: "",
      result: success ? "1" : "0",
      amount: String(payment.amount),
      publicKey: this.options.publicKey,
      orderId,
      mode: payment.mode,
      errorCode: success ? "" : "0057",
      errorMessage: success ? "" : "Kart sahibine izin verilmeyen işlem",
      transactionDate: istanbulNow(),
    };
    const hash = sha1(
      `${fields.orderId}${fields.result}${fields.amount}${fields.mode}${fields.errorCode}${fields.errorMessage}${fields.transactionDate}${this.options.publicKey}${this.options.privateKey}`,
    );
    return { ...fields, hash };
  }
}
