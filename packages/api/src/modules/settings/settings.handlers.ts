import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./settings.routes.ts";
import { getSiteSettings } from "./settings.service.ts";

export const onGetSettings: RouteHandler<typeof routes.getSettings, AppEnv> = async (c) =>
  c.json(ok(await getSiteSettings(c.var.db, c.req.valid("param").id, c.var.lang)), 200);
