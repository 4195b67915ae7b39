import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { Currency, ExchangeRateUpdate, IdParam, LocaleQuery } from "../../contract/index.ts";
import { adminSecurity, errorResponses, jsonBody, okResponse } from "../../lib/openapi.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Reference data"];

export const list = createRoute({
  method: "get",
  path: "/currency",
  tags,
  summary: "Currencies with their exchange rates to the lira",
  description:
    "Names in the requested language. Rates are exact decimal text: what one unit costs in TRY.",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(Currency), "Active currencies"), ...errorResponses() },
});

export const updateRate = createRoute({
  method: "post",
  path: "/currency/update/{id}",
  tags: ["Admin: reference data"],
  summary: "Set a currency's exchange rate (admin)",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(ExchangeRateUpdate) },
  responses: {
    ...okResponse(Currency, "The updated currency"),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});
