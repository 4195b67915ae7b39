import type { LoaderFunctionArgs } from "react-router";
import { loadBrandList } from "../features/listing/catalogue-lists.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /markalar: every brand A–Z. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, shopApi, locale } = routeApi(args);
  return loadBrandList({ api, shopApi, locale, url: args.url, request: args.request });
}
