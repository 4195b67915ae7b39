import { z } from "@hono/zod-openapi";
import { IdParam, LocaleQuery, StockAlert, StockAlertCancelled } from "../../contract/index.ts";
import { createRoute, customerSecurity, errorResponses, okResponse } from "../../lib/openapi.ts";
import { privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Customers: back-in-stock requests"];

export const list = createRoute({
  method: "get",
  path: "/customer/getStockNotifications",
  ...privateRead,
  tags,
  summary: "The customer's back-in-stock requests: waiting ones first, then those already told",
  description:
    "Requests made with productLetMeNow while signed in, newest first, with the product's name and link in the requested language. A request is told once, by e-mail in the language it was made in, when a write of the shop (an order cancelled, goods returned) brings the stock above zero; it then has notified_at.",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(StockAlert), "The requests"), ...errorResponses(401, 403) },
});

export const cancel = createRoute({
  method: "post",
  path: "/customer/deleteStockNotification/{id}",
  ...uncached,
  tags,
  summary: "Cancel one of the customer's back-in-stock requests",
  description:
    "Another customer's request, or one cancelled already, is record_not_found (404). With the token cookie it must come from this site (origin_not_allowed, 403).",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { params: IdParam, query: LocaleQuery },
  responses: {
    ...okResponse(StockAlertCancelled, "Cancelled"),
    ...errorResponses(400, 401, 403, 404),
  },
});
