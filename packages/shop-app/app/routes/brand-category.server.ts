import { data, type LoaderFunctionArgs } from "react-router";
import { loadBrandCategoryPage } from "../features/listing/brand-page.server.ts";
import { isApiRequestError } from "../lib/api-client.ts";
import { routeApi } from "../lib/route-api.server.ts";

/** /{brand}/{category}: a brand's products within a category; 404 when either is unknown. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, shopApi, locale } = routeApi(args);
  try {
    return await loadBrandCategoryPage(
      { api, shopApi, locale, url: args.url, request: args.request },
      args.params.seoBrandLink ?? "",
      args.params.seoCategoryLink ?? "",
    );
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
