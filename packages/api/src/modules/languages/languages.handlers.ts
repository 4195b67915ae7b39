import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./languages.routes.ts";
import { listLanguages } from "./languages.service.ts";

export const onList: RouteHandler<typeof routes.list, AppEnv> = async (c) =>
  c.json(ok(await listLanguages(c.var.db)), 200);
