// A stand-in for Apple's side of Apple Pay: an "Apple root" CA, Apple's intermediate and leaf
// certificates (with Apple's marker extensions) made in the test, payment tokens built as Apple's
// "Payment token format reference" describes (EC_v1: ECDH with the merchant's payment processing
// key, the single-step KDF, AES-256-GCM, a CMS signature over ephemeral key, data and
// transaction id), and a loopback gateway for merchant validation that demands the merchant's
// identity certificate (mutual TLS).
import {
  createCipheriv,
  createHash,
  diffieHellman,
  type KeyObject,
  randomBytes,
  sign,
} from "node:crypto";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { certificate, ctx, int, name, octets, oid, pem, seq, set, utcTime } from "./der-writer.ts";
import { ecKeyPair } from "./google-pay-tokens.ts";

const LEAF = "1.2.840.113635.100.6.29";
const INTERMEDIATE = "1.2.840.113635.100.6.2.14";
const SHA256 = seq(oid("2.16.840.1.101.3.4.2.1"));

export interface AppleTokenOptions {
  amount?: number;
  currencyCode?: string;
  pan?: string;
  transactionId?: string;
  signedAt?: Date;
  /** The chain's certificates: another CA's, or a leaf without Apple's marker. */
  chain?: "foreign" | "no-marker";
  tamper?: "data" | "signature";
  /** Encrypt to another merchant's key. */
  recipientPublicKey?: KeyObject;
}

export class AppleStandIn {
  readonly merchantId = "merchant.com.example.shop";
  readonly root = ecKeyPair();
  readonly intermediate = ecKeyPair();
  readonly leaf = ecKeyPair();
  readonly payment = ecKeyPair();
  readonly rootCert = certificate({
    subject: "Test Apple Root CA - G3",
    issuer: "Test Apple Root CA - G3",
    publicKey: this.root.publicKey,
    signer: this.root.privateKey,
    serial: 1,
    ca: true,
  });
  readonly intermediateCert = certificate({
    subject: "Test Apple Application Integration CA - G3",
    issuer: "Test Apple Root CA - G3",
    publicKey: this.intermediate.publicKey,
    signer: this.root.privateKey,
    serial: 2,
    ca: true,
    markers: [INTERMEDIATE],
  });
  readonly leafCert = certificate({
    subject: "Test ecc-smp-broker-sign_UC4",
    issuer: "Test Apple Application Integration CA - G3",
    publicKey: this.leaf.publicKey,
    signer: this.intermediate.privateKey,
    serial: 3,
    markers: [LEAF],
  });

  rootPem(): string {
    return pem(this.rootCert);
  }

  paymentKeyPem(): string {
    return this.payment.privateKey.export({ format: "pem", type: "pkcs8" }) as string;
  }

  private chain(kind: AppleTokenOptions["chain"]): { certs: Buffer[]; signer: KeyObject } {
    if (kind === "no-marker") {
      const leaf = certificate({
        subject: "Test leaf without marker",
        issuer: "Test Apple Application Integration CA - G3",
        publicKey: this.leaf.publicKey,
        signer: this.intermediate.privateKey,
        serial: 4,
      });
      return { certs: [leaf, this.intermediateCert], signer: this.leaf.privateKey };
    }
    if (kind === "foreign") {
      const otherRoot = ecKeyPair();
      const other = ecKeyPair();
      const intermediate = certificate({
        subject: "Test Apple Application Integration CA - G3",
        issuer: "Test Apple Root CA - G3",
        publicKey: other.publicKey,
        signer: otherRoot.privateKey,
        serial: 5,
        ca: true,
        markers: [INTERMEDIATE],
      });
      const leafKeys = ecKeyPair();
      const leaf = certificate({
        subject: "Test ecc-smp-broker-sign_UC4",
        issuer: "Test Apple Application Integration CA - G3",
        publicKey: leafKeys.publicKey,
        signer: other.privateKey,
        serial: 6,
        markers: [LEAF],
      });
      return { certs: [leaf, intermediate], signer: leafKeys.privateKey };
    }
    return { certs: [this.leafCert, this.intermediateCert], signer: this.leaf.privateKey };
  }

