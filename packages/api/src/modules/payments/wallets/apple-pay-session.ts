// Apple Pay's merchant validation: when the shopper taps the button, Safari gives the page a
// validation URL; the shop's server POSTs the merchant's identifier, display name and domain
// there, authenticating with the merchant identity certificate (mutual TLS), and hands Apple's
// opaque merchant session back to the page. The URL comes from the browser, so only Apple's
// gateway hosts are called (never an address a shopper chose); a loopback stand-in is allowed
// only when the server is built for tests with its own CA.
import { request } from "node:https";

const APPLE_GATEWAY = /^apple-pay-gateway[a-z0-9-]*\.apple\.com$/;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
export const MERCHANT_VALIDATION_TIMEOUT_MS = 10_000;

export class MerchantValidationError extends Error {
  readonly kind: "refused_url" | "unavailable";
  constructor(kind: "refused_url" | "unavailable", detail: string) {
    super(detail);
    this.name = "MerchantValidationError";
    this.kind = kind;
  }
}

export interface MerchantValidationOptions {
  merchantId: string;
  displayName: string;
  /** The shop's domain, registered with Apple (initiativeContext). */
  domain: string;
  /** The merchant identity certificate and its private key, PEM. */
  identityCert: string;
  identityKey: string;
  /** Tests only: also accept a loopback stand-in whose certificate this CA issued. */
  loopbackCa?: string;
  timeoutMs?: number;
}

export function checkValidationUrl(value: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new MerchantValidationError("refused_url", "not a URL");
  }
  const host = url.hostname.toLowerCase();
  if (
    url.protocol !== "https:" ||
    url.username ||
    url.password ||
    !(APPLE_GATEWAY.test(host) || (allowLoopback && LOOPBACK.has(host)))
  )
    throw new MerchantValidationError("refused_url", "not an Apple Pay gateway");
  return url;
}

export function merchantValidation(options: MerchantValidationOptions) {
  return {
    /** Apple's merchant session for the page, as Apple answered it. */
    async session(validationUrl: string): Promise<Record<string, unknown>> {
      const url = checkValidationUrl(validationUrl, options.loopbackCa !== undefined);
      const body = JSON.stringify({
        merchantIdentifier: options.merchantId,
        displayName: options.displayName,
        initiative: "web",
        initiativeContext: options.domain,
      });
      const text = await new Promise<string>((resolve, reject) => {
        const req = request(
          url,
          {
            method: "POST",
            cert: options.identityCert,
            key: options.identityKey,
            ...(options.loopbackCa ? { ca: options.loopbackCa } : {}),
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
            },
            timeout: options.timeoutMs ?? MERCHANT_VALIDATION_TIMEOUT_MS,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              res.statusCode === 200
                ? resolve(Buffer.concat(chunks).toString("utf8"))
                : reject(new MerchantValidationError("unavailable", `HTTP ${res.statusCode}`)),
            );
          },
        );
        req.on("timeout", () =>
          req.destroy(new MerchantValidationError("unavailable", "timed out")),
        );
        req.on("error", (error) =>
          reject(
            error instanceof MerchantValidationError
              ? error
              : new MerchantValidationError("unavailable", "unreachable"),
          ),
        );
        req.end(body);
      });
      try {
        const session: unknown = JSON.parse(text);
        if (session && typeof session === "object") return session as Record<string, unknown>;
      } catch {
        // Falls through: an answer that is not a session.
      }
      throw new MerchantValidationError("unavailable", "unreadable answer");
    },
  };
}

export type MerchantValidation = ReturnType<typeof merchantValidation>;
