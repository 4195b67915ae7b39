import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./menu.handlers.ts";
import * as routes from "./menu.routes.ts";
import * as adminHandlers from "./menu-admin.handlers.ts";
import * as adminRoutes from "./menu-admin.routes.ts";

/** The header menu: the storefront's tree, and the admin's list and writes. */
export const menuRouter = createRouter()
  .openapi(routes.headerMenu, handlers.onHeaderMenu)
  .openapi(adminRoutes.list, adminHandlers.onList)
  .openapi(adminRoutes.add, adminHandlers.onAdd)
  .openapi(adminRoutes.update, adminHandlers.onUpdate)
  .openapi(adminRoutes.remove, adminHandlers.onRemove);
