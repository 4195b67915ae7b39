import { blogInput, blogValues } from "../../features/admin-blog/blog-form.server.ts";
import { paths } from "../../lib/paths.ts";
import { translatedRecordRoute } from "../../lib/translated-record-route.server.ts";

export const { loader, action } = translatedRecordRoute({
  listPath: `${paths.admin}/blog`,
  read: (api, id) => api.adminBlog(id),
  categories: (api) => api.adminBlogCategories(),
  values: blogValues,
  input: blogInput,
  create: (api, input) => api.createBlog(input),
  update: (api, id, input) => api.updateBlog(id, input),
  remove: (api, id) => api.deleteBlog(id),
});
