// PayTR's iFrame API, written against its documentation: the shop asks get-token for a token
// signed with paytr_token (HMAC-SHA256 under the merchant key of merchant_id, user_ip,
// merchant_oid, email, payment_amount, user_basket, no_installment, max_installment, currency,
// test_mode and the merchant salt, base64), the shopper pays on PayTR's page in an iframe, and
// PayTR tells the shop's notification URL server to server, signed with
// base64(HMAC-SHA256(merchant_oid + salt + status + total_amount)); the shop answers "OK". The
// browser's return to merchant_ok_url proves nothing and places no order.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { CardBrand } from "../../../../contract/index.ts";
import type { PaymentProvider } from "../../payment-provider.ts";
import { ProviderUnavailableError } from "../../payment-provider.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface PaytrCredentials {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
  /** https://www.paytr.com, or a stand-in. */
  baseUrl: string;
  /** PayTR's test_mode: 1 while the store is in test. */
  testMode: boolean;
  /** How long to wait for an answer (PROVIDER_TIMEOUT_MS unless a test asks for less). */
  timeoutMs?: number;
}

/** base64(HMAC-SHA256 under the merchant key), PayTR's one signing rule. */
export const paytrSign = (merchantKey: string, text: string) =>
  createHmac("sha256", merchantKey).update(text).digest("base64");

/** PayTR's currency codes: the Turkish lira is TL there. */
const toPaytrCurrency = (code: string) => (code === "TRY" ? "TL" : code);
const fromPaytrCurrency = (code: string) => (code === "TL" ? "TRY" : code);

const BRANDS: Record<string, CardBrand> = {
  VISA: "visa",
  MASTERCARD: "mastercard",
  AMEX: "amex",
  TROY: "troy",
};

export function paytrProvider(credentials: PaytrCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const sign = (text: string) => paytrSign(credentials.merchantKey, text);
  const post = async (path: string, fields: Record<string, string>) =>
    parseJson(
      "paytr",
      await postToProvider("paytr", `${base}${path}`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
      }),
    );

  return {
    name: "paytr",
    cardForm: false,
    callbackReference: "merchant_oid",
    // PayTR repeats its notification until it reads OK: a payment it declined, or one already
    // settled, is answered OK too, as nothing more is to be done about it.
    callbackAnswer: "OK",
    async cardInfo(bin, cartTotal) {
      const binNumber = bin.slice(0, 6);
      const answer = await post("/odeme/api/bin-detail", {
        merchant_id: credentials.merchantId,
        bin_number: binNumber,
        paytr_token: sign(binNumber + credentials.merchantId + credentials.merchantSalt),
      });
      // The shop asks PayTR for single payments only (no_installment), so the table has one row.
      const single = [{ count: 1, monthly: cartTotal, total: cartTotal, interest_rate: 0 }];
      if (answer.status !== "success")
        return { brand: null, debit: false, bank: null, installments: single };
      return {
        brand: BRANDS[String(answer.schema).toUpperCase()] ?? null,
        debit: answer.cardType === "debit",
        bank: typeof answer.bank === "string" ? answer.bank : null,
        installments: single,
      };
    },
    async start(request) {
      const oid = request.reference;
      const amount = String(request.amount);
      const currency = toPaytrCurrency(request.currencyCode);
      const basket = Buffer.from(
        JSON.stringify([["Order", (request.amount / 100).toFixed(2), 1]]),
      ).toString("base64");
      const noInstallment = "1";
      const maxInstallment = "0";
      const testMode = credentials.testMode ? "1" : "0";
      const hash =
        credentials.merchantId +
        request.buyer.ip +
        oid +
        request.buyer.email +
        amount +
        basket +
        noInstallment +
        maxInstallment +
        currency +
        testMode;
      const answer = await post("/odeme/api/get-token", {
        merchant_id: credentials.merchantId,
        user_ip: request.buyer.ip,
        merchant_oid: oid,
        email: request.buyer.email,
        payment_amount: amount,
        paytr_token: sign(hash + credentials.merchantSalt),
        user_basket: basket,
        debug_on: "0",
        no_installment: noInstallment,
        max_installment: maxInstallment,
        user_name: request.buyer.name,
        user_address: `${request.buyer.address} ${request.buyer.city} ${request.buyer.country}`,
        user_phone: request.buyer.phone,
        merchant_ok_url: request.returnUrl,
        merchant_fail_url: request.returnUrl,
        timeout_limit: "15",
        currency,
        test_mode: testMode,
        lang: request.lang === "tr" ? "tr" : "en",
      });
      if (answer.status !== "success" || typeof answer.token !== "string")
        return { kind: "declined", reason: String(answer.reason ?? "refused") };
      return {
        kind: "iframe",
        url: `${base}/odeme/guvenli/${encodeURIComponent(answer.token)}`,
        providerPaymentId: oid,
      };
    },
    async verify(payment, fields) {
      const expected = Buffer.from(
        sign(
          (fields.merchant_oid ?? "") +
            credentials.merchantSalt +
            (fields.status ?? "") +
            (fields.total_amount ?? ""),
        ),
      );
      const given = Buffer.from(fields.hash ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { status: "rejected", reason: "bad notification hash" };
      if (fields.merchant_oid !== payment.reference)
        return { status: "rejected", reason: "notification for another payment" };
      if (fields.status !== "success")
        return { status: "failed", reason: `declined ${fields.failed_reason_code ?? ""}`.trim() };
      return {
        status: "succeeded",
        amount: Number(fields.total_amount),
        currencyCode: fields.currency ? fromPaytrCurrency(fields.currency) : payment.currencyCode,
        installments: Number(fields.installment_count ?? "1") || 1,
        providerPaymentId: payment.reference,
      };
    },
    async refund(payment, amount) {
      const returnAmount = (amount / 100).toFixed(2);
      const answer = await post("/odeme/iade", {
        merchant_id: credentials.merchantId,
        merchant_oid: payment.providerPaymentId,
        return_amount: returnAmount,
        paytr_token: sign(
          credentials.merchantId +
            payment.providerPaymentId +
            returnAmount +
            credentials.merchantSalt,
        ),
      });
      if (answer.status !== "success")
        throw new ProviderUnavailableError("paytr", `refund refused: ${String(answer.err_no)}`);
    },
  };
}
