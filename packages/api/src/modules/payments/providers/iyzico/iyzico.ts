// iyzico, written against its documented REST API (the iyzipay SDKs' request shapes): 3-D Secure
// initialize with the shop's own card form, the bank's page posting back to the shop's callback,
// then payment/3dsecure/auth asked server to server (the callback's own fields are never enough),
// the instalment table of a BIN, and refunds. Each request is signed with the IYZWSv2 scheme:
// HMAC-SHA256 of randomKey + URI path + JSON body under the secret key, hex, wrapped with the API
// key and base64-encoded into the Authorization header.
import { createHmac, randomBytes } from "node:crypto";
import type { CardBrand } from "../../../../contract/index.ts";
import type { PaymentProvider, PaymentRequest } from "../../payment-provider.ts";
import { ProviderUnavailableError } from "../../payment-provider.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface IyzicoCredentials {
  apiKey: string;
  secretKey: string;
  /** https://api.iyzipay.com, https://sandbox-api.iyzipay.com, or a stand-in. */
  baseUrl: string;
  /** How long to wait for an answer (PROVIDER_TIMEOUT_MS unless a test asks for less). */
  timeoutMs?: number;
}

/** The IYZWSv2 Authorization header of a request to `path` with `body`. */
export function iyzicoAuthorization(
  credentials: Pick<IyzicoCredentials, "apiKey" | "secretKey">,
  randomKey: string,
  path: string,
  body: string,
): string {
  const signature = createHmac("sha256", credentials.secretKey)
    .update(randomKey + path + body)
    .digest("hex");
  const auth = `apiKey:${credentials.apiKey}&randomKey:${randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(auth).toString("base64")}`;
}

/** iyzico's decimal price text, as its SDKs write it: 49.9, 50.0. */
export function iyzicoPrice(minor: number): string {
  return (minor / 100).toFixed(2).replace(/0$/, "");
}

const toMinor = (price: unknown) => Math.round(Number(price) * 100);

const BRANDS: Record<string, CardBrand> = {
  VISA: "visa",
  MASTER_CARD: "mastercard",
  AMERICAN_EXPRESS: "amex",
  TROY: "troy",
};

