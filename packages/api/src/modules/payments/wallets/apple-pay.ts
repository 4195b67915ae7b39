// Apple Pay on the web: the shop checks and opens the payment token itself, as Apple's "Payment
// token format reference" describes (version EC_v1):
//   1. the PKCS#7 (CMS) detached signature: its leaf certificate (OID 1.2.840.113635.100.6.29)
//      issued by Apple's intermediate (OID 1.2.840.113635.100.6.2.14), issued by the configured
//      Apple Root CA - G3; the signed attributes' message digest over ephemeralPublicKey, data,
//      transactionId and applicationData; the signature over the signed attributes by the leaf;
//   2. the signing time is recent (a token replayed later is refused);
//   3. the token is for this merchant (publicKeyHash is the hash of the shop's payment processing
//      key), decrypted: ECDH with that key, the NIST SP 800-56A single-step KDF with SHA-256 (
//      algorithm id "id-aes256-GCM", party U "Apple", party V the SHA-256 of the merchant id), and
//      AES-256-GCM with a zero IV.
// Every failure is a WalletTokenError; the checkout refuses the payment and logs the reason only.
import {
  createDecipheriv,
  createHash,
  createPublicKey,
  diffieHellman,
  type KeyObject,
  verify,
  X509Certificate as X509,
  type X509Certificate,
} from "node:crypto";
import { child, children, type DerNode, oid, readDer, time } from "./der.ts";
import { WalletTokenError } from "./google-pay.ts";

const OID = {
  signedData: "1.2.840.113549.1.7.2",
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
  leaf: "1.2.840.113635.100.6.29",
  intermediate: "1.2.840.113635.100.6.2.14",
};

/** ISO 4217 numeric codes, as Apple's decrypted payment data gives the currency. */
const CURRENCY_NUMBERS: Record<string, string> = {
  TRY: "949",
  USD: "840",
  EUR: "978",
  GBP: "826",
  IQD: "368",
  SAR: "682",
  AED: "784",
};

export function currencyNumber(code: string): string | undefined {
  return CURRENCY_NUMBERS[code];
}

export interface ApplePayCard {
  transactionId: string;
  pan: string;
  expirationMonth: number;
  expirationYear: number;
  /** In minor units, as the shopper approved it on Apple's sheet. */
  amount: number;
  /** ISO 4217 numeric. */
  currencyNumber: string;
  cryptogram: string | null;
  eciIndicator: string | null;
}

export interface ApplePayRecipientOptions {
  /** The merchant identifier (merchant.com.example) the payment processing certificate is for. */
  merchantId: string;
  /** The private key of the merchant's payment processing certificate (P-256). */
  paymentKey: KeyObject;
  /** Apple Root CA - G3, configured. */
  rootCa: X509Certificate;
  /** How old the signature may be (Apple: "a few minutes"). */
  maxSigningAgeMs?: number;
}

interface PaymentData {
  version: string;
  data: string;
  signature: string;
  header: {
    ephemeralPublicKey: string;
    publicKeyHash: string;
    transactionId: string;
    applicationData?: string;
  };
}

function readPaymentData(value: unknown): PaymentData {
  const token = value as Partial<PaymentData> | null;
  const header = token?.header;
  if (
    typeof token?.data !== "string" ||
    typeof token.signature !== "string" ||
    typeof header?.ephemeralPublicKey !== "string" ||
    typeof header.publicKeyHash !== "string" ||
    typeof header.transactionId !== "string" ||
    !/^[0-9a-fA-F]+$/.test(header.transactionId)
  )
    throw new WalletTokenError("token lacks a part");
  if (token.version !== "EC_v1") throw new WalletTokenError(`version ${String(token.version)}`);
  return token as PaymentData;
}

/** The extension OIDs of a certificate. */
function extensionOids(certificate: X509Certificate): string[] {
  const tbs = child(readDer(certificate.raw), 0, 0x30);
  const extensions = children(tbs).find((node) => node.tag === 0xa3);
  if (!extensions) return [];
  return children(child(extensions, 0, 0x30)).map((extension) => oid(child(extension, 0, 0x06)));
}

const within = (certificate: X509Certificate, at: Date) =>
  new Date(certificate.validFrom) <= at && at <= new Date(certificate.validTo);

function attribute(attributes: DerNode[], id: string): DerNode {
  const found = attributes.find((a) => oid(child(a, 0, 0x06)) === id);
  if (!found) throw new WalletTokenError(`signed attribute ${id} missing`);
  return child(child(found, 1, 0x31), 0);
}

