import type { LoaderFunctionArgs } from "react-router";
import { contentListQuery } from "../../lib/record-list-query.ts";
import { routeApi } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";

export const CONTENT_PAGE_SIZE = 20;

/** A page of content pages as the URL asks (?q=&page=). */
export async function loader(args: LoaderFunctionArgs) {
  const { q, page } = contentListQuery.parse(args.url);
  const json = { page, page_size: CONTENT_PAGE_SIZE, ...(q ? { search: q } : {}) };
  const result = await unwrap(routeApi(args).shopApi.contents.getAdminContents.$post({ json }));
  return { query: { q, page }, page: result };
}
