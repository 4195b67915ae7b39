import { unwrap } from "../../lib/shop-api.ts";
import { translatedRecordList } from "../../lib/translated-record-route.server.ts";

/** A page of FAQ entries as the URL asks (?q=&category=&page=), and the categories to filter by. */
export const loader = translatedRecordList({
  list: (api, json) => unwrap(api.faq.getAdminFaqs.$post({ json })),
  categories: (api) => unwrap(api.faq_category.getAdminFaqCategories.$post()),
});
