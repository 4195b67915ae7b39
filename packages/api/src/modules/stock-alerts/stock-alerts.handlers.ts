import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./stock-alerts.routes.ts";
import { cancelStockAlert, listStockAlerts } from "./stock-alerts.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onList: Handler<"list"> = async (c) => {
  const { customerId } = requireIdentity(c, ["customer"]);
  return c.json(ok(await listStockAlerts(c.var.db, customerId, c.var.lang)), 200);
};

export const onCancel: Handler<"cancel"> = async (c) => {
  const { customerId } = requireIdentity(c, ["customer"]);
  return c.json(ok(await cancelStockAlert(c.var.db, customerId, c.req.valid("param").id)), 200);
};
