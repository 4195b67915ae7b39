import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./security.handlers.ts";
import * as routes from "./security.routes.ts";

export const securityRouter = createRouter()
  .openapi(routes.events, handlers.onEvents)
  .openapi(routes.changes, handlers.onChanges);
