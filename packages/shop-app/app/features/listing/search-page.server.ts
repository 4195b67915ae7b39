// Search results (/arama?q=&sayfa=): the API's normal search; without results, the most
// searched terms to try instead.

import { SEARCH_TEXT_MAX_LENGTH } from "@shop/api/contract";
import { data } from "react-router";
import { currencyCodeOf } from "../../lib/currency.ts";
import { loadPageLayout } from "../../lib/page-layout.server.ts";
import type { ListingPageArgs } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { listingParams, parseListingQuery } from "./listing-query.ts";

const POPULAR_SEARCHES = 10;

export function searchText(url: URL): string {
  return (url.searchParams.get("q") ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_TEXT_MAX_LENGTH);
}

export async function loadSearchPage(args: ListingPageArgs) {
  const text = searchText(args.url);
  const { page } = parseListingQuery(
    new URLSearchParams({
      [listingParams.page]: args.url.searchParams.get(listingParams.page) ?? "",
    }),
  );
  const [result, layout] = await Promise.all([
    text
      ? unwrap(
          args.shopApi.search["normal-search"][":text"].$get({
            param: { text: encodeURIComponent(text) },
            query: { page },
          }),
        )
      : Promise.resolve(null),
    loadPageLayout(args.shopApi, "search"),
  ]);
  if (result && page > Math.max(result.page_count, 1)) throw data(null, { status: 404 });
  const popular =
    !result || result.total === 0
      ? await unwrap(
          args.shopApi.search.getMostSearch.$get({ query: { limit: POPULAR_SEARCHES } }),
        ).catch((error: unknown) => {
          console.error("most searched terms unavailable", error);
          return [];
        })
      : [];
  return {
    layout,
    query: text,
    page,
    result,
    popular: popular.map((term) => term.term),
    currency: currencyCodeOf(args.currency),
  };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
