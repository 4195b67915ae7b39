import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import { shopDay, shopTimeZone } from "../../lib/shop-time.ts";
import type * as routes from "./admin-customers.routes.ts";
import { listAdminCustomers, readAdminCustomer } from "./customers.service.ts";
import { listSubscribers, subscribersCsv } from "./subscribers.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

export const onList: Handler<"list"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listAdminCustomers(c.var.db, c.req.valid("query"))), 200);
};

export const onOne: Handler<"one"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await readAdminCustomer(c.var.db, c.req.valid("param").id, c.var.lang)), 200);
};

export const onSubscribers: Handler<"subscribers"> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await listSubscribers(c.var.db, c.req.valid("query"))), 200);
};

export const onExportSubscribers: Handler<"exportSubscribers"> = async (c) => {
  requireIdentity(c, ["admin"]);
  const csv = await subscribersCsv(c.var.db, c.req.valid("query"));
  const day = shopDay(new Date(), await shopTimeZone(c.var.db));
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
    "Cache-Control": "no-store",
  });
};
