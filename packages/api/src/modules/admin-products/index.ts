import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./admin-products.handlers.ts";
import * as routes from "./admin-products.routes.ts";

export const adminProductsRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.one, handlers.onOne)
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.updatePrice, handlers.onUpdatePrice)
  .openapi(routes.updateSort, handlers.onUpdateSort)
  .openapi(routes.updateLanguage, handlers.onUpdateLanguage)
  .openapi(routes.updateImages, handlers.onUpdateImages)
  .openapi(routes.remove, handlers.onRemove)
  .openapi(routes.subList, handlers.onSubList)
  .openapi(routes.subAdd, handlers.onSubAdd)
  .openapi(routes.subUpdate, handlers.onSubUpdate)
  .openapi(routes.subDelete, handlers.onSubDelete);
