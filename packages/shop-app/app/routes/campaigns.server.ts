import type { LoaderFunctionArgs } from "react-router";
import { loadCampaignList } from "../features/listing/catalogue-lists.server.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /campaign: the active campaigns. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale, currency } = routeApi(args);
  return loadCampaignList({ shopApi, locale, currency, url: args.url, request: args.request });
}
