import type { LoaderFunctionArgs } from "react-router";
import { loadCategoryList } from "../features/listing/catalogue-lists.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /kategoriler: every category. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale, currency } = routeApi(args);
  return loadCategoryList({ shopApi, locale, currency, url: args.url, request: args.request });
}
