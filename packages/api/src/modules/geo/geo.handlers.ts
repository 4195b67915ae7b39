import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import type * as routes from "./geo.routes.ts";
import { listCities, listCountries, listStates } from "./geo.service.ts";

export const onCountries: RouteHandler<typeof routes.countriesList, AppEnv> = async (c) =>
  c.json(ok(await listCountries(c.var.db, c.var.lang)), 200);

export const onStates: RouteHandler<typeof routes.statesList, AppEnv> = async (c) =>
  c.json(ok(await listStates(c.var.db, c.req.valid("param").id)), 200);

export const onCities: RouteHandler<typeof routes.citiesList, AppEnv> = async (c) =>
  c.json(ok(await listCities(c.var.db, c.req.valid("param").id)), 200);
