import { z } from "zod";
import {
  AdminCurrency,
  AdminCurrencyInput,
  Currency,
  ExchangeRateUpdate,
  IdParam,
  LocaleQuery,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead, publicRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Reference data"];

export const list = createRoute({
  method: "get",
  path: "/currency",
  ...publicRead,
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
  ...adminWrite,
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

export const adminList = createRoute({
  method: "get",
  path: "/currency/getAdminList",
  ...privateRead,
  tags: ["Admin: reference data"],
  summary: "Every currency, active or not, with its exchange rate (admin)",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(z.array(AdminCurrency), "The currencies"),
    ...errorResponses(401, 403),
  },
});

export const updateSettings = createRoute({
  method: "post",
  path: "/currency/updateSettings/{id}",
  ...adminWrite,
  tags: ["Admin: reference data"],
  summary: "Turn a currency on or off and set its order (admin)",
  description:
    "The default currency (the one rates are expressed in) stays on: default_inactive. An inactive currency is not offered; prices asked in it come in the default currency.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { params: IdParam, query: LocaleQuery, body: jsonBody(AdminCurrencyInput) },
  responses: {
    ...okResponse(AdminCurrency, "The saved currency"),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});
