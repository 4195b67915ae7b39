import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./menu-admin.routes.ts";
import {
  createMenuItem,
  deleteMenuItem,
  listMenuItems,
  readMenuItem,
  updateMenuItem,
} from "./menu-admin.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onList: Handler<"list"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listMenuItems(c.var.db, c.var.lang)), 200);
};

export const onAdd: Handler<"add"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const id = await createMenuItem(c.var.db, c.req.valid("json"));
  return c.json(ok(await readMenuItem(c.var.db, id, c.var.lang)), 200);
};

export const onUpdate: Handler<"update"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updateMenuItem(c.var.db, id, c.req.valid("json"));
  return c.json(ok(await readMenuItem(c.var.db, id, c.var.lang)), 200);
};

export const onRemove: Handler<"remove"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteMenuItem(c.var.db, id);
  return c.json(ok({ id }), 200);
};
