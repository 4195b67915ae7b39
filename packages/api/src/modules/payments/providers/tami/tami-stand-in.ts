// A stand-in for Tami's payment API (paymentapi.tami.com.tr) on the loopback interface, for the
// API's tests. It checks each request the way Tami's sample library does it (api-026): a JSON POST
// with PG-Api-Version v2, a correlationId and PG-Auth-Token =
// merchant:terminal:Base64(SHA-256(merchant + terminal + secretKey)); a securityHash in the body,
// an HS512 JWT whose header names kid = Base64(SHA-512(secretKey + fixed KID)), whose payload is
// the rest of the body and whose signature is made with k = Base64(SHA-512(secretKey + fixed K +
// merchant + terminal)). payment/auth (amount as a decimal in lira, currency, installmentCount,
// callbackUrl, the card) answers success with threeDSHtmlContent, Base64 of a page leading to
// its bank; the bank posts the browser back to callbackUrl with orderId, success as "1"/"0",
// mdStatus, hashParams and hashedData = Base64(HMAC-SHA256(secretKey, the hashParams fields))
// (omnipay-tami's account of production); payment/complete-3ds takes a verified payment once
// (a second one is refused); payment/query answers its paymentStatus, amount, currency and
// installmentCount; payment/reverse refunds
// no more than was paid. Wrong credentials are answered 401 with success false.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isDeepStrictEqual } from "node:util";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface TamiStandInOptions {
  merchantNumber: string;
  terminalNumber: string;
  secretKey: string;
  fixedKidValue: string;
  fixedKValue: string;
  port?: number;
}

/** The card its bank refuses at the 3-D Secure step. */
export const TAMI_DECLINED_CARD = "4111111111111129";
/** A card payment/auth refuses at once (no 3-D Secure step). */
export const TAMI_REFUSED_CARD = "4000000000000002";
/** The one-time code its bank page accepts. */
export const TAMI_BANK_CODE = "731904";

/** The fields its callbacks sign, in their order (named by hashParams). */
const HASHED_FIELDS = [
  "cardOrganization",
  "cardBrand",
  "cardType",
  "maskedNumber",
  "installmentCount",
  "currencyCode",
  "txnAmount",
  "orderId",
  "systemTime",
  "success",
];

type Status = "waiting" | "verified" | "paid" | "failed";

interface Transaction {
  orderId: string;
  amount: number;
  currency: string;
  installmentCount: number;
  cardNumber: string;
  callbackUrl: string;
  status: Status;
  refunded: number;
  completions: number;
}

const sha = (algorithm: "sha256" | "sha512", text: string) =>
  createHash(algorithm).update(text, "utf8").digest("base64");
const kurus = (value: number) => Math.round(value * 100);
const isLira = (value: unknown) =>
  typeof value === "number" && value > 0 && Math.abs(value * 100 - kurus(value)) < 1e-6;
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const postingPage = (action: string, fields: Record<string, string>) =>
  `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${Object.entries(
    fields,
  )
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("")}</form></body></html>`;

export class TamiStandIn extends LoopbackStandIn {
  readonly transactions = new Map<string, Transaction>();
  /** Every API request that reached it (path, JSON body without securityHash, headers). */
  readonly requests: Array<{
    path: string;
    body: Record<string, unknown>;
    headers: Record<string, string>;
  }> = [];
  private readonly options: TamiStandInOptions;

  constructor(options: TamiStandInOptions) {
    super(options.port);
    this.options = options;
  }

  /** Why the securityHash is not one the shop's credentials made over `body`; null if it is. */
  private badSecurityHash(token: unknown, body: Record<string, unknown>): string | null {
    const { merchantNumber, terminalNumber, secretKey, fixedKidValue, fixedKValue } = this.options;
    const parts = typeof token === "string" ? token.split(".") : [];
    if (parts.length !== 3) return "securityHash bir JWT değil";
    const [header, payload, signature] = parts as [string, string, string];
    let head: Record<string, unknown>;
    let signed: unknown;
    try {
      head = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
      signed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return "securityHash okunamadı";
    }
    if (head.alg !== "HS512" || head.typ !== "JWT") return "securityHash alg/typ hatalı";
    if (head.kid !== sha("sha512", `${secretKey}${fixedKidValue}`)) return "kid hatalı";
    const k = sha("sha512", `${secretKey}${fixedKValue}${merchantNumber}${terminalNumber}`);
    const expected = createHmac("sha512", Buffer.from(k, "base64"))
      .update(`${header}.${payload}`)
      .digest();
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return "securityHash imzası hatalı";
    if (!isDeepStrictEqual(signed, body)) return "securityHash gövdeyle uyuşmuyor";
    return null;
  }

