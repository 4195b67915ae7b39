// Which wallets (Google Pay, Apple Pay) this shop offers: like the card providers
// (provider-config.ts), a wallet is on only when all of its settings are in the environment, and a
// partly set wallet is a mistake reported at boot. Keys and root keys are read here once, from the
// variable or from the file it names, never fetched while a shopper waits; they stay inside the
// recipients' closures and nothing returns or logs them.
import { createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import type { PaymentProvider } from "../payment-provider.ts";
import { type ApplePayRecipient, applePayRecipient } from "./apple-pay.ts";
import { type MerchantValidation, merchantValidation } from "./apple-pay-session.ts";
import {
  type GooglePayRecipient,
  googlePayRecipient,
  parseGoogleRootKeys,
  uncompressedPoint,
} from "./google-pay.ts";

type Env = Record<string, string | undefined>;

export const GOOGLE_PAY_ENVIRONMENTS = ["TEST", "PRODUCTION"] as const;

export interface GooglePayWallet {
  recipient: GooglePayRecipient;
  /** What the browser's PaymentDataRequest needs; nothing secret. */
  browser: {
    environment: (typeof GOOGLE_PAY_ENVIRONMENTS)[number];
    merchantId: string;
    merchantName: string;
    /** The shop's ECv2 public key (base64 uncompressed point) for DIRECT tokenization. */
    publicKey: string;
  };
}

export interface ApplePayWallet {
  recipient: ApplePayRecipient;
  validation: MerchantValidation;
  /** What the browser's ApplePayPaymentRequest needs; nothing secret. */
  browser: { merchantId: string; displayName: string; countryCode: string };
}

export interface Wallets {
  googlePay?: GooglePayWallet;
  applePay?: ApplePayWallet;
}

const isP256 = (key: KeyObject) =>
  key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1";

/** A private key given as PEM, or as base64 PKCS#8 DER (how Google's guide prints it). */
export function readPrivateKey(text: string): KeyObject {
  if (text.includes("-----BEGIN")) return createPrivateKey(text);
  return createPrivateKey({ key: Buffer.from(text, "base64"), format: "der", type: "pkcs8" });
}

export function walletsFromEnv(
  env: Env,
  cardProviders: PaymentProvider[],
): { wallets: Wallets; problems: string[] } {
  const wallets: Wallets = {};
  const problems: string[] = [];
  /** NAME, or the contents of the file NAME_FILE names. */
  const valueOrFile = (name: string): string | undefined => {
    if (env[name] && env[`${name}_FILE`])
      problems.push(`${name}_FILE: ${name} and ${name}_FILE are not set together`);
    const file = env[`${name}_FILE`];
    if (!file) return env[name];
    try {
      return readFileSync(file, "utf8");
    } catch {
      problems.push(`${name}_FILE: cannot be read`);
      return undefined;
    }
  };
  const read = <T>(name: string, value: string, parse: (v: string) => T): T | undefined => {
    try {
      return parse(value);
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : "cannot be read"}`);
      return undefined;
    }
  };

  const google = {
    GOOGLE_PAY_MERCHANT_ID: env.GOOGLE_PAY_MERCHANT_ID,
    GOOGLE_PAY_PRIVATE_KEY: valueOrFile("GOOGLE_PAY_PRIVATE_KEY"),
    GOOGLE_PAY_ROOT_KEYS: valueOrFile("GOOGLE_PAY_ROOT_KEYS"),
  };
  const complete = (settings: Record<string, string | undefined>) => {
    const missing = Object.keys(settings).filter((name) => !settings[name]);
    if (missing.length && missing.length < Object.keys(settings).length)
      for (const name of missing)
        problems.push(
          `${name}: ${Object.keys(settings).join(", ")} are set together or not at all`,
        );
    return missing.length === 0;
  };
  const cardPathProblem = (name: string) => {
    if (cardProviders.some((provider) => provider.name !== "test"))
      problems.push(
        `${name}: wallet cards are charged through the test gateway only; none of the configured card providers takes them yet (api-023)`,
      );
    else if (cardProviders.length === 0)
      problems.push(`${name}: wallet cards are charged through the test gateway, which is off`);
  };
  const environment = env.GOOGLE_PAY_ENVIRONMENT ?? "TEST";
  if (!(GOOGLE_PAY_ENVIRONMENTS as readonly string[]).includes(environment))
    problems.push("GOOGLE_PAY_ENVIRONMENT: must be TEST or PRODUCTION");
  if (complete(google)) {
    const privateKey = read(
      "GOOGLE_PAY_PRIVATE_KEY",
      google.GOOGLE_PAY_PRIVATE_KEY as string,
      (v) => {
        const key = readPrivateKey(v);
        if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1")
          throw new Error("must be an EC P-256 private key");
        return key;
      },
    );
    const rootKeys = read("GOOGLE_PAY_ROOT_KEYS", google.GOOGLE_PAY_ROOT_KEYS as string, (v) =>
      parseGoogleRootKeys(v),
    );
    cardPathProblem("GOOGLE_PAY_MERCHANT_ID");
    if (privateKey && rootKeys)
      wallets.googlePay = {
        recipient: googlePayRecipient({
          merchantId: google.GOOGLE_PAY_MERCHANT_ID as string,
          privateKey,
          rootKeys,
        }),
        browser: {
          environment: environment as GooglePayWallet["browser"]["environment"],
          merchantId: google.GOOGLE_PAY_MERCHANT_ID as string,
          merchantName: env.GOOGLE_PAY_MERCHANT_NAME ?? "",
          publicKey: uncompressedPoint(privateKey),
        },
      };
  }

  const apple = {
    APPLE_PAY_MERCHANT_ID: env.APPLE_PAY_MERCHANT_ID,
    APPLE_PAY_DOMAIN: env.APPLE_PAY_DOMAIN,
    APPLE_PAY_MERCHANT_CERT: valueOrFile("APPLE_PAY_MERCHANT_CERT"),
    APPLE_PAY_MERCHANT_KEY: valueOrFile("APPLE_PAY_MERCHANT_KEY"),
    APPLE_PAY_PAYMENT_KEY: valueOrFile("APPLE_PAY_PAYMENT_KEY"),
    APPLE_PAY_ROOT_CA: valueOrFile("APPLE_PAY_ROOT_CA"),
  };
  const countryCode = env.APPLE_PAY_COUNTRY_CODE ?? "TR";
  if (!/^[A-Z]{2}$/.test(countryCode))
    problems.push("APPLE_PAY_COUNTRY_CODE: must be two capital letters (ISO 3166)");
  if (complete(apple)) {
    const paymentKey = read("APPLE_PAY_PAYMENT_KEY", apple.APPLE_PAY_PAYMENT_KEY as string, (v) => {
      const key = readPrivateKey(v);
      if (!isP256(key)) throw new Error("must be an EC P-256 private key");
      return key;
    });
    const rootCa = read("APPLE_PAY_ROOT_CA", apple.APPLE_PAY_ROOT_CA as string, (v) =>
      v.includes("-----BEGIN")
        ? new X509Certificate(v)
        : new X509Certificate(Buffer.from(v, "base64")),
    );
    const identity = read(
      "APPLE_PAY_MERCHANT_CERT",
      apple.APPLE_PAY_MERCHANT_CERT as string,
      (v) => {
        const certificate = new X509Certificate(v);
        if (!certificate.checkPrivateKey(readPrivateKey(apple.APPLE_PAY_MERCHANT_KEY as string)))
          throw new Error("does not match APPLE_PAY_MERCHANT_KEY");
        return certificate;
      },
    );
    cardPathProblem("APPLE_PAY_MERCHANT_ID");
    if (paymentKey && rootCa && identity) {
      const merchantId = apple.APPLE_PAY_MERCHANT_ID as string;
      const displayName = env.APPLE_PAY_DISPLAY_NAME ?? (apple.APPLE_PAY_DOMAIN as string);
      wallets.applePay = {
        recipient: applePayRecipient({ merchantId, paymentKey, rootCa }),
        validation: merchantValidation({
          merchantId,
          displayName,
          domain: apple.APPLE_PAY_DOMAIN as string,
          identityCert: apple.APPLE_PAY_MERCHANT_CERT as string,
          identityKey: readPrivateKey(apple.APPLE_PAY_MERCHANT_KEY as string).export({
            format: "pem",
            type: "pkcs8",
          }) as string,
        }),
        browser: { merchantId, displayName, countryCode },
      };
    }
  }
  return { wallets, problems };
}
