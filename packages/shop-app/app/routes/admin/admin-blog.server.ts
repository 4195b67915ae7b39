import type { LoaderFunctionArgs } from "react-router";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";
import {
  categoryOptions,
  translatedRecordListQuery,
} from "../../lib/translated-record-route.server.ts";

export const BLOG_PAGE_SIZE = 20;

/** A page of blog posts as the URL asks (?q=&category=&page=), and the categories to filter by. */
export async function loader(args: LoaderFunctionArgs) {
  const { query, json } = translatedRecordListQuery(args.url, BLOG_PAGE_SIZE);
  const { shopApi } = routeApi(args);
  const [page, categories] = await Promise.all([
    unwrap(shopApi.blog.getAdminBlogs.$post({ json })),
    unwrap(shopApi.blog_category.getAdminBlogCategories.$post()),
  ]);
  return { query, page, categories: categoryOptions(categories), now: Date.now() };
}
