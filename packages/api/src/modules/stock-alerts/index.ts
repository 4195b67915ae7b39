import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./stock-alerts.handlers.ts";
import * as routes from "./stock-alerts.routes.ts";

export const stockAlertsRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.cancel, handlers.onCancel);
