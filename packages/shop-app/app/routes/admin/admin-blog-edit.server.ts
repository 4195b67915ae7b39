import { IMAGE_MAX_BYTES } from "@shop/api/contract";
import type { LoaderFunctionArgs } from "react-router";
import { blogInput, blogValues } from "../../features/admin-blog/blog-form.server.ts";
import { paths } from "../../lib/paths.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { translatedRecordRoute } from "../../lib/translated-record-route.server.ts";

const route = translatedRecordRoute({
  listPath: `${paths.admin}/blog`,
  read: (api, id) => unwrap(api.blog.getAdminBlog[":id"].$get({ param: { id } })),
  categories: (api) => unwrap(api.blog_category.getAdminBlogCategories.$post()),
  values: blogValues,
  input: blogInput,
  zoned: true,
  create: (api, input) => unwrap(api.blog.add.$post({ json: input })),
  update: (api, id, json) => unwrap(api.blog.update[":id"].$post({ param: { id }, json })),
  remove: (api, id) => unwrap(api.blog.delete[":id"].$post({ param: { id } })),
});

export const { action } = route;

/** The post's form, and the largest cover the image API takes (checked before uploading). */
export async function loader(args: LoaderFunctionArgs) {
  return { ...(await route.loader(args)), coverMaxBytes: IMAGE_MAX_BYTES };
}
