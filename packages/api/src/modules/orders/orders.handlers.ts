import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { networkOf } from "../../lib/network.ts";
import { ok } from "../../lib/openapi.ts";
import { enforceLimit } from "../../lib/rate-limit.ts";
import { ownerOf, requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./orders.routes.ts";
import {
  cancelOrder,
  changeOrderStatus,
  changeRefundStatus,
  findOwnOrder,
  listOrders,
  listRefunds,
  lookupOrder,
  orderDetail,
  orderSummary,
  requestRefund,
  statusList,
  trackingOf,
} from "./orders.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const ownerIn = (c: Context<AppEnv>) => ownerOf(requireIdentity(c, ["customer", "guest"]));

/** Order-number lookups a client address may make an hour: enough for a family, not a scan. */
const LOOKUPS_PER_HOUR = 30;

export const onList: Handler<"list"> = async (c) =>
  c.json(ok(await listOrders(c.var.db, ownerIn(c), c.var.lang, c.req.valid("json"))), 200);

export const onByCustomer: Handler<"byCustomer"> = async (c) => {
  const owner = ownerOf(requireIdentity(c, ["customer"]));
  const page = await listOrders(c.var.db, owner, c.var.lang, { page: 1, limit: 1000 });
  return c.json(ok(page.items), 200);
};

export const onOne: Handler<"one"> = async (c) => {
  const order = await findOwnOrder(c.var.db, ownerIn(c), c.req.valid("param").id);
  return c.json(ok(await orderSummary(c.var.db, order, c.var.lang)), 200);
};

export const onDetail: Handler<"detail"> = async (c) => {
  const order = await findOwnOrder(c.var.db, ownerIn(c), c.req.valid("param").id);
  return c.json(ok(await orderDetail(c.var.db, order, c.var.lang)), 200);
};

export const onStatuses: Handler<"statuses"> = async (c) => c.json(ok(statusList(c.var.lang)), 200);

export const onLookup: Handler<"lookup"> = async (c) => {
  const address = clientAddress(c);
  if (address)
    await enforceLimit(
      c.var.db,
      `order-lookup:address:${networkOf(address)}`,
      LOOKUPS_PER_HOUR,
      3600,
    );
  const { order_code, contact } = c.req.valid("json");
  const order = await lookupOrder(c.var.db, order_code, contact);
  return c.json(ok(await orderDetail(c.var.db, order, c.var.lang)), 200);
};

export const onCancel: Handler<"cancel"> = async (c) =>
  c.json(
    ok(await cancelOrder(c.var.db, ownerIn(c), c.req.valid("json").order_id, c.var.lang)),
    200,
  );

export const onRefund: Handler<"refund"> = async (c) =>
  c.json(ok(await requestRefund(c.var.db, ownerIn(c), c.req.valid("json"), c.var.lang)), 200);

export const onRefunds: Handler<"refunds"> = async (c) =>
  c.json(ok(await listRefunds(c.var.db, ownerIn(c), c.var.lang)), 200);

export const onTracking: Handler<"tracking"> = async (c) =>
  c.json(ok(await trackingOf(c.var.db, ownerIn(c), c.req.valid("json").order_id)), 200);

export const onChangeStatus: Handler<"changeStatus"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await changeOrderStatus(c.var.db, c.req.valid("json"), c.var.lang)), 200);
};

export const onChangeRefund: Handler<"changeRefund"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const refund = await changeRefundStatus(
    c.var.db,
    c.req.valid("json"),
    c.var.lang,
    c.var.config.paymentProviders,
  );
  return c.json(ok(refund), 200);
};
