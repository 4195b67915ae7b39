import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ApiError } from "../../lib/errors.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./currency.routes.ts";
import {
  listCurrencies,
  listCurrenciesForAdmin,
  updateCurrencySettings,
  updateExchangeRate,
} from "./currency.service.ts";

export const onList: RouteHandler<typeof routes.list, AppEnv> = async (c) =>
  c.json(ok(await listCurrencies(c.var.db, c.var.lang)), 200);

export const onUpdateRate: RouteHandler<typeof routes.updateRate, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  await updateExchangeRate(c.var.db, id, c.req.valid("json").exchange_rate);
  const updated = (await listCurrencies(c.var.db, c.var.lang)).find(
    (currency) => currency.id === id,
  );
  if (!updated) throw new ApiError("record_not_found", 404);
  return c.json(ok(updated), 200);
};

export const onAdminList: RouteHandler<typeof routes.adminList, AppEnv> = async (c) =>
  c.json(ok(await listCurrenciesForAdmin(c.var.db, c.var.lang)), 200);

export const onUpdateSettings: RouteHandler<typeof routes.updateSettings, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  await updateCurrencySettings(c.var.db, id, c.req.valid("json"));
  const updated = (await listCurrenciesForAdmin(c.var.db, c.var.lang)).find(
    (currency) => currency.id === id,
  );
  if (!updated) throw new ApiError("record_not_found", 404);
  return c.json(ok(updated), 200);
};
