// New arrivals (/yeni-gelenler): every active product, newest first unless the shopper orders
// them otherwise, filtered as a category is, in the category pages' layout.
import { loadPageLayout } from "../../lib/page-layout.server.ts";
import type { ListingPageArgs } from "../../lib/route-api.server.ts";
import { loadListing } from "./listing.server.ts";

export async function loadNewArrivalsPage(args: ListingPageArgs) {
  const [listing, layout] = await Promise.all([
    loadListing(args, {}, "newest"),
    loadPageLayout(args.shopApi, "category"),
  ]);
  return { layout, listing };
}

export type NewArrivalsPageData = Awaited<ReturnType<typeof loadNewArrivalsPage>>;
