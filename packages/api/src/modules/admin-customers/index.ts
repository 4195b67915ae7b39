import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./admin-customers.handlers.ts";
import * as routes from "./admin-customers.routes.ts";

/** The admin's customers and newsletter subscribers. */
export const adminCustomersRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.one, handlers.onOne)
  .openapi(routes.subscribers, handlers.onSubscribers)
  .openapi(routes.exportSubscribers, handlers.onExportSubscribers);
