// A stand-in for Craftgate's API (api.craftgate.io) on the loopback interface, for the API's tests.
// It checks each request as Craftgate's Node.js client makes it (craftgate.ts): x-api-key,
// x-rnd-key, x-auth-version 1 and x-signature = Base64(SHA-256(URL + apiKey + secretKey + rndKey +
// body)); a wrong one is answered 401 with errors. Amounts are decimals in the currency's unit:
// 3ds-init refuses a price its items do not add up to, a paidPrice below the price, or an amount
// with more than two decimals (kuruş sent as lira). installment/v1/installments answers the
// instalments of the BINs it knows; 3ds-init answers htmlContent, Base64 of a page leading to its
// bank; the bank posts the browser back to callbackUrl with status, completeStatus, paymentId,
// conversationData, conversationId, callbackStatus and hash (hex SHA-256 of the callback key and
// those fields joined by "###"); 3ds-complete takes a verified payment once (a second is refused),
// card-payments/{id} reads it back, refunds gives all of it back and refund-transactions part of it,
// never more than was paid.
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";
import { sameText } from "../../provider-form.ts";
import { craftgateCallbackHash, craftgateSignature } from "./craftgate.ts";

export interface CraftgateStandInOptions {
  apiKey: string;
  secretKey: string;
  callbackKey: string;
  port?: number;
}

/** A card its bank refuses at the 3-D Secure step. */
export const CRAFTGATE_DECLINED_CARD = "4111111111111129";
/** A card 3ds-init refuses at once (no 3-D Secure step). */
export const CRAFTGATE_REFUSED_CARD = "4000000000000002";
/** The one-time code its bank page accepts. */
export const CRAFTGATE_BANK_CODE = "284613";

/** The BINs it knows, with the instalments their cards may take and what each adds (percent). */
const BINS: Record<string, { bin: Record<string, unknown>; rates: Record<number, number> }> = {
  "552879": {
    bin: {
      cardType: "CREDIT_CARD",
      cardAssociation: "MASTER_CARD",
      cardBrand: "CardFinans",
      bankName: "QNB Finansbank",
      bankCode: 111,
      commercial: false,
    },
    rates: { 1: 0, 2: 2.5, 3: 4, 6: 8.5 },
  },
  "454671": {
    bin: {
      cardType: "DEBIT_CARD",
      cardAssociation: "VISA",
      cardBrand: "Bankkart",
      bankName: "Ziraat Bankası",
      bankCode: 10,
      commercial: false,
    },
    rates: { 1: 0 },
  },
};

type Status = "waiting" | "verified" | "paid" | "failed";

interface Payment {
  id: number;
  conversationId: string;
  price: number;
  paidPrice: number;
  currency: string;
  installment: number;
  cardNumber: string;
  callbackUrl: string;
  status: Status;
  /** What was given back, in minor units. */
  refunded: number;
  completions: number;
}

const minor = (value: number) => Math.round(value * 100);
/** A positive amount with at most two decimals. */
const isAmount = (value: unknown) =>
  typeof value === "number" && value > 0 && Math.abs(value * 100 - minor(value)) < 1e-6;
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const postingPage = (action: string, fields: Record<string, string>) =>
  `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${Object.entries(
    fields,
  )
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("")}</form></body></html>`;

type Reply = (data: Record<string, unknown>) => void;
type Refuse = (status: number, errorCode: string, errorDescription: string) => void;

export class CraftgateStandIn extends LoopbackStandIn {
  readonly payments = new Map<number, Payment>();
  /** Every API request that reached it (method, path with its query, JSON body, headers). */
  readonly requests: Array<{
    method: string;
    path: string;
    body: Record<string, unknown>;
    headers: Record<string, string>;
  }> = [];
  private readonly options: CraftgateStandInOptions;
  private nextId = 41_000;

  constructor(options: CraftgateStandInOptions) {
    super(options.port);
    this.options = options;
  }

