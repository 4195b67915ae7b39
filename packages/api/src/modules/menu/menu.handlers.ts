import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./menu.routes.ts";
import { readHeaderMenu } from "./menu.service.ts";

export const onHeaderMenu: RouteHandler<typeof routes.headerMenu, AppEnv> = async (c) =>
  c.json(ok(await readHeaderMenu(c.var.db, c.var.lang)), 200);
