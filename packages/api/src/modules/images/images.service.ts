// Stores uploaded pictures: the file is decoded with sharp (its format is what the decoder finds,
// never the name or the declared type), turned upright, stripped of metadata (EXIF, GPS) and
// written in three sizes, each in WebP and AVIF, under random names in the upload storage
// (DATA_DIR/uploads or an S3 bucket), which the shop serves at /uploads.
import { randomBytes } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import type { Metadata, default as Sharp } from "sharp";
import {
  IMAGE_ADVISED_BYTES,
  type IMAGE_FORMATS,
  IMAGE_MAX_BYTES,
  IMAGE_SIZES,
  type LanguageCode,
  type UploadedImage,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { customers, productImages, products } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { limitConcurrency } from "../../lib/limit-concurrency.ts";
import { onFirstUse } from "../../lib/on-first-use.ts";
import { pictureFiles, UPLOADS_URL } from "./picture-files.ts";
import type { UploadStorage } from "./storage/upload-storage.ts";
import { releaseUploads } from "./upload-quota.ts";

/** Uploads per hour: of one signed-in customer or admin, else of one client network. */
export const UPLOADS_PER_HOUR = { anonymous: 30, customer: 20, admin: 600 } as const;
/**
 * Pictures bigger than this many pixels are refused before decoding (decompression bombs): 12 MP
 * is a phone camera's full size, and decoding it holds about 50 MB.
 */
export const MAX_INPUT_PIXELS = 12_000_000;
/** Pictures decoded at once; more uploads wait their turn rather than multiply the memory. */
const sharp = onFirstUse<typeof Sharp>("sharp");
const decodeSlot = limitConcurrency(2);

export type UploadKind = "public" | "customers" | "products";
type ImageFormat = (typeof IMAGE_FORMATS)[number];

const WARNING: Record<LanguageCode, string> = {
  tr: "Görsel 300 kb'tan büyük; daha hızlı sayfalar için küçültüp yeniden yüklemeniz önerilir.",
  en: "The picture is over 300 kB; a smaller one keeps pages fast.",
  ar: "حجم الصورة أكبر من 300 كيلوبايت؛ يُنصح بصورة أصغر لتبقى الصفحات سريعة.",
};

const fileProblem = (code: "required" | "invalid_format") =>
  new ApiError("validation_error", 400, { fields: [{ field: "file", in: "body", code }] });

const tooBig = () =>
  new ApiError("payload_too_large", 413, {
    fields: [{ field: "file", in: "body", code: "too_big", params: { maximum: IMAGE_MAX_BYTES } }],
  });

/** The format a buffer decodes as, or a refusal: only JPEG, PNG, WebP and AVIF pass. */
export async function decodeFormat(
  buffer: Buffer,
): Promise<{ format: ImageFormat; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp()(buffer, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: "error",
    }).metadata();
  } catch {
    throw fileProblem("invalid_format");
  }
  const format: ImageFormat | undefined =
    meta.format === "jpeg" || meta.format === "png" || meta.format === "webp"
      ? meta.format
      : meta.format === "heif" && meta.compression === "av1"
        ? "avif"
        : undefined;
  if (!format || !meta.width || !meta.height) throw fileProblem("invalid_format");
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw fileProblem("invalid_format");
  return { format, width: meta.width, height: meta.height };
}

/** Reads an uploaded form file within the limit. */
export async function readUpload(file: unknown): Promise<Buffer> {
  if (!(file instanceof Blob) || file.size === 0) throw fileProblem("required");
  if (file.size > IMAGE_MAX_BYTES) throw tooBig();
  return Buffer.from(await file.arrayBuffer());
}

/** Decodes, re-encodes and writes every size; returns the URL paths. */
export async function storeImage(
  buffer: Buffer,
  options: { uploads: UploadStorage; kind: UploadKind; owner?: number; lang: LanguageCode },
): Promise<UploadedImage> {
  if (buffer.length > IMAGE_MAX_BYTES) throw tooBig();
  return decodeSlot(() => encodeSizes(buffer, options));
}

