// Moka United (Moka POS), written against its documented PaymentDealer API: every request carries
// PaymentDealerAuthentication with CheckKey = hex(SHA-256(DealerCode + "MK" + Username + "PD" +
// Password)); DoDirectPaymentThreeD takes the card from the shop's own form and answers the bank's
// 3-D Secure page (Data.Url) and a CodeForHash; the bank sends the shopper's browser back to the
// shop's RedirectUrl with hashValue = hex(SHA-256(CodeForHash + "T")) on success, "F" on failure.
// The hash only names the outcome: the order waits for GetDealerPaymentTrxDetailList, asked server
// to server, to show the payment done for the amount, currency and instalments asked. Refunds go
// through DoCreateRefundRequest with the payment's trxCode (VirtualPosOrderId).
import { createHash, timingSafeEqual } from "node:crypto";
import type { CardBrand } from "../../../../contract/index.ts";
import type { PaymentProvider } from "../../payment-provider.ts";
import { ProviderUnavailableError } from "../../payment-provider.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface MokaCredentials {
  dealerCode: string;
  username: string;
  password: string;
  /** https://service.moka.com, https://service.refmoka.com (test), or a stand-in. */
  baseUrl: string;
  /** How long to wait for an answer (PROVIDER_TIMEOUT_MS unless a test asks for less). */
  timeoutMs?: number;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Moka's CheckKey of a dealer's credentials. */
export const mokaCheckKey = (c: Pick<MokaCredentials, "dealerCode" | "username" | "password">) =>
  sha256(`${c.dealerCode}MK${c.username}PD${c.password}`);

/** Moka's hashValue of a 3-D Secure outcome; its CodeForHash is compared in capitals. */
export const mokaHashValue = (codeForHash: string, success: boolean) =>
  sha256(`${codeForHash.toUpperCase()}${success ? "T" : "F"}`);

/** Moka's amounts are decimals with the kuruş after a dot (27.50). */
const toMokaAmount = (minor: number) => Math.round(minor) / 100;
const toMinor = (amount: unknown) => Math.round(Number(amount) * 100);

/** Moka's currency codes: the Turkish lira is TL there. */
const toMokaCurrency = (code: string) => (code === "TRY" ? "TL" : code);
const fromMokaCurrency = (code: string) => (code === "TL" ? "TRY" : code);

