// A brand's page (/{seoLink} resolved to a brand, which the resolution answered): its products
// with the URL's filters, the facets and the brand page's layout.
import type { BrandDetail } from "@shop/api/contract";
import { redirect } from "react-router";
import { localizePath } from "../../lib/locale.ts";
import { loadPageLayout } from "../../lib/page-layout.server.ts";
import type { ListingPageArgs } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { loadListing } from "./listing.server.ts";

export async function loadBrandPage(args: ListingPageArgs, brand: BrandDetail) {
  const [listing, layout] = await Promise.all([
    loadListing(args, { brand_id: brand.id }),
    loadPageLayout(args.shopApi, "brand"),
  ]);
  return { layout, brand, category: null, listing };
}

export type BrandPageData = Awaited<ReturnType<typeof loadBrandPage>>;

/** /{brand}/{category}: a brand's products within a category; 404 when either is unknown. */
export async function loadBrandCategoryPage(
  args: ListingPageArgs,
  brandSeoLink: string,
  categorySeoLink: string,
) {
  const { brand: brands, category: categories } = args.shopApi;
  const [brand, category] = await Promise.all([
    unwrap(brands.getBySeoLink[":seo"].$get({ param: { seo: encodeURIComponent(brandSeoLink) } })),
    unwrap(
      categories.getBySeoLink[":seo"].$get({ param: { seo: encodeURIComponent(categorySeoLink) } }),
    ),
  ]);
  // Another language's links (a Turkish category link under /en): this language's own, as
  // /{seoLink} does.
  if (brand.seo_link !== brandSeoLink || category.seo_link !== categorySeoLink) {
    const path = encodeURI(localizePath(`/${brand.seo_link}/${category.seo_link}`, args.locale));
    throw redirect(`${path}${args.url.search}`, 301);
  }
  const [listing, layout] = await Promise.all([
    loadListing(args, { brand_id: brand.id, category_id: category.id }),
    loadPageLayout(args.shopApi, "brand"),
  ]);
  const brandLinks = Object.fromEntries(
    brand.alternates.map((link) => [link.language, link.seo_link]),
  );
  const alternates = Object.fromEntries(
    category.alternates.map((link) => [
      link.language,
      `/${brandLinks[link.language] ?? brand.seo_link}/${link.seo_link}`,
    ]),
  );
  return { layout, brand, category, listing, alternates };
}
