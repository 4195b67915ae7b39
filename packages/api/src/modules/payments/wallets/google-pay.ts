// Google Pay with tokenization type DIRECT: the shop itself receives the card, signed by Google
// and encrypted to the shop's key, and checks and opens it as Google's "Payment data cryptography
// for merchants" (protocolVersion ECv2) describes, the same steps as Tink's
// PaymentMethodTokenRecipient:
//   1. the intermediate signing key is signed by one of Google's root signing keys (configured,
//      never fetched while a shopper waits) that has not expired, and has not expired itself;
//   2. the signed message is signed by the intermediate key, for this merchant ("merchant:<id>");
//   3. the message is decrypted (ECIES-v1: ECDH on P-256 with the ephemeral key, HKDF-SHA256 with
//      info "Google" giving an AES-256-CTR key and an HMAC-SHA256 key, the tag checked first);
//   4. the message has not expired.
// Every failure is a WalletTokenError: the checkout refuses the payment and logs only the reason.
import {
  createDecipheriv,
  createHmac,
  createPublicKey,
  diffieHellman,
  hkdfSync,
  type KeyObject,
  timingSafeEqual,
  verify,
} from "node:crypto";

export const GOOGLE_PAY_PROTOCOL = "ECv2";
const SENDER_ID = "Google";

/** A token the shop will not charge; `reason` is for the log, never for the shopper. */
export class WalletTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "WalletTokenError";
  }
}

/** One of Google's root signing keys, as in Google's keys.json. */
export interface GoogleRootKey {
  keyValue: string;
  protocolVersion: string;
  /** Milliseconds since the epoch, as text; absent means it does not expire. */
  keyExpiration?: string;
}

/** The card inside a Google Pay token (paymentMethodDetails). */
export interface GooglePayCard {
  messageId: string;
  pan: string;
  expirationMonth: number;
  expirationYear: number;
  authMethod: "PAN_ONLY" | "CRYPTOGRAM_3DS";
  /** Present for CRYPTOGRAM_3DS: the device's authentication of the payment. */
  cryptogram: string | null;
  eciIndicator: string | null;
}

/**
 * Reads Google's root signing keys from the keys.json document Google publishes
 * (`{"keys":[{"keyValue","protocolVersion","keyExpiration"}]}`); the ECv2 keys only.
 */
export function parseGoogleRootKeys(text: string): GoogleRootKey[] {
  const document = JSON.parse(text) as { keys?: unknown };
  if (!Array.isArray(document.keys)) throw new Error("has no keys list");
  const keys = (document.keys as GoogleRootKey[]).filter(
    (k) => k && typeof k.keyValue === "string" && k.protocolVersion === GOOGLE_PAY_PROTOCOL,
  );
  if (keys.length === 0) throw new Error("has no ECv2 key");
  for (const key of keys) spkiKey(key.keyValue);
  return keys;
}

function spkiKey(base64: string): KeyObject {
  return createPublicKey({ key: Buffer.from(base64, "base64"), format: "der", type: "spki" });
}

/** The signed bytes of ECv2: each part preceded by its length, 4 bytes little-endian. */
export function lengthValue(...parts: string[]): Buffer {
  return Buffer.concat(
    parts.flatMap((part) => {
      const bytes = Buffer.from(part, "utf8");
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      return [length, bytes];
    }),
  );
}

const notExpired = (expiration: string | undefined, now: number) =>
  expiration === undefined || Number(expiration) > now;

function verifies(key: KeyObject, data: Buffer, signatureBase64: string): boolean {
  try {
    return verify(
      "sha256",
      data,
      { key, dsaEncoding: "der" },
      Buffer.from(signatureBase64, "base64"),
    );
  } catch {
    return false;
  }
}

/** The uncompressed P-256 point Google's ephemeralPublicKey (and the shop's public key) is. */
export function pointKey(point: Buffer): KeyObject {
  if (point.length !== 65 || point[0] !== 4) throw new WalletTokenError("bad ephemeral key");
  return createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
}

/** The shop's public key as Google Pay's DIRECT tokenizationSpecification takes it. */
export function uncompressedPoint(key: KeyObject): string {
  const jwk = (key.type === "public" ? key : createPublicKey(key)).export({ format: "jwk" });
  return Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x as string, "base64url"),
    Buffer.from(jwk.y as string, "base64url"),
  ]).toString("base64");
}

interface TokenShape {
  protocolVersion: string;
  signature: string;
  intermediateSigningKey: { signedKey: string; signatures: string[] };
  signedMessage: string;
}

function readToken(token: string): TokenShape {
  let parsed: Partial<TokenShape>;
  try {
    parsed = JSON.parse(token) as Partial<TokenShape>;
  } catch {
    throw new WalletTokenError("token is not JSON");
  }
  const key = parsed.intermediateSigningKey;
  if (
    typeof parsed.signature !== "string" ||
    typeof parsed.signedMessage !== "string" ||
    typeof key?.signedKey !== "string" ||
    !Array.isArray(key.signatures)
  )
    throw new WalletTokenError("token lacks a part");
  if (parsed.protocolVersion !== GOOGLE_PAY_PROTOCOL)
    throw new WalletTokenError(`protocol ${String(parsed.protocolVersion)} is not ECv2`);
  return parsed as TokenShape;
}