export function applePayRecipient(options: ApplePayRecipientOptions) {
  const maxAge = options.maxSigningAgeMs ?? 5 * 60_000;
  const merchantKeyHash = createHash("sha256")
    .update(createPublicKey(options.paymentKey).export({ format: "der", type: "spki" }))
    .digest("base64");
  const partyV = createHash("sha256").update(options.merchantId).digest();

  /** Checks the CMS signature and answers its signing time. */
  function checkSignature(token: PaymentData, now: Date): void {
    const contentInfo = readDer(Buffer.from(token.signature, "base64"));
    if (oid(child(contentInfo, 0, 0x06)) !== OID.signedData)
      throw new WalletTokenError("signature is not CMS signed data");
    const signedData = child(child(contentInfo, 1, 0xa0), 0, 0x30);
    const parts = children(signedData);
    const certificates = parts.find((p) => p.tag === 0xa0);
    const signerInfos = parts.at(-1);
    if (!certificates || signerInfos?.tag !== 0x31)
      throw new WalletTokenError("signature incomplete");
    const certs = children(certificates).map((c) => new X509(c.raw));
    const leaf = certs.find((c) => extensionOids(c).includes(OID.leaf));
    const intermediate = certs.find((c) => extensionOids(c).includes(OID.intermediate));
    if (!leaf || !intermediate) throw new WalletTokenError("Apple's certificates missing");
    const root = options.rootCa;
    if (
      !intermediate.checkIssued(root) ||
      !intermediate.verify(root.publicKey) ||
      !leaf.checkIssued(intermediate) ||
      !leaf.verify(intermediate.publicKey)
    )
      throw new WalletTokenError("certificate chain does not lead to Apple's root");
    if (![root, intermediate, leaf].every((c) => within(c, now)))
      throw new WalletTokenError("a certificate of the chain is not valid now");

    const signer = child(signerInfos, 0, 0x30);
    const signedAttributes = children(signer).find((p) => p.tag === 0xa0);
    const signature = children(signer).find((p) => p.tag === 0x04);
    if (!signedAttributes || !signature) throw new WalletTokenError("signer incomplete");
    const attributes = children(signedAttributes);
    const digest = attribute(attributes, OID.messageDigest).contents;
    const expected = createHash("sha256")
      .update(Buffer.from(token.header.ephemeralPublicKey, "base64"))
      .update(Buffer.from(token.data, "base64"))
      .update(Buffer.from(token.header.transactionId, "hex"))
      .update(Buffer.from(token.header.applicationData ?? "", "hex"))
      .digest();
    if (!expected.equals(digest)) throw new WalletTokenError("message digest does not match");
    // The signature is over the attributes as a SET (the [0] IMPLICIT tag replaced).
    const signedBytes = Buffer.from(signedAttributes.raw);
    signedBytes[0] = 0x31;
    if (
      !verify(
        "sha256",
        signedBytes,
        { key: leaf.publicKey, dsaEncoding: "der" },
        signature.contents,
      )
    )
      throw new WalletTokenError("signature does not verify");
    const signedAt = time(attribute(attributes, OID.signingTime));
    if (now.getTime() - signedAt.getTime() > maxAge || signedAt.getTime() - now.getTime() > 60_000)
      throw new WalletTokenError("signing time too far from now");
  }

  function decrypt(token: PaymentData): Record<string, unknown> {
    if (token.header.publicKeyHash !== merchantKeyHash)
      throw new WalletTokenError("token is for another merchant key");
    const ephemeral = createPublicKey({
      key: Buffer.from(token.header.ephemeralPublicKey, "base64"),
      format: "der",
      type: "spki",
    });
    const shared = diffieHellman({ privateKey: options.paymentKey, publicKey: ephemeral });
    const algorithm = Buffer.from("id-aes256-GCM");
    const key = createHash("sha256")
      .update(Buffer.from([0, 0, 0, 1]))
      .update(shared)
      .update(Buffer.from([algorithm.length]))
      .update(algorithm)
      .update("Apple")
      .update(partyV)
      .digest();
    const data = Buffer.from(token.data, "base64");
    if (data.length < 17) throw new WalletTokenError("data too short");
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.alloc(16));
    decipher.setAuthTag(data.subarray(-16));
    let plain: string;
    try {
      plain = Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]).toString();
    } catch {
      throw new WalletTokenError("data does not decrypt");
    }
    try {
      return JSON.parse(plain) as Record<string, unknown>;
    } catch {
      throw new WalletTokenError("decrypted data is not JSON");
    }
  }

  function openToken(value: unknown, now: Date): ApplePayCard {
    const token = readPaymentData(value);
    checkSignature(token, now);
    const payment = decrypt(token);
    const pan = payment.applicationPrimaryAccountNumber;
    const expiry = payment.applicationExpirationDate;
    const amount = payment.transactionAmount;
    const currency = payment.currencyCode;
    if (
      typeof pan !== "string" ||
      !/^\d{12,19}$/.test(pan) ||
      typeof expiry !== "string" ||
      !/^\d{6}$/.test(expiry) ||
      typeof amount !== "number" ||
      !Number.isInteger(amount) ||
      typeof currency !== "string"
    )
      throw new WalletTokenError("payment data incomplete");
    const details = (payment.paymentData ?? {}) as Record<string, unknown>;
    return {
      transactionId: token.header.transactionId.toLowerCase(),
      pan,
      expirationYear: 2000 + Number(expiry.slice(0, 2)),
      expirationMonth: Number(expiry.slice(2, 4)),
      amount,
      currencyNumber: currency,
      cryptogram:
        typeof details.onlinePaymentCryptogram === "string"
          ? details.onlinePaymentCryptogram
          : null,
      eciIndicator: typeof details.eciIndicator === "string" ? details.eciIndicator : null,
    };
  }

  return {
    /** The card in a token's paymentData, once every check has passed. */
    open(paymentData: unknown, now = new Date()): ApplePayCard {
      try {
        return openToken(paymentData, now);
      } catch (error) {
        if (error instanceof WalletTokenError) throw error;
        throw new WalletTokenError("token unreadable");
      }
    },
  };
}

export type ApplePayRecipient = ReturnType<typeof applePayRecipient>;
