// /uploads/* from an S3 bucket (a loopback S3 server): streamed through the shop with the same
// type, length and headers as from the folder.
import { openUploadStorage, type UploadStorage } from "@shop/api";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../../api/test/s3-server.ts";
import { serveUploads } from "./serve-uploads.ts";

let s3: TestS3Server;
let bucket: UploadStorage;
const app = new Hono();

beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = await openUploadStorage({ kind: "s3", ...s3.settings });
  app.all("/uploads/*", serveUploads(bucket));
});
afterAll(async () => {
  await bucket?.close();
  await s3?.stop();
});

describe("uploads served from an S3 bucket", () => {
  it("streams the object with its type, length and the uploads' headers", async () => {
    const body = new Uint8Array(200_000).map((_, i) => (i * 7) % 256);
    await bucket.put("products/1/2026/11/photo-l.avif", body);
    const served = await app.request("http://shop.test/uploads/products/1/2026/11/photo-l.avif");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect(served.headers.get("content-length")).toBe("200000");
    expect(served.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(body);

    const again = await app.request("http://shop.test/uploads/products/1/2026/11/photo-l.avif", {
      headers: { "if-modified-since": served.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("answers 404 for what the bucket does not hold and for keys outside the uploads", async () => {
    for (const path of ["none.webp", "..%2F..%2Fsecret", "products/..%2Fx.webp"]) {
      const missing = await app.request(`http://shop.test/uploads/${path}`);
      expect(missing.status, path).toBe(404);
    }
    const post = await app.request("http://shop.test/uploads/none.webp", { method: "POST" });
    expect(post.status).toBe(404);
  });
});
