import { translatedRecordRouter } from "../translated-record/index.ts";
import { routes } from "./contents.routes.ts";
import { categories, listAdminContents, pages } from "./contents.service.ts";

/** The admin's content pages and the categories they are filed under. */
export const adminContentRouter = translatedRecordRouter(routes, {
  list: listAdminContents,
  ...pages,
  categories,
});
