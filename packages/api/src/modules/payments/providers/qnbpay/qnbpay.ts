// QNBpay (QNB's payment service on the Sipay platform), written against its documented API
// (apidocs.qnbpay.com.tr, as mirrored in github.com/trgino/qnbpay-woocommerce/docs): /api/token
// gives a Bearer token (2 h) from app_id and app_secret; /api/getpos the card's instalment options
// for a BIN; the card is taken by the shop's own form and posted by the shopper's browser to
// /api/paySmart3D (an HTML form post, never an API call), with hash_key = the encrypted
// "total|installments_number|currency_code|merchant_key|invoice_id". Every hash_key is QNBpay's
// encrypted bundle "iv:salt:base64(AES-256-CBC(data))" with key = hex(SHA-256(hex(SHA-1(app_secret))
// + salt)) cut to 32 characters and "/" written "__". QNBpay posts the browser back to
// return_url/cancel_url with a hash_key of "status|total|invoice_id|order_id|currency_code"; it
// only names the outcome: the order waits for /api/checkstatus, asked server to server, to show
// the payment Completed for the amount asked. Refunds go through /api/refund.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { CardBrand } from "../../../../contract/index.ts";
import type { PaymentProvider } from "../../payment-provider.ts";
import { ProviderUnavailableError } from "../../payment-provider.ts";
import { autoPostForm, decimalAmount, minorOfDecimal, splitName } from "../../provider-form.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface QnbpayCredentials {
  appId: string;
  appSecret: string;
  merchantKey: string;
  /** https://portal.qnbpay.com.tr/ccpayment, https://test.qnbpay.com.tr/ccpayment, or a stand-in. */
  baseUrl: string;
  timeoutMs?: number;
}

const hex = (algorithm: "sha1" | "sha256", text: string) =>
  createHash(algorithm).update(text).digest("hex");

const keyOf = (appSecret: string, salt: string) =>
  Buffer.from(hex("sha256", `${hex("sha1", appSecret)}${salt}`).slice(0, 32));

/** QNBpay's hash_key of `values` joined with "|". */
export function qnbpayHashKey(appSecret: string, values: ReadonlyArray<string | number>): string {
  const iv = hex("sha1", randomBytes(16).toString("hex")).slice(0, 16);
  const salt = hex("sha1", randomBytes(16).toString("hex")).slice(0, 4);
  const cipher = createCipheriv("aes-256-cbc", keyOf(appSecret, salt), Buffer.from(iv));
  const encrypted = Buffer.concat([cipher.update(values.join("|"), "utf8"), cipher.final()]);
  return `${iv}:${salt}:${encrypted.toString("base64")}`.replaceAll("/", "__");
}

/** The values of a QNBpay hash_key, or null when it is not one made with this app secret. */
export function qnbpayOpenHashKey(appSecret: string, hashKey: string): string[] | null {
  const [iv, salt, encrypted] = hashKey.replaceAll("__", "/").split(":");
  if (iv?.length !== 16 || !salt || !encrypted) return null;
  try {
    const decipher = createDecipheriv("aes-256-cbc", keyOf(appSecret, salt), Buffer.from(iv));
    const text = Buffer.concat([
      decipher.update(Buffer.from(encrypted, "base64")),
      decipher.final(),
    ]).toString("utf8");
    return text.includes("|") ? text.split("|") : null;
  } catch {
    return null;
  }
}

const BRANDS: Record<string, CardBrand> = {
  visa: "visa",
  mastercard: "mastercard",
  amex: "amex",
  troy: "troy",
};

/** QNBpay answers some calls as an object and some as an array of one. */
const first = (answer: Record<string, unknown>): Record<string, unknown> =>
  Array.isArray(answer) ? ((answer[0] ?? {}) as Record<string, unknown>) : answer;

const TOKEN_LIFETIME_MS = 50 * 60_000;

