// A stand-in for İşyerimPOS's virtual POS API on the loopback interface, for the API's tests. It
// checks each request the way İşyerimPOS documents it (dev.isyerimpos.com sanalpos/odeme-istegi,
// 3d-odeme-onayi, sonuc-kontrolu; its Postman collection for refundRequest): a JSON POST to
// API_URL + method with the headers MerchantId, UserId and ApiKey; payRequest3d's Amount as a
// decimal in lira, Installment, Is3D, IsAutoCommit, CardInfo (Month and Year as two digits),
// ReturnUrl and OrderId (at most 64). It answers with the documented Result (Message, ErrorCode,
// Errors, IsDone, ElapsedTime, Content): payRequest3d's Uid, ConfirmKey, PaymentLink and
// ResponseAsHtml (a page leading to its bank); the bank's page sends the browser back to ReturnUrl
// with ?uid= appended, as a GET; payComplete?uid&key commits a verified payment; payResultCheck?uid
// answers the PayResponse with Status 4 once paid; refundRequest refuses more than was paid. How
// İşyerimPOS answers wrong credentials is not documented: here it is a Result with IsDone false.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface IsyerimposStandInOptions {
  merchantId: string;
  userId: string;
  apiKey: string;
  port?: number;
}

/** The card its bank refuses at the 3-D Secure step. */
export const ISYERIMPOS_DECLINED_CARD = "4111111111111129";
/** The one-time code its bank page accepts. */
export const ISYERIMPOS_BANK_CODE = "482913";

/** Status values of the PayResponse (4 is paid, per sonuc-kontrolu). */
const WAITING = 1;
const VERIFIED = 2;
const PAID = 4;
const FAILED = 5;

interface Transaction {
  uid: string;
  confirmKey: string;
  orderId: string;
  amount: number;
  installment: number;
  cardNo: string;
  cardOwner: string;
  returnUrl: string;
  clientIp: string;
  status: number;
  refunded: number;
}

