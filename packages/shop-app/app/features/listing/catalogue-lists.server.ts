// The catalogue's index pages: every brand, every category, the active campaigns.
import { currencyCodeOf } from "../../lib/currency.ts";
import { loadPageLayout } from "../../lib/page-layout.server.ts";
import type { ListingPageArgs } from "../../lib/route-api.server.ts";
import { unwrap } from "../../lib/shop-api.ts";
import { categoryTreeOf } from "../../lib/trees.server.ts";

export async function loadBrandList({ shopApi }: ListingPageArgs) {
  const [brands, layout] = await Promise.all([
    unwrap(shopApi.brand.getBrands.$get()),
    loadPageLayout(shopApi, "brand"),
  ]);
  return { layout, brands };
}

export async function loadCategoryList({ shopApi }: ListingPageArgs) {
  const [categories, layout] = await Promise.all([
    categoryTreeOf(shopApi),
    loadPageLayout(shopApi, "category"),
  ]);
  return { layout, categories };
}

export async function loadCampaignList({ shopApi, currency }: ListingPageArgs) {
  const [campaigns, layout] = await Promise.all([
    unwrap(shopApi.campaign.active.$get()),
    loadPageLayout(shopApi, "campaign"),
  ]);
  return { layout, campaigns, currency: currencyCodeOf(currency) };
}

export type BrandListData = Awaited<ReturnType<typeof loadBrandList>>;
export type CategoryListData = Awaited<ReturnType<typeof loadCategoryList>>;
export type CampaignListData = Awaited<ReturnType<typeof loadCampaignList>>;
