import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./geo.handlers.ts";
import * as routes from "./geo.routes.ts";

export const geoRouter = createRouter()
  .openapi(routes.countriesList, handlers.onCountries)
  .openapi(routes.statesList, handlers.onStates)
  .openapi(routes.citiesList, handlers.onCities);
