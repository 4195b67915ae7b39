import type { LoaderFunctionArgs } from "react-router";
import { loadCampaignList } from "../features/listing/catalogue-lists.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /campaign: the active campaigns. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, shopApi, locale } = routeApi(args);
  return loadCampaignList({ api, shopApi, locale, url: args.url, request: args.request });
}
