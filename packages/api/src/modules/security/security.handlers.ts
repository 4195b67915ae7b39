import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./security.routes.ts";
import { listAdminChanges, listSecurityEvents } from "./security.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onEvents: Handler<"events"> = async (c) =>
  c.json(ok(await listSecurityEvents(c.var.db, c.req.valid("query"))), 200);

export const onChanges: Handler<"changes"> = async (c) =>
  c.json(ok(await listAdminChanges(c.var.db, c.req.valid("query"))), 200);
