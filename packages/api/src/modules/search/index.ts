import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./search.handlers.ts";
import * as routes from "./search.routes.ts";

export const searchRouter = createRouter()
  .openapi(routes.normalSearch, handlers.onNormalSearch)
  .openapi(routes.elasticSearch, handlers.onElasticSearch)
  .openapi(routes.getMostSearch, handlers.onGetMostSearch);

for (const path of ["normal-search", "elastic-search"]) {
  searchRouter.get(`/search/${path}`, handlers.onMissingText);
  searchRouter.get(`/search/${path}/`, handlers.onMissingText);
}