export function iyzicoProvider(credentials: IyzicoCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const call = async (path: string, request: Record<string, unknown>) => {
    const body = JSON.stringify(request);
    const randomKey = `${Date.now()}${randomBytes(6).toString("hex")}`;
    const answer = parseJson(
      "iyzico",
      await postToProvider("iyzico", `${base}${path}`, {
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          authorization: iyzicoAuthorization(credentials, randomKey, path, body),
          "x-iyzi-rnd": randomKey,
        },
        body,
        ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
      }),
    );
    if (answer.status !== "success" && answer.status !== "failure")
      throw new ProviderUnavailableError("iyzico", "unreadable answer");
    return answer;
  };
  const locale = (lang: string) => (lang === "tr" ? "tr" : "en");

  return {
    name: "iyzico",
    cardForm: true,
    callbackReference: "conversationId",
    async cardInfo(bin, cartTotal) {
      const answer = await call("/payment/iyzipos/installment", {
        locale: "tr",
        binNumber: bin.slice(0, 6),
        price: iyzicoPrice(cartTotal),
      });
      const [detail] = (answer.installmentDetails ?? []) as Array<Record<string, unknown>>;
      if (answer.status !== "success" || !detail)
        return { brand: null, debit: false, bank: null, installments: [] };
      const prices = (detail.installmentPrices ?? []) as Array<Record<string, unknown>>;
      return {
        brand: BRANDS[String(detail.cardAssociation)] ?? null,
        debit: detail.cardType === "DEBIT_CARD",
        bank: typeof detail.bankName === "string" ? detail.bankName : null,
        installments: prices.map((p) => {
          const total = toMinor(p.totalPrice);
          return {
            count: Number(p.installmentNumber),
            monthly: toMinor(p.installmentPrice),
            total,
            interest_rate:
              cartTotal > 0 ? Math.round(((total - cartTotal) / cartTotal) * 1000) / 10 : 0,
          };
        }),
      };
    },
    async start(request: PaymentRequest) {
      const card = request.card;
      if (!card) throw new ProviderUnavailableError("iyzico", "card form missing");
      const [name = "", ...rest] = request.buyer.name.split(" ");
      const address = {
        contactName: request.buyer.name,
        city: request.buyer.city,
        country: request.buyer.country,
        address: request.buyer.address,
      };
      const answer = await call("/payment/3dsecure/initialize", {
        locale: locale(request.lang),
        conversationId: request.reference,
        price: iyzicoPrice(request.cartTotal),
        paidPrice: iyzicoPrice(request.amount),
        currency: request.currencyCode,
        installment: request.installments,
        basketId: request.reference,
        paymentChannel: "WEB",
        paymentGroup: "PRODUCT",
        callbackUrl: request.callbackUrl,
        paymentCard: {
          cardHolderName: card.holder,
          cardNumber: card.number,
          expireMonth: String(card.expireMonth).padStart(2, "0"),
          expireYear: String(card.expireYear),
          cvc: card.cvv,
          registerCard: 0,
        },
        buyer: {
          id: request.buyer.id,
          name,
          surname: rest.join(" ") || name,
          gsmNumber: request.buyer.phone,
          email: request.buyer.email,
          // The shop does not ask every shopper for a national id; iyzico documents this
          // placeholder for buyers without one.
          identityNumber: "11111111111",
          registrationAddress: request.buyer.address,
          ip: request.buyer.ip,
          city: request.buyer.city,
          country: request.buyer.country,
        },
        shippingAddress: address,
        billingAddress: address,
        basketItems: [
          {
            id: request.reference,
            name: "Order",
            category1: "Shop",
            itemType: "PHYSICAL",
            price: iyzicoPrice(request.cartTotal),
          },
        ],
      });
      if (answer.status !== "success" || typeof answer.threeDSHtmlContent !== "string")
        return { kind: "declined", reason: String(answer.errorCode ?? "declined") };
      return {
        kind: "html",
        html: Buffer.from(answer.threeDSHtmlContent, "base64").toString("utf8"),
        providerPaymentId: typeof answer.paymentId === "string" ? answer.paymentId : null,
      };
    },
    async verify(payment, fields) {
      // mdStatus 1 is the bank's full 3-D Secure authentication; anything else is no payment.
      if (fields.status !== "success" || fields.mdStatus !== "1")
        return { status: "failed", reason: `3-D Secure ${fields.mdStatus ?? fields.status}` };
      if (payment.providerPaymentId && fields.paymentId !== payment.providerPaymentId)
        return { status: "rejected", reason: "callback for another payment" };
      const answer = await call("/payment/3dsecure/auth", {
        locale: locale(payment.lang),
        conversationId: payment.reference,
        paymentId: fields.paymentId,
        conversationData: fields.conversationData ?? "",
      });
      if (
        answer.status !== "success" ||
        answer.conversationId !== payment.reference ||
        answer.paymentId !== fields.paymentId ||
        (answer.fraudStatus !== undefined && answer.fraudStatus !== 1)
      )
        return { status: "failed", reason: String(answer.errorCode ?? "not confirmed") };
      return {
        status: "succeeded",
        amount: toMinor(answer.paidPrice),
        currencyCode: String(answer.currency),
        installments: Number(answer.installment),
        providerPaymentId: String(answer.paymentId),
      };
    },
    async refund(payment, amount, ip) {
      const answer = await call("/v2/payment/refund", {
        locale: locale(payment.lang),
        conversationId: payment.reference,
        paymentId: payment.providerPaymentId,
        price: iyzicoPrice(amount),
        currency: payment.currencyCode,
        ip,
      });
      if (answer.status !== "success")
        throw new ProviderUnavailableError("iyzico", `refund refused: ${String(answer.errorCode)}`);
    },
  };
}
