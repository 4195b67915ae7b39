import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./faq-admin.handlers.ts";
import * as routes from "./faq-admin.routes.ts";

/** The admin's FAQ entries and the categories they are grouped under. */
export const adminFaqRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.one, handlers.onOne)
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.remove, handlers.onRemove)
  .openapi(routes.categories, handlers.onCategories)
  .openapi(routes.categoryAdd, handlers.onCategoryAdd)
  .openapi(routes.categoryUpdate, handlers.onCategoryUpdate)
  .openapi(routes.categoryRemove, handlers.onCategoryRemove);
