import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./blog.routes.ts";
import {
  allPosts,
  countView,
  getPost,
  getPostBySeoLink,
  latestPosts,
  listCategories,
  mostReadPosts,
  otherPosts,
  postsOfCategory,
} from "./blog.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onLatest: Handler<"latest"> = async (c) =>
  c.json(ok(await latestPosts(c.var.db, c.var.lang, c.req.valid("param").n)), 200);

export const onOthers: Handler<"others"> = async (c) =>
  c.json(
    ok(
      await otherPosts(c.var.db, c.var.lang, c.req.valid("param").n, c.req.valid("query").exclude),
    ),
    200,
  );

export const onAll: Handler<"all"> = async (c) =>
  c.json(ok(await allPosts(c.var.db, c.var.lang, c.req.valid("json") ?? {})), 200);

export const onCategories: Handler<"categories"> = async (c) =>
  c.json(ok(await listCategories(c.var.db, c.var.lang)), 200);

export const onByCategory: Handler<"byCategory"> = async (c) =>
  c.json(
    ok(
      await postsOfCategory(
        c.var.db,
        c.var.lang,
        c.req.valid("param").id,
        c.req.valid("json") ?? {},
      ),
    ),
    200,
  );

export const onMostRead: Handler<"mostRead"> = async (c) =>
  c.json(ok(await mostReadPosts(c.var.db, c.var.lang, c.req.valid("query").limit)), 200);

export const onViewed: Handler<"viewed"> = async (c) =>
  c.json(ok(await countView(c.var.db, c.req.valid("param").id)), 200);

export const onBySeoLink: Handler<"bySeoLink"> = async (c) =>
  c.json(ok(await getPostBySeoLink(c.var.db, c.var.lang, c.req.valid("param").seo)), 200);

export const onById: Handler<"byId"> = async (c) =>
  c.json(ok(await getPost(c.var.db, c.var.lang, c.req.valid("param").id)), 200);
