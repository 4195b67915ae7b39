import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./blog-admin.routes.ts";
import {
  createBlog,
  createBlogCategory,
  deleteBlog,
  deleteBlogCategory,
  listAdminBlogs,
  listBlogCategories,
  readAdminBlog,
  readBlogCategory,
  updateBlog,
  updateBlogCategory,
} from "./blog-admin.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onList: Handler<"list"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listAdminBlogs(c.var.db, c.req.valid("json"), c.var.lang)), 200);
};

export const onOne: Handler<"one"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await readAdminBlog(c.var.db, c.req.valid("param").id)), 200);
};

export const onAdd: Handler<"add"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const id = await createBlog(c.var.db, c.req.valid("json"));
  return c.json(ok(await readAdminBlog(c.var.db, id)), 200);
};

export const onUpdate: Handler<"update"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updateBlog(c.var.db, id, c.req.valid("json"));
  return c.json(ok(await readAdminBlog(c.var.db, id)), 200);
};

export const onRemove: Handler<"remove"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteBlog(c.var.db, id);
  return c.json(ok({ id }), 200);
};

export const onCategories: Handler<"categories"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listBlogCategories(c.var.db, c.var.lang)), 200);
};

export const onCategoryAdd: Handler<"categoryAdd"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const id = await createBlogCategory(c.var.db, c.req.valid("json"));
  return c.json(ok(await readBlogCategory(c.var.db, id, c.var.lang)), 200);
};

export const onCategoryUpdate: Handler<"categoryUpdate"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await updateBlogCategory(c.var.db, id, c.req.valid("json"));
  return c.json(ok(await readBlogCategory(c.var.db, id, c.var.lang)), 200);
};

export const onCategoryRemove: Handler<"categoryRemove"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const { id } = c.req.valid("param");
  await deleteBlogCategory(c.var.db, id);
  return c.json(ok({ id }), 200);
};
