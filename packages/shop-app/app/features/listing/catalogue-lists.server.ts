// The catalogue's index pages: every brand, every category, the active campaigns.
import { currencyCodeOf } from "../../lib/currency.ts";
import { loadPageLayout } from "../layout/page-layout.server.ts";
import type { ListingPageArgs } from "./listing.server.ts";

export async function loadBrandList({ api, shopApi }: ListingPageArgs) {
  const [brands, layout] = await Promise.all([api.brands(), loadPageLayout(shopApi, "brand")]);
  return { layout, brands };
}

export async function loadCategoryList({ api, shopApi }: ListingPageArgs) {
  const [categories, layout] = await Promise.all([
    api.categoryTree(),
    loadPageLayout(shopApi, "category"),
  ]);
  return { layout, categories };
}

export async function loadCampaignList({ api, shopApi }: ListingPageArgs) {
  const [campaigns, layout] = await Promise.all([
    api.campaigns(),
    loadPageLayout(shopApi, "campaign"),
  ]);
  return { layout, campaigns, currency: currencyCodeOf(api.currency) };
}

export type BrandListData = Awaited<ReturnType<typeof loadBrandList>>;
export type CategoryListData = Awaited<ReturnType<typeof loadCategoryList>>;
export type CampaignListData = Awaited<ReturnType<typeof loadCampaignList>>;
