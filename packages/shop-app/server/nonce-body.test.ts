import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAroundNonce, crc32Combine, gzipWithNonce, textWithNonce } from "./nonce-body.ts";

const page = (nonce: string) =>
  `<script nonce="${nonce}">a()</script>${"<p>ürün ve fiyat</p>".repeat(3000)}<script nonce="${nonce}"></script>${nonce}`;

describe("a kept page with a hole for its nonce", () => {
  it("is valid gzip of the page with the new nonce, and much smaller than the page", () => {
    const body = compressAroundNonce(page("oldNonce123"), "oldNonce123");
    const gzip = gzipWithNonce(body, "fresh-nonce");
    expect(gunzipSync(gzip).toString()).toBe(page("fresh-nonce"));
    expect(gzip.length).toBeLessThan(page("x").length / 10);
    expect(() => gzipWithNonce(body, "short")).toThrow();
  });

  it("compresses text after a hole against the text before it", () => {
    const repeated = `<p>${"a long paragraph of the page ".repeat(20)}</p>`;
    const withHoles = Array.from({ length: 40 }, () => repeated).join("NONCE");
    const body = compressAroundNonce(withHoles, "NONCE");
    expect(body.bytes).toBeLessThan(repeated.length * 2);
    expect(gunzipSync(gzipWithNonce(body, "other")).toString()).toBe(
      withHoles.replaceAll("NONCE", "other"),
    );
  });

  it("is the page's text with the new nonce for a client without gzip", () => {
    const body = compressAroundNonce(page("oldNonce123"), "oldNonce123");
    expect(textWithNonce(body, "newNonce456")).toBe(page("newNonce456"));
  });

  it("combines CRCs as zlib computes them over the whole text", () => {
    const a = Buffer.from("catalogue ".repeat(1000));
    const b = Buffer.from("page".repeat(77));
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
  });
});
