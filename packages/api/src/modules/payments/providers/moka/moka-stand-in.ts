// A stand-in for Moka United's PaymentDealer API on the loopback interface, for the API's tests and
// the e2e shop. It checks each request the way Moka documents it (PaymentDealerAuthentication
// with CheckKey = hex(SHA-256(DealerCode + "MK" + Username + "PD" + Password)); Amount a decimal
// with the kuruş after a dot; Currency TL, USD, EUR or GBP; InstallmentNumber 0, 1 or 2 to 12;
// the card's MM and YYYY; ReturnHash 1 with a RedirectUrl) and answers with Moka's documented
// shapes: the bank's 3-D Secure page address with a CodeForHash, the bank's form post back to the
// RedirectUrl with hashValue = hex(SHA-256(CodeForHash + "T" or "F")), the payment detail list,
// and refund requests refused past what was paid. Its hashing is written here from the
// documentation, not taken from the adapter, so that a wrong hash in the adapter fails the tests.
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface MokaStandInOptions {
  dealerCode: string;
  username: string;
  password: string;
  port?: number;
}

/** The card its bank refuses at the 3-D Secure step. */
export const MOKA_DECLINED_CARD = "4111111111111129";
/** The one-time code its bank page accepts. */
export const MOKA_BANK_CODE = "345678";
const CURRENCIES = new Set(["TL", "USD", "EUR", "GBP"]);

interface StoredPayment {
  dealerPaymentId: number;
  otherTrxCode: string;
  threeDTrxCode: string;
  codeForHash: string;
  virtualPosOrderId: string;
  amount: number;
  currency: string;
  installment: number;
  cardNumber: string;
  redirectUrl: string;
  state: "waiting" | "paid" | "failed";
  refunded: number;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const isAmount = (value: unknown): value is number =>
  typeof value === "number" && value > 0 && Math.round(value * 100) === value * 100;

export class MokaStandIn extends LoopbackStandIn {
  readonly payments = new Map<string, StoredPayment>();
  /** Every API request that reached it, with the path, for the tests to look at. */
  readonly requests: Array<{ path: string; body: Record<string, unknown> }> = [];
  private nextId = 41_000;
  private readonly options: MokaStandInOptions;

  constructor(options: MokaStandInOptions) {
    super(options.port);
    this.options = options;
  }