export function qnbpayProvider(credentials: QnbpayCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const { appSecret, merchantKey } = credentials;
  const hashKey = (...values: Array<string | number>) => qnbpayHashKey(appSecret, values);
  let token: { value: string; until: number } | null = null;
  const post = async (path: string, body: Record<string, unknown>, bearer?: string) =>
    first(
      parseJson(
        "qnbpay",
        await postToProvider("qnbpay", `${base}${path}`, {
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
          body: JSON.stringify(body),
          ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
        }),
      ),
    );
  // The token is good for two hours; it is asked again well before, as QNBpay's plugin does.
  const bearer = async () => {
    if (token && token.until > Date.now()) return token.value;
    const answer = await post("/api/token", {
      app_id: credentials.appId,
      app_secret: appSecret,
    });
    const value = (answer.data as Record<string, unknown> | undefined)?.token;
    if (Number(answer.status_code) !== 100 || typeof value !== "string")
      throw new ProviderUnavailableError("qnbpay", "no token");
    token = { value, until: Date.now() + TOKEN_LIFETIME_MS };
    return value;
  };
  const call = async (path: string, body: Record<string, unknown>) =>
    post(path, { merchant_key: merchantKey, ...body }, await bearer());

  return {
    name: "qnbpay",
    cardForm: true,
    callbackReference: "invoice_id",
    pageCarriesCard: true,
    async cardInfo(bin, cartTotal, currencyCode) {
      const answer = await call("/api/getpos", {
        credit_card: bin,
        amount: decimalAmount(cartTotal),
        currency_code: currencyCode,
        is_single_payment_allowed: true,
      });
      const options = Array.isArray(answer.data)
        ? (answer.data as Array<Record<string, unknown>>)
        : [];
      // The shop does not pass the instalment commission on (is_comission_from_user 0): every
      // count QNBpay offers costs the shopper what the cart costs.
      const counts = [
        ...new Set([1, ...options.map((o) => Number(o.installments_number)).filter((n) => n > 1)]),
      ].sort((a, b) => a - b);
      const card = options[0];
      return {
        brand: BRANDS[String(card?.card_scheme).toLowerCase()] ?? null,
        debit: /debit/i.test(String(card?.card_type)),
        bank: null,
        installments: counts.map((count) => ({
          count,
          monthly: Math.round(cartTotal / count),
          total: cartTotal,
          interest_rate: 0,
        })),
      };
    },
    async start(request) {
      const card = request.card;
      if (!card) throw new ProviderUnavailableError("qnbpay", "card form missing");
      const total = decimalAmount(request.amount);
      const buyer = splitName(request.buyer.name || card.holder);
      const fields = {
        cc_holder_name: card.holder,
        cc_no: card.number,
        expiry_month: String(card.expireMonth).padStart(2, "0"),
        expiry_year: String(card.expireYear),
        cvv: card.cvv,
        currency_code: request.currencyCode,
        installments_number: String(request.installments),
        invoice_id: request.reference,
        invoice_description: request.reference,
        total,
        merchant_key: merchantKey,
        items: JSON.stringify([
          { name: request.reference, price: total, quantity: 1, description: request.reference },
        ]),
        name: buyer.name,
        surname: buyer.surname,
        bill_email: request.buyer.email,
        bill_phone: request.buyer.phone,
        ip: request.buyer.ip,
        hash_key: hashKey(
          total,
          request.installments,
          request.currencyCode,
          merchantKey,
          request.reference,
        ),
        cancel_url: request.callbackUrl,
        return_url: request.callbackUrl,
        transaction_type: "Auth",
        is_comission_from_user: "0",
        response_method: "POST",
      };
      return {
        kind: "html",
        html: autoPostForm(`${base}/api/paySmart3D`, fields),
        providerPaymentId: null,
      };
    },
    async verify(payment, fields) {
      if (fields.invoice_id !== payment.reference)
        return { status: "rejected", reason: "callback for another payment" };
      const signed = qnbpayOpenHashKey(appSecret, fields.hash_key ?? "");
      if (!signed || signed[2] !== payment.reference)
        return { status: "rejected", reason: "bad hash_key" };
      const [status, , , , currencyCode] = signed;
      if (status !== "1")
        return { status: "failed", reason: `3-D Secure ${fields.status_code ?? ""}`.trim() };
      const answer = await call("/api/checkstatus", {
        invoice_id: payment.reference,
        include_pending_status: true,
        hash_key: hashKey(payment.reference, merchantKey),
      });
      if (
        Number(answer.status_code) !== 100 ||
        answer.transaction_status !== "Completed" ||
        answer.transaction_type !== "Auth" ||
        String(answer.invoice_id) !== payment.reference
      )
        return { status: "failed", reason: `not confirmed ${String(answer.status_code)}` };
      return {
        status: "succeeded",
        amount: minorOfDecimal(answer.transaction_amount),
        // checkstatus names neither: the currency is the one QNBpay signed in its hash_key, the
        // instalments the count the shop signed into the payment's (QNBpay refuses another).
        currencyCode: currencyCode ?? "",
        installments: payment.installments,
        providerPaymentId: payment.reference,
      };
    },
    async refund(payment, amount) {
      const total = decimalAmount(amount);
      const answer = await call("/api/refund", {
        invoice_id: payment.providerPaymentId,
        amount: total,
        hash_key: hashKey(total, payment.providerPaymentId, merchantKey),
      });
      if (Number(answer.status_code) !== 100)
        throw new ProviderUnavailableError(
          "qnbpay",
          `refund refused: ${String(answer.status_code)}`,
        );
    },
  };
}
