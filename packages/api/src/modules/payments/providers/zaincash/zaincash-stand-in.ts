// A stand-in for ZainCash's merchant API on the loopback interface, for the API's tests. It checks
// each request the way ZainCash documents it: the merchant id, and a JWT signed HS256 under the
// merchant secret whose claims carry the amount in whole dinars (at least 250), the merchant
// wallet's msisdn, the order id and the redirect URL (init), or the transaction id (get). It answers
// with ZainCash's shapes: the transaction id, or an `err` with a message; the wallet page's outcome
// as the redirect URL with a signed `token` (status, orderid, id, msg); and the transaction's
// status. Its JWT code is written here from the documentation, not taken from the adapter.
import { createHmac, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LoopbackStandIn } from "../../loopback-stand-in.ts";

export interface ZaincashStandInOptions {
  merchantId: string;
  secret: string;
  msisdn: string;
  port?: number;
}

interface Transaction {
  id: string;
  amount: number;
  orderId: string;
  redirectUrl: string;
  status: "pending" | "completed" | "failed";
}

const b64 = (text: string) => Buffer.from(text).toString("base64url");

export class ZaincashStandIn extends LoopbackStandIn {
  readonly transactions = new Map<string, Transaction>();
  readonly requests: Array<{ path: string; claims: Record<string, unknown> | null }> = [];
  private readonly options: ZaincashStandInOptions;

  constructor(options: ZaincashStandInOptions) {
    super(options.port);
    this.options = options;
  }

  /** A JWT as ZainCash makes it: HS256 under the merchant secret. */
  sign(claims: Record<string, unknown>, secret = this.options.secret): string {
    const head = `${b64(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${b64(JSON.stringify(claims))}`;
    return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`;
  }

  private claimsOf(token: string): Record<string, unknown> | null {
    const [header, payload, signature] = token.split(".");
    const expected = createHmac("sha256", this.options.secret)
      .update(`${header}.${payload}`)
      .digest("base64url");
    if (!payload || signature !== expected) return null;
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<
      string,
      unknown
    >;
    if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now()) return null;
    return claims;
  }

  protected async handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    await this.delay();
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    const form = new URLSearchParams(raw);
    const send = (body: Record<string, unknown>) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(body));
    };
    const error = (msg: string) => send({ err: { msg } });
    const claims =
      form.get("merchantId") === this.options.merchantId
        ? this.claimsOf(form.get("token") ?? "")
        : null;
    this.requests.push({ path, claims });
    if (!claims) return error("Invalid token or merchant");
    if (claims.msisdn !== this.options.msisdn) return error("Invalid msisdn");
    if (path === "/transaction/init") {
      const amount = claims.amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 250)
        return error("Amount must be a whole number of at least 250 IQD");
      if (typeof claims.redirectUrl !== "string" || typeof claims.orderId !== "string")
        return error("Missing redirectUrl or orderId");
      const transaction: Transaction = {
        id: randomBytes(12).toString("hex"),
        amount,
        orderId: claims.orderId,
        redirectUrl: claims.redirectUrl,
        status: "pending",
      };
      this.transactions.set(transaction.id, transaction);
      return send({
        source: "web",
        type: "MERCHANT_PAYMENT",
        amount: String(amount),
        to: this.options.merchantId,
        serviceType: claims.serviceType,
        lang: form.get("lang"),
        orderId: transaction.orderId,
        currencyConversion: false,
        referenceNumber: randomBytes(3).toString("hex").toUpperCase(),
        redirectUrl: transaction.redirectUrl,
        credit: false,
        status: "pending",
        id: transaction.id,
      });
    }
    if (path === "/transaction/get") {
      const transaction = this.transactions.get(String(claims.id));
      if (!transaction) return error("Transaction not found");
      return send({
        id: transaction.id,
        status: transaction.status,
        amount: String(transaction.amount),
        orderId: transaction.orderId,
        to: this.options.merchantId,
        type: "MERCHANT_PAYMENT",
        currencyConversion: false,
      });
    }
    res.statusCode = 404;
    return error("Not found");
  }

  /** The wallet page's outcome: where ZainCash sends the shopper's browser, with its token. */
  pay(id: string, success: boolean): string {
    const transaction = this.transactions.get(id);
    if (!transaction) throw new Error(`unknown transaction ${id}`);
    if (transaction.status === "pending") transaction.status = success ? "completed" : "failed";
    const iat = Math.floor(Date.now() / 1000);
    const url = new URL(transaction.redirectUrl);
    url.searchParams.set(
      "token",
      this.sign({
        status: success ? "success" : "failed",
        orderid: transaction.orderId,
        id: transaction.id,
        msg: success ? "" : "Insufficient balance",
        iat,
        exp: iat + 3600,
      }),
    );
    return url.toString();
  }
}
