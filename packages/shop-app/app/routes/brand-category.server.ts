import { data, type LoaderFunctionArgs } from "react-router";
import { loadBrandCategoryPage } from "../features/listing/brand-page.server.ts";
import { routeApi } from "../lib/route-api.server.ts";
import { isApiRequestError } from "../lib/shop-api.ts";

/** /{brand}/{category}: a brand's products within a category; 404 when either is unknown. */
export async function loader(args: LoaderFunctionArgs) {
  const { shopApi, locale, currency } = routeApi(args);
  try {
    return await loadBrandCategoryPage(
      { shopApi, locale, currency, url: args.url, request: args.request },
      args.params.seoBrandLink ?? "",
      args.params.seoCategoryLink ?? "",
    );
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