async function encodeSizes(
  buffer: Buffer,
  options: { uploads: UploadStorage; kind: UploadKind; owner?: number; lang: LanguageCode },
): Promise<UploadedImage> {
  const original = await decodeFormat(buffer);
  const now = new Date();
  const folder = [
    options.kind,
    ...(options.owner !== undefined ? [String(options.owner)] : []),
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, "0"),
  ].join("/");
  const name = randomBytes(16).toString("hex");

  // Decoded once, upright, without metadata; each size is resized from that.
  const upright = await sharp()(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .toBuffer({ resolveWithObject: false });
  const written: string[] = [];
  try {
    const entries = await Promise.all(
      (Object.keys(IMAGE_SIZES) as Array<keyof typeof IMAGE_SIZES>).map(async (size) => {
        const edge = IMAGE_SIZES[size];
        const resized = sharp()(upright).resize({
          width: edge,
          height: edge,
          fit: "inside",
          withoutEnlargement: true,
        });
        const webp = await resized
          .clone()
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        const avif = await resized.clone().avif({ quality: 50, effort: 3 }).toBuffer();
        const base = `${name}-${size}`;
        await options.uploads.put(`${folder}/${base}.webp`, webp.data);
        written.push(`${folder}/${base}.webp`);
        await options.uploads.put(`${folder}/${base}.avif`, avif);
        written.push(`${folder}/${base}.avif`);
        const url = `${UPLOADS_URL}/${folder}/${base}`;
        return [
          size,
          {
            webp: `${url}.webp`,
            avif: `${url}.avif`,
            width: webp.info.width,
            height: webp.info.height,
          },
        ] as const;
      }),
    );
    const sizes = Object.fromEntries(entries) as UploadedImage["sizes"];
    return {
      path: sizes.l.webp,
      path_m: sizes.m.webp,
      path_s: sizes.s.webp,
      sizes,
      original: { format: original.format, bytes: buffer.length, ...dimensions(original) },
      warning:
        buffer.length > IMAGE_ADVISED_BYTES
          ? { code: "image_over_advised_size", message: WARNING[options.lang] }
          : null,
    };
  } catch (error) {
    await Promise.all(written.map((key) => options.uploads.delete(key)));
    throw error;
  }
}

const dimensions = (o: { width: number; height: number }) => ({ width: o.width, height: o.height });

/** Deletes the files of a picture just stored (its row could not be written). */
export async function discardImage(
  db: Database,
  uploads: UploadStorage,
  image: UploadedImage,
): Promise<void> {
  const { base, keys } = pictureFiles(image.path);
  await Promise.all(keys.map((key) => uploads.delete(key)));
  await releaseUploads(db, [base]);
}

/** Removes a stored picture's files and any product picture rows that show it. */
export async function removeImage(
  db: Database,
  uploads: UploadStorage,
  path: string,
): Promise<{ files: number; product_images: number }> {
  const { base, keys, urls } = pictureFiles(path);
  let removed = 0;
  for (const key of keys) {
    if (!(await uploads.stat(key))) continue;
    await uploads.delete(key);
    removed += 1;
  }
  const rows = await db
    .delete(productImages)
    .where(
      or(
        ...urls.map((url) =>
          or(
            eq(productImages.path, url),
            eq(productImages.pathM, url),
            eq(productImages.pathS, url),
          ),
        ),
      ),
    )
    .returning({ id: productImages.id });
  if (removed === 0 && rows.length === 0) throw new ApiError("record_not_found", 404);
  await releaseUploads(db, [base]);
  return { files: removed, product_images: rows.length };
}

/** Deletes the files of a stored picture, if any are left (a deleted account's profile picture). */
export async function removePictureFiles(uploads: UploadStorage, path: string): Promise<void> {
  let keys: string[];
  try {
    keys = pictureFiles(path).keys;
  } catch {
    return; // not a path of ours: nothing to delete
  }
  await Promise.all(keys.map((key) => uploads.delete(key)));
}

/** Makes the picture the customer's profile picture and deletes the files of the one it replaces. */
export async function setCustomerImage(
  db: Database,
  uploads: UploadStorage,
  customerId: number,
  path: string,
) {
  const [before] = await db
    .select({ path: customers.profileImagePath })
    .from(customers)
    .where(eq(customers.id, customerId));
  await db.update(customers).set({ profileImagePath: path }).where(eq(customers.id, customerId));
  if (before?.path && before.path !== path) {
    const { base, keys } = pictureFiles(before.path);
    await Promise.all(keys.map((key) => uploads.delete(key)));
    await releaseUploads(db, [base]);
  }
}

/** Adds the picture as the product's last one; 404 when the product does not exist. */
export async function addProductImage(
  db: Database,
  productId: number,
  image: UploadedImage,
  propertyValueId: number | undefined,
) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!product) throw new ApiError("record_not_found", 404);
    const [row] = await tx
      .insert(productImages)
      .values({
        productId,
        propertyValueId: propertyValueId ?? null,
        sortOrder: sql`(SELECT coalesce(max(${productImages.sortOrder}) + 1, 0) FROM ${productImages} WHERE ${productImages.productId} = ${productId})`,
        path: image.path,
        pathM: image.path_m,
        pathS: image.path_s,
        width: image.sizes.l.width,
        height: image.sizes.l.height,
      })
      .returning({ id: productImages.id, sortOrder: productImages.sortOrder });
    if (!row) throw new Error("product image insert returned nothing");
    return { id: row.id, product_id: productId, sort_order: row.sortOrder };
  });
}
