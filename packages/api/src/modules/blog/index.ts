import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./blog.handlers.ts";
import * as routes from "./blog.routes.ts";

// blog/{id} last: the named one-segment calls (getBlogCategories, get_most_read) match first.
export const blogRouter = createRouter()
  .openapi(routes.latest, handlers.onLatest)
  .openapi(routes.others, handlers.onOthers)
  .openapi(routes.all, handlers.onAll)
  .openapi(routes.categories, handlers.onCategories)
  .openapi(routes.byCategory, handlers.onByCategory)
  .openapi(routes.mostRead, handlers.onMostRead)
  .openapi(routes.viewed, handlers.onViewed)
  .openapi(routes.bySeoLink, handlers.onBySeoLink)
  .openapi(routes.byId, handlers.onById);
