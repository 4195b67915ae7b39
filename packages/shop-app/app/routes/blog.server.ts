import type { LoaderFunctionArgs } from "react-router";
import { loadBlogList } from "../features/blog/blog-list.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /blog: the posts of every category or of one, a page at a time. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, shopApi, locale } = routeApi(args);
  return loadBlogList({ api, shopApi, locale, url: args.url, request: args.request });
}