  /** token.paymentData as Safari gives it to the page. */
  paymentData(options: AppleTokenOptions = {}) {
    const transactionId = options.transactionId ?? randomBytes(32).toString("hex");
    const now = new Date();
    const expiry = new Date(now.getTime() + 3 * 365 * 86_400_000);
    const plain = JSON.stringify({
      applicationPrimaryAccountNumber: options.pan ?? "4111111111111111",
      applicationExpirationDate: `${String(expiry.getUTCFullYear() % 100).padStart(2, "0")}1231`,
      currencyCode: options.currencyCode ?? "949",
      transactionAmount: options.amount ?? 14_000,
      deviceManufacturerIdentifier: "040010030273",
      paymentDataType: "3DSecure",
      paymentData: {
        onlinePaymentCryptogram: randomBytes(20).toString("base64"),
        eciIndicator: "7",
      },
    });
    const ephemeral = ecKeyPair();
    const ephemeralDer = ephemeral.publicKey.export({ format: "der", type: "spki" });
    const shared = diffieHellman({
      privateKey: ephemeral.privateKey,
      publicKey: options.recipientPublicKey ?? this.payment.publicKey,
    });
    const key = createHash("sha256")
      .update(Buffer.from([0, 0, 0, 1]))
      .update(shared)
      .update(Buffer.from([13]))
      .update("id-aes256-GCM")
      .update("Apple")
      .update(createHash("sha256").update(this.merchantId).digest())
      .digest();
    const cipher = createCipheriv("aes-256-gcm", key, Buffer.alloc(16));
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
    const digest = createHash("sha256")
      .update(ephemeralDer)
      .update(data)
      .update(Buffer.from(transactionId, "hex"))
      .digest();
    if (options.tamper === "data") data[0] = (data[0] ?? 0) ^ 1;
    const { certs, signer } = this.chain(options.chain);
    const attributes = [
      seq(oid("1.2.840.113549.1.9.3"), set(oid("1.2.840.113549.1.7.1"))),
      seq(oid("1.2.840.113549.1.9.5"), set(utcTime(options.signedAt ?? now))),
      seq(oid("1.2.840.113549.1.9.4"), set(octets(digest))),
    ];
    const signature = sign("sha256", set(...attributes), { key: signer, dsaEncoding: "der" });
    if (options.tamper === "signature")
      signature[signature.length - 1] = (signature[signature.length - 1] ?? 0) ^ 1;
    const signerInfo = seq(
      int(1),
      seq(name("Test Apple Application Integration CA - G3"), int(3)),
      SHA256,
      ctx(0, ...attributes),
      seq(oid("1.2.840.10045.4.3.2")),
      octets(signature),
    );
    const signedData = seq(
      int(1),
      set(SHA256),
      seq(oid("1.2.840.113549.1.7.1")),
      ctx(0, ...certs),
      set(signerInfo),
    );
    return {
      version: "EC_v1",
      data: data.toString("base64"),
      signature: seq(oid("1.2.840.113549.1.7.2"), ctx(0, signedData)).toString("base64"),
      header: {
        ephemeralPublicKey: ephemeralDer.toString("base64"),
        publicKeyHash: createHash("sha256")
          .update(this.payment.publicKey.export({ format: "der", type: "spki" }))
          .digest("base64"),
        transactionId,
      },
    };
  }
}

/** Apple's gateway on the loopback: answers a merchant session only to the merchant's certificate. */
export class AppleGatewayStandIn {
  readonly ca = ecKeyPair();
  readonly merchant = ecKeyPair();
  readonly caPem: string;
  readonly merchantCertPem: string;
  readonly merchantKeyPem: string;
  readonly requests: Array<Record<string, unknown>> = [];
  private server: Server | undefined;

  constructor() {
    const caCert = certificate({
      subject: "Test Gateway CA",
      issuer: "Test Gateway CA",
      publicKey: this.ca.publicKey,
      signer: this.ca.privateKey,
      serial: 10,
      ca: true,
    });
    this.caPem = pem(caCert);
    this.merchantCertPem = pem(
      certificate({
        subject: "merchant.com.example.shop",
        issuer: "Test Gateway CA",
        publicKey: this.merchant.publicKey,
        signer: this.ca.privateKey,
        serial: 11,
      }),
    );
    this.merchantKeyPem = this.merchant.privateKey.export({
      format: "pem",
      type: "pkcs8",
    }) as string;
  }

  async start(): Promise<string> {
    const serverKeys = ecKeyPair();
    const serverCert = pem(
      certificate({
        subject: "127.0.0.1",
        issuer: "Test Gateway CA",
        publicKey: serverKeys.publicKey,
        signer: this.ca.privateKey,
        serial: 12,
        ip: "127.0.0.1",
      }),
    );
    this.server = createServer(
      {
        key: serverKeys.privateKey.export({ format: "pem", type: "pkcs8" }),
        cert: serverCert,
        ca: this.caPem,
        requestCert: true,
        rejectUnauthorized: true,
      },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<
            string,
            unknown
          >;
          this.requests.push(body);
          res.writeHead(200, { "content-type": "application/json" });
          res.end(
            JSON.stringify({
              epochTimestamp: Date.now(),
              merchantSessionIdentifier: "SSH-test",
              merchantIdentifier: createHash("sha256")
                .update(String(body.merchantIdentifier))
                .digest("hex"),
              domainName: body.initiativeContext,
              displayName: body.displayName,
              signature: "c2lnbmF0dXJl",
            }),
          );
        });
      },
    );
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}/paymentservices/startSession`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
