import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  client,
  createTestApi,
  newCustomer,
  signInAdmin,
  type TestApi,
} from "../../../test/harness.ts";
import { IMAGE_MAX_BYTES } from "../../contract/index.ts";
import {
  categories,
  customers,
  productImages,
  products,
  rateLimits,
} from "../../db/schema/index.ts";
import { UPLOADS_PER_HOUR } from "./images.service.ts";
import { diskStorage } from "./storage/disk-storage.ts";

let api: TestApi;
let uploadsDir: string;
let adminToken: string;
let customerToken: string;
let customerId: number;
let productId: number;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), "shop-uploads-"));
  api = await createTestApi({ uploads: diskStorage(uploadsDir) });
  adminToken = await signInAdmin(api);
  const registered = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
  customerToken = registered.json.response.token;
  customerId = registered.json.response.customer.id;
  const [category] = await api.db
    .insert(categories)
    .values({ code: "img-test" })
    .returning({ id: categories.id });
  const [product] = await api.db
    .insert(products)
    .values({ sku: "img-test-1", categoryId: category?.id as number, vatRate: 20, sellingPrice: 1 })
    .returning({ id: products.id });
  productId = product?.id as number;
});
afterAll(async () => {
  await api?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 120, b: 20 } } });
/** Random pixels: a PNG of them barely compresses, so its size is about width × height × 3. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

async function send(
  path: string,
  file: Buffer | string | undefined,
  options: {
    token?: string;
    name?: string;
    type?: string;
    fields?: Record<string, string>;
    clientAddress?: string;
  } = {},
) {
  const form = new FormData();
  if (file !== undefined) {
    form.append(
      "file",
      new Blob([typeof file === "string" ? file : new Uint8Array(file)], {
        type: options.type ?? "image/jpeg",
      }),
      options.name ?? "photo.jpg",
    );
  }
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await api.app.request(
    `http://shop.test/api/v1${path}`,
    { method: "POST", body: form, headers },
    { clientAddress: options.clientAddress ?? "203.0.113.9" },
  );
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const onDisk = (url: string) => join(uploadsDir, url.replace(/^\/uploads\//, ""));

describe("image/upload", () => {
  it("stores an upright, metadata-free copy in three sizes, WebP and AVIF", async () => {
    // 2000 × 1000 taken with the camera turned: EXIF orientation 6 means "rotate 90°".
    const jpeg = await solid(2000, 1000)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret gps" } } })
      .toBuffer();
    const res = await send("/image/upload?language=en", jpeg);
    expect(res.status).toBe(200);
    const image = res.json.response;
    expect(image.original).toEqual({
      format: "jpeg",
      bytes: jpeg.length,
      width: 2000,
      height: 1000,
    });
    expect(image.warning).toBeNull();
    expect(image.path).toBe(image.sizes.l.webp);
    expect(image.path_m).toBe(image.sizes.m.webp);
    expect(image.path_s).toMatch(/^\/uploads\/public\/\d{4}\/\d{2}\/[0-9a-f]{32}-s\.webp$/);
    const expected = { s: [80, 160], m: [240, 480], l: [600, 1200] } as const;
    for (const size of ["s", "m", "l"] as const) {
      for (const format of ["webp", "avif"] as const) {
        const file = onDisk(image.sizes[size][format]);
        expect(existsSync(file), file).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe(format === "webp" ? "webp" : "heif");
        expect([meta.width, meta.height]).toEqual(expected[size]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
      }
      expect([image.sizes[size].width, image.sizes[size].height]).toEqual(expected[size]);
    }
  });

  it("accepts PNG, WebP and AVIF and never enlarges a small picture", async () => {
    for (const [format, buffer] of [
      ["png", await solid(100, 50).png().toBuffer()],
      ["webp", await solid(100, 50).webp().toBuffer()],
      ["avif", await solid(100, 50).avif().toBuffer()],
    ] as const) {
      // The declared type and name say nothing: the decoder decides.
      const res = await send("/image/upload", buffer, { type: "text/plain", name: "x.txt" });
      expect(res.status, format).toBe(200);
      expect(res.json.response.original.format).toBe(format);
      expect(res.json.response.sizes.l).toMatchObject({ width: 100, height: 50 });
    }
  });

  it("warns above the advised 300 kB and still accepts up to 5 MB", async () => {
    const png = await noisePng(330, 330);
    expect(png.length).toBeGreaterThan(300 * 1024);
    const res = await send("/image/upload?language=tr", png, { type: "image/png" });
    expect(res.status).toBe(200);
    expect(res.json.response.warning).toEqual({
      code: "image_over_advised_size",
      message: expect.stringContaining("300 kb"),
    });
  });

  it("refuses what is not a JPEG, PNG, WebP or AVIF picture, whatever its name", async () => {
    const gif = await solid(20, 20).gif().toBuffer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const [label, file] of [
      ["gif", gif],
      ["svg", svg],
      ["text", "not a picture at all"],
      ["truncated jpeg", (await solid(50, 50).jpeg().toBuffer()).subarray(0, 40)],
    ] as const) {
      const res = await send("/image/upload", file, { name: "photo.jpg", type: "image/jpeg" });
      expect(res.status, label).toBe(400);
      expect(res.json, label).toMatchObject({
        code: "validation_error",
        fields: [{ field: "file", in: "body", code: "invalid_format" }],
      });
    }
    // over 12 megapixels (here 4000 × 3001), however small the file, is refused before decoding
    const huge = await solid(4000, 3001).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(200_000);
    const bomb = await send("/image/upload", huge, { name: "bomb.png", type: "image/png" });
    expect(bomb.status).toBe(400);
    expect(bomb.json.fields[0]).toMatchObject({ field: "file", code: "invalid_format" });
    const largest = await solid(4000, 3000).jpeg().toBuffer();
    expect(
      (await send("/image/upload", largest, { name: "p.jpg", type: "image/jpeg" })).status,
    ).toBe(200);
    const missing = await send("/image/upload", undefined, { fields: { other: "x" } });
    expect(missing.status).toBe(400);
    expect(missing.json.fields[0]).toMatchObject({ field: "file", code: "required" });
    const before = readdirSync(uploadsDir, { recursive: true }).length;
    expect(before).toBeGreaterThan(0);
  });

  it("refuses a file over 5 MB", async () => {
    const png = await noisePng(1400, 1400);
    expect(png.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const res = await send("/image/upload", png, { type: "image/png" });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({
      code: "payload_too_large",
      fields: [{ field: "file", code: "too_big" }],
    });
  });
});

describe("image/uploadCustomer", () => {
  it("needs a customer and becomes the profile picture", async () => {
    const jpeg = await solid(300, 300).jpeg().toBuffer();
    expect((await send("/image/uploadCustomer", jpeg)).status).toBe(401);
    expect((await send("/image/uploadCustomer", jpeg, { token: adminToken })).status).toBe(401);
    const res = await send("/image/uploadCustomer", jpeg, { token: customerToken });
    expect(res.status).toBe(200);
    expect(res.json.response.path_m).toMatch(
      new RegExp(`^/uploads/customers/${customerId}/\\d{4}/\\d{2}/[0-9a-f]{32}-m\\.webp$`),
    );
    const [row] = await api.db
      .select({ path: customers.profileImagePath })
      .from(customers)
      .where(eq(customers.id, customerId));
    expect(row?.path).toBe(res.json.response.path_m);
  });

  it("is the image_url of customer/getCustomer and customerToken/me", async () => {
    const bare = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
    const token = bare.json.response.token;
    const profile = async () => [
      (await answerOf(client(api, token).customer.getCustomer.$get())).json.response.image_url,
      (await answerOf(client(api, token).customerToken.me.$get())).json.response.customer.image_url,
    ];
    expect(bare.json.response.customer.image_url).toBeNull();
    expect(await profile()).toEqual([null, null]);
    const jpeg = await solid(120, 120).jpeg().toBuffer();
    const uploaded = await send("/image/uploadCustomer", jpeg, { token });
    expect(await profile()).toEqual([uploaded.json.response.path_m, uploaded.json.response.path_m]);
  });

  it("refuses what is not a picture, and a file over the limit, in the shopper's language", async () => {
    const text = await send("/image/uploadCustomer?language=ar", "not a picture", {
      token: customerToken,
      type: "image/jpeg",
    });
    expect(text.status).toBe(400);
    expect(text.json.code).toBe("validation_error");
    expect(text.json.fields[0]).toMatchObject({ field: "file" });
    expect(text.json.message).toMatch(/[\u0600-\u06FF]/);
    const big = await send("/image/uploadCustomer", Buffer.alloc(IMAGE_MAX_BYTES + 1), {
      token: customerToken,
    });
    expect(big.status).toBe(413);
    expect(big.json.code).toBe("payload_too_large");
  });

  it("deletes the files of the picture a new one replaces", async () => {
    const jpeg = await solid(200, 200).jpeg().toBuffer();
    const first = await send("/image/uploadCustomer", jpeg, { token: customerToken });
    const second = await send("/image/uploadCustomer", jpeg, { token: customerToken });
    expect(second.status).toBe(200);
    const me = await answerOf(client(api, customerToken).customer.getCustomer.$get());
    expect(me.json.response.image_url).toBe(second.json.response.path_m);
    for (const format of ["webp", "avif"] as const) {
      expect(existsSync(onDisk(first.json.response.sizes.m[format]))).toBe(false);
      expect(existsSync(onDisk(second.json.response.sizes.m[format]))).toBe(true);
    }
  });

  it("are limited per customer, whatever the address", async () => {
    await api.db
      .insert(rateLimits)
      .values({
        key: `image-upload:customer:${customerId}`,
        hits: UPLOADS_PER_HOUR.customer,
        resetAt: sql`now() + interval '1 hour'`,
      })
      .onConflictDoUpdate({ target: rateLimits.key, set: { hits: UPLOADS_PER_HOUR.customer } });
    const jpeg = await solid(50, 50).jpeg().toBuffer();
    const res = await send("/image/uploadCustomer", jpeg, {
      token: customerToken,
      clientAddress: "198.51.100.200",
    });
    expect(res.status).toBe(429);
    expect(res.json.code).toBe("too_many_attempts");
  });
});

describe("anonymous uploads", () => {
  it("count a whole IPv6 /64 as one client", async () => {
    await api.db.insert(rateLimits).values({
      key: "image-upload:network:2001:db8:77:1::/64",
      hits: UPLOADS_PER_HOUR.anonymous,
      resetAt: sql`now() + interval '1 hour'`,
    });
    const jpeg = await solid(50, 50).jpeg().toBuffer();
    const neighbour = await send("/image/upload", jpeg, { clientAddress: "2001:db8:77:1::abcd" });
    expect(neighbour.status).toBe(429);
    const elsewhere = await send("/image/upload", jpeg, { clientAddress: "2001:db8:77:2::1" });
    expect(elsewhere.status).toBe(200);
  });
});

describe("image/uploadProductImage and image/removeFile", () => {
  it("needs an admin, adds a product picture row, and removes it with its files", async () => {
    const png = await solid(1600, 900).png().toBuffer();
    const path = `/image/uploadProductImage/${productId}`;
    expect((await send(path, png)).status).toBe(401);
    expect((await send(path, png, { token: customerToken })).status).toBe(403);
    const first = await send(path, png, { token: adminToken });
    const second = await send(path, png, { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.json.response).toMatchObject({ product_id: productId, sort_order: 0 });
    expect(second.json.response.sort_order).toBe(1);
    // The picture's row is in the audit log, though its decoding ran outside the transaction.
    const audit = await answerOf(
      client(api, adminToken).admin.changes.$get({ query: { table: "product_images" } }),
    );
    expect(audit.json.response.items.map((change: { row_key: string }) => change.row_key)).toEqual(
      expect.arrayContaining([String(first.json.response.id)]),
    );
    const rows = await api.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      path: first.json.response.path,
      pathM: first.json.response.path_m,
      pathS: first.json.response.path_s,
      width: 1200,
      height: 675,
    });

    const missing = await send("/image/uploadProductImage/99999999", png, { token: adminToken });
    expect(missing.status).toBe(404);

    const removeBody = { path: first.json.response.path_s };
    expect((await answerOf(client(api).image.removeFile.$post({ json: removeBody }))).status).toBe(
      401,
    );
    const removed = await answerOf(
      client(api, adminToken).image.removeFile.$post({ json: removeBody }),
    );
    expect(removed.status).toBe(200);
    expect(removed.json.response).toEqual({ files: 6, product_images: 1 });
    expect(existsSync(onDisk(first.json.response.path))).toBe(false);
    expect(existsSync(onDisk(second.json.response.path))).toBe(true);
    const again = await answerOf(
      client(api, adminToken).image.removeFile.$post({ json: removeBody }),
    );
    expect(again.status).toBe(404);
    const outside = await answerOf(
      client(api, adminToken).image.removeFile.$post({
        json: { path: "/uploads/../../etc/passwd-s.webp" },
      }),
    );
    expect(outside.status).toBe(400);
    expect(outside.json.fields[0]).toMatchObject({ field: "path", code: "invalid_format" });
  });
});

describe("rate limit", () => {
  it("limits anonymous uploads per client address", async () => {
    let last = 0;
    for (let i = 0; i < 31 && last !== 429; i++) {
      const form = new FormData();
      const response = await api.app.request(
        "http://shop.test/api/v1/image/upload",
        { method: "POST", body: form },
        { clientAddress: "198.51.100.77" },
      );
      last = response.status;
    }
    expect(last).toBe(429);
    const other = await send("/image/upload", await solid(10, 10).png().toBuffer());
    expect(other.status).not.toBe(429);
  });
});
