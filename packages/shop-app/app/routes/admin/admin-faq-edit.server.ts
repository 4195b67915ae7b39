import { faqInput, faqValues } from "../../features/admin-faq/faq-form.server.ts";
import { paths } from "../../lib/paths.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { translatedRecordRoute } from "../../lib/translated-record-route.server.ts";

export const { loader, action } = translatedRecordRoute({
  listPath: `${paths.admin}/faq`,
  read: (api, id) => unwrap(api.faq.getAdminFaq[":id"].$get({ param: { id } })),
  categories: (api) => unwrap(api.faq_category.getAdminFaqCategories.$post()),
  values: faqValues,
  input: faqInput,
  create: (api, input) => unwrap(api.faq.add.$post({ json: input })),
  update: (api, id, json) => unwrap(api.faq.update[":id"].$post({ param: { id }, json })),
  remove: (api, id) => unwrap(api.faq.delete[":id"].$post({ param: { id } })),
});
