import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./admin-orders.routes.ts";
import {
  adminOrderDetail,
  listAdminOrders,
  markOrderPaid,
  updateOrderShipment,
} from "./admin-orders.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onList: Handler<"list"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listAdminOrders(c.var.db, c.req.valid("json"), c.var.lang)), 200);
};

export const onOne: Handler<"one"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await adminOrderDetail(c.var.db, c.req.valid("param").id, c.var.lang)), 200);
};

export const onMarkPaid: Handler<"markPaid"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await markOrderPaid(c.var.db, c.req.valid("json"), c.var.lang)), 200);
};

export const onShipment: Handler<"shipment"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await updateOrderShipment(c.var.db, c.req.valid("json"), c.var.lang)), 200);
};
