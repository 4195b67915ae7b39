import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./admin-marketing.routes.ts";
import {
  createCoupon,
  createGiftCertificate,
  deleteCoupon,
  generateCoupons,
  listCoupons,
  updateCoupon,
} from "./coupons.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onList: Handler<"list"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listCoupons(c.var.db, c.req.valid("query"))), 200);
};

export const onAdd: Handler<"add"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await createCoupon(c.var.db, c.req.valid("json"))), 200);
};

export const onGenerate: Handler<"generate"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok({ codes: await generateCoupons(c.var.db, c.req.valid("json")) }), 200);
};

export const onAddGiftCertificate: Handler<"addGiftCertificate"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await createGiftCertificate(c.var.db, c.req.valid("json"))), 200);
};

export const onUpdate: Handler<"update"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  return c.json(ok(await updateCoupon(c.var.db, id, c.req.valid("json"))), 200);
};

export const onRemove: Handler<"remove"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteCoupon(c.var.db, id);
  return c.json(ok({ id }), 200);
};