const isDecimal = (value: unknown) =>
  typeof value === "number" &&
  value > 0 &&
  Number.isInteger(Math.round(value * 100)) &&
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const kurus = (value: number) => Math.round(value * 100);
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export class IsyerimposStandIn extends LoopbackStandIn {
  readonly transactions = new Map<string, Transaction>();
  /** Every API request that reached it (method with its query, JSON body, headers). */
  readonly requests: Array<{
    method: string;
    query: Record<string, string>;
    body: Record<string, unknown>;
    headers: Record<string, string>;
  }> = [];
  private readonly options: IsyerimposStandInOptions;

  constructor(options: IsyerimposStandInOptions) {
    super(options.port);
    this.options = options;
  }

  protected async handle(req: IncomingMessage, body: string, res: ServerResponse) {
    await this.delay();
    const url = new URL(req.url ?? "/", "http://stand-in");
    const bank = /^\/bank\/([\w-]+)$/.exec(url.pathname);
    if (bank && req.method === "POST") return this.bankPage(bank[1] as string, body, res);
    const result = (isDone: boolean, message: string, content: unknown = null, errorCode = 0) => {
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          Message: message,
          ErrorCode: isDone ? 0 : errorCode || 1,
          Errors: null,
          IsDone: isDone,
          ElapsedTime: 0,
          Content: content,
        }),
      );
    };
    const method = url.pathname.replace(/^\/v1\//, "");
    if (req.method !== "POST" || !url.pathname.startsWith("/v1/")) {
      res.statusCode = 404;
      return result(false, "Not found");
    }
    let json: Record<string, unknown> = {};
    try {
      json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return result(false, "Geçersiz istek");
    }
    const header = (name: string) => String(req.headers[name.toLowerCase()] ?? "");
    this.requests.push({
      method,
      query: Object.fromEntries(url.searchParams),
      body: json,
      headers: {
        MerchantId: header("MerchantId"),
        UserId: header("UserId"),
        ApiKey: header("ApiKey"),
        "content-type": header("content-type"),
      },
    });
    if (
      header("MerchantId") !== this.options.merchantId ||
      header("UserId") !== this.options.userId ||
      header("ApiKey") !== this.options.apiKey
    )
      return result(false, "Yetkisiz erişim", null, 401);
    if (!header("content-type").startsWith("application/json"))
      return result(false, "Content-Type application/json olmalı");
    switch (method) {
      case "payRequest3d":
        return this.payRequest(json, result);
      case "payComplete":
        return this.payComplete(url.searchParams, result);
      case "payResultCheck":
        return this.resultCheck(url.searchParams, result);
      case "refundRequest":
        return this.refundRequest(json, result);
      default:
        res.statusCode = 404;
        return result(false, "Not found");
    }
  }

  private payRequest(
    json: Record<string, unknown>,
    result: (done: boolean, message: string, content?: unknown) => void,
  ) {
    const card = (json.CardInfo ?? {}) as Record<string, unknown>;
    const orderId = String(json.OrderId ?? "");
    if (!isDecimal(json.Amount)) return result(false, "Amount alanı geçersiz");
    if (!Number.isInteger(json.Installment) || (json.Installment as number) < 0)
      return result(false, "Installment alanı geçersiz");
    if (json.Is3D !== true || typeof json.IsAutoCommit !== "boolean")
      return result(false, "Is3D ve IsAutoCommit alanları zorunlu");
    if (!json.ClientIp || String(json.ClientIp).length > 16)
      return result(false, "ClientIp alanı geçersiz");
    if (!orderId || orderId.length > 64) return result(false, "OrderId alanı geçersiz");
    if (!/^https?:\/\//.test(String(json.ReturnUrl ?? "")))
      return result(false, "ReturnUrl alanı geçersiz");
    if (
      !/^\d{12,19}$/.test(String(card.CardNo)) ||
      !/^\d{2}$/.test(String(card.Month)) ||
      !/^\d{2}$/.test(String(card.Year)) ||
      !/^\d{3,4}$/.test(String(card.Cvv)) ||
      !card.CardOwner
    )
      return result(false, "CardInfo alanı geçersiz");
    if ([...this.transactions.values()].some((t) => t.orderId === orderId))
      return result(false, "Bu sipariş numarası ile işlem yapılmış");
    const uid = randomUUID();
    const transaction: Transaction = {
      uid,
      confirmKey: randomUUID().replaceAll("-", "").slice(0, 12),
      orderId,
      amount: json.Amount as number,
      installment: json.Installment as number,
      cardNo: String(card.CardNo),
      cardOwner: String(card.CardOwner),
      returnUrl: String(json.ReturnUrl),
      clientIp: String(json.ClientIp),
      status: WAITING,
      refunded: 0,
    };
    this.transactions.set(uid, transaction);
    const bank = `${this.url}/bank/${uid}`;
    return result(true, "İşlem başarılı", {
      Uid: uid,
      OrderId: orderId,
      ConfirmKey: transaction.confirmKey,
      PaymentLink: `${this.url}/pay/${uid}`,
      ResponseAsHtml: `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(bank)}"><input type="hidden" name="uid" value="${uid}"></form></body></html>`,
    });
  }

  /** The bank's page: a code form first, then the browser sent back to ReturnUrl with ?uid=. */
  private bankPage(uid: string, body: string, res: ServerResponse) {
    const transaction = this.transactions.get(uid);
    if (!transaction) {
      res.statusCode = 404;
      return void res.end("unknown payment");
    }
    const code = this.bankCode(body, `/bank/${uid}`, res);
    if (code === null) return;
    if (transaction.status === WAITING)
      transaction.status =
        code === ISYERIMPOS_BANK_CODE && transaction.cardNo !== ISYERIMPOS_DECLINED_CARD
          ? VERIFIED
          : FAILED;
    const back = new URL(transaction.returnUrl);
    back.searchParams.set("uid", uid);
    res.statusCode = 302;
    res.setHeader("location", back.toString());
    res.end();
  }

  private payResponse(transaction: Transaction) {
    return {
      Is3D: true,
      IsAutoCommit: false,
      ConfirmKey: null,
      ReturnUrl: null,
      Id: 681,
      Uid: transaction.uid,
      NetAmount: Number((transaction.amount * 0.9831).toFixed(2)),
      WithdrawnAmount: transaction.amount,
      FmCostRate: 1.69,
      FmCostAmount: Number((transaction.amount * 0.0169).toFixed(2)),
      Status: transaction.status,
      AuthCode: transaction.status === PAID ? "254696" : null,
      CreationTime: "2026-11-26T12:00:00.00000",
      ClientIp: transaction.clientIp,
      OrderId: transaction.orderId,
      CardInfo: {
        CardOwner: transaction.cardOwner.replace(/(\p{L})\p{L}*/gu, "$1****"),
        CardNo: `${transaction.cardNo.slice(0, 6)}******${transaction.cardNo.slice(-4)}`,
        Month: null,
        Year: null,
        Cvv: null,
      },
      CustomerInfo: null,
      Products: [],
      Installment: transaction.installment,
      Amount: transaction.amount,
      ReflectCost: false,
    };
  }

  private payComplete(
    query: URLSearchParams,
    result: (done: boolean, message: string, content?: unknown) => void,
  ) {
    const transaction = this.transactions.get(query.get("uid") ?? "");
    if (!transaction) return result(false, "İşlem bulunamadı");
    if (query.get("key") !== transaction.confirmKey) return result(false, "Onay anahtarı hatalı");
    if (transaction.status !== VERIFIED)
      return result(false, "İşlem onaylanamaz", this.payResponse(transaction));
    transaction.status = PAID;
    return result(true, "000-Ödeme Başarılı", this.payResponse(transaction));
  }

  private resultCheck(
    query: URLSearchParams,
    result: (done: boolean, message: string, content?: unknown) => void,
  ) {
    const transaction = this.transactions.get(query.get("uid") ?? "");
    if (!transaction) return result(false, "İşlem bulunamadı");
    const paid = transaction.status === PAID;
    return result(
      true,
      paid ? "000-Ödeme Başarılı" : "Ödeme başarısız",
      this.payResponse(transaction),
    );
  }

  private refundRequest(
    json: Record<string, unknown>,
    result: (done: boolean, message: string, content?: unknown) => void,
  ) {
    const transaction = this.transactions.get(String(json.uid ?? ""));
    if (transaction?.status !== PAID) return result(false, "İade edilecek işlem bulunamadı");
    const amount = json.amount;
    if (typeof amount !== "number" || amount < 0 || (amount > 0 && !isDecimal(amount)))
      return result(false, "amount alanı geçersiz");
    // 0 gives back what is left of the payment.
    const asked = amount === 0 ? kurus(transaction.amount) - transaction.refunded : kurus(amount);
    if (transaction.refunded + asked > kurus(transaction.amount))
      return result(false, "İade tutarı işlem tutarını aşıyor");
    transaction.refunded += asked;
    return result(true, "İade talebi alındı");
  }

  /** A payment's Status as payResultCheck would answer it. */
  statusOf(uid: string): number | undefined {
    return this.transactions.get(uid)?.status;
  }
}