  protected async handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const path = url.pathname;
    if (path === "/PaymentDealerThreeD")
      return this.bankPage(url.searchParams.get("threeDTrxCode") ?? "", req.method, raw, res);
    await this.delay();
    const send = (resultCode: string, data: Record<string, unknown> | null) => {
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({ Data: data, ResultCode: resultCode, ResultMessage: "", Exception: null }),
      );
    };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return send("PaymentDealer.CheckPaymentDealerAuthentication.InvalidRequest", null);
    }
    if (!this.authenticated(body.PaymentDealerAuthentication))
      return send("PaymentDealer.CheckPaymentDealerAuthentication.InvalidRequest", null);
    this.requests.push({ path, body });
    const request = (body.PaymentDealerRequest ?? {}) as Record<string, unknown>;
    switch (path) {
      case "/PaymentDealer/GetBankCardInformation":
        return this.binInfo(body.BankCardInformationRequest, send);
      case "/PaymentDealer/DoDirectPaymentThreeD":
        return this.threeD(request, send);
      case "/PaymentDealer/GetDealerPaymentTrxDetailList":
        return this.detail(request, send);
      case "/PaymentDealer/DoCreateRefundRequest":
        return this.refund(request, send);
      default:
        res.statusCode = 404;
        return send("EX", null);
    }
  }

  private authenticated(value: unknown): boolean {
    const auth = (value ?? {}) as Record<string, unknown>;
    const { dealerCode, username, password } = this.options;
    return (
      auth.DealerCode === dealerCode &&
      auth.Username === username &&
      auth.Password === password &&
      auth.CheckKey === sha256(`${dealerCode}MK${username}PD${password}`)
    );
  }

  private binInfo(value: unknown, send: (code: string, data: Record<string, unknown>) => void) {
    const bin = String(((value ?? {}) as Record<string, unknown>).BinNumber ?? "");
    if (!/^\d{6}$/.test(bin))
      return send("PaymentDealer.GetBankCardInformation.BinNumberNotFound", {});
    return send("Success", {
      BankName: "FİNANSBANK",
      BankCode: "111",
      BinNumber: bin,
      CardName: "",
      CardType: bin.startsWith("4") ? "VISA" : "MASTER",
      CreditType: bin === "454360" ? "DebitCard" : "CreditCard",
      CardLogo: "",
      CardTemplate: "",
      ProductCategory: "Bireysel",
      GroupName: "CARDFINANS",
    });
  }

  private threeD(
    r: Record<string, unknown>,
    send: (code: string, data: Record<string, unknown> | null) => void,
  ) {
    const installment = Number(r.InstallmentNumber ?? 0);
    const invalid = [
      !isAmount(r.Amount) && "Amount",
      !CURRENCIES.has(String(r.Currency)) && "Currency",
      !(Number.isInteger(installment) && installment >= 0 && installment <= 12) &&
        "InstallmentNumber",
      !/^\d{12,19}$/.test(String(r.CardNumber)) && "CardNumber",
      !/^\d{2}$/.test(String(r.ExpMonth)) && "ExpMonth",
      !/^\d{4}$/.test(String(r.ExpYear)) && "ExpYear",
      !/^\d{3,4}$/.test(String(r.CvcNumber)) && "CvcNumber",
      typeof r.OtherTrxCode !== "string" && "OtherTrxCode",
      r.ReturnHash !== 1 && "ReturnHash",
      typeof r.RedirectUrl !== "string" && "RedirectUrl",
    ].filter(Boolean);
    if (invalid.length) return send("PaymentDealer.DoDirectPayment3dRequest.InvalidRequest", null);
    if ([...this.payments.values()].some((p) => p.otherTrxCode === r.OtherTrxCode))
      return send("PaymentDealer.DoDirectPayment3dRequest.OtherTrxCodeAlreadyExist", null);
    const threeDTrxCode = randomUUID();
    const payment: StoredPayment = {
      dealerPaymentId: this.nextId++,
      otherTrxCode: String(r.OtherTrxCode),
      threeDTrxCode,
      codeForHash: randomUUID().toUpperCase(),
      virtualPosOrderId: `ORDER-${randomUUID()}`,
      amount: Math.round(Number(r.Amount) * 100),
      currency: String(r.Currency),
      installment,
      cardNumber: String(r.CardNumber),
      redirectUrl: String(r.RedirectUrl),
      state: "waiting",
      refunded: 0,
    };
    this.payments.set(threeDTrxCode, payment);
    return send("Success", {
      Url: `${this.url}/PaymentDealerThreeD?threeDTrxCode=${threeDTrxCode}`,
      CodeForHash: payment.codeForHash,
    });
  }

  /** The bank's 3-D Secure page; its answer sends the browser on to the RedirectUrl. */
  private bankPage(code: string, method: string | undefined, raw: string, res: ServerResponse) {
    const payment = this.payments.get(code);
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (!payment) {
      res.statusCode = 404;
      return void res.end("<p>Geçersiz işlem</p>");
    }
    if (method !== "POST")
      return void res.end(`<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head><body>
<form method="post" action="/PaymentDealerThreeD?threeDTrxCode=${code}">
<p>Moka stand-in bank: ${(payment.amount / 100).toFixed(2)} ${escapeHtml(payment.currency)}</p>
<label>SMS code <input name="code" autocomplete="one-time-code"></label>
<button type="submit">Onayla</button></form></body></html>`);
    const ok =
      new URLSearchParams(raw).get("code") === MOKA_BANK_CODE &&
      payment.cardNumber !== MOKA_DECLINED_CARD;
    const fields = this.redirectFields(payment.otherTrxCode, ok);
    res.end(`<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(payment.redirectUrl)}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
      .join("")}<noscript><button>Continue</button></noscript></form></body></html>`);
  }

  /** What Moka's bank step posts to the RedirectUrl; records the payment's outcome. */
  redirectFields(otherTrxCode: string, success: boolean): Record<string, string> {
    const payment = [...this.payments.values()].find((p) => p.otherTrxCode === otherTrxCode);
    if (!payment) throw new Error(`unknown OtherTrxCode ${otherTrxCode}`);
    if (payment.state === "waiting") payment.state = success ? "paid" : "failed";
    return {
      isSuccessful: success ? "True" : "False",
      resultCode: success ? "" : "002",
      resultMessage: success ? "" : "Yetersiz bakiye",
      trxCode: payment.virtualPosOrderId,
      OtherTrxCode: payment.otherTrxCode,
      hashValue: sha256(`${payment.codeForHash}${success ? "T" : "F"}`),
    };
  }

  private detail(
    r: Record<string, unknown>,
    send: (code: string, data: Record<string, unknown> | null) => void,
  ) {
    const payment = [...this.payments.values()].find(
      (p) => p.otherTrxCode === r.OtherTrxCode || String(p.dealerPaymentId) === r.PaymentId,
    );
    if (!payment)
      return send("PaymentDealer.GetDealerPaymentTrxDetailList.PaymentIdNotFound", null);
    const paymentStatus = payment.state === "waiting" ? 0 : 2;
    const trxStatus = { waiting: 0, paid: 1, failed: 2 }[payment.state];
    return send("Success", {
      IsSuccessful: true,
      ResultCode: "",
      ResultMessage: "",
      PaymentDetail: {
        DealerPaymentId: payment.dealerPaymentId,
        OtherTrxCode: payment.otherTrxCode,
        CardHolderFullName: "",
        CardNumberFirstSix: payment.cardNumber.slice(0, 6),
        CardNumberLastFour: payment.cardNumber.slice(-4),
        PaymentDate: new Date().toISOString(),
        Amount: payment.amount / 100,
        RefAmount: payment.refunded / 100,
        CurrencyCode: payment.currency,
        InstallmentNumber: payment.installment,
        PaymentStatus: paymentStatus,
        TrxStatus: trxStatus,
      },
      ListItemCount: payment.state === "waiting" ? 0 : 1,
      PaymentTrxDetailList:
        payment.state === "waiting"
          ? []
          : [
              {
                DealerPaymentTrxId: payment.dealerPaymentId * 10,
                DealerPaymentId: payment.dealerPaymentId,
                TrxCode: payment.virtualPosOrderId,
                TrxDate: new Date().toISOString(),
                Amount: payment.amount / 100,
                TrxType: 2,
                TrxStatus: trxStatus,
                PaymentReason: 1,
                VoidRefundReason: 0,
                VirtualPosOrderId: payment.virtualPosOrderId,
                ResultMessage: "",
              },
            ],
    });
  }

  private refund(
    r: Record<string, unknown>,
    send: (code: string, data: Record<string, unknown> | null) => void,
  ) {
    const payment = [...this.payments.values()].find(
      (p) => p.virtualPosOrderId === r.VirtualPosOrderId,
    );
    if (payment?.state !== "paid")
      return send("PaymentDealer.DoCreateRefundRequest.PaymentNotFound", null);
    if (!isAmount(r.Amount))
      return send("PaymentDealer.DoCreateRefundRequest.InvalidRequest", null);
    const amount = Math.round(r.Amount * 100);
    if (payment.refunded + amount > payment.amount)
      return send(
        "PaymentDealer.DoCreateRefundRequest.RefundAmountCannotBeGreaterThanPaymentAmount",
        null,
      );
    payment.refunded += amount;
    return send("Success", {
      IsSuccessful: true,
      ResultCode: "",
      ResultMessage: "",
      RefundRequestId: String(this.nextId++),
    });
  }
}
