import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./orders.handlers.ts";
import * as routes from "./orders.routes.ts";

export const ordersRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.byCustomer, handlers.onByCustomer)
  .openapi(routes.one, handlers.onOne)
  .openapi(routes.detail, handlers.onDetail)
  .openapi(routes.statuses, handlers.onStatuses)
  .openapi(routes.lookup, handlers.onLookup)
  .openapi(routes.cancel, handlers.onCancel)
  .openapi(routes.refund, handlers.onRefund)
  .openapi(routes.refunds, handlers.onRefunds)
  .openapi(routes.tracking, handlers.onTracking)
  .openapi(routes.changeStatus, handlers.onChangeStatus)
  .openapi(routes.changeRefund, handlers.onChangeRefund);
