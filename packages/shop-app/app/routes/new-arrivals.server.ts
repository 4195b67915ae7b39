import type { LoaderFunctionArgs } from "react-router";
import { loadNewArrivalsPage } from "../features/listing/new-arrivals-page.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /yeni-gelenler?sirala=&sayfa=&…: every product, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale, currency } = routeApi(args);
  return loadNewArrivalsPage({ shopApi, locale, currency, url: args.url, request: args.request });
}
