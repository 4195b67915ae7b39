// A category's page (/{seoLink} resolved to a category, which the resolution answered): its
// products with the URL's filters, the facets and the category page's layout.
import type { Category } from "@shop/api/contract";
import { loadPageLayout } from "../../lib/page-layout.server.ts";
import type { ListingPageArgs } from "../../lib/route-api.server.ts";
import { loadListing } from "./listing.server.ts";

export async function loadCategoryPage(args: ListingPageArgs, category: Category) {
  const [listing, layout] = await Promise.all([
    loadListing(args, { category_id: category.id }),
    loadPageLayout(args.shopApi, "category"),
  ]);
  return { layout, category, listing };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
