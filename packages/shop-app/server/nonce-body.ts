// A rendered page kept gzip-compressed, with a hole wherever its script nonce stood, so that
// every copy served carries a fresh nonce without compressing the page again. Each stretch of
// text between two nonces is compressed on its own, ending on a byte boundary (sync flush), with
// the text before it as its dictionary, the nonces in that dictionary blanked out: no match can
// reach into a hole, yet every stretch can refer back to the page before it. A copy is those
// stretches with the new nonce between them as stored (uncompressed) deflate blocks, in a gzip
// frame whose CRC covers the new text. The new nonce must be as long as the old one (distances
// back across a hole count its bytes).
import { constants, crc32, deflateRawSync, gunzipSync } from "node:zlib";

export interface NonceBody {
  /** The compressed stretches of text; a nonce goes between each two. */
  parts: Buffer[];
  /** Each stretch's uncompressed length and CRC-32, for the gzip trailer. */
  lengths: number[];
  crcs: number[];
  /** Compressed bytes held. */
  bytes: number;
  nonceLength: number;
}

/** Deflate's window: matches reach at most this far back. */
const WINDOW = 32 * 1024;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: stored, empty, final. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** The page `html`, whose nonce is `nonce`, cut at each nonce and compressed stretch by stretch. */
export function compressAroundNonce(html: string, nonce: string): NonceBody {
  const texts = html.split(nonce).map((text) => Buffer.from(text));
  const blank = Buffer.alloc(Buffer.byteLength(nonce));
  let before = Buffer.alloc(0);
  const parts = texts.map((text, index) => {
    if (index > 0) before = Buffer.concat([before, blank]).subarray(-WINDOW);
    // A short stretch (a preload link between two nonces) gains nothing from far back, and
    // a full window costs a pass over 32 KB each time.
    const dictionary = before.subarray(-Math.max(2048, text.length * 4));
    const part = deflateRawSync(text, {
      finishFlush: constants.Z_SYNC_FLUSH,
      level: 6,
      ...(dictionary.length > 0 ? { dictionary } : {}),
    });
    before = Buffer.concat([before, text]).subarray(-WINDOW);
    return part;
  });
  return {
    parts,
    lengths: texts.map((text) => text.length),
    crcs: texts.map((text) => crc32(text)),
    bytes: parts.reduce((sum, part) => sum + part.length, 0),
    nonceLength: blank.length,
  };
}

/** A stored, non-final deflate block holding `data` (a nonce: far below the 65,535-byte limit). */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The gzip bytes of the page with `nonce` in every hole. */
export function gzipWithNonce(body: NonceBody, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  if (nonceBytes.length !== body.nonceLength) throw new Error("a nonce of another length");
  const nonceBlock = storedBlock(nonceBytes);
  const nonceCrc = crc32(nonceBytes);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  body.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32Combine(crc, nonceCrc, nonceBytes.length);
      length += nonceBytes.length;
    }
    pieces.push(part);
    const partLength = body.lengths[index] ?? 0;
    crc = crc32Combine(crc, body.crcs[index] ?? 0, partLength);
    length += partLength;
  });
  pieces.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

// CRC-32 of two texts joined, from the CRC of each and the second's length (zlib's
// crc32_combine: multiply the first by x^(8·length) modulo the CRC polynomial), so a served copy
// never reads the page's text again.
const POLY = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  let factor = b;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo P for k = 0..31. */
const X2N: number[] = (() => {
  const table: number[] = [];
  let p = 0x40000000;
  table.push(p);
  for (let n = 1; n < 32; n++) {
    p = multiplyModP(p, p);
    table.push(p);
  }
  return table;
})();

/** x^(n·2^k) modulo P. */
function xPowerModP(n: number, k: number): number {
  let p = 0x80000000;
  let rest = n;
  let bit = k;
  while (rest) {
    if (rest & 1) p = multiplyModP(X2N[bit & 31] ?? 0, p);
    rest = Math.floor(rest / 2);
    bit++;
  }
  return p;
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(xPowerModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}

/** The page as text with `nonce` in every hole (for a client that takes no gzip). */
export function textWithNonce(body: NonceBody, nonce: string): string {
  return gunzipSync(gzipWithNonce(body, nonce)).toString();
}
