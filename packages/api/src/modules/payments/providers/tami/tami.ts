// Tami (Garanti BBVA's virtual POS, paymentapi.tami.com.tr), written against Tami's published
// sample integration (the PHP sample library: lib/common_lib.php for the headers,
// securityHashV2.php and lib/JWKResource.php for the signed hash) and, for the calls that sample
// does not make, two open-source clients written against dev.tami.com.tr: the Omnipay driver
// omnipay-tami (the callback's hashedData, payment/query) and CP.VPOS's Tami service
// (docs/decisions/api-026-tami.md).
//
// Every call is a JSON POST with the headers PG-Api-Version v2, a fresh correlationId and
// PG-Auth-Token = merchant:terminal:Base64(SHA-256(merchant + terminal + secretKey)); its body
// carries securityHash, an HS512 JWT whose payload is the body without it, signed with
// k = Base64(SHA-512(secretKey + fixed K + merchant + terminal)) and naming
// kid = Base64(SHA-512(secretKey + fixed KID)). The fixed KID and K values are Tami's, given with
// the credentials.
//
// The shop's card form takes the card, and the server sends it with payment/auth (amount as a
// decimal in lira, callbackUrl, so 3-D Secure); the answer's threeDSHtmlContent (Base64) is the
// bank's page. The bank posts the browser back to callbackUrl with orderId, success and
// hashedData, an HMAC-SHA256 under the secret key over the fields hashParams lists: a callback
// without it, or with a wrong one, changes nothing. A signed callback still only names the payment:
// the server takes it with payment/complete-3ds and places the order when payment/query shows it
// paid (SUCCESS) for this orderId, amount, currency and instalments.
import { createHash, createHmac, randomUUID } from "node:crypto";
import type { PaymentProvider } from "../../payment-provider.ts";
import { ProviderUnavailableError, singlePayment } from "../../payment-provider.ts";
import { decimalAmount, minorOfDecimal, sameText, splitName } from "../../provider-form.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface TamiCredentials {
  merchantNumber: string;
  terminalNumber: string;
  secretKey: string;
  /** Tami's fixed values the JWK's kid and k are derived from. */
  fixedKidValue: string;
  fixedKValue: string;
  /** https://paymentapi.tami.com.tr, https://sandbox-paymentapi.tami.com.tr, or a stand-in. */
  baseUrl: string;
  timeoutMs?: number;
}

const base64Url = (data: Buffer | string) => Buffer.from(data).toString("base64url");
const sha = (algorithm: "sha256" | "sha512", text: string) =>
  createHash(algorithm).update(text, "utf8").digest("base64");

/** The PG-Auth-Token header (common_lib.php). */
export const tamiAuthToken = (merchant: string, terminal: string, secretKey: string) =>
  `${merchant}:${terminal}:${sha("sha256", `${merchant}${terminal}${secretKey}`)}`;

/** securityHash: the HS512 JWT over `payload`, the body's JSON text (securityHashV2.php). */
export function tamiSecurityHash(credentials: TamiCredentials, payload: string): string {
  const { merchantNumber, terminalNumber, secretKey } = credentials;
  const kid = sha("sha512", `${secretKey}${credentials.fixedKidValue}`);
  const k = sha(
    "sha512",
    `${secretKey}${credentials.fixedKValue}${merchantNumber}${terminalNumber}`,
  );
  const signed = `${base64Url(JSON.stringify({ kid, typ: "JWT", alg: "HS512" }))}.${base64Url(payload)}`;
  const signature = createHmac("sha512", Buffer.from(k, "base64")).update(signed).digest();
  return `${signed}.${base64Url(signature)}`;
}

/**
 * Whether the callback's hashedData is Base64(HMAC-SHA256(secretKey, the fields its hashParams
 * names, "+"-separated, joined)). Tami posts success as "1"/"0" but is said to sign "true"/"false"
 * (omnipay-tami): either form made with the secret key is Tami's.
 */
export function tamiCallbackSigned(fields: Record<string, string>, secretKey: string): boolean {
  const names = (fields.hashParams ?? "").split("+").filter(Boolean);
  if (!names.length || !fields.hashedData) return false;
  const hash = (success: string | undefined) =>
    createHmac("sha256", secretKey)
      .update(names.map((n) => (n === "success" ? success : fields[n]) ?? "").join(""), "utf8")
      .digest("base64");
  const canonical = { "1": "true", "0": "false" }[fields.success ?? ""] ?? fields.success;
  return [fields.success, canonical].some((success) =>
    sameText(hash(success), fields.hashedData as string),
  );
}

