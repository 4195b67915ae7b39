import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./outbox.routes.ts";
import { listMessages } from "./outbox.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onMessages: Handler<"messages"> = async (c) =>
  c.json(ok(await listMessages(c.var.db, c.req.valid("query"))), 200);
