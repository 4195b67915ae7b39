// DPO Pay (Direct Pay Online), written against its XML API v6 (POST /API/v6/, an <API3G> document
// carrying the CompanyToken): createToken for the cart's total (PaymentAmount as a decimal with two
// digits, PaymentCurrency, CompanyRef = the payment's reference, RedirectURL and BackURL, one
// Service of the company's ServiceType) answers a TransToken; the shopper pays on
// /payv2.php?ID=TransToken; DPO sends the browser back to the RedirectURL with TransactionToken and
// CompanyRef. Those only name the payment: the server asks verifyToken and places the order only
// for Result 000 ("Transaction Paid") with the amount and currency asked. refundToken gives money
// back. DPO takes the currencies the merchant's account is set up for, and declines others at
// createToken, so no list is kept here.
import type { PaymentProvider } from "../../payment-provider.ts";
import { ProviderUnavailableError, singlePayment } from "../../payment-provider.ts";
import { postToProvider } from "../../provider-http.ts";

export interface DpoCredentials {
  companyToken: string;
  /** The service type DPO set up for the company (a number, e.g. 5525). */
  serviceType: string;
  /** https://secure.3gdirectpay.com, or a stand-in. */
  baseUrl: string;
  /** How long to wait for an answer (PROVIDER_TIMEOUT_MS unless a test asks for less). */
  timeoutMs?: number;
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An element's text in DPO's flat answers (<Result>000</Result>); null when it is missing. */
export function xmlText(xml: string, tag: string): string | null {
  const found = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
  if (found === undefined) return null;
  return found
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** DPO's amounts are decimals with two digits (140.00). */
const toDpoAmount = (minor: number) => (Math.round(minor) / 100).toFixed(2);

/** DPO's ServiceDate: YYYY/MM/DD HH:MM. */
const serviceDate = (date: Date) =>
  `${date.toISOString().slice(0, 10).replaceAll("-", "/")} ${date.toISOString().slice(11, 16)}`;

/** verifyToken's Result for a paid transaction; 900 is not paid yet, 901 declined, 904 cancelled. */
const PAID = "000";

export function dpoProvider(credentials: DpoCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const call = async (request: string, body: string) => {
    const xml = await postToProvider("dpo", `${base}/API/v6/`, {
      headers: { "content-type": "application/xml", accept: "application/xml" },
      body: `<?xml version="1.0" encoding="utf-8"?><API3G><CompanyToken>${escapeXml(credentials.companyToken)}</CompanyToken><Request>${request}</Request>${body}</API3G>`,
      ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
    });
    const result = xmlText(xml, "Result");
    if (result === null) throw new ProviderUnavailableError("dpo", "unreadable answer");
    return { result, xml };
  };

  return {
    name: "dpo",
    cardForm: false,
    verifiesOnReturn: true,
    async cardInfo(_bin, cartTotal) {
      return singlePayment(cartTotal);
    },
    async start(request) {
      const answer = await call(
        "createToken",
        `<Transaction><PaymentAmount>${toDpoAmount(request.amount)}</PaymentAmount><PaymentCurrency>${escapeXml(request.currencyCode)}</PaymentCurrency><CompanyRef>${request.reference}</CompanyRef><RedirectURL>${escapeXml(request.returnUrl)}</RedirectURL><BackURL>${escapeXml(request.returnUrl)}</BackURL><CompanyRefUnique>1</CompanyRefUnique><PTL>15</PTL><PTLtype>minutes</PTLtype><customerEmail>${escapeXml(request.buyer.email)}</customerEmail></Transaction><Services><Service><ServiceType>${escapeXml(credentials.serviceType)}</ServiceType><ServiceDescription>Order ${request.reference}</ServiceDescription><ServiceDate>${serviceDate(new Date())}</ServiceDate></Service></Services>`,
      );
      const token = xmlText(answer.xml, "TransToken");
      if (answer.result !== PAID || !token)
        return { kind: "declined", reason: `createToken ${answer.result}` };
      return {
        kind: "redirect",
        url: `${base}/payv2.php?ID=${encodeURIComponent(token)}`,
        providerPaymentId: token,
      };
    },
    async verify(payment, fields) {
      const token = payment.providerPaymentId ?? "";
      if (!token || fields.TransactionToken !== token)
        return { status: "rejected", reason: "return for another transaction" };
      if (fields.CompanyRef !== undefined && fields.CompanyRef !== payment.reference)
        return { status: "rejected", reason: "return for another payment" };
      const answer = await call(
        "verifyToken",
        `<TransactionToken>${escapeXml(token)}</TransactionToken>`,
      );
      if (answer.result !== PAID)
        return { status: "failed", reason: `verifyToken ${answer.result}` };
      return {
        status: "succeeded",
        amount: Math.round(Number(xmlText(answer.xml, "TransactionAmount")) * 100),
        currencyCode: xmlText(answer.xml, "TransactionCurrency") ?? "",
        installments: 1,
        providerPaymentId: token,
      };
    },
    async refund(payment, amount) {
      const answer = await call(
        "refundToken",
        `<TransactionToken>${escapeXml(payment.providerPaymentId)}</TransactionToken><refundAmount>${toDpoAmount(amount)}</refundAmount><refundDetails>Refund of ${payment.reference}</refundDetails>`,
      );
      if (answer.result !== PAID)
        throw new ProviderUnavailableError("dpo", `refund refused: ${answer.result}`);
    },
  };
}
