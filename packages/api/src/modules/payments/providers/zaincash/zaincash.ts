// ZainCash (Iraq), written against its merchant API documentation (version 1.0): the shop signs a
// JWT (HS256, under the merchant secret) of the amount in whole dinars, a service type, the
// merchant wallet's msisdn, the order id and the redirect URL, and posts it with the merchant id to
// /transaction/init, which answers a transaction id; the shopper pays on
// /transaction/pay?id=...; ZainCash sends the browser back to the redirect URL with `token`, a JWT
// signed under the same secret saying the status, order id and transaction id. That token is
// checked (signature, expiry, that it names this payment) and is still not proof: the server asks
// /transaction/get, with its own signed JWT of the transaction id, and places the order only for a
// completed transaction of exactly the amount asked. ZainCash takes IQD only and has no refund in
// its merchant API: a refund is made from the merchant's wallet and refused here with a reason.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentProvider } from "../../payment-provider.ts";
import { ProviderUnavailableError, singlePayment } from "../../payment-provider.ts";
import { parseJson, postToProvider } from "../../provider-http.ts";

export interface ZaincashCredentials {
  merchantId: string;
  secret: string;
  /** The merchant wallet's phone number (9647xxxxxxxxx) that receives the money. */
  msisdn: string;
  /** https://api.zaincash.iq, https://test.zaincash.iq (test), or a stand-in. */
  baseUrl: string;
  /** How long to wait for an answer (PROVIDER_TIMEOUT_MS unless a test asks for less). */
  timeoutMs?: number;
}

/** ZainCash's smallest transaction, in dinars. */
export const ZAINCASH_MIN_IQD = 250;
const TOKEN_HOURS = 4;

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

/** A JWT signed with HS256, the one algorithm ZainCash uses. */
export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const head = `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${base64url(createHmac("sha256", secret).update(head).digest())}`;
}

/** The payload of an HS256 JWT signed under `secret` and not expired; null otherwise. */
export function readHs256(
  token: string,
  secret: string,
  now = Date.now(),
): Record<string, unknown> | null {
  const [header, payload, signature, ...rest] = token.split(".");
  if (!header || !payload || signature === undefined || rest.length) return null;
  try {
    if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "HS256") return null;
    const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString());
    if (!claims || typeof claims !== "object") return null;
    const exp = (claims as { exp?: unknown }).exp;
    if (typeof exp === "number" && exp * 1000 < now) return null;
    return claims as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function zaincashProvider(credentials: ZaincashCredentials): PaymentProvider {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const sign = (claims: Record<string, unknown>) => {
    const iat = Math.floor(Date.now() / 1000);
    return signHs256({ ...claims, iat, exp: iat + TOKEN_HOURS * 3600 }, credentials.secret);
  };
  const post = async (path: string, fields: Record<string, string>) =>
    parseJson(
      "zaincash",
      await postToProvider("zaincash", `${base}${path}`, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        ...(credentials.timeoutMs ? { timeoutMs: credentials.timeoutMs } : {}),
      }),
    );

  return {
    name: "zaincash",
    cardForm: false,
    currencies: ["IQD"],
    verifiesOnReturn: true,
    async cardInfo(_bin, cartTotal) {
      return singlePayment(cartTotal);
    },
    async start(request) {
      // ZainCash counts whole dinars: an amount with fils, or under its minimum, is not sent.
      if (request.amount % 100 !== 0 || request.amount / 100 < ZAINCASH_MIN_IQD)
        return { kind: "declined", reason: "amount not whole dinars or under the minimum" };
      const answer = await post("/transaction/init", {
        token: sign({
          amount: request.amount / 100,
          serviceType: "Order",
          msisdn: credentials.msisdn,
          orderId: request.reference,
          redirectUrl: request.returnUrl,
        }),
        merchantId: credentials.merchantId,
        lang: request.lang === "ar" ? "ar" : "en",
      });
      if (typeof answer.id !== "string" || !answer.id)
        return { kind: "declined", reason: "transaction not created" };
      return {
        kind: "redirect",
        url: `${base}/transaction/pay?id=${encodeURIComponent(answer.id)}`,
        providerPaymentId: answer.id,
      };
    },
    async verify(payment, fields) {
      const claims = readHs256(fields.token ?? "", credentials.secret);
      if (!claims) return { status: "rejected", reason: "bad or expired token" };
      if (claims.orderid !== payment.reference || claims.id !== payment.providerPaymentId)
        return { status: "rejected", reason: "token of another payment" };
      if (claims.status === "failed")
        return { status: "failed", reason: `declined ${String(claims.msg ?? "")}`.trim() };
      const answer = await post("/transaction/get", {
        token: sign({ id: payment.providerPaymentId, msisdn: credentials.msisdn }),
        merchantId: credentials.merchantId,
      });
      if (answer.id !== payment.providerPaymentId)
        throw new ProviderUnavailableError("zaincash", "status of another transaction");
      if (answer.status !== "completed" && answer.status !== "success")
        return { status: "failed", reason: `transaction ${String(answer.status)}` };
      if (answer.orderId !== undefined && answer.orderId !== payment.reference)
        return { status: "rejected", reason: "transaction of another order" };
      return {
        status: "succeeded",
        amount: Math.round(Number(answer.amount) * 100),
        currencyCode: "IQD",
        installments: 1,
        providerPaymentId: payment.providerPaymentId as string,
      };
    },
    async refund() {
      throw new ProviderUnavailableError(
        "zaincash",
        "ZainCash's merchant API has no refund: pay it back from the merchant wallet",
      );
    },
  };
}