  protected async handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    await this.delay();
    const url = new URL(req.url ?? "/", "http://stand-in");
    const acs = /^\/acs\/(\d+)$/.exec(url.pathname);
    if (acs && req.method === "POST") return this.bankPage(Number(acs[1]), raw, res);
    const send = (status: number, body: Record<string, unknown>) => {
      res.statusCode = status;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(body));
    };
    const ok: Reply = (data) => send(200, { data });
    const refuse: Refuse = (status, errorCode, errorDescription) =>
      send(status, { errors: { errorCode, errorDescription } });
    const header = (name: string) => String(req.headers[name] ?? "");
    let body: Record<string, unknown> = {};
    try {
      if (raw) body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return refuse(400, "10", "Geçersiz istek");
    }
    const headers = {
      "x-api-key": header("x-api-key"),
      "x-rnd-key": header("x-rnd-key"),
      "x-auth-version": header("x-auth-version"),
      "x-signature": header("x-signature"),
      "content-type": header("content-type"),
    };
    this.requests.push({ method: req.method ?? "", path: req.url ?? "", body, headers });
    const signed = craftgateSignature(
      decodeURIComponent(`${this.url}${req.url ?? ""}`),
      this.options,
      headers["x-rnd-key"],
      raw,
    );
    if (
      headers["x-api-key"] !== this.options.apiKey ||
      !headers["x-rnd-key"] ||
      headers["x-auth-version"] !== "1" ||
      !sameText(headers["x-signature"], signed)
    )
      return refuse(401, "1", "API kimlik doğrulama hatası");
    const read = /^\/payment\/v1\/card-payments\/(\d+)$/.exec(url.pathname);
    if (req.method === "GET" && read) return this.read(Number(read[1]), ok, refuse);
    if (req.method === "GET" && url.pathname === "/installment/v1/installments")
      return this.installments(url.searchParams, ok, refuse);
    if (req.method !== "POST") return refuse(404, "404", "Not found");
    switch (url.pathname) {
      case "/payment/v1/card-payments/3ds-init":
        return this.init(body, ok, refuse);
      case "/payment/v1/card-payments/3ds-complete":
        return this.complete(body, ok, refuse);
      case "/payment/v1/refunds":
        return this.refund(body, ok, refuse);
      case "/payment/v1/refund-transactions":
        return this.refundTransaction(body, ok, refuse);
      default:
        return refuse(404, "404", "Not found");
    }
  }

  private installments(query: URLSearchParams, ok: Reply, refuse: Refuse) {
    const price = Number(query.get("price"));
    if (!isAmount(price)) return refuse(400, "10", "price alanı geçersiz");
    const binNumber = query.get("binNumber") ?? "";
    const known = BINS[binNumber];
    if (!known) return ok({ items: [] });
    const installmentPrices = Object.entries(known.rates).map(([count, rate]) => {
      const total = Math.round(price * (100 + rate)) / 100;
      return {
        posAlias: "stand-in-pos",
        installmentNumber: Number(count),
        installmentPrice: Math.round((total / Number(count)) * 100) / 100,
        bankCommissionRate: rate,
        merchantCommissionRate: 0,
        totalPrice: total,
        installmentLabel: `${count} Taksit`,
        loyaltySupported: false,
        force3ds: false,
        cvcRequired: true,
      };
    });
    return ok({
      items: [
        {
          binNumber,
          price,
          ...known.bin,
          force3ds: false,
          cvcRequired: true,
          installmentPrices,
        },
      ],
    });
  }

  private init(body: Record<string, unknown>, ok: Reply, refuse: Refuse) {
    const card = (body.card ?? {}) as Record<string, unknown>;
    const items = (Array.isArray(body.items) ? body.items : []) as Array<Record<string, unknown>>;
    const itemsTotal = items.reduce((sum, item) => sum + minor(Number(item.price)), 0);
    const conversationId = String(body.conversationId ?? "");
    const invalid = [
      !isAmount(body.price) && "price",
      !isAmount(body.paidPrice) && "paidPrice",
      isAmount(body.price) &&
        isAmount(body.paidPrice) &&
        (body.paidPrice as number) < (body.price as number) &&
        "paidPrice (price'tan az)",
      body.walletPrice !== 0 && "walletPrice",
      !(
        Number.isInteger(body.installment) &&
        (body.installment as number) >= 1 &&
        (body.installment as number) <= 12
      ) && "installment",
      typeof body.currency !== "string" && "currency",
      !/^https?:\/\//.test(String(body.callbackUrl ?? "")) && "callbackUrl",
      (!items.length || !items.every((i) => isAmount(i.price))) && "items",
      isAmount(body.price) && itemsTotal !== minor(body.price as number) && "items (toplam)",
      !/^\d{12,19}$/.test(String(card.cardNumber)) && "card.cardNumber",
      !card.cardHolderName && "card.cardHolderName",
      !/^(0[1-9]|1[0-2])$/.test(String(card.expireMonth)) && "card.expireMonth",
      !/^20\d\d$/.test(String(card.expireYear)) && "card.expireYear",
      !/^\d{3,4}$/.test(String(card.cvc)) && "card.cvc",
    ].filter(Boolean);
    if (invalid.length) return refuse(400, "10", `Geçersiz alan: ${invalid.join(", ")}`);
    if (card.cardNumber === CRAFTGATE_REFUSED_CARD)
      return refuse(422, "10051", "Kart limiti yetersiz, yetersiz bakiye");
    const id = this.nextId++;
    this.payments.set(id, {
      id,
      conversationId,
      price: body.price as number,
      paidPrice: body.paidPrice as number,
      currency: String(body.currency),
      installment: body.installment as number,
      cardNumber: String(card.cardNumber),
      callbackUrl: String(body.callbackUrl),
      status: "waiting",
      refunded: 0,
      completions: 0,
    });
    const page = postingPage(`${this.url}/acs/${id}`, { paymentId: String(id) });
    return ok({
      paymentId: id,
      paymentStatus: "INIT_THREEDS",
      additionalAction: "SHOW_HTML_CONTENT",
      htmlContent: Buffer.from(page, "utf8").toString("base64"),
    });
  }

  /** The bank's page: a code form first, then the browser posted back to callbackUrl. */
  private bankPage(id: number, raw: string, res: ServerResponse) {
    const payment = this.payments.get(id);
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (!payment) {
      res.statusCode = 404;
      return void res.end("<p>unknown payment</p>");
    }
    const code = this.bankCode(raw, `/acs/${id}`, res);
    if (code === null) return;
    if (payment.status === "waiting")
      payment.status =
        code === CRAFTGATE_BANK_CODE && payment.cardNumber !== CRAFTGATE_DECLINED_CARD
          ? "verified"
          : "failed";
    const verified = payment.status !== "failed";
    const fields: Record<string, string> = {
      status: verified ? "SUCCESS" : "FAILURE",
      completeStatus: verified ? "WAITING" : "",
      paymentId: String(id),
      conversationData: "",
      conversationId: payment.conversationId,
      callbackStatus: "SUCCESS",
    };
    const hash = craftgateCallbackHash(this.options.callbackKey, fields);
    res.end(postingPage(payment.callbackUrl, { ...fields, hash }));
  }

  /** A payment as card-payments/{id} and 3ds-complete answer it (response/PaymentResponse.ts). */
  private answerOf(payment: Payment) {
    const paymentStatus = { paid: "SUCCESS", failed: "FAILURE", waiting: "INIT_THREEDS" }[
      payment.status === "verified" ? "waiting" : payment.status
    ];
    return {
      id: payment.id,
      price: payment.price,
      paidPrice: payment.paidPrice,
      walletPrice: 0,
      currency: payment.currency,
      installment: payment.installment,
      conversationId: payment.conversationId,
      paymentType: "CARD_PAYMENT",
      paymentStatus,
      isThreeDS: true,
      binNumber: payment.cardNumber.slice(0, 6),
      lastFourDigits: payment.cardNumber.slice(-4),
      paymentTransactions: [
        {
          id: payment.id * 10 + 1,
          name: "Order",
          price: payment.price,
          paidPrice: payment.paidPrice,
        },
      ],
    };
  }

  private read(id: number, ok: Reply, refuse: Refuse) {
    const payment = this.payments.get(id);
    if (!payment) return refuse(404, "5001", "Ödeme bulunamadı");
    return ok(this.answerOf(payment));
  }

  private complete(body: Record<string, unknown>, ok: Reply, refuse: Refuse) {
    const payment = this.payments.get(Number(body.paymentId));
    if (!payment) return refuse(404, "5001", "Ödeme bulunamadı");
    payment.completions++;
    if (payment.status === "paid") return refuse(422, "5025", "Ödeme daha önce tamamlanmış");
    if (payment.status !== "verified") return refuse(422, "5026", "3D doğrulaması başarısız");
    payment.status = "paid";
    return ok(this.answerOf(payment));
  }

  private refund(body: Record<string, unknown>, ok: Reply, refuse: Refuse) {
    const payment = this.payments.get(Number(body.paymentId));
    if (payment?.status !== "paid") return refuse(404, "5001", "Ödeme bulunamadı");
    if (payment.refunded) return refuse(422, "5040", "Ödemenin bir kısmı zaten iade edilmiş");
    payment.refunded = minor(payment.paidPrice);
    return ok(this.refundAnswer(payment, payment.paidPrice, body));
  }

  private refundTransaction(body: Record<string, unknown>, ok: Reply, refuse: Refuse) {
    const payment = [...this.payments.values()].find(
      (p) => p.id * 10 + 1 === Number(body.paymentTransactionId),
    );
    if (payment?.status !== "paid") return refuse(404, "5001", "İşlem bulunamadı");
    if (!isAmount(body.refundPrice)) return refuse(400, "10", "refundPrice alanı geçersiz");
    const asked = minor(body.refundPrice as number);
    if (payment.refunded + asked > minor(payment.paidPrice))
      return refuse(422, "5041", "İade tutarı işlem tutarını aşıyor");
    payment.refunded += asked;
    return ok(this.refundAnswer(payment, body.refundPrice as number, body));
  }

  private refundAnswer(payment: Payment, refundPrice: number, body: Record<string, unknown>) {
    return {
      id: payment.id * 100 + payment.completions,
      status: "SUCCESS",
      refundDestinationType: body.refundDestinationType ?? "PROVIDER",
      refundPrice,
      refundBankPrice: refundPrice,
      refundWalletPrice: 0,
      conversationId: body.conversationId ?? null,
      paymentId: payment.id,
      currency: payment.currency,
    };
  }
}
