import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./languages.routes.ts";
import { listLanguages, listLanguagesForAdmin, updateLanguages } from "./languages.service.ts";

export const onList: RouteHandler<typeof routes.list, AppEnv> = async (c) =>
  c.json(ok(await listLanguages(c.var.db)), 200);

export const onAdminList: RouteHandler<typeof routes.adminList, AppEnv> = async (c) =>
  c.json(ok(await listLanguagesForAdmin(c.var.db)), 200);

export const onUpdate: RouteHandler<typeof routes.update, AppEnv> = async (c) =>
  c.json(ok(await updateLanguages(c.var.db, c.req.valid("json"))), 200);
