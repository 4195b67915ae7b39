import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./blog-admin.handlers.ts";
import * as routes from "./blog-admin.routes.ts";

/** The admin's blog posts and the categories they are filed under. */
export const adminBlogRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.one, handlers.onOne)
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.remove, handlers.onRemove)
  .openapi(routes.categories, handlers.onCategories)
  .openapi(routes.categoryAdd, handlers.onCategoryAdd)
  .openapi(routes.categoryUpdate, handlers.onCategoryUpdate)
  .openapi(routes.categoryRemove, handlers.onCategoryRemove);
