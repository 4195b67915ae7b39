// Craftgate (api.craftgate.io), written against its Node.js client, craftgate/craftgate-node-client:
// src/lib/HttpClient.ts and src/lib/utils.ts for the headers and the signature,
// src/adapter/PaymentAdapter.ts and src/adapter/InstallmentAdapter.ts for the paths, src/request
// and src/response for the bodies, is3DSecureCallbackVerified for the callback's hash.
//
// Every call carries x-api-key, a fresh x-rnd-key, x-auth-version 1 (the client sends "1", not
// "v1") and x-signature = Base64(SHA-256(full URL + apiKey + secretKey + rndKey + JSON body)), the
// URL with its query and the body left out when there is none. Answers are { data } or
// { errors: { errorCode, errorDescription } }; amounts are decimal numbers in the currency's unit.
//
// The shop's card form takes the card, and the server sends it with card-payments/3ds-init; the
// answer's htmlContent (Base64) is the bank's page. Craftgate posts the shopper's browser back to
// callbackUrl with status, completeStatus, paymentId, conversationData, conversationId,
// callbackStatus and hash = hex SHA-256 of the merchant's 3-D Secure callback key and those six
// fields joined by "###": a callback without it, or with a wrong one, changes nothing. A signed
// callback still only names the payment: the server takes it with card-payments/3ds-complete and
// places the order when Craftgate's answer (or, when an earlier complete took it, the payment read
// back) shows it SUCCESS for this conversationId, amount, currency and instalments.
import { createHash, randomBytes } from "node:crypto";
import type { CardBrand } from "../../../../contract/index.ts";
import type { CardInfo, PaymentProvider, StoredPayment } from "../../payment-provider.ts";
import { ProviderUnavailableError, singlePayment } from "../../payment-provider.ts";
import { minorOfDecimal, sameText } from "../../provider-form.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface CraftgateCredentials {
  apiKey: string;
  secretKey: string;
  /** The merchant's 3-D Secure callback key (Craftgate's panel), which the callback's hash uses. */
  callbackKey: string;
  /** https://api.craftgate.io, https://sandbox-api.craftgate.io, or a stand-in. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The currencies Craftgate takes (the client's model/Currency.ts). */
export const CRAFTGATE_CURRENCIES = [
  "TRY",
  "USD",
  "EUR",
  "GBP",
  "ARS",
  "BRL",
  "CNY",
  "AED",
  "IQD",
  "AZN",
  "KZT",
  "KWD",
  "SAR",
  "BHD",
  "RUB",
  "JPY",
  "EGP",
  "MXN",
  "RON",
] as const;

/** x-signature (utils.ts calculateSignature): the URL as sent, its query decoded. */
export const craftgateSignature = (
  url: string,
  credentials: Pick<CraftgateCredentials, "apiKey" | "secretKey">,
  rndKey: string,
  body = "",
) =>
  createHash("sha256")
    .update(`${url}${credentials.apiKey}${credentials.secretKey}${rndKey}${body}`, "utf8")
    .digest("base64");

/** The fields the callback's hash covers, after the callback key, in their order. */
export const CRAFTGATE_CALLBACK_FIELDS = [
  "status",
  "completeStatus",
  "paymentId",
  "conversationData",
  "conversationId",
  "callbackStatus",
] as const;

/** The callback's hash (PaymentAdapter.is3DSecureCallbackVerified); a missing field counts as "". */
export const craftgateCallbackHash = (callbackKey: string, fields: Record<string, string>) =>
  createHash("sha256")
    .update(
      [callbackKey, ...CRAFTGATE_CALLBACK_FIELDS.map((name) => fields[name] ?? "")].join("###"),
      "utf8",
    )
    .digest("hex");

