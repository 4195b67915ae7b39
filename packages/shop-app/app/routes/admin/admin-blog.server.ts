import type { LoaderFunctionArgs } from "react-router";
import { unwrap } from "../../lib/shop-api.ts";
import { translatedRecordList } from "../../lib/translated-record-route.server.ts";

const list = translatedRecordList({
  list: (api, json) => unwrap(api.blog.getAdminBlogs.$post({ json })),
  categories: (api) => unwrap(api.blog_category.getAdminBlogCategories.$post()),
});

/**
 * A page of blog posts as the URL asks (?q=&category=&page=), the categories to filter by, and
 * the time it is: a post published later shows as scheduled.
 */
export async function loader(args: LoaderFunctionArgs) {
  return { ...(await list(args)), now: Date.now() };
}
