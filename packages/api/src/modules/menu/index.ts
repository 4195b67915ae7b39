import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./menu.handlers.ts";
import * as routes from "./menu.routes.ts";

export const menuRouter = createRouter().openapi(routes.headerMenu, handlers.onHeaderMenu);