/** A query as the client writes it (serializeParams), each value URI-encoded. */
const queryText = (query: Record<string, string | number>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");

/** Craftgate's decimal amount of minor units: 140 for 14 000 kuruş, 25.5 for 2 550. */
const major = (minor: number) => Math.round(minor) / 100;

const BRANDS: Record<string, CardBrand> = {
  VISA: "visa",
  MASTER_CARD: "mastercard",
  AMEX: "amex",
  TROY: "troy",
};

type Answer = { data: Record<string, unknown> } | { data: null; errorCode: string };

export function craftgateProvider(credentials: CraftgateCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/+$/, "");
  const call = async (
    path: string,
    request: { body?: Record<string, unknown>; query?: Record<string, string | number> },
  ): Promise<Answer> => {
    const url = `${base}${path}${request.query ? `?${queryText(request.query)}` : ""}`;
    const body = request.body ? JSON.stringify(request.body) : undefined;
    const rndKey = randomBytes(9).toString("base64url");
    const answer = parseJson(
      "craftgate",
      await postToProvider("craftgate", url, {
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-api-key": credentials.apiKey,
          "x-rnd-key": rndKey,
          "x-auth-version": "1",
          "x-signature": craftgateSignature(decodeURIComponent(url), credentials, rndKey, body),
        },
        ...(body === undefined ? { method: "GET" as const } : { body }),
        ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
      }),
    );
    const errors = answer.errors as Record<string, unknown> | undefined;
    if (errors) return { data: null, errorCode: String(errors.errorCode ?? "") };
    if (!answer.data || typeof answer.data !== "object")
      throw new ProviderUnavailableError("craftgate", "unreadable answer");
    return { data: answer.data as Record<string, unknown> };
  };
  const refused = (what: string, answer: Answer) =>
    new ProviderUnavailableError(
      "craftgate",
      `${what} refused: ${answer.data ? String(answer.data.status) : answer.errorCode}`,
    );

  /** The payment as Craftgate holds it, once 3-D Secure is done: taken by 3ds-complete. */
  async function completed(paymentId: string) {
    const answer = await call("/payment/v1/card-payments/3ds-complete", {
      body: { paymentId: Number(paymentId) },
    });
    // Refused when an earlier complete (whose answer was lost) took it: read it back instead.
    return answer.data ?? (await call(`/payment/v1/card-payments/${paymentId}`, {})).data;
  }

  return {
    name: "craftgate",
    cardForm: true,
    callbackReference: "conversationId",
    currencies: CRAFTGATE_CURRENCIES,
    async cardInfo(bin, cartTotal, currencyCode): Promise<CardInfo> {
      // The instalment search names the card's type, association and bank as bins/{bin} does, so
      // one call answers both.
      const answer = await call("/installment/v1/installments", {
        query: { binNumber: bin.slice(0, 6), price: major(cartTotal), currency: currencyCode },
      });
      const items = (answer.data?.items ?? []) as Array<Record<string, unknown>>;
      const item = items.find((i) => i.binNumber === bin.slice(0, 6));
      // A card outside Craftgate's BIN table (a foreign one) is still taken in one payment.
      if (!item) return singlePayment(cartTotal);
      const prices = (item.installmentPrices ?? []) as Array<Record<string, unknown>>;
      return {
        brand: BRANDS[String(item.cardAssociation)] ?? null,
        debit: item.cardType === "DEBIT_CARD",
        bank: typeof item.bankName === "string" ? item.bankName : null,
        installments: prices.map((p) => {
          const total = minorOfDecimal(p.totalPrice);
          return {
            count: Number(p.installmentNumber),
            monthly: minorOfDecimal(p.installmentPrice),
            total,
            interest_rate:
              cartTotal > 0 ? Math.round(((total - cartTotal) / cartTotal) * 1000) / 10 : 0,
          };
        }),
      };
    },
    async start(request) {
      const card = request.card;
      if (!card) throw new ProviderUnavailableError("craftgate", "card form missing");
      const answer = await call("/payment/v1/card-payments/3ds-init", {
        body: {
          price: major(request.cartTotal),
          paidPrice: major(request.amount),
          walletPrice: 0,
          installment: request.installments,
          currency: request.currencyCode,
          conversationId: request.reference,
          paymentGroup: "PRODUCT",
          paymentPhase: "AUTH",
          clientIp: request.buyer.ip,
          callbackUrl: request.callbackUrl,
          card: {
            cardHolderName: card.holder,
            cardNumber: card.number,
            expireYear: String(card.expireYear),
            expireMonth: String(card.expireMonth).padStart(2, "0"),
            cvc: card.cvv,
          },
          items: [
            { name: "Order", externalId: request.reference, price: major(request.cartTotal) },
          ],
        },
      });
      const html =
        typeof answer.data?.htmlContent === "string"
          ? Buffer.from(answer.data.htmlContent, "base64").toString("utf8")
          : "";
      if (!answer.data || !html)
        return {
          kind: "declined",
          reason: `3ds-init ${answer.data ? "" : answer.errorCode}`.trim(),
        };
      return {
        kind: "html",
        html,
        providerPaymentId: answer.data.paymentId ? String(answer.data.paymentId) : null,
      };
    },
    async verify(payment: StoredPayment, fields) {
      if (fields.conversationId !== payment.reference)
        return { status: "rejected", reason: "callback for another payment" };
      if (!sameText(craftgateCallbackHash(credentials.callbackKey, fields), fields.hash ?? ""))
        return { status: "rejected", reason: "bad hash" };
      const paymentId = fields.paymentId ?? "";
      if (payment.providerPaymentId && paymentId !== payment.providerPaymentId)
        return { status: "rejected", reason: "callback for another payment" };
      // A signed FAILURE is the bank's no; the callback's SUCCESS alone takes nothing.
      if (fields.status !== "SUCCESS")
        return { status: "failed", reason: `3-D Secure ${fields.status ?? ""}`.trim() };
      const paid = await completed(paymentId);
      if (
        paid?.paymentStatus !== "SUCCESS" ||
        paid.conversationId !== payment.reference ||
        String(paid.id) !== paymentId
      )
        return { status: "failed", reason: `3ds-complete ${String(paid?.paymentStatus ?? "")}` };
      return {
        status: "succeeded",
        amount: minorOfDecimal(paid.paidPrice),
        currencyCode: String(paid.currency),
        installments: Math.max(1, Number(paid.installment)),
        providerPaymentId: paymentId,
      };
    },
    async refund(payment, amount) {
      const paymentId = Number(payment.providerPaymentId);
      // refunds gives back the whole payment; part of it goes back through the one transaction
      // (the shop sends one item) with refund-transactions.
      if (amount === payment.amount) {
        const answer = await call("/payment/v1/refunds", {
          body: { paymentId, conversationId: payment.reference, refundDestinationType: "PROVIDER" },
        });
        if (!refundTaken(answer)) throw refused("refund", answer);
        return;
      }
      const read = await call(`/payment/v1/card-payments/${paymentId}`, {});
      const [transaction] = (read.data?.paymentTransactions ?? []) as Array<
        Record<string, unknown>
      >;
      if (!transaction) throw refused("refund", read);
      const answer = await call("/payment/v1/refund-transactions", {
        body: {
          paymentTransactionId: transaction.id,
          conversationId: payment.reference,
          refundPrice: major(amount),
          refundDestinationType: "PROVIDER",
        },
      });
      if (!refundTaken(answer)) throw refused("refund", answer);
    },
  };
}

/** A refund Craftgate made, or took to make later (WAITING: the bank settles it after the day). */
const refundTaken = (answer: Answer) =>
  answer.data?.status === "SUCCESS" || answer.data?.status === "WAITING";