const BRANDS: Record<string, CardBrand> = {
  VISA: "visa",
  MASTER: "mastercard",
  AMEX: "amex",
  TROY: "troy",
};

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mokaProvider(credentials: MokaCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const authentication = {
    DealerCode: credentials.dealerCode,
    Username: credentials.username,
    Password: credentials.password,
    CheckKey: mokaCheckKey(credentials),
  };
  const call = async (path: string, request: Record<string, unknown>) => {
    const answer = parseJson(
      "moka",
      await postToProvider("moka", `${base}${path}`, {
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ PaymentDealerAuthentication: authentication, ...request }),
        ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
      }),
    );
    if (typeof answer.ResultCode !== "string")
      throw new ProviderUnavailableError("moka", "unreadable answer");
    const data = answer.Data && typeof answer.Data === "object" ? answer.Data : null;
    return { resultCode: answer.ResultCode, data: data as Record<string, unknown> | null };
  };

  return {
    name: "moka",
    cardForm: true,
    callbackReference: "OtherTrxCode",
    async cardInfo(bin, cartTotal) {
      const answer = await call("/PaymentDealer/GetBankCardInformation", {
        BankCardInformationRequest: { BinNumber: bin.slice(0, 6) },
      });
      // The shop asks Moka for single payments only, so the table has one row: Moka's instalment
      // totals depend on the dealer's commission plan, which the shop does not know.
      const single = [{ count: 1, monthly: cartTotal, total: cartTotal, interest_rate: 0 }];
      if (answer.resultCode !== "Success" || !answer.data)
        return { brand: null, debit: false, bank: null, installments: single };
      return {
        brand: BRANDS[String(answer.data.CardType).toUpperCase()] ?? null,
        debit: answer.data.CreditType === "DebitCard",
        bank: typeof answer.data.BankName === "string" ? answer.data.BankName : null,
        installments: single,
      };
    },
    async start(request) {
      const card = request.card;
      if (!card) throw new ProviderUnavailableError("moka", "card form missing");
      const answer = await call("/PaymentDealer/DoDirectPaymentThreeD", {
        PaymentDealerRequest: {
          CardHolderFullName: card.holder,
          CardNumber: card.number,
          ExpMonth: String(card.expireMonth).padStart(2, "0"),
          ExpYear: String(card.expireYear),
          CvcNumber: card.cvv,
          CardToken: "",
          Amount: toMokaAmount(request.amount),
          Currency: toMokaCurrency(request.currencyCode),
          InstallmentNumber: request.installments,
          ClientIP: request.buyer.ip,
          OtherTrxCode: request.reference,
          IsPreAuth: 0,
          IsPoolPayment: 0,
          Software: "Shop",
          Description: "",
          ReturnHash: 1,
          RedirectUrl: request.callbackUrl,
          RedirectType: 0,
          BuyerInformation: {
            BuyerFullName: request.buyer.name,
            BuyerGsmNumber: request.buyer.phone,
            BuyerEmail: request.buyer.email,
            BuyerAddress: `${request.buyer.address} ${request.buyer.city}`.trim(),
          },
        },
      });
      const url = answer.data?.Url;
      const codeForHash = answer.data?.CodeForHash;
      if (
        answer.resultCode !== "Success" ||
        typeof url !== "string" ||
        typeof codeForHash !== "string"
      )
        return { kind: "declined", reason: answer.resultCode };
      // Moka answers the bank page's address, not the page: the shopper's browser is sent on.
      const href = escapeHtml(url);
      return {
        kind: "html",
        html: `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"></head><body><a href="${href}">3-D Secure</a></body></html>`,
        // Kept until the bank answers: the hashValue of the outcome is made from it.
        providerPaymentId: codeForHash,
      };
    },
    async verify(payment, fields) {
      if (fields.OtherTrxCode !== payment.reference)
        return { status: "rejected", reason: "callback for another payment" };
      const codeForHash = payment.providerPaymentId ?? "";
      const given = (fields.hashValue ?? "").toLowerCase();
      if (codeForHash && sameText(given, mokaHashValue(codeForHash, false)))
        return { status: "failed", reason: `3-D Secure ${fields.resultCode ?? "failed"}`.trim() };
      if (!codeForHash || !sameText(given, mokaHashValue(codeForHash, true)))
        return { status: "rejected", reason: "bad hashValue" };
      const answer = await call("/PaymentDealer/GetDealerPaymentTrxDetailList", {
        PaymentDealerRequest: { PaymentId: "", OtherTrxCode: payment.reference },
      });
      const detail = answer.data?.PaymentDetail as Record<string, unknown> | undefined;
      const trxs = (answer.data?.PaymentTrxDetailList ?? []) as Array<Record<string, unknown>>;
      // PaymentStatus 2 with TrxStatus 1: Moka's "payment successful".
      if (
        answer.resultCode !== "Success" ||
        !detail ||
        detail.OtherTrxCode !== payment.reference ||
        Number(detail.PaymentStatus) !== 2 ||
        Number(detail.TrxStatus) !== 1
      )
        return { status: "failed", reason: `not confirmed ${answer.resultCode}` };
      const paid = trxs.find((t) => Number(t.TrxType) === 2 && Number(t.TrxStatus) === 1);
      const orderId = paid?.VirtualPosOrderId ?? fields.trxCode;
      if (typeof orderId !== "string" || !orderId)
        return { status: "failed", reason: "no transaction code" };
      return {
        status: "succeeded",
        amount: toMinor(detail.Amount),
        currencyCode: fromMokaCurrency(String(detail.CurrencyCode)),
        // 0 and 1 are both Moka's single payment.
        installments: Math.max(1, Number(detail.InstallmentNumber)),
        providerPaymentId: orderId,
      };
    },
    async refund(payment, amount) {
      const answer = await call("/PaymentDealer/DoCreateRefundRequest", {
        PaymentDealerRequest: {
          VirtualPosOrderId: payment.providerPaymentId,
          OtherTrxCode: "",
          Amount: toMokaAmount(amount),
        },
      });
      if (answer.resultCode !== "Success" || answer.data?.IsSuccessful !== true)
        throw new ProviderUnavailableError(
          "moka",
          `refund refused: ${String(answer.data?.ResultCode || answer.resultCode)}`,
        );
    },
  };
}
