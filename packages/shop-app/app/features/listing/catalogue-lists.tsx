// Every brand (A–Z), every category (the tree) and the active campaigns, in their ui screens.
import type { Campaign, CategoryNode } from "@shop/api/contract";
import {
  BrandListScreen,
  type BreadcrumbItem,
  type CampaignListEntry,
  CampaignListScreen,
  type CategoryListEntry,
  CategoryListScreen,
} from "@shop/ui";
import { type IntlShape, useIntl } from "@shop/ui/i18n/intl.ts";
import { useLocation } from "react-router";
import { type Locale, localizePath, splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { plainText } from "../../lib/plain-text.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { shopDay } from "../../lib/shop-time.ts";
import type {
  BrandListData,
  CampaignListData,
  CategoryListData,
} from "./catalogue-lists.server.ts";

function useCrumbs(page: "app.page.brands" | "app.page.categories" | "app.page.campaigns") {
  const intl = useIntl();
  const { locale } = splitLocale(useLocation().pathname);
  const crumbs: BreadcrumbItem[] = [
    { label: intl.formatMessage({ id: "app.page.home" }), href: localizePath("/", locale) },
    { label: intl.formatMessage({ id: page }) },
  ];
  return { intl, locale, crumbs };
}

export function BrandList({ data }: { data: BrandListData }) {
  const { locale, crumbs } = useCrumbs("app.page.brands");
  return (
    <BrandListScreen
      breadcrumbs={crumbs}
      brands={data.brands.map((brand) => ({
        id: String(brand.id),
        name: brand.name,
        href: localizePath(`/${brand.seo_link}`, locale),
        logo: brand.logo_path,
        productCount: brand.product_count,
      }))}
      renderLink={renderRouterLink}
    />
  );
}

export function toCategoryEntries(nodes: CategoryNode[], locale: Locale): CategoryListEntry[] {
  return nodes.map((node) => ({
    id: String(node.id),
    name: node.name,
    href: localizePath(`/${node.seo_link}`, locale),
    image: node.image_path,
    productCount: node.product_count,
    children: toCategoryEntries(node.children, locale),
  }));
}

export function CategoryList({ data }: { data: CategoryListData }) {
  const { locale, crumbs } = useCrumbs("app.page.categories");
  return (
    <CategoryListScreen
      breadcrumbs={crumbs}
      categories={toCategoryEntries(data.categories, locale)}
      renderLink={renderRouterLink}
    />
  );
}

function campaignBadge(campaign: Campaign, intl: IntlShape): string | undefined {
  switch (campaign.type) {
    case "cart_percent":
      return campaign.discount_percent !== null
        ? intl.formatMessage({ id: "app.campaign.percent" }, { percent: campaign.discount_percent })
        : undefined;
    case "buy_x_pay_y":
      return campaign.buy_quantity !== null && campaign.pay_quantity !== null
        ? intl.formatMessage(
            { id: "app.campaign.buyXPayY" },
            { buy: campaign.buy_quantity, pay: campaign.pay_quantity },
          )
        : undefined;
    case "free_shipping":
      return intl.formatMessage({ id: "app.campaign.freeShipping" });
    case "gift_product":
      return intl.formatMessage({ id: "app.campaign.gift" });
    default:
      return undefined;
  }
}

/** Where a campaign's card leads: what it applies to, else the cart where it is chosen. */
function campaignHref(campaign: Campaign, locale: Locale): string {
  const target = campaign.category ?? campaign.brand ?? campaign.gift_product;
  return localizePath(target ? `/${target.seo_link}` : paths.cart, locale);
}

export function toCampaignEntry(
  campaign: Campaign,
  locale: Locale,
  intl: IntlShape,
): CampaignListEntry {
  const entry: CampaignListEntry = {
    id: String(campaign.id),
    title: campaign.name,
    href: campaignHref(campaign, locale),
    image: campaign.image_path,
    startsAt: shopDay(campaign.starts_at, intl.timeZone),
  };
  const description = plainText(campaign.description, 400);
  if (description) entry.description = description;
  const badge = campaignBadge(campaign, intl);
  if (badge) entry.badge = badge;
  if (campaign.ends_at) {
    entry.endsAt = shopDay(campaign.ends_at, intl.timeZone);
    entry.ended = Date.parse(campaign.ends_at) < Date.now();
  }
  return entry;
}

export function CampaignList({ data }: { data: CampaignListData }) {
  const { intl, locale, crumbs } = useCrumbs("app.page.campaigns");
  return (
    <CampaignListScreen
      breadcrumbs={crumbs}
      campaigns={data.campaigns.map((campaign) => toCampaignEntry(campaign, locale, intl))}
      renderLink={renderRouterLink}
    />
  );
}
