import {
  AdminOrderDetail,
  AdminOrderListRequest,
  AdminOrderPage,
  IdParam,
  LocaleQuery,
  MarkOrderPaidBody,
  UpdateOrderShipmentBody,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const admin = { tags: ["Admin: orders"], security: adminSecurity };

export const list = createRoute({
  method: "post",
  path: "/order/getAdminOrders",
  ...adminWrite,
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  summary: "Every order of the shop, searched, filtered, sorted and a page at a time",
  description:
    "search finds part of the JS code, the delivery or invoice name, the e-mail or the phone's digits. date_from and date_to are days in UTC, both included.",
  request: { query: LocaleQuery, body: jsonBody(AdminOrderListRequest) },
  responses: { ...okResponse(AdminOrderPage, "A page"), ...errorResponses(400, 401, 403) },
});

export const one = createRoute({
  method: "get",
  path: "/order/getAdminOrder/{id}",
  ...privateRead,
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  summary: "One order as the admin reads it",
  description:
    "The shopper's detail (lines, addresses, the card's brand and last four digits only, history, refunds) with who moved it, which refunds returned stock, the amount refunded, the statuses it may go to next and the shop's cargo companies.",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(AdminOrderDetail, "The order"), ...errorResponses(401, 403, 404) },
});

export const markPaid = createRoute({
  method: "post",
  path: "/order/markOrderPaid",
  ...adminWrite,
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  summary: "Mark a wire transfer paid",
  description:
    "Moves a wire-transfer order awaiting payment to received, paid now, and e-mails the shopper. Any other order is order_status_not_allowed (409).",
  request: { query: LocaleQuery, body: jsonBody(MarkOrderPaidBody) },
  responses: {
    ...okResponse(AdminOrderDetail, "The order"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const shipment = createRoute({
  method: "post",
  path: "/order/updateOrderShipment",
  ...adminWrite,
  ...admin,
  middleware: [authenticate(["admin"])] as const,
  summary: "Set an order's cargo company, tracking number and invoice number",
  description:
    "Fields left out keep their value. A cargo company the shop does not have is validation_error naming cargo_company_id; a cancelled order is order_status_not_allowed (409). A shipped order's shopper is e-mailed the new tracking link.",
  request: { query: LocaleQuery, body: jsonBody(UpdateOrderShipmentBody) },
  responses: {
    ...okResponse(AdminOrderDetail, "The order"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
