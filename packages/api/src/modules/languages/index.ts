import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./languages.handlers.ts";
import * as routes from "./languages.routes.ts";

export const languagesRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.adminList, handlers.onAdminList)
  .openapi(routes.update, handlers.onUpdate);
