// The products and facets of a listing (category, brand, brand within a category), fetched in
// parallel for the filters in the page's URL.

import type { ProductFilter } from "@shop/api/contract";
import { data } from "react-router";
import type { ApiClient } from "../../lib/api-client.ts";
import { currencyCodeOf } from "../../lib/currency.ts";
import type { Locale } from "../../lib/locale.ts";
import type { ShopApi } from "../../lib/shop-api.ts";
import { parseListingQuery, toProductFilter, toProductsRequest } from "./listing-query.ts";

/** What a listing page's loader gets (the seo-page dispatcher's arguments, or a route's). */
export interface ListingPageArgs {
  api: ApiClient;
  shopApi: ShopApi;
  locale: Locale;
  url: URL;
  request: Request;
}

export async function loadListing(api: ApiClient, url: URL, scope: ProductFilter) {
  const query = parseListingQuery(url.searchParams);
  const [products, facets] = await Promise.all([
    api.categoryProducts(toProductsRequest(query, scope)),
    api.productFilters(toProductFilter(query, scope)),
  ]);
  // A page past the last is a dead end, not an empty grid.
  if (query.page > Math.max(products.page_count, 1)) throw data(null, { status: 404 });
  return { query, products, facets, currency: currencyCodeOf(api.currency) };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
