// Which wallets (Google Pay, Apple Pay) this shop offers: like the card providers
// (provider-config.ts), a wallet is on only when all of its settings are in the environment, and a
// partly set wallet is a mistake reported at boot. Keys and root keys are read here once, from the
// variable or from the file it names, never fetched while a shopper waits; they stay inside the
// recipients' closures and nothing returns or logs them.
import { createPrivateKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  type GooglePayRecipient,
  googlePayRecipient,
  parseGoogleRootKeys,
  uncompressedPoint,
} from "./google-pay.ts";
import type { PaymentProvider } from "./payment-provider.ts";

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

export interface Wallets {
  googlePay?: GooglePayWallet;
}

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
  const given = Object.entries(google).filter(([, v]) => v);
  if (given.length && given.length < 3)
    for (const [name] of Object.entries(google).filter(([, v]) => !v))
      problems.push(`${name}: ${Object.keys(google).join(", ")} are set together or not at all`);
  const environment = env.GOOGLE_PAY_ENVIRONMENT ?? "TEST";
  if (!(GOOGLE_PAY_ENVIRONMENTS as readonly string[]).includes(environment))
    problems.push("GOOGLE_PAY_ENVIRONMENT: must be TEST or PRODUCTION");
  if (given.length === 3) {
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
    if (cardProviders.length)
      problems.push(
        "GOOGLE_PAY_MERCHANT_ID: wallet cards are charged through the test gateway only; none of the configured card providers takes them yet (api-023)",
      );
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
  return { wallets, problems };
}
