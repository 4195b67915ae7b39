import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  IMAGE_MAX_BYTES,
  ImageProductParam,
  ImageUploadForm,
  LocaleQuery,
  ProductImageUploadForm,
  RemovedFile,
  RemoveFileRequest,
  UploadedImage,
  UploadedProductImage,
} from "../../contract/index.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import {
  adminSecurity,
  createRoute,
  customerSecurity,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { adminWrite, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";
import { UPLOADS_PER_HOUR } from "./images.service.ts";

const tags = ["Images"];

// The file plus the multipart envelope and a field or two.
const uploadLimit = bodyLimit({
  maxSize: IMAGE_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new ApiError("payload_too_large", 413, {
      fields: [
        { field: "file", in: "body", code: "too_big", params: { maximum: IMAGE_MAX_BYTES } },
      ],
    });
  },
});

/**
 * Counts every upload against its uploader: the signed-in customer or admin, else the client's
 * network (an IPv6 /64 counts as one), and an unknown address shares one bucket rather than
 * going unlimited. Placed after `authenticate` on the signed-in routes; counted before the form
 * is read, so that refused attempts count too.
 */
const uploadRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const identity = c.var.identity;
  const [key, limit] =
    identity?.kind === "customer"
      ? [`image-upload:customer:${identity.customerId}`, UPLOADS_PER_HOUR.customer]
      : identity?.kind === "admin"
        ? [`image-upload:admin:${identity.adminId}`, UPLOADS_PER_HOUR.admin]
        : [
            `image-upload:network:${networkOf(clientAddress(c) ?? "unknown")}`,
            UPLOADS_PER_HOUR.anonymous,
          ];
  await enforceLimit(c.var.db, key, limit, 3600);
  return next();
};

const formBody = <T extends typeof ImageUploadForm | typeof ProductImageUploadForm>(schema: T) => ({
  required: true,
  content: { "multipart/form-data": { schema } },
});

const sizesDescription =
  "The file is decoded (JPEG, PNG, WebP or AVIF; anything else is a validation_error on `file`), turned upright, stripped of metadata and stored as WebP and AVIF with the long edge at 160 (S), 480 (M) and 1200 (L) px, never enlarged, under random names. At most 5 MB (payload_too_large); over the advised 300 kB it is accepted with a `warning`. Each uploader (customer, admin, or client network) holds at most its quota of stored pictures (upload_quota_exceeded, 413); a picture that nothing in the shop refers to is deleted after a grace period (a day by default).";

export const upload = createRoute({
  method: "post",
  path: "/image/upload",
  ...uncached,
  tags,
  summary: "Upload a picture (comment photos; no sign-in)",
  description: `${sizesDescription} ${UPLOADS_PER_HOUR.anonymous} per client network (an IPv6 /64 counts as one) and hour (too_many_attempts).`,
  middleware: [uploadLimit, uploadRateLimit] as const,
  request: { query: LocaleQuery, body: formBody(ImageUploadForm) },
  responses: {
    ...okResponse(UploadedImage, "Stored"),
    ...errorResponses(400, 413, 429),
  },
});

export const uploadCustomer = createRoute({
  method: "post",
  path: "/image/uploadCustomer",
  ...uncached,
  tags,
  summary: "Upload the signed-in customer's profile picture",
  description: `${sizesDescription} Becomes the customer's profile picture (the medium size); the picture it replaces is deleted. ${UPLOADS_PER_HOUR.customer} uploads per customer and hour (too_many_attempts).`,
  security: customerSecurity,
  middleware: [uploadLimit, authenticate(["customer"]), uploadRateLimit] as const,
  request: { query: LocaleQuery, body: formBody(ImageUploadForm) },
  responses: {
    ...okResponse(UploadedImage, "Stored"),
    ...errorResponses(400, 401, 403, 413, 429),
  },
});

export const uploadProductImage = createRoute({
  method: "post",
  path: "/image/uploadProductImage/{productId}",
  ...adminWrite,
  tags,
  summary: "Add a picture to a product (admin)",
  description: `${sizesDescription} Added as the product's last picture (a product_images row).`,
  security: adminSecurity,
  middleware: [uploadLimit, authenticate(["admin"]), uploadRateLimit] as const,
  request: {
    params: ImageProductParam,
    query: LocaleQuery,
    body: formBody(ProductImageUploadForm),
  },
  responses: {
    ...okResponse(UploadedProductImage, "Stored and added"),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const removeFile = createRoute({
  method: "post",
  path: "/image/removeFile",
  ...adminWrite,
  tags,
  summary: "Remove an uploaded picture (admin)",
  description:
    "Deletes every size and format of the picture the path belongs to, and the product pictures (product_images rows) that show it. record_not_found when there was nothing.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(RemoveFileRequest) },
  responses: {
    ...okResponse(RemovedFile, "Removed"),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});
