import type { LoaderFunctionArgs } from "react-router";
import { loadBlogList } from "../features/blog/blog-list.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /blog: the posts of every category or of one, a page at a time. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale, currency } = routeApi(args);
  return loadBlogList({ shopApi, locale, currency, url: args.url, request: args.request });
}
