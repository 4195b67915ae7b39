// ipara (iPara, Türk Elektronik Para), written against its documented REST API and official sample
// code (github.com/ipara/ipara-php, ipara-nodejs, ipara-java; dev.ipara.com.tr): every request
// carries the headers transactionDate ("yyyy-MM-dd HH:mm:ss", Istanbul time), version "1.0" and
// token = publicKey + ":" + base64(SHA-1(privateKey + the call's fields + transactionDate)).
// The card is taken by the shop's own form and posted by the shopper's browser, as the JSON field
// `parameters`, to rest/payment/threed (ipara's one-step 3-D Secure payment; amount in kuruş
// without a separator); ipara posts the browser back to successUrl or failureUrl with
// hash = base64(SHA-1(orderId + result + amount + mode + errorCode + errorMessage +
// transactionDate + publicKey + privateKey)). The hash only names the outcome: the order waits
// for rest/payment/inquiry, asked server to server, to show the payment done (result 1) for the
// amount asked. Refunds ask corporate/payment/refund/inquiry for a refundHash, then
// corporate/payment/refund. ipara takes Turkish lira only.
import { createHash } from "node:crypto";
import type { CardBrand } from "../../../../contract/index.ts";
import type { PaymentProvider } from "../../payment-provider.ts";
import { ProviderUnavailableError } from "../../payment-provider.ts";
import { autoPostForm, sameText, splitName } from "../../provider-form.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface IparaCredentials {
  publicKey: string;
  privateKey: string;
  /** https://api.ipara.com, or a stand-in. */
  baseUrl: string;
  /** ipara's mode: "T" while the store is in test, "P" in production. */
  mode: "T" | "P";
  timeoutMs?: number;
}

const VERSION = "1.0";

/** base64(SHA-1(text)), ipara's one hashing rule. */
export const iparaHash = (text: string) =>
  createHash("sha1").update(text.trim(), "utf8").digest("base64");

/** ipara's transactionDate: Istanbul time (UTC+3 all year), "yyyy-MM-dd HH:mm:ss". */
export const iparaDate = (now = new Date()) =>
  new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");

/** The fields of ipara's 3-D Secure return its hash covers, in its order. */
export const IPARA_RETURN_FIELDS = [
  "orderId",
  "result",
  "amount",
  "mode",
  "errorCode",
  "errorMessage",
  "transactionDate",
] as const;

const BRANDS: Record<string, CardBrand> = {
  "1": "visa",
  "2": "mastercard",
  "3": "amex",
  "4": "troy",
};

/** The text of one element of ipara's XML answers (flat, as the inquiry's). */
const xmlValue = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]?.trim() ?? "";

