import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./faq-admin.routes.ts";
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  listAdminFaqs,
  listFaqCategories,
  readAdminFaq,
  readFaqCategory,
  updateFaq,
  updateFaqCategory,
} from "./faq-admin.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onList: Handler<"list"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listAdminFaqs(c.var.db, c.req.valid("json"), c.var.lang)), 200);
};

export const onOne: Handler<"one"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await readAdminFaq(c.var.db, c.req.valid("param").id)), 200);
};

export const onAdd: Handler<"add"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const id = await createFaq(c.var.db, c.req.valid("json"));
  return c.json(ok(await readAdminFaq(c.var.db, id)), 200);
};

export const onUpdate: Handler<"update"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updateFaq(c.var.db, id, c.req.valid("json"));
  return c.json(ok(await readAdminFaq(c.var.db, id)), 200);
};

export const onRemove: Handler<"remove"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteFaq(c.var.db, id);
  return c.json(ok({ id }), 200);
};

export const onCategories: Handler<"categories"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listFaqCategories(c.var.db, c.var.lang)), 200);
};

export const onCategoryAdd: Handler<"categoryAdd"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const id = await createFaqCategory(c.var.db, c.req.valid("json"));
  return c.json(ok(await readFaqCategory(c.var.db, id, c.var.lang)), 200);
};

export const onCategoryUpdate: Handler<"categoryUpdate"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updateFaqCategory(c.var.db, id, c.req.valid("json"));
  return c.json(ok(await readFaqCategory(c.var.db, id, c.var.lang)), 200);
};

export const onCategoryRemove: Handler<"categoryRemove"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteFaqCategory(c.var.db, id);
  return c.json(ok({ id }), 200);
};
