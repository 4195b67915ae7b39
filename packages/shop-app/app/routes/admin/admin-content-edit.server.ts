import { contentInput, contentValues } from "../../features/admin-content/content-form.server.ts";
import { paths } from "../../lib/paths.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { translatedRecordRoute } from "../../lib/translated-record-route.server.ts";

export const { loader, action } = translatedRecordRoute({
  listPath: `${paths.admin}/content`,
  read: (api, id) => unwrap(api.contents.getAdminContent[":id"].$get({ param: { id } })),
  categories: (api) => unwrap(api.contents_category.getAdminContentCategories.$post()),
  values: contentValues,
  input: contentInput,
  create: (api, input) => unwrap(api.contents.add.$post({ json: input })),
  update: (api, id, json) => unwrap(api.contents.update[":id"].$post({ param: { id }, json })),
  remove: (api, id) => unwrap(api.contents.delete[":id"].$post({ param: { id } })),
});
