// A stand-in for DPO Pay's XML API v6 on the loopback interface, for the API's tests. It checks each
// <API3G> request the way DPO documents it: the CompanyToken, createToken's PaymentAmount as a
// decimal with two digits, a PaymentCurrency the company takes, a CompanyRef (unique), RedirectURL
// and BackURL, one Service of the company's ServiceType with its ServiceDate (YYYY/MM/DD HH:MM);
// and answers with DPO's shapes and Result codes: 000 with a TransToken, verifyToken's 000
// "Transaction Paid" with the amount and currency, 900 not paid yet, 901 declined, 904 cancelled,
// refundToken's 000, or a refusal past what was paid. The payment page's outcome is `pay`, which
// gives the RedirectURL DPO sends the browser back to.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface DpoStandInOptions {
  companyToken: string;
  serviceType: string;
  port?: number;
}

const CURRENCIES = new Set(["USD", "EUR", "GBP", "KES", "TZS", "UGX", "ZAR"]);

interface Transaction {
  token: string;
  companyRef: string;
  amount: string;
  currency: string;
  redirectUrl: string;
  backUrl: string;
  state: "waiting" | "paid" | "declined" | "cancelled";
  refunded: number;
}

const text = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1] ?? null;
const minor = (value: string) => Math.round(Number(value) * 100);

export class DpoStandIn extends LoopbackStandIn {
  readonly transactions = new Map<string, Transaction>();
  readonly requests: Array<{ request: string | null; xml: string }> = [];
  private readonly options: DpoStandInOptions;

  constructor(options: DpoStandInOptions) {
    super(options.port);
    this.options = options;
  }

  protected async handle(req: IncomingMessage, xml: string, res: ServerResponse) {
    await this.delay();
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    const send = (result: string, explanation: string, extra = "") => {
      res.setHeader("content-type", "application/xml");
      res.end(
        `<?xml version="1.0" encoding="utf-8"?><API3G><Result>${result}</Result><ResultExplanation>${explanation}</ResultExplanation>${extra}</API3G>`,
      );
    };
    if (path !== "/API/v6/" || req.method !== "POST") {
      res.statusCode = 404;
      return send("999", "Not found");
    }
    const request = text(xml, "Request");
    this.requests.push({ request, xml });
    if (text(xml, "CompanyToken") !== this.options.companyToken)
      return send("801", "Request missing company token");
    switch (request) {
      case "createToken":
        return this.create(xml, send);
      case "verifyToken":
        return this.verify(xml, send);
      case "refundToken":
        return this.refund(xml, send);
      default:
        return send("802", "Wrong request");
    }
  }

  private create(xml: string, send: (r: string, e: string, x?: string) => void) {
    const amount = text(xml, "PaymentAmount") ?? "";
    const currency = text(xml, "PaymentCurrency") ?? "";
    const companyRef = text(xml, "CompanyRef") ?? "";
    const redirectUrl = text(xml, "RedirectURL")?.replaceAll("&#38;", "&") ?? "";
    const backUrl = text(xml, "BackURL")?.replaceAll("&#38;", "&") ?? "";
    if (!/^\d+\.\d{2}$/.test(amount) || minor(amount) <= 0)
      return send("902", "Data mismatch in one of the fields - PaymentAmount");
    if (!CURRENCIES.has(currency)) return send("904", "Currency not supported");
    if (!companyRef || !redirectUrl || !backUrl)
      return send("902", "Data mismatch in one of the fields - CompanyRef/RedirectURL/BackURL");
    if (text(xml, "ServiceType") !== this.options.serviceType)
      return send("902", "Data mismatch in one of the fields - ServiceType");
    if (!/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/.test(text(xml, "ServiceDate") ?? ""))
      return send("902", "Data mismatch in one of the fields - ServiceDate");
    if (
      text(xml, "CompanyRefUnique") === "1" &&
      [...this.transactions.values()].some((t) => t.companyRef === companyRef)
    )
      return send("906", "CompanyRef already exists");
    const token = randomUUID().toUpperCase();
    this.transactions.set(token, {
      token,
      companyRef,
      amount,
      currency,
      redirectUrl,
      backUrl,
      state: "waiting",
      refunded: 0,
    });
    return send(
      "000",
      "Transaction created",
      `<TransToken>${token}</TransToken><TransRef>R${Math.floor(Math.random() * 1e8)}</TransRef>`,
    );
  }

  private verify(xml: string, send: (r: string, e: string, x?: string) => void) {
    const transaction = this.transactions.get(text(xml, "TransactionToken") ?? "");
    if (!transaction) return send("950", "Request missing mandatory fields");
    const details = `<CustomerCredit>4111</CustomerCredit><TransactionCurrency>${transaction.currency}</TransactionCurrency><TransactionAmount>${transaction.amount}</TransactionAmount><FraudAlert>000</FraudAlert><CompanyRef>${transaction.companyRef}</CompanyRef>`;
    switch (transaction.state) {
      case "paid":
        return send(
          "000",
          "Transaction Paid",
          `<TransactionApproval>938204312</TransactionApproval>${details}`,
        );
      case "declined":
        return send("901", "Transaction Declined", details);
      case "cancelled":
        return send("904", "Transaction cancelled", details);
      default:
        return send("900", "Transaction not paid yet", details);
    }
  }

  private refund(xml: string, send: (r: string, e: string, x?: string) => void) {
    const transaction = this.transactions.get(text(xml, "TransactionToken") ?? "");
    if (transaction?.state !== "paid") return send("999", "Transaction not paid");
    const amount = text(xml, "refundAmount") ?? "";
    if (!/^\d+\.\d{2}$/.test(amount)) return send("999", "Refund amount missing");
    if (transaction.refunded + minor(amount) > minor(transaction.amount))
      return send("999", "Refund amount exceeds the transaction amount");
    transaction.refunded += minor(amount);
    return send("000", "Refund made");
  }

  /** The payment page's outcome: where DPO sends the shopper's browser back to. */
  pay(token: string, outcome: "paid" | "declined" | "cancelled"): string {
    const transaction = this.transactions.get(token);
    if (!transaction) throw new Error(`unknown token ${token}`);
    if (transaction.state === "waiting") transaction.state = outcome;
    const url = new URL(outcome === "cancelled" ? transaction.backUrl : transaction.redirectUrl);
    url.searchParams.set("TransID", token);
    url.searchParams.set("CCDapproval", outcome === "paid" ? "938204312" : "");
    url.searchParams.set("PnrID", transaction.companyRef);
    url.searchParams.set("TransactionToken", token);
    url.searchParams.set("CompanyRef", transaction.companyRef);
    return url.toString();
  }
}
