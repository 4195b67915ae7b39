// A stand-in for Google's side of Google Pay: a root signing key and an intermediate key made in
// the test, and ECv2 tokens built as "Payment data cryptography for merchants" describes
// (the sender's signatures over length-prefixed parts, ECIES-v1 encryption to the merchant's key),
// so that the shop's recipient is tested against the protocol, not against itself.
import {
  createCipheriv,
  createHmac,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
  sign,
} from "node:crypto";
import { lengthValue, uncompressedPoint } from "../../src/modules/payments/wallets/google-pay.ts";

const DAY = 86_400_000;

export function ecKeyPair() {
  return generateKeyPairSync("ec", { namedCurve: "prime256v1" });
}

const spki = (key: KeyObject) => key.export({ format: "der", type: "spki" }).toString("base64");
const ecdsa = (key: KeyObject, data: Buffer) =>
  sign("sha256", data, { key, dsaEncoding: "der" }).toString("base64");

export interface GoogleTokenOptions {
  merchantId?: string;
  now?: number;
  messageId?: string;
  pan?: string;
  authMethod?: "PAN_ONLY" | "CRYPTOGRAM_3DS";
  expirationYear?: number;
  intermediateExpiration?: number;
  messageExpiration?: number;
  /** Sign the intermediate key with another key than the root's. */
  intermediateSigner?: KeyObject;
  /** Encrypt to another key than the merchant's. */
  recipientPublicKey?: KeyObject;
  /** Change a byte of the encrypted message after signing. */
  tamper?: "signature" | "message";
}

export class GoogleStandIn {
  readonly root = ecKeyPair();
  readonly intermediate = ecKeyPair();
  readonly merchant = ecKeyPair();

  readonly merchantId: string;

  constructor(merchantId = "12345678901234567890") {
    this.merchantId = merchantId;
  }

  /** The keys.json document Google publishes, with this stand-in's root key. */
  rootKeysJson(expiration = Date.now() + 365 * DAY): string {
    return JSON.stringify({
      keys: [
        {
          keyValue: spki(this.root.publicKey),
          protocolVersion: "ECv2",
          keyExpiration: `${expiration}`,
        },
      ],
    });
  }

  merchantPrivateKeyBase64(): string {
    return this.merchant.privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");
  }

  token(options: GoogleTokenOptions = {}): { token: string; messageId: string } {
    const now = options.now ?? Date.now();
    const messageId = options.messageId ?? randomBytes(12).toString("base64url");
    const plain = JSON.stringify({
      messageExpiration: `${options.messageExpiration ?? now + 60 * 60_000}`,
      messageId,
      paymentMethod: "CARD",
      paymentMethodDetails: {
        expirationYear: options.expirationYear ?? new Date(now).getUTCFullYear() + 3,
        expirationMonth: 12,
        pan: options.pan ?? "4111111111111111",
        authMethod: options.authMethod ?? "PAN_ONLY",
        ...(options.authMethod === "CRYPTOGRAM_3DS"
          ? { cryptogram: randomBytes(20).toString("base64"), eciIndicator: "05" }
          : {}),
      },
    });
    // ECIES-v1: an ephemeral P-256 key, HKDF-SHA256 over (ephemeral point || shared secret) with
    // info "Google" giving the AES-256-CTR key and the HMAC-SHA256 key.
    const ephemeral = ecKeyPair();
    const ephemeralPoint = Buffer.from(uncompressedPoint(ephemeral.publicKey), "base64");
    const shared = diffieHellman({
      privateKey: ephemeral.privateKey,
      publicKey: options.recipientPublicKey ?? this.merchant.publicKey,
    });
    const keys = Buffer.from(
      hkdfSync("sha256", Buffer.concat([ephemeralPoint, shared]), Buffer.alloc(0), "Google", 64),
    );
    const cipher = createCipheriv("aes-256-ctr", keys.subarray(0, 32), Buffer.alloc(16));
    const encrypted = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    const tag = createHmac("sha256", keys.subarray(32)).update(encrypted).digest();
    if (options.tamper === "message") encrypted[0] = (encrypted[0] ?? 0) ^ 1;
    const signedMessage = JSON.stringify({
      encryptedMessage: encrypted.toString("base64"),
      ephemeralPublicKey: ephemeralPoint.toString("base64"),
      tag: tag.toString("base64"),
    });
    const signedKey = JSON.stringify({
      keyValue: spki(this.intermediate.publicKey),
      keyExpiration: `${options.intermediateExpiration ?? now + DAY}`,
    });
    const intermediateSignature = ecdsa(
      options.intermediateSigner ?? this.root.privateKey,
      lengthValue("Google", "ECv2", signedKey),
    );
    const merchant = `merchant:${options.merchantId ?? this.merchantId}`;
    let signature = ecdsa(
      this.intermediate.privateKey,
      lengthValue("Google", merchant, "ECv2", signedMessage),
    );
    if (options.tamper === "signature") {
      const bytes = Buffer.from(signature, "base64");
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
      signature = bytes.toString("base64");
    }
    return {
      messageId,
      token: JSON.stringify({
        signature,
        intermediateSigningKey: { signedKey, signatures: [intermediateSignature] },
        protocolVersion: "ECv2",
        signedMessage,
      }),
    };
  }
}
