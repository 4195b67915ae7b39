import { faqInput, faqValues } from "../../features/admin-faq/faq-form.server.ts";
import { paths } from "../../lib/paths.ts";
import { translatedRecordRoute } from "../../lib/translated-record-route.server.ts";

export const { loader, action } = translatedRecordRoute({
  listPath: `${paths.admin}/faq`,
  read: (api, id) => api.adminFaq(id),
  categories: (api) => api.adminFaqCategories(),
  values: faqValues,
  input: faqInput,
  create: (api, input) => api.createFaq(input),
  update: (api, id, input) => api.updateFaq(id, input),
  remove: (api, id) => api.deleteFaq(id),
});
