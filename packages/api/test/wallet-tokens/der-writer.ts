// Writes the DER the tests need to stand in for Apple: X.509 certificates (a root CA, Apple's
// intermediate and leaf with their marker extensions, TLS certificates for the loopback gateway)
// and CMS signed data. node:crypto signs and verifies but does not make certificates.
import { type KeyObject, sign } from "node:crypto";

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export const tlv = (tag: number, ...contents: Buffer[]) => {
  const body = Buffer.concat(contents);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
export const seq = (...c: Buffer[]) => tlv(0x30, ...c);
export const set = (...c: Buffer[]) => tlv(0x31, ...c);
export const ctx = (n: number, ...c: Buffer[]) => tlv(0xa0 + n, ...c);
export const octets = (b: Buffer) => tlv(0x04, b);
export const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, "utf8"));
export const bool = (v: boolean) => tlv(0x01, Buffer.from([v ? 0xff : 0]));

export function int(value: number | Buffer): Buffer {
  const hex = typeof value === "number" ? value.toString(16) : "";
  let bytes =
    typeof value === "number" ? Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex") : value;
  if ((bytes[0] ?? 0) & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(0x02, bytes);
}

export function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split(".").map(Number) as number[];
  const bytes = [(a as number) * 40 + (b as number)];
  for (const part of rest) {
    const chunk: number[] = [];
    let v = part;
    do {
      chunk.unshift((v & 0x7f) | (chunk.length ? 0x80 : 0));
      v = Math.floor(v / 128);
    } while (v > 0);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

export function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(2, 14);
  return tlv(0x17, Buffer.from(`${text}Z`, "latin1"));
}

export const name = (commonName: string) => seq(set(seq(oid("2.5.4.3"), utf8(commonName))));
const ECDSA_SHA256 = seq(oid("1.2.840.10045.4.3.2"));

export interface CertificateOptions {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  signer: KeyObject;
  serial: number;
  ca?: boolean;
  notBefore?: Date;
  notAfter?: Date;
  /** Extension OIDs to carry with an empty value (Apple's markers). */
  markers?: string[];
  /** An IP address for subjectAltName (the TLS stand-in). */
  ip?: string;
}

export function certificate(options: CertificateOptions): Buffer {
  const now = Date.now();
  const extensions: Buffer[] = [];
  if (options.ca) extensions.push(seq(oid("2.5.29.19"), bool(true), octets(seq(bool(true)))));
  for (const marker of options.markers ?? []) extensions.push(seq(oid(marker), octets(tlv(0x05))));
  if (options.ip)
    extensions.push(
      seq(oid("2.5.29.17"), octets(seq(tlv(0x87, Buffer.from(options.ip.split(".").map(Number)))))),
    );
  const tbs = seq(
    ctx(0, int(2)),
    int(options.serial),
    ECDSA_SHA256,
    name(options.issuer),
    seq(
      utcTime(options.notBefore ?? new Date(now - 86_400_000)),
      utcTime(options.notAfter ?? new Date(now + 365 * 86_400_000)),
    ),
    name(options.subject),
    options.publicKey.export({ format: "der", type: "spki" }),
    ...(extensions.length ? [ctx(3, seq(...extensions))] : []),
  );
  const signature = sign("sha256", tbs, { key: options.signer, dsaEncoding: "der" });
  return seq(tbs, ECDSA_SHA256, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
}

export const pem = (der: Buffer, label = "CERTIFICATE") =>
  `-----BEGIN ${label}-----\n${der.toString("base64").replace(/.{64}/g, "$&\n")}\n-----END ${label}-----\n`;
