import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./settings.handlers.ts";
import * as routes from "./settings.routes.ts";

export const settingsRouter = createRouter().openapi(routes.getSettings, handlers.onGetSettings);
