// A small DER reader: enough of ASN.1 to walk Apple Pay's PKCS#7 (CMS) signature and the
// extensions of its certificates, which node:crypto does not parse. Every length is checked
// against its parent, so a truncated or oversized element is an error, never a read past the end.

export interface DerNode {
  /** The identifier octet (class, constructed bit and tag number below 31). */
  tag: number;
  /** The whole element: identifier, length and contents. */
  raw: Buffer;
  contents: Buffer;
}

export class DerError extends Error {}

export function readDer(buffer: Buffer, offset = 0): DerNode {
  const tag = buffer[offset];
  const first = buffer[offset + 1];
  if (tag === undefined || first === undefined) throw new DerError("truncated element");
  if ((tag & 0x1f) === 0x1f) throw new DerError("multi-byte tags are not used here");
  let length = first;
  let header = 2;
  if (first & 0x80) {
    const bytes = first & 0x7f;
    if (bytes === 0 || bytes > 4) throw new DerError("unsupported length");
    length = 0;
    for (let i = 0; i < bytes; i++) {
      const byte = buffer[offset + 2 + i];
      if (byte === undefined) throw new DerError("truncated length");
      length = length * 256 + byte;
    }
    header += bytes;
  }
  const end = offset + header + length;
  if (end > buffer.length) throw new DerError("element longer than its container");
  return {
    tag,
    raw: buffer.subarray(offset, end),
    contents: buffer.subarray(offset + header, end),
  };
}

/** The elements inside a constructed element (SEQUENCE, SET, context-tagged). */
export function children(node: DerNode): DerNode[] {
  if (!(node.tag & 0x20)) throw new DerError("not a constructed element");
  const list: DerNode[] = [];
  let offset = 0;
  while (offset < node.contents.length) {
    const child = readDer(node.contents, offset);
    list.push(child);
    offset += child.raw.length;
  }
  return list;
}

export function child(node: DerNode, index: number, tag?: number): DerNode {
  const found = children(node)[index];
  if (!found || (tag !== undefined && found.tag !== tag))
    throw new DerError(`element ${index} missing or of another type`);
  return found;
}

/** An OBJECT IDENTIFIER's dotted text. */
export function oid(node: DerNode): string {
  if (node.tag !== 0x06 || node.contents.length === 0) throw new DerError("not an OID");
  const bytes = node.contents;
  const first = bytes[0] as number;
  const parts = [
    Math.min(2, Math.floor(first / 40)),
    first - Math.min(2, Math.floor(first / 40)) * 40,
  ];
  let value = 0;
  for (const byte of bytes.subarray(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join(".");
}

/** A UTCTime or GeneralizedTime as a Date. */
export function time(node: DerNode): Date {
  const text = node.contents.toString("latin1");
  const match =
    node.tag === 0x17
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text)
      : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) throw new DerError("not a UTC time");
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const year =
    node.tag === 0x17 ? ((y as number) >= 50 ? 1900 : 2000) + (y as number) : (y as number);
  return new Date(Date.UTC(year, (mo as number) - 1, d, h, mi, s));
}
