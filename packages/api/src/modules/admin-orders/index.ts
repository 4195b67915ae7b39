import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./admin-orders.handlers.ts";
import * as routes from "./admin-orders.routes.ts";

/** The admin's orders: the list, one order, a wire transfer paid, the shipment's papers. */
export const adminOrdersRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.one, handlers.onOne)
  .openapi(routes.markPaid, handlers.onMarkPaid)
  .openapi(routes.shipment, handlers.onShipment);
