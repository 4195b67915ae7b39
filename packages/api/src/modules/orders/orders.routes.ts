import { z } from "@hono/zod-openapi";
import {
  CargoTracking,
  ChangeOrderStatusBody,
  ChangeRefundStatusBody,
  LocaleQuery,
  OrderDetail,
  OrderIdBody,
  OrderLookupBody,
  OrderPage,
  OrderPageRequest,
  OrderRefund,
  OrderStatusList,
  OrderSummary,
  RefundRequestBody,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  customerSecurity,
  errorResponses,
  jsonBody,
  okResponse,
  shopperSecurity,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Orders"];
const asShopper = authenticate(["customer", "guest"]);
/** A POST that only reads: the account's pages render it for a link from anywhere. */
const readsAsShopper = authenticate(["customer", "guest"], { reads: true });
const OrderRef = z.object({
  id: z.string().min(1).max(24).meta({ description: "The order's id or its JS code." }),
});

export const list = createRoute({
  method: "post",
  path: "/getOrders",
  ...privateRead,
  tags,
  summary: "The caller's orders, newest first, a page at a time",
  security: shopperSecurity,
  middleware: [readsAsShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(OrderPageRequest) },
  responses: { ...okResponse(OrderPage, "The orders"), ...errorResponses(400, 401, 403) },
});

export const byCustomer = createRoute({
  method: "get",
  path: "/getOrderByCustomer",
  ...privateRead,
  tags,
  summary: "Every order of the signed-in customer, short",
  security: customerSecurity,
  middleware: [authenticate(["customer"])] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(OrderSummary), "The orders"), ...errorResponses(401) },
});

export const one = createRoute({
  method: "get",
  path: "/getOrder/{id}",
  ...privateRead,
  tags,
  summary: "One of the caller's orders, short",
  description: "Another shopper's order, like an unknown one, is 404.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { params: OrderRef, query: LocaleQuery },
  responses: { ...okResponse(OrderSummary, "The order"), ...errorResponses(401, 404) },
});

export const detail = createRoute({
  method: "get",
  path: "/getOrderDetail/{id}",
  ...privateRead,
  tags,
  summary: "One of the caller's orders with lines, addresses, payment, history and refunds",
  description:
    "The card shows as its brand and last four digits only. can_cancel and can_refund say what the shopper may still do. Another shopper's order is 404.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { params: OrderRef, query: LocaleQuery },
  responses: { ...okResponse(OrderDetail, "The order"), ...errorResponses(401, 404) },
});

export const statuses = createRoute({
  method: "get",
  path: "/getOrderStatusList",
  ...uncached,
  tags,
  summary: "The order and refund statuses with their names",
  request: { query: LocaleQuery },
  responses: { ...okResponse(OrderStatusList, "The statuses"), ...errorResponses() },
});

export const lookup = createRoute({
  method: "post",
  path: "/order/getOrderInfo",
  ...privateRead,
  tags,
  summary: "Follow an order by its code and its e-mail or phone (the order-number login)",
  description:
    "An unknown code and a wrong e-mail or phone give the same 404. Limited per client address (too_many_attempts).",
  request: { query: LocaleQuery, body: jsonBody(OrderLookupBody) },
  responses: { ...okResponse(OrderDetail, "The order"), ...errorResponses(400, 404, 429) },
});

export const cancel = createRoute({
  method: "post",
  path: "/orderCancel",
  ...uncached,
  tags,
  summary: "Cancel an order that has not shipped",
  description:
    "cannot_be_cancelled (409) once shipped, delivered or cancelled. The stock of its lines and its campaign and coupon uses come back; the shopper gets an e-mail.",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(OrderIdBody) },
  responses: {
    ...okResponse(OrderDetail, "The cancelled order"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const refund = createRoute({
  method: "post",
  path: "/createOrderRefund",
  ...uncached,
  tags,
  summary: "Ask for a refund of a delivered order",
  description:
    "Within 15 days of delivery, for at most the order's total less the refunds already asked; otherwise cannot_be_refunded (409).",
  security: shopperSecurity,
  middleware: [asShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(RefundRequestBody) },
  responses: {
    ...okResponse(OrderRefund, "The refund request"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const refunds = createRoute({
  method: "post",
  path: "/getRefundOrders",
  ...privateRead,
  tags,
  summary: "The caller's refund requests",
  security: shopperSecurity,
  middleware: [readsAsShopper] as const,
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(OrderRefund), "The requests"), ...errorResponses(401, 403) },
});

export const tracking = createRoute({
  method: "post",
  path: "/cargo/getTrackingCargo",
  ...privateRead,
  tags: ["Cargo"],
  summary: "The cargo company, tracking number and link of the caller's order",
  description: "404 until the order has shipped.",
  security: shopperSecurity,
  middleware: [readsAsShopper] as const,
  request: { query: LocaleQuery, body: jsonBody(OrderIdBody) },
  responses: {
    ...okResponse(CargoTracking, "The tracking"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const changeStatus = createRoute({
  method: "post",
  path: "/changeOrderStatus",
  ...adminWrite,
  tags: ["Admin: orders"],
  summary: "Move an order along its statuses",
  description:
    "awaiting_payment → received (marks a wire transfer paid) → preparing → shipped (a tracking number is needed) → delivered; cancelled from any status before shipped, returning the stock. Any other move is order_status_not_allowed (409). The shopper gets an e-mail in the order's language, with the tracking link once shipped.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(ChangeOrderStatusBody) },
  responses: {
    ...okResponse(OrderDetail, "The order"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const changeRefund = createRoute({
  method: "post",
  path: "/changeOrderRefundStatus",
  ...adminWrite,
  tags: ["Admin: orders"],
  summary: "Decide a refund request",
  description:
    "requested → approved or rejected, approved → refunded. Refunded gives a card payment's amount back through the provider that took it (payment_provider_unavailable, 502, when it refuses or does not answer: the refund stays approved). With return_stock the goods' stock comes back, once. The shopper gets an e-mail.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(ChangeRefundStatusBody) },
  responses: {
    ...okResponse(OrderRefund, "The refund"),
    ...errorResponses(400, 401, 403, 404, 409, 502),
  },
});
