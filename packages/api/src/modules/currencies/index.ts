import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./currency.handlers.ts";
import * as routes from "./currency.routes.ts";

export const currenciesRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.updateRate, handlers.onUpdateRate)
  .openapi(routes.adminList, handlers.onAdminList)
  .openapi(routes.updateSettings, handlers.onUpdateSettings);
