// A category's page (/{seoLink} resolved to a category): the category, its products with the
// URL's filters, the facets and the category page's layout.

import { loadPageLayout } from "../../lib/page-layout.server.ts";
import type { ListingPageArgs } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { loadListing } from "./listing.server.ts";

export async function loadCategoryPage(args: ListingPageArgs, categoryId: number) {
  const [category, listing, layout] = await Promise.all([
    unwrap(args.shopApi.category[":id"].$get({ param: { id: categoryId } })),
    loadListing(args, { category_id: categoryId }),
    loadPageLayout(args.shopApi, "category"),
  ]);
  return { layout, category, listing };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
