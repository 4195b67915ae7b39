import { IMAGE_MAX_BYTES } from "@shop/api/contract";
import type { LoaderFunctionArgs } from "react-router";
import { blogInput, blogValues } from "../../features/admin-blog/blog-form.server.ts";
import { paths } from "../../lib/paths.ts";
import { translatedRecordRoute } from "../../lib/translated-record-route.server.ts";

const route = translatedRecordRoute({
  listPath: `${paths.admin}/blog`,
  read: (api, id) => api.adminBlog(id),
  categories: (api) => api.adminBlogCategories(),
  values: blogValues,
  input: blogInput,
  zoned: true,
  create: (api, input) => api.createBlog(input),
  update: (api, id, input) => api.updateBlog(id, input),
  remove: (api, id) => api.deleteBlog(id),
});

export const { action } = route;

/** The post's form, and the largest cover the image API takes (checked before uploading). */
export async function loader(args: LoaderFunctionArgs) {
  return { ...(await route.loader(args)), coverMaxBytes: IMAGE_MAX_BYTES };
}
