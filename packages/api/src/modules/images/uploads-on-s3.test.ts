// The upload routes and the clean-up with the pictures in an S3 bucket (a loopback S3 server):
// what they write, count, delete and keep is the same as in the folder.
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
import { startTestS3Server, type TestS3Server } from "../../../test/s3-server.ts";
import { blogCategories, blogPosts, uploadedPictures } from "../../db/schema/index.ts";
import { s3Storage } from "./storage/s3-storage.ts";
import { keyOfUrl, type UploadStorage } from "./storage/upload-storage.ts";
import { cleanUpUploads } from "./upload-cleanup.ts";

let s3: TestS3Server;
let bucket: UploadStorage;
let api: TestApi;
let admin: string;

beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = s3Storage(s3.settings);
  api = await createTestApi({ uploads: bucket });
  admin = await signInAdmin(api);
});
afterAll(async () => {
  await api?.close();
  await bucket?.close();
  await s3?.stop();
});

let shade = 0;
const picture = () => {
  shade = (shade + 41) % 256;
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: shade, b: 90 } },
  })
    .png()
    .toBuffer();
};

async function upload(path: string, token: string) {
  const form = new FormData();
  const file = await picture();
  form.append("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "p.png");
  const response = await api.app.request(`http://shop.test/api/v1${path}?language=en`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: UploadedPicture }).response;
}

interface UploadedPicture {
  path: string;
  path_m: string;
  sizes: Record<"s" | "m" | "l", { webp: string; avif: string }>;
}

const keysOf = (image: UploadedPicture) =>
  Object.values(image.sizes).flatMap((size) => [size.webp, size.avif].map((url) => keyOfUrl(url)));

async function inBucket(image: UploadedPicture): Promise<boolean[]> {
  return Promise.all(keysOf(image).map(async (key) => (await bucket.stat(key ?? "")) !== null));
}

describe("uploads in an S3 bucket", () => {
  it("writes every size to the bucket, counts its bytes and removes it again", async () => {
    const image = await upload("/image/upload", admin);
    expect(await inBucket(image)).toEqual([true, true, true, true, true, true]);
    const stored = await bucket.get(keyOfUrl(image.path_m) ?? "");
    expect(stored?.contentType).toBe("image/webp");
    const bytes = new Uint8Array(await new Response(stored?.body).arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe("webp");
    const [row] = await api.db.select().from(uploadedPictures);
    expect(row?.bytes).toBeGreaterThan(bytes.length);

    const removed = await answerOf(
      client(api, admin).image.removeFile.$post({ json: { path: image.path } }),
    );
    expect(removed.json.response).toEqual({ files: 6, product_images: 0 });
    expect(await inBucket(image)).toEqual([false, false, false, false, false, false]);
  });

  it("replaces a customer's profile picture, deleting the old one's objects", async () => {
    const registered = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
    const token = registered.json.response.token as string;
    const first = await upload("/image/uploadCustomer", token);
    const second = await upload("/image/uploadCustomer", token);
    expect(await inBucket(first)).not.toContain(true);
    expect(await inBucket(second)).not.toContain(false);
  });

  it("cleans up old objects nothing refers to and keeps the rest", async () => {
    const orphan = await upload("/image/upload", admin);
    const cover = await upload("/image/upload", admin);
    const [category] = await api.db
      .insert(blogCategories)
      .values({ code: "s3-cleanup" })
      .returning({ id: blogCategories.id });
    await api.db.insert(blogPosts).values({
      code: "s3-cleanup",
      blogCategoryId: category?.id as number,
      imagePath: cover.path_m,
    });
    await bucket.put("demo/no-image-l.webp", "demo");
    // Objects have no settable time: the cut-off falls between the old ones and the young one
    // (the bucket keeps whole seconds).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const cutoff = Math.floor(Date.now() / 1000) * 1000;
    const young = await upload("/image/upload", admin);

    const { deleted } = await cleanUpUploads(api.db, bucket, {
      graceMs: 600_000,
      now: cutoff + 600_000,
    });
    expect(deleted).toEqual([orphan.path.replace(/^\/uploads\//, "").replace(/-l\.webp$/, "")]);
    expect(await inBucket(orphan)).not.toContain(true);
    expect(await inBucket(cover)).not.toContain(false);
    expect(await inBucket(young)).not.toContain(false);
    expect(await bucket.stat("demo/no-image-l.webp")).not.toBeNull();
  });
});