  protected async handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    await this.delay();
    const url = new URL(req.url ?? "/", "http://stand-in");
    const acs = /^\/acs\/([\w-]+)$/.exec(url.pathname);
    if (acs && req.method === "POST") return this.bankPage(acs[1] as string, raw, res);
    const answer = (status: number, body: Record<string, unknown>) => {
      res.statusCode = status;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(body));
    };
    const header = (name: string) => String(req.headers[name.toLowerCase()] ?? "");
    const refuse = (status: number, errorCode: string, errorMessage: string) =>
      answer(status, {
        success: false,
        errorCode,
        errorMessage,
        correlationId: header("correlationId"),
      });
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return refuse(400, "400", "Geçersiz istek");
    }
    const { securityHash, ...body } = json;
    this.requests.push({
      path: url.pathname,
      body,
      headers: {
        "PG-Auth-Token": header("PG-Auth-Token"),
        "PG-Api-Version": header("PG-Api-Version"),
        correlationId: header("correlationId"),
        "content-type": header("content-type"),
      },
    });
    const { merchantNumber, terminalNumber, secretKey } = this.options;
    const token = `${merchantNumber}:${terminalNumber}:${sha("sha256", `${merchantNumber}${terminalNumber}${secretKey}`)}`;
    if (req.method !== "POST") return refuse(405, "405", "Method not allowed");
    if (header("PG-Auth-Token") !== token) return refuse(401, "401", "Yetkisiz erişim");
    if (header("PG-Api-Version") !== "v2") return refuse(400, "400", "PG-Api-Version v2 olmalı");
    if (!header("correlationId")) return refuse(400, "400", "correlationId zorunlu");
    if (!header("content-type").startsWith("application/json"))
      return refuse(400, "400", "Content-Type application/json olmalı");
    const badHash = this.badSecurityHash(securityHash, body);
    if (badHash) return refuse(400, "SECURITY_HASH", badHash);
    const ok = (fields: Record<string, unknown>) =>
      answer(200, { success: true, correlationId: header("correlationId"), ...fields });
    switch (url.pathname) {
      case "/payment/auth":
        return this.auth(body, ok, refuse);
      case "/payment/complete-3ds":
        return this.complete(body, ok, refuse);
      case "/payment/query":
        return this.query(body, ok, refuse);
      case "/payment/reverse":
        return this.reverse(body, ok, refuse);
      default:
        return refuse(404, "404", "Not found");
    }
  }

  private auth(
    body: Record<string, unknown>,
    ok: (fields: Record<string, unknown>) => void,
    refuse: (status: number, code: string, message: string) => void,
  ) {
    const card = (body.card ?? {}) as Record<string, unknown>;
    const buyer = (body.buyer ?? {}) as Record<string, unknown>;
    const orderId = String(body.orderId ?? "");
    const invalid = [
      !isLira(body.amount) && "amount",
      body.currency !== "TRY" && "currency",
      !(Number.isInteger(body.installmentCount) && (body.installmentCount as number) >= 1) &&
        "installmentCount",
      !/^https?:\/\//.test(String(body.callbackUrl ?? "")) && "callbackUrl",
      !orderId && "orderId",
      !/^\d{12,19}$/.test(String(card.number)) && "card.number",
      !card.holderName && "card.holderName",
      !(Number.isInteger(card.expireMonth) && (card.expireMonth as number) <= 12) &&
        "card.expireMonth",
      !(Number.isInteger(card.expireYear) && (card.expireYear as number) >= 2000) &&
        "card.expireYear",
      !/^\d{3,4}$/.test(String(card.cvv)) && "card.cvv",
      !buyer.ipAddress && "buyer.ipAddress",
      this.transactions.has(orderId) && "orderId (kullanılmış)",
    ].filter(Boolean);
    if (invalid.length) return refuse(400, "VALIDATION", `Geçersiz alan: ${invalid.join(", ")}`);
    if (card.number === TAMI_REFUSED_CARD) return refuse(200, "05", "İşlem onaylanmadı");
    this.transactions.set(orderId, {
      orderId,
      amount: body.amount as number,
      currency: String(body.currency),
      installmentCount: body.installmentCount as number,
      cardNumber: String(card.number),
      callbackUrl: String(body.callbackUrl),
      status: "waiting",
      refunded: 0,
      completions: 0,
    });
    const page = postingPage(`${this.url}/acs/${orderId}`, { orderId });
    return ok({ orderId, threeDSHtmlContent: Buffer.from(page, "utf8").toString("base64") });
  }

  /** The bank's page: a code form first, then the browser posted back to callbackUrl. */
  private bankPage(orderId: string, raw: string, res: ServerResponse) {
    const transaction = this.transactions.get(orderId);
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (!transaction) {
      res.statusCode = 404;
      return void res.end("<p>unknown payment</p>");
    }
    const code = this.bankCode(raw, `/acs/${orderId}`, res);
    if (code === null) return;
    if (transaction.status === "waiting")
      transaction.status =
        code === TAMI_BANK_CODE && transaction.cardNumber !== TAMI_DECLINED_CARD
          ? "verified"
          : "failed";
    const verified = transaction.status === "verified";
    const fields: Record<string, string> = {
      cardOrganization: "MASTERCARD",
      cardBrand: "BONUS",
      cardType: "CREDIT",
      maskedNumber: `${transaction.cardNumber.slice(0, 6)}******${transaction.cardNumber.slice(-4)}`,
      installmentCount: String(transaction.installmentCount),
      currencyCode: transaction.currency,
      txnAmount: transaction.amount.toFixed(2),
      orderId,
      systemTime: "2026-11-26T12:00:00.000",
      success: verified ? "1" : "0",
      mdStatus: verified ? "1" : "0",
      ...(verified ? {} : { mdErrorMessage: "N-status/Challenge authentication failed" }),
    };
    const hashParams = HASHED_FIELDS.join("+");
    const hashedData = createHmac("sha256", this.options.secretKey)
      .update(HASHED_FIELDS.map((name) => fields[name]).join(""), "utf8")
      .digest("base64");
    res.end(postingPage(transaction.callbackUrl, { ...fields, hashParams, hashedData }));
  }

  private complete(
    body: Record<string, unknown>,
    ok: (fields: Record<string, unknown>) => void,
    refuse: (status: number, code: string, message: string) => void,
  ) {
    const transaction = this.transactions.get(String(body.orderId ?? ""));
    if (!transaction) return refuse(200, "ORDER_NOT_FOUND", "Sipariş bulunamadı");
    transaction.completions++;
    if (transaction.status === "paid")
      return refuse(200, "ALREADY_COMPLETED", "İşlem daha önce tamamlandı");
    if (transaction.status !== "verified")
      return refuse(200, "3D_NOT_VERIFIED", "3D doğrulaması tamamlanmamış");
    transaction.status = "paid";
    return ok({
      orderId: transaction.orderId,
      bankReferenceNumber: `BR${transaction.orderId.slice(0, 8)}`,
    });
  }

  private query(
    body: Record<string, unknown>,
    ok: (fields: Record<string, unknown>) => void,
    refuse: (status: number, code: string, message: string) => void,
  ) {
    const transaction = this.transactions.get(String(body.orderId ?? ""));
    if (!transaction) return refuse(200, "ORDER_NOT_FOUND", "Sipariş bulunamadı");
    const paymentStatus = { paid: "SUCCESS", failed: "FAIL", waiting: "NOT_COMPLETE" }[
      transaction.status === "verified" ? "waiting" : transaction.status
    ];
    return ok({
      systemTime: "2026-11-26T12:00:00.000",
      orderId: transaction.orderId,
      amount: transaction.amount,
      orderDate: "2026-11-26T11:59:00.000",
      currency: transaction.currency,
      installmentCount: transaction.installmentCount,
      orderStatus: transaction.refunded ? "PARTIAL_REFUND" : "AUTH",
      paymentStatus,
      card: { binNumber: transaction.cardNumber.slice(0, 8), cardOrganization: "MASTERCARD" },
    });
  }

  private reverse(
    body: Record<string, unknown>,
    ok: (fields: Record<string, unknown>) => void,
    refuse: (status: number, code: string, message: string) => void,
  ) {
    const transaction = this.transactions.get(String(body.orderId ?? ""));
    if (transaction?.status !== "paid")
      return refuse(200, "ORDER_NOT_FOUND", "İade edilecek işlem bulunamadı");
    // Without an amount, payment/reverse cancels the whole payment.
    const asked =
      body.amount === undefined ? kurus(transaction.amount) - transaction.refunded : body.amount;
    if (body.amount !== undefined && !isLira(asked))
      return refuse(400, "VALIDATION", "amount alanı geçersiz");
    const minor = body.amount === undefined ? (asked as number) : kurus(asked as number);
    if (transaction.refunded + minor > kurus(transaction.amount))
      return refuse(200, "REFUND_EXCEEDS", "İade tutarı işlem tutarını aşıyor");
    transaction.refunded += minor;
    return ok({ orderId: transaction.orderId });
  }
}
