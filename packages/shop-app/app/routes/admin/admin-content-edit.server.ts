import { contentInput, contentValues } from "../../features/admin-content/content-form.server.ts";
import { paths } from "../../lib/paths.ts";
import { translatedRecordRoute } from "../../lib/translated-record-route.server.ts";

export const { loader, action } = translatedRecordRoute({
  listPath: `${paths.admin}/content`,
  read: (api, id) => api.adminContent(id),
  categories: (api) => api.adminContentCategories(),
  values: contentValues,
  input: contentInput,
  create: (api, input) => api.createContent(input),
  update: (api, id, input) => api.updateContent(id, input),
  remove: (api, id) => api.deleteContent(id),
});
