import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { UploadedImage } from "../../contract/index.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { sqlState } from "../../lib/db-errors.ts";
import { ApiError } from "../../lib/errors.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import { asAdmin } from "../auth/auth.middleware.ts";
import type * as routes from "./images.routes.ts";
import {
  addProductImage,
  discardImage,
  readUpload,
  removeImage,
  setCustomerImage,
  storeImage,
} from "./images.service.ts";
import { assertUploadRoom, claimUpload, type UploadOwner, uploadOwner } from "./upload-quota.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** Counts the stored picture against its owner, or deletes it again when it does not fit. */
async function claimOrDiscard(c: Context<AppEnv>, owner: UploadOwner, image: UploadedImage) {
  const { db, config } = c.var;
  try {
    await claimUpload(db, config, owner, image);
  } catch (error) {
    await discardImage(db, config.uploads, image);
    throw error;
  }
}

export const onUpload: Handler<"upload"> = async (c) => {
  const { db, config, lang } = c.var;
  const owner = uploadOwner(c);
  await assertUploadRoom(db, config, owner);
  const buffer = await readUpload(c.req.valid("form").file);
  const image = await storeImage(buffer, { uploads: config.uploads, kind: "public", lang });
  await claimOrDiscard(c, owner, image);
  return c.json(ok(image), 200);
};

export const onUploadCustomer: Handler<"uploadCustomer"> = async (c) => {
  const { db, config, lang } = c.var;
  const identity = requireIdentity(c, ["customer"]);
  const owner = uploadOwner(c);
  await assertUploadRoom(db, config, owner);
  const buffer = await readUpload(c.req.valid("form").file);
  const image = await storeImage(buffer, {
    uploads: config.uploads,
    kind: "customers",
    owner: identity.customerId,
    lang,
  });
  await claimOrDiscard(c, owner, image);
  await setCustomerImage(db, config.uploads, identity.customerId, image.path_m);
  return c.json(ok(image), 200);
};

export const onUploadProductImage: Handler<"uploadProductImage"> = async (c) => {
  const { db, config, lang } = c.var;
  const { productId } = c.req.valid("param");
  const form = c.req.valid("form");
  const owner = uploadOwner(c);
  await assertUploadRoom(db, config, owner);
  const buffer = await readUpload(form.file);
  const image = await storeImage(buffer, {
    uploads: config.uploads,
    kind: "products",
    owner: productId,
    lang,
  });
  await claimOrDiscard(c, owner, image);
  try {
    const row = await asAdmin(c, requireIdentity(c, ["admin"]).adminId, (tx) =>
      addProductImage(tx, productId, image, form.property_value_id),
    );
    return c.json(ok({ ...image, ...row }), 200);
  } catch (error) {
    await discardImage(db, config.uploads, image);
    if (sqlState(error) === "23503") {
      throw new ApiError("validation_error", 400, {
        fields: [{ field: "property_value_id", in: "body", code: "invalid_value" }],
      });
    }
    throw error;
  }
};

export const onRemoveFile: Handler<"removeFile"> = async (c) => {
  const { db, config } = c.var;
  const { path } = c.req.valid("json");
  return c.json(ok(await removeImage(db, config.uploads, path)), 200);
};
