import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./system.handlers.ts";
import * as routes from "./system.routes.ts";

export const systemRouter = createRouter()
  .openapi(routes.health, handlers.onHealth)
  .openapi(routes.ready, handlers.onReady);
