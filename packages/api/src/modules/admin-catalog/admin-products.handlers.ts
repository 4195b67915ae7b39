import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import { shopDay, shopTimeZone } from "../../lib/shop-time.ts";
import type * as routes from "./admin-products.routes.ts";
import { readDashboard } from "./dashboard.service.ts";
import {
  createPersonalization,
  deletePersonalization,
  listPersonalizations,
  updatePersonalization,
} from "./personalizations.service.ts";
import type * as csvRoutes from "./product-csv.routes.ts";
import { importProducts, previewProductImport, productsCsvStream } from "./product-csv.service.ts";
import {
  createProduct,
  deleteProduct,
  listAdminProducts,
  orderImages,
  readAdminProduct,
  updateLanguage,
  updatePrices,
  updateProduct,
  updateSort,
} from "./products.service.ts";
import {
  createSubProduct,
  deleteSubProduct,
  listSubProducts,
  updateSubProduct,
} from "./sub-products.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;
type CsvHandler<R extends "exportProducts" | "previewImport" | "commitImport"> = RouteHandler<
  (typeof csvRoutes)[R],
  AppEnv
>;

export const onList: Handler<"list"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listAdminProducts(c.var.db, c.req.valid("json"), c.var.lang)), 200);
};

export const onOne: Handler<"one"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await readAdminProduct(c.var.db, c.req.valid("param").id)), 200);
};

export const onAdd: Handler<"add"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const id = await createProduct(c.var.db, c.req.valid("json"));
  return c.json(ok(await readAdminProduct(c.var.db, id)), 200);
};

export const onUpdate: Handler<"update"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updateProduct(c.var.db, id, c.req.valid("json"));
  return c.json(ok(await readAdminProduct(c.var.db, id)), 200);
};

export const onUpdatePrice: Handler<"updatePrice"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updatePrices(c.var.db, id, c.req.valid("json"));
  return c.json(ok(await readAdminProduct(c.var.db, id)), 200);
};

export const onUpdateSort: Handler<"updateSort"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updateSort(c.var.db, id, c.req.valid("json").sort_order);
  return c.json(ok(await readAdminProduct(c.var.db, id)), 200);
};

export const onUpdateLanguage: Handler<"updateLanguage"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const body = c.req.valid("json");
  await updateLanguage(c.var.db, body);
  return c.json(ok(await readAdminProduct(c.var.db, body.product_id)), 200);
};

export const onUpdateImages: Handler<"updateImages"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await orderImages(c.var.db, id, c.req.valid("json").image_ids);
  return c.json(ok(await readAdminProduct(c.var.db, id)), 200);
};

export const onRemove: Handler<"remove"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteProduct(c.var.db, id);
  return c.json(ok({ id }), 200);
};

export const onSubList: Handler<"subList"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listSubProducts(c.var.db, c.req.valid("param").id)), 200);
};

export const onSubAdd: Handler<"subAdd"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await createSubProduct(c.var.db, c.req.valid("json"))), 200);
};

export const onSubUpdate: Handler<"subUpdate"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  return c.json(ok(await updateSubProduct(c.var.db, id, c.req.valid("json"))), 200);
};

export const onSubDelete: Handler<"subDelete"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteSubProduct(c.var.db, id);
  return c.json(ok({ id }), 200);
};

export const onPersonalizationList: Handler<"personalizationList"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listPersonalizations(c.var.db, c.req.valid("param").id)), 200);
};

export const onPersonalizationAdd: Handler<"personalizationAdd"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await createPersonalization(c.var.db, c.req.valid("json"))), 200);
};

export const onPersonalizationUpdate: Handler<"personalizationUpdate"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  return c.json(ok(await updatePersonalization(c.var.db, id, c.req.valid("json"))), 200);
};

export const onPersonalizationDelete: Handler<"personalizationDelete"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deletePersonalization(c.var.db, id);
  return c.json(ok({ id }), 200);
};

export const onDashboard: Handler<"dashboard"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await readDashboard(c.var.db, c.var.lang)), 200);
};

export const onExport: CsvHandler<"exportProducts"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const day = shopDay(new Date(), await shopTimeZone(c.var.db));
  return c.body(productsCsvStream(c.var.db), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="products-${day}.csv"`,
    "Cache-Control": "no-store",
  });
};

export const onPreviewImport: CsvHandler<"previewImport"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const text = await c.req.text();
  return c.json(ok(await previewProductImport(c.var.db, text, c.var.lang)), 200);
};

export const onCommitImport: CsvHandler<"commitImport"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const text = await c.req.text();
  return c.json(ok(await importProducts(c.var.db, text, c.var.lang)), 200);
};