export interface GooglePayRecipientOptions {
  /** The shop's Google merchant id: the token is signed for "merchant:<id>". */
  merchantId: string;
  /** The shop's ECv2 private key (P-256). */
  privateKey: KeyObject;
  rootKeys: GoogleRootKey[];
}

/** Checks and opens Google Pay tokens addressed to this shop. */
export function googlePayRecipient(options: GooglePayRecipientOptions) {
  const recipientId = `merchant:${options.merchantId}`;

  function intermediateKey(token: TokenShape, now: number): KeyObject {
    const { signedKey, signatures } = token.intermediateSigningKey;
    const signed = lengthValue(SENDER_ID, GOOGLE_PAY_PROTOCOL, signedKey);
    const roots = options.rootKeys
      .filter((root) => notExpired(root.keyExpiration, now))
      .map((root) => spkiKey(root.keyValue));
    if (!roots.some((root) => signatures.some((s) => verifies(root, signed, s))))
      throw new WalletTokenError("intermediate signing key not signed by a valid root key");
    let key: { keyValue?: unknown; keyExpiration?: unknown };
    try {
      key = JSON.parse(signedKey);
    } catch {
      throw new WalletTokenError("intermediate signing key is not JSON");
    }
    if (typeof key.keyValue !== "string" || typeof key.keyExpiration !== "string")
      throw new WalletTokenError("intermediate signing key lacks a part");
    if (!notExpired(key.keyExpiration, now))
      throw new WalletTokenError("intermediate signing key expired");
    return spkiKey(key.keyValue);
  }

  function decrypt(signedMessage: string): Record<string, unknown> {
    let message: { encryptedMessage?: unknown; ephemeralPublicKey?: unknown; tag?: unknown };
    try {
      message = JSON.parse(signedMessage);
    } catch {
      throw new WalletTokenError("signed message is not JSON");
    }
    const { encryptedMessage, ephemeralPublicKey, tag } = message;
    if (
      typeof encryptedMessage !== "string" ||
      typeof ephemeralPublicKey !== "string" ||
      typeof tag !== "string"
    )
      throw new WalletTokenError("signed message lacks a part");
    const ephemeral = Buffer.from(ephemeralPublicKey, "base64");
    const shared = diffieHellman({
      privateKey: options.privateKey,
      publicKey: pointKey(ephemeral),
    });
    const keys = Buffer.from(
      hkdfSync("sha256", Buffer.concat([ephemeral, shared]), Buffer.alloc(0), SENDER_ID, 64),
    );
    const cipherText = Buffer.from(encryptedMessage, "base64");
    const expected = createHmac("sha256", keys.subarray(32)).update(cipherText).digest();
    const given = Buffer.from(tag, "base64");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new WalletTokenError("tag does not match");
    const decipher = createDecipheriv("aes-256-ctr", keys.subarray(0, 32), Buffer.alloc(16));
    const plain = Buffer.concat([decipher.update(cipherText), decipher.final()]).toString("utf8");
    try {
      return JSON.parse(plain) as Record<string, unknown>;
    } catch {
      throw new WalletTokenError("decrypted message is not JSON");
    }
  }

  return {
    /** The card in a token, once every check of the protocol has passed. */
    open(tokenText: string, now = Date.now()): GooglePayCard {
      try {
        return openToken(tokenText, now);
      } catch (error) {
        // A key or point that node:crypto cannot read is a bad token like any other.
        if (error instanceof WalletTokenError) throw error;
        throw new WalletTokenError("token unreadable");
      }
    },
  };

  function openToken(tokenText: string, now: number): GooglePayCard {
    const token = readToken(tokenText);
    const intermediate = intermediateKey(token, now);
    const signed = lengthValue(SENDER_ID, recipientId, GOOGLE_PAY_PROTOCOL, token.signedMessage);
    if (!verifies(intermediate, signed, token.signature))
      throw new WalletTokenError("message signature does not verify for this merchant");
    const message = decrypt(token.signedMessage);
    if (
      typeof message.messageExpiration !== "string" ||
      !notExpired(message.messageExpiration, now)
    )
      throw new WalletTokenError("message expired");
    if (typeof message.messageId !== "string" || !message.messageId)
      throw new WalletTokenError("message has no id");
    if (message.paymentMethod !== "CARD")
      throw new WalletTokenError("payment method is not a card");
    const details = message.paymentMethodDetails as Record<string, unknown> | undefined;
    const pan = details?.pan;
    const authMethod = details?.authMethod;
    const month = Number(details?.expirationMonth);
    const year = Number(details?.expirationYear);
    if (
      typeof pan !== "string" ||
      !/^\d{12,19}$/.test(pan) ||
      (authMethod !== "PAN_ONLY" && authMethod !== "CRYPTOGRAM_3DS") ||
      !Number.isInteger(month) ||
      month < 1 ||
      month > 12 ||
      !Number.isInteger(year)
    )
      throw new WalletTokenError("card details incomplete");
    if (authMethod === "CRYPTOGRAM_3DS" && typeof details?.cryptogram !== "string")
      throw new WalletTokenError("CRYPTOGRAM_3DS without a cryptogram");
    return {
      messageId: message.messageId,
      pan,
      expirationMonth: month,
      expirationYear: year,
      authMethod,
      cryptogram: typeof details?.cryptogram === "string" ? details.cryptogram : null,
      eciIndicator: typeof details?.eciIndicator === "string" ? details.eciIndicator : null,
    };
  }
}

export type GooglePayRecipient = ReturnType<typeof googlePayRecipient>;
