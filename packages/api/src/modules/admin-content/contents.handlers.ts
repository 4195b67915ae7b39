import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./contents.routes.ts";
import {
  createContent,
  createContentCategory,
  deleteContent,
  deleteContentCategory,
  listAdminContents,
  listContentCategories,
  readAdminContent,
  readContentCategory,
  updateContent,
  updateContentCategory,
} from "./contents.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onList: Handler<"list"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listAdminContents(c.var.db, c.req.valid("json"), c.var.lang)), 200);
};

export const onOne: Handler<"one"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await readAdminContent(c.var.db, c.req.valid("param").id)), 200);
};

export const onAdd: Handler<"add"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const id = await createContent(c.var.db, c.req.valid("json"));
  return c.json(ok(await readAdminContent(c.var.db, id)), 200);
};

export const onUpdate: Handler<"update"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updateContent(c.var.db, id, c.req.valid("json"));
  return c.json(ok(await readAdminContent(c.var.db, id)), 200);
};

export const onRemove: Handler<"remove"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteContent(c.var.db, id);
  return c.json(ok({ id }), 200);
};

export const onCategories: Handler<"categories"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listContentCategories(c.var.db, c.var.lang)), 200);
};

export const onCategoryAdd: Handler<"categoryAdd"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const id = await createContentCategory(c.var.db, c.req.valid("json"));
  return c.json(ok(await readContentCategory(c.var.db, id, c.var.lang)), 200);
};

export const onCategoryUpdate: Handler<"categoryUpdate"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updateContentCategory(c.var.db, id, c.req.valid("json"));
  return c.json(ok(await readContentCategory(c.var.db, id, c.var.lang)), 200);
};

export const onCategoryRemove: Handler<"categoryRemove"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteContentCategory(c.var.db, id);
  return c.json(ok({ id }), 200);
};
