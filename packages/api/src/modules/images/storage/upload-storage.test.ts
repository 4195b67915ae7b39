// One contract, both places: whatever the shop does with uploads works the same in a folder and
// in an S3 bucket (a loopback S3 server, spoken to by the AWS SDK with its default checksums).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../../../../test/s3-server.ts";
import { diskStorage } from "./disk-storage.ts";
import { s3Storage } from "./s3-storage.ts";
import { keyOfUrl, type UploadStorage } from "./upload-storage.ts";

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

async function listed(storage: UploadStorage, prefix?: string) {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

function contract(
  name: string,
  open: () => Promise<{ storage: UploadStorage; done(): Promise<void> }>,
) {
  describe(name, () => {
    let storage: UploadStorage;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, done } = await open());
    });
    afterAll(async () => {
      await storage.close();
      await done();
    });

    it("gives back what was put, as a stream with its type, length and time", async () => {
      const body = new Uint8Array(70_000).map((_, i) => i % 251);
      const before = Date.now() - 2_000;
      await storage.put("products/7/2026/11/a-m.webp", body);
      const got = await storage.get("products/7/2026/11/a-m.webp");
      expect(got?.contentType).toBe("image/webp");
      expect(got?.size).toBe(70_000);
      expect(got?.modified.getTime()).toBeGreaterThanOrEqual(before);
      const bytes = new Uint8Array(await new Response(got?.body).arrayBuffer());
      expect(bytes).toEqual(body);
      expect(await storage.stat("products/7/2026/11/a-m.webp")).toMatchObject({ size: 70_000 });
    });

    it("replaces a file whole and types it by its name", async () => {
      await storage.put("demo/logo.svg", "<svg>one</svg>");
      await storage.put("demo/logo.svg", "<svg>two</svg>");
      const got = await storage.get("demo/logo.svg");
      expect(got?.contentType).toBe("image/svg+xml");
      expect(got && (await text(got.body))).toBe("<svg>two</svg>");
    });

    it("answers null for a missing file and for keys that leave the uploads", async () => {
      expect(await storage.get("products/none.webp")).toBeNull();
      expect(await storage.stat("products/none.webp")).toBeNull();
      expect(await storage.get("../secret.txt")).toBeNull();
      expect(await storage.get("products/../../secret.txt")).toBeNull();
      await expect(storage.put("../outside.webp", "x")).rejects.toThrow(/not an upload key/);
    });

    it("lists by prefix with sizes and deletes, a missing file included", async () => {
      await storage.put("customers/3/2026/11/b-s.webp", "12345");
      await storage.put("customers/3/2026/11/b-s.avif", "123");
      await storage.put("customers/30/2026/11/c-s.webp", "1");
      expect(await listed(storage, "customers/3/")).toEqual([
        "customers/3/2026/11/b-s.avif",
        "customers/3/2026/11/b-s.webp",
      ]);
      const sizes: Record<string, number> = {};
      for await (const entry of storage.list("customers/")) sizes[entry.key] = entry.size;
      expect(sizes["customers/3/2026/11/b-s.webp"]).toBe(5);
      await storage.delete("customers/3/2026/11/b-s.webp");
      await storage.delete("customers/3/2026/11/b-s.webp");
      expect(await listed(storage, "customers/3/")).toEqual(["customers/3/2026/11/b-s.avif"]);
      expect(await listed(storage)).toContain("demo/logo.svg");
    });
  });
}

contract("the upload folder", async () => {
  const dir = mkdtempSync(join(tmpdir(), "shop-uploads-"));
  return { storage: diskStorage(dir), done: async () => rmSync(dir, { recursive: true }) };
});

let s3: TestS3Server;
contract("an S3 bucket", async () => {
  s3 = await startTestS3Server();
  return { storage: s3Storage(s3.settings), done: () => s3.stop() };
});

describe("keyOfUrl", () => {
  it("takes the key from an /uploads URL and refuses any other", () => {
    expect(keyOfUrl("/uploads/products/1/a-m.webp")).toBe("products/1/a-m.webp");
    expect(keyOfUrl("/uploads/../data/pglite")).toBeNull();
    expect(keyOfUrl("/uploads/%2e%2e/x")).toBeNull();
    expect(keyOfUrl("/assets/a.js")).toBeNull();
  });
});
