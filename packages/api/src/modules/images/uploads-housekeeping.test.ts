import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  client,
  createTestApi,
  newCustomer,
  onPostgres,
  signInAdmin,
  type TestApi,
} from "../../../test/harness.ts";
import { blogCategories, blogPosts, customers, uploadedPictures } from "../../db/schema/index.ts";
import { diskStorage } from "./storage/disk-storage.ts";
import { cleanUpUploads } from "./upload-cleanup.ts";

const QUOTA = { customer: 2_000_000, admin: 50_000_000, anonymous: 3_000_000 };

let api: TestApi;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), "shop-uploads-"));
  api = await createTestApi({ uploads: diskStorage(uploadsDir), uploadQuotaBytes: QUOTA });
});
afterAll(async () => {
  await api?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

let shade = 0;
/** A small picture, a different one each time. */
const picture = () => {
  shade = (shade + 37) % 256;
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 20 } },
  })
    .png()
    .toBuffer();
};

async function send(
  path: string,
  file: Buffer,
  options: { token?: string; address?: string } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "p.png");
  const response = await api.app.request(
    `http://shop.test/api/v1${path}?language=en`,
    {
      method: "POST",
      body: form,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    },
    { clientAddress: options.address ?? "198.51.100.7" },
  );
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const held = async (owner: string) =>
  (await api.db.select().from(uploadedPictures).where(eq(uploadedPictures.owner, owner))).reduce(
    (sum, row) => sum + row.bytes,
    0,
  );
const filesIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
const onDisk = (url: string) => join(uploadsDir, url.replace(/^\/uploads\//, ""));

describe("upload quotas", () => {
  it("count what each client network holds and refuse beyond it, keeping no file", async () => {
    const address = "198.51.100.20";
    const same = await picture();
    const first = await send("/image/upload", same, { address });
    expect(first.status).toBe(200);
    const one = await held(`network:${address}`);
    expect(one).toBeGreaterThan(0);
    // The network is just short of its quota: the next picture does not fit.
    await api.db.insert(uploadedPictures).values({
      base: "public/test/filler-a",
      owner: `network:${address}`,
      bytes: QUOTA.anonymous - one - 10,
    });
    const before = filesIn(uploadsDir).length;
    const refused = await send("/image/upload", await picture(), { address });
    expect(refused.status).toBe(413);
    expect(refused.json.code).toBe("upload_quota_exceeded");
    expect(refused.json.message).toBe(
      "You have reached your upload limit of 2 MB. Remove pictures you no longer use and try again.",
    );
    expect(filesIn(uploadsDir).length).toBe(before);
    // Another network is not held back.
    expect(
      (await send("/image/upload", await picture(), { address: "198.51.100.21" })).status,
    ).toBe(200);
    // Removing a picture gives its room back (a copy of it fits again).
    const admin = await signInAdmin(api);
    const removed = await answerOf(
      client(api, admin).image.removeFile.$post({ json: { path: first.json.response.path } }),
    );
    expect(removed.status).toBe(200);
    expect((await send("/image/upload", same, { address })).status).toBe(200);
  });

  it("of a customer count only the profile picture that is kept", async () => {
    const registered = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
    const token = registered.json.response.token as string;
    const owner = `customer:${registered.json.response.customer.id}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await send("/image/uploadCustomer", await picture(), { token })).status).toBe(200);
    }
    const rows = await api.db
      .select()
      .from(uploadedPictures)
      .where(eq(uploadedPictures.owner, owner));
    expect(rows).toHaveLength(1);
    await api.db
      .update(uploadedPictures)
      .set({ bytes: QUOTA.customer })
      .where(eq(uploadedPictures.owner, owner));
    const refused = await send("/image/uploadCustomer", await picture(), { token });
    expect(refused.json.code).toBe("upload_quota_exceeded");
  });
});

describe.runIf(onPostgres())("upload quotas under concurrency, on PostgreSQL", () => {
  it("two uploads at once that fit only one after the other: one is refused", async () => {
    const address = "198.51.100.30";
    const same = await picture();
    expect((await send("/image/upload", same, { address })).status).toBe(200);
    const one = await held(`network:${address}`);
    // Room for one more copy of the same picture, not two.
    await api.db
      .update(uploadedPictures)
      .set({ bytes: QUOTA.anonymous - Math.floor(one * 1.5) })
      .where(eq(uploadedPictures.owner, `network:${address}`));
    const answers = await Promise.all([
      send("/image/upload", same, { address }),
      send("/image/upload", same, { address }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 413]);
    expect(await held(`network:${address}`)).toBeLessThanOrEqual(QUOTA.anonymous);
  });
});

describe("the clean-up of unreferenced uploads", () => {
  it("deletes old pictures nothing refers to and keeps the rest", async () => {
    const admin = await signInAdmin(api);
    const upload = async () =>
      (await send("/image/upload", await picture(), { token: admin })).json.response;
    const orphan = await upload();
    const inBlog = await upload();
    const young = await upload();
    const registered = await answerOf(client(api).customer.add.$post({ json: newCustomer() }));
    const profile = (
      await send("/image/uploadCustomer", await picture(), {
        token: registered.json.response.token,
      })
    ).json.response;
    const [category] = await api.db
      .insert(blogCategories)
      .values({ code: `cleanup-${Date.now()}` })
      .returning({ id: blogCategories.id });
    await api.db.insert(blogPosts).values({
      code: `cleanup-${Date.now()}`,
      blogCategoryId: category?.id as number,
      // With the shop's absolute address, as an admin may paste it
      imagePath: `https://shop.example${inBlog.sizes.s.avif}`,
    });
    // A file the upload routes did not name, such as the demo shop's pictures
    mkdirSync(join(uploadsDir, "demo"), { recursive: true });
    writeFileSync(join(uploadsDir, "demo", "no-image-l.webp"), "demo");

    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const image of [orphan, inBlog, profile]) {
      for (const size of ["s", "m", "l"] as const) {
        for (const format of ["webp", "avif"] as const) {
          utimesSync(onDisk(image.sizes[size][format]), hourAgo, hourAgo);
        }
      }
    }
    utimesSync(join(uploadsDir, "demo", "no-image-l.webp"), hourAgo, hourAgo);

    const { deleted } = await cleanUpUploads(api.db, diskStorage(uploadsDir), { graceMs: 600_000 });
    expect(deleted).toContain(orphan.path.replace(/^\/uploads\//, "").replace(/-l\.webp$/, ""));
    for (const size of ["s", "m", "l"] as const) {
      for (const format of ["webp", "avif"] as const) {
        expect(existsSync(onDisk(orphan.sizes[size][format]))).toBe(false);
        expect(existsSync(onDisk(inBlog.sizes[size][format]))).toBe(true);
        expect(existsSync(onDisk(young.sizes[size][format]))).toBe(true);
        expect(existsSync(onDisk(profile.sizes[size][format]))).toBe(true);
      }
    }
    expect(existsSync(join(uploadsDir, "demo", "no-image-l.webp"))).toBe(true);
    const [customer] = await api.db
      .select({ path: customers.profileImagePath })
      .from(customers)
      .where(eq(customers.id, registered.json.response.customer.id));
    expect(customer?.path).toBe(profile.path_m);
    // The deleted picture no longer counts against the admin
    const bases = (await api.db.select({ base: uploadedPictures.base }).from(uploadedPictures)).map(
      (row) => row.base,
    );
    expect(bases).not.toContain(deleted[0]);
  });
});
