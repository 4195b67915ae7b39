// The products and facets of a listing (category, brand, brand within a category), fetched in
// parallel for the filters in the page's URL.

import type { ProductFilter, ProductSort } from "@shop/api/contract";
import { data } from "react-router";
import { currencyCodeOf } from "../../lib/currency.ts";
import type { ListingPageArgs } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { parseListingQuery, toProductFilter, toProductsRequest } from "./listing-query.ts";

export async function loadListing(
  { shopApi, currency, url }: ListingPageArgs,
  scope: ProductFilter,
  pageSort: ProductSort = "default",
) {
  const query = parseListingQuery(url.searchParams, pageSort);
  const [products, facets] = await Promise.all([
    unwrap(shopApi.product.getCategoryProducts.$post({ json: toProductsRequest(query, scope) })),
    unwrap(shopApi.product.getFilters.$post({ json: toProductFilter(query, scope) })),
  ]);
  // A page past the last is a dead end, not an empty grid.
  if (query.page > Math.max(products.page_count, 1)) throw data(null, { status: 404 });
  return { query, pageSort, products, facets, currency: currencyCodeOf(currency) };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>;
