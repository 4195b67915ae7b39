import type { LoaderFunctionArgs } from "react-router";
import { loadSearchPage } from "../features/listing/search-page.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /arama?q=&sayfa=: search results (noindex). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, shopApi, locale } = routeApi(args);
  return loadSearchPage({ api, shopApi, locale, url: args.url, request: args.request });
}