export function tamiProvider(credentials: TamiCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const authToken = tamiAuthToken(
    credentials.merchantNumber,
    credentials.terminalNumber,
    credentials.secretKey,
  );
  const call = async (path: string, fields: Record<string, unknown>) => {
    const securityHash = tamiSecurityHash(credentials, JSON.stringify(fields));
    const answer = parseJson(
      "tami",
      await postToProvider("tami", `${base}${path}`, {
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "accept-language": "tr",
          "PG-Api-Version": "v2",
          "PG-Auth-Token": authToken,
          correlationId: randomUUID(),
        },
        body: JSON.stringify({ ...fields, securityHash }),
        ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
      }),
    );
    return { ok: answer.success === true, answer };
  };

  return {
    name: "tami",
    cardForm: true,
    callbackReference: "orderId",
    // Only lira is shown in the samples read; no other currency is offered until Tami's list of
    // currencies is confirmed.
    currencies: ["TRY"],
    // The bank's page is kept only until the shopper opens it.
    pageCarriesCard: true,
    async cardInfo(_bin, cartTotal) {
      // installment/installment-info lists the counts the terminal may take, but not what each
      // costs the shopper: no count is offered whose price the shop could not show, so one
      // payment only.
      return singlePayment(cartTotal);
    },
    async start(request) {
      const card = request.card;
      if (!card) throw new ProviderUnavailableError("tami", "card form missing");
      const buyer = splitName(request.buyer.name || card.holder);
      const { ok, answer } = await call("/payment/auth", {
        orderId: request.reference,
        amount: Number(decimalAmount(request.amount)),
        currency: "TRY",
        installmentCount: request.installments,
        paymentGroup: "PRODUCT",
        callbackUrl: request.callbackUrl,
        card: {
          holderName: card.holder,
          number: card.number,
          expireMonth: card.expireMonth,
          expireYear: card.expireYear,
          cvv: card.cvv,
        },
        buyer: {
          buyerId: request.buyer.id,
          name: buyer.name || buyer.surname,
          surName: buyer.surname || buyer.name,
          emailAddress: request.buyer.email,
          phoneNumber: request.buyer.phone,
          ipAddress: request.buyer.ip,
          city: request.buyer.city,
          country: request.buyer.country,
          registrationAddress: request.buyer.address,
        },
      });
      const html =
        typeof answer.threeDSHtmlContent === "string"
          ? Buffer.from(answer.threeDSHtmlContent, "base64").toString("utf8")
          : "";
      if (!ok || !html)
        return {
          kind: "declined",
          reason: `payment/auth ${String(answer.errorCode ?? "")}`.trim(),
        };
      return { kind: "html", html, providerPaymentId: null };
    },
    async verify(payment, fields) {
      if (fields.orderId !== payment.reference)
        return { status: "rejected", reason: "callback for another payment" };
      if (!tamiCallbackSigned(fields, credentials.secretKey))
        return { status: "rejected", reason: "bad hashedData" };
      // The callback's own success and amount decide nothing: the payment is taken with
      // complete-3ds, and payment/query says what was taken. A complete-3ds refused because an
      // earlier one (whose answer was lost) already took it is settled by the query too.
      await call("/payment/complete-3ds", { orderId: payment.reference });
      const { ok, answer } = await call("/payment/query", {
        orderId: payment.reference,
        isTransactionDetail: "false",
      });
      if (!ok || answer.paymentStatus !== "SUCCESS" || answer.orderId !== payment.reference)
        return { status: "failed", reason: `payment/query ${String(answer.paymentStatus ?? "")}` };
      return {
        status: "succeeded",
        amount: minorOfDecimal(answer.amount),
        currencyCode: String(answer.currency),
        installments: Math.max(1, Number(answer.installmentCount)),
        providerPaymentId: payment.reference,
      };
    },
    async refund(payment, amount) {
      // payment/reverse takes the shop's orderId; with an amount it is a refund, not a void.
      const { ok, answer } = await call("/payment/reverse", {
        orderId: payment.reference,
        amount: Number(decimalAmount(amount)),
      });
      if (!ok)
        throw new ProviderUnavailableError(
          "tami",
          `refund refused: ${String(answer.errorCode ?? "")}`,
        );
    },
  };
}
