// Picture uploads: a shopper's comment photos (no sign-in), a customer's profile picture, an
// admin's product pictures, and removing a stored picture. Every upload is decoded and re-encoded
// (metadata stripped, turned upright) into three sizes, each in WebP and AVIF.
import { z } from "zod";

/** Largest picture accepted (bytes). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The specification's advice for product photos (section 5): larger ones get a warning. */
export const IMAGE_ADVISED_BYTES = 300 * 1024;
/** Formats accepted, as found by decoding the file (never by its name or declared type). */
export const IMAGE_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
/** Long edge of each stored size, in pixels (never enlarged). */
export const IMAGE_SIZES = { s: 160, m: 480, l: 1200 } as const;

export const ImageUploadForm = z.object({
  // A Blob check, not z.file(): the OpenAPI generator knows no file type. The size and the
  // format are checked by the service, on the bytes.
  file: z
    .custom<File>((value) => value instanceof Blob, { error: "required" })
    .meta({
      type: "string",
      format: "binary",
      description: `JPEG, PNG, WebP or AVIF, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
    }),
});

export const ProductImageUploadForm = ImageUploadForm.extend({
  property_value_id: z.coerce
    .number({ error: "invalid_type" })
    .int({ error: "invalid_type" })
    .positive()
    .max(2_147_483_647)
    .optional()
    .meta({ description: "The colour value the picture shows, when it shows one." }),
});

export const ImageProductParam = z.object({
  productId: z.coerce
    .number({ error: "invalid_type" })
    .int({ error: "invalid_type" })
    .positive()
    .max(2_147_483_647)
    .meta({ example: 1 }),
});

const StoredSize = z.object({
  webp: z.string().meta({ example: "/uploads/public/2025/01/3f9c…-s.webp" }),
  avif: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const UploadedImage = z
  .object({
    path: z.string().meta({ description: "Large WebP (gallery, zoom)." }),
    path_m: z.string().meta({ description: "Medium WebP (cards)." }),
    path_s: z.string().meta({ description: "Small WebP, S (thumbnails, cart)." }),
    sizes: z.object({ s: StoredSize, m: StoredSize, l: StoredSize }),
    original: z.object({
      format: z.enum(IMAGE_FORMATS),
      bytes: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
    }),
    warning: z
      .object({ code: z.literal("image_over_advised_size"), message: z.string() })
      .nullable()
      .meta({ description: "Set when the original is over the advised 300 kB (still accepted)." }),
  })
  .meta({ id: "UploadedImage" });
export type UploadedImage = z.infer<typeof UploadedImage>;

export const UploadedProductImage = UploadedImage.extend({
  id: z.number().int().meta({ description: "The product_images row." }),
  product_id: z.number().int(),
  sort_order: z.number().int(),
}).meta({ id: "UploadedProductImage" });

export const RemoveFileRequest = z
  .object({
    path: z
      .string({ error: "required" })
      .trim()
      .max(300, { error: "too_long" })
      .regex(/^\/uploads\/(?:public|customers|products)\/[\w/-]+\.(?:webp|avif)$/, {
        error: "invalid_format",
      })
      .meta({
        description: "Any stored size of an uploaded picture: every size and format of it goes.",
        example: "/uploads/products/12/2025/01/3f9c…-l.webp",
      }),
  })
  .meta({ id: "RemoveFileRequest" });

export const RemovedFile = z
  .object({
    files: z.number().int().meta({ description: "Files deleted." }),
    product_images: z.number().int().meta({ description: "product_images rows deleted." }),
  })
  .meta({ id: "RemovedFile" });