export function iparaProvider(credentials: IparaCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const { publicKey, privateKey, mode } = credentials;
  const token = (fields: string, date: string) =>
    `${publicKey}:${iparaHash(`${privateKey}${fields}${date}`)}`;
  const post = async (path: string, signed: string, body: string, type: "json" | "xml") => {
    const date = iparaDate();
    const contentType = type === "json" ? "application/json" : "application/xml";
    return postToProvider("ipara", `${base}${path}`, {
      headers: {
        "content-type": contentType,
        accept: contentType,
        transactionDate: date,
        version: VERSION,
        token: token(signed, date),
      },
      body,
      ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
    });
  };
  const postJson = async (path: string, signed: string, body: Record<string, unknown>) =>
    parseJson("ipara", await post(path, signed, JSON.stringify(body), "json"));

  return {
    name: "ipara",
    cardForm: true,
    callbackReference: "orderId",
    pageCarriesCard: true,
    async cardInfo(bin, cartTotal) {
      const binNumber = bin.slice(0, 6);
      const answer = await postJson("/rest/payment/bin/lookup/v2", binNumber, {
        binNumber,
        amount: String(cartTotal),
        threeD: "true",
      });
      // A single payment: ipara's inquiry does not report the instalments a payment was taken
      // in, so the shop could not check a count the browser's form had changed.
      const single = [{ count: 1, monthly: cartTotal, total: cartTotal, interest_rate: 0 }];
      if (String(answer.result) !== "1")
        return { brand: null, debit: false, bank: null, installments: single };
      return {
        brand: BRANDS[String(answer.cardFamilyType ?? answer.type)] ?? null,
        debit: String(answer.type) === "0" || /debit/i.test(String(answer.cardFamilyName)),
        bank: typeof answer.bankName === "string" ? answer.bankName : null,
        installments: single,
      };
    },
    async start(request) {
      const card = request.card;
      if (!card) throw new ProviderUnavailableError("ipara", "card form missing");
      if (request.currencyCode !== "TRY" || request.installments !== 1)
        return { kind: "declined", reason: "ipara takes single payments in TRY only" };
      const date = iparaDate();
      const buyer = splitName(request.buyer.name || card.holder);
      const amount = String(request.amount);
      const month = String(card.expireMonth).padStart(2, "0");
      const year = String(card.expireYear % 100).padStart(2, "0");
      const signed = [
        request.reference,
        amount,
        mode,
        card.holder,
        card.number,
        month,
        year,
        card.cvv,
        "", // userId: no wallet
        "", // cardId: no stored card
        buyer.name,
        buyer.surname,
        request.buyer.email,
      ].join("");
      const parameters = {
        mode,
        orderId: request.reference,
        cardOwnerName: card.holder,
        cardNumber: card.number,
        cardExpireMonth: month,
        cardExpireYear: year,
        cardCvc: card.cvv,
        userId: "",
        cardId: "",
        installment: "1",
        amount,
        echo: "",
        successUrl: request.callbackUrl,
        failureUrl: request.callbackUrl,
        transactionDate: date,
        version: VERSION,
        token: token(signed, date),
        language: request.lang === "tr" ? "tr-TR" : "en-US",
        purchaser: {
          name: buyer.name,
          surname: buyer.surname,
          email: request.buyer.email,
          clientIp: request.buyer.ip,
          gsmNumber: request.buyer.phone,
          invoiceAddress: {
            name: buyer.name,
            surname: buyer.surname,
            address: request.buyer.address,
            city: request.buyer.city,
            country: request.buyer.country,
          },
        },
        products: [
          { productCode: request.reference, productName: "Sipariş", quantity: "1", price: amount },
        ],
      };
      // The card travels in the shopper's own browser to ipara: the page is served to the shopper
      // only (payment/providerPage), and the shop keeps no copy once the payment is settled.
      return {
        kind: "html",
        html: autoPostForm(`${base}/rest/payment/threed`, {
          parameters: JSON.stringify(parameters),
        }),
        providerPaymentId: null,
      };
    },
    async verify(payment, fields) {
      if (fields.orderId !== payment.reference)
        return { status: "rejected", reason: "callback for another payment" };
      const expected = iparaHash(
        `${IPARA_RETURN_FIELDS.map((f) => fields[f] ?? "").join("")}${publicKey}${privateKey}`,
      );
      if (!sameText(fields.hash ?? "", expected)) return { status: "rejected", reason: "bad hash" };
      if (fields.result !== "1")
        return { status: "failed", reason: `3-D Secure ${fields.errorCode ?? ""}`.trim() };
      const xml = await post(
        "/rest/payment/inquiry",
        `${payment.reference}${mode}`,
        `<?xml version="1.0" encoding="UTF-8"?>\n<inquiry>\n<orderId>${payment.reference}</orderId>\n<mode>${mode}</mode>\n</inquiry>`,
        "xml",
      );
      if (!xml.includes("<inquiryResponse"))
        throw new ProviderUnavailableError("ipara", "unreadable answer");
      if (xmlValue(xml, "result") !== "1" || xmlValue(xml, "orderId") !== payment.reference)
        return { status: "failed", reason: `not confirmed ${xmlValue(xml, "errorCode")}`.trim() };
      return {
        status: "succeeded",
        amount: Number(xmlValue(xml, "amount")),
        // ipara takes lira only, and was asked for a single payment (start refuses others).
        currencyCode: "TRY",
        installments: 1,
        providerPaymentId: payment.reference,
      };
    },
    async refund(payment, amount, ip) {
      const orderId = payment.providerPaymentId;
      const signed = `${orderId}${ip}`;
      const inquiry = await postJson("/corporate/payment/refund/inquiry", signed, {
        orderId,
        amount: String(amount),
        clientIp: ip,
      });
      if (String(inquiry.result) !== "1" || typeof inquiry.refundHash !== "string")
        throw new ProviderUnavailableError(
          "ipara",
          `refund refused: ${String(inquiry.errorCode ?? "")}`,
        );
      const answer = await postJson("/corporate/payment/refund", signed, {
        orderId,
        amount: String(amount),
        clientIp: ip,
        refundHash: inquiry.refundHash,
      });
      if (String(answer.result) !== "1")
        throw new ProviderUnavailableError(
          "ipara",
          `refund refused: ${String(answer.errorCode ?? "")}`,
        );
    },
  };
}
