import type { LoaderFunctionArgs } from "react-router";
import { loadSearchPage } from "../features/listing/search-page.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /arama?q=&sayfa=: search results (noindex). */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale, currency } = routeApi(args);
  return loadSearchPage({ shopApi, locale, currency, url: args.url, request: args.request });
}
