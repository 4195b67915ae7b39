import { translatedRecordRouter } from "../translated-record/index.ts";
import { routes } from "./faq-admin.routes.ts";
import { categories, entries, listAdminFaqs } from "./faq-admin.service.ts";

/** The admin's FAQ entries and the categories they are grouped under. */
export const adminFaqRouter = translatedRecordRouter(routes, {
  list: listAdminFaqs,
  ...entries,
  categories,
});
