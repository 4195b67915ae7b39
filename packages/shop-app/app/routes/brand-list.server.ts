import type { LoaderFunctionArgs } from "react-router";
import { loadBrandList } from "../features/listing/catalogue-lists.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /markalar: every brand A–Z. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale, currency } = routeApi(args);
  return loadBrandList({ shopApi, locale, currency, url: args.url, request: args.request });
}
