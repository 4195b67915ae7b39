import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./contents.handlers.ts";
import * as routes from "./contents.routes.ts";

/** The admin's content pages and the categories they are filed under. */
export const adminContentRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.one, handlers.onOne)
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.remove, handlers.onRemove)
  .openapi(routes.categories, handlers.onCategories)
  .openapi(routes.categoryAdd, handlers.onCategoryAdd)
  .openapi(routes.categoryUpdate, handlers.onCategoryUpdate)
  .openapi(routes.categoryRemove, handlers.onCategoryRemove);
