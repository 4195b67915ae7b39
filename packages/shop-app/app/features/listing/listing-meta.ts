// Head tags of category and brand pages: title, description, keywords, Open Graph and a JSON-LD
// BreadcrumbList. A page beyond the first says so in its title (its canonical is itself).
import type { MetaArgs, MetaDescriptor } from "react-router";
import { formatAppMessage } from "../../i18n/messages.ts";
import { type Locale, localizePath, splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { plainText } from "../../lib/plain-text.ts";
import type { RootData } from "../../lib/root-data.ts";
import type { BrandPageData } from "./brand-page.server.ts";
import type { CategoryPageData } from "./category-page.server.ts";
import type { NewArrivalsPageData } from "./new-arrivals-page.server.ts";

export type HeadArgs = Pick<MetaArgs, "location" | "matches">;

export interface Crumb {
  name: string;
  path: string;
}

export function rootOf(args: HeadArgs): Partial<RootData> | undefined {
  return args.matches.find((match) => match?.id === "root")?.loaderData as
    | Partial<RootData>
    | undefined;
}

/** "{text} | {shop}" in the page's language (for titles that are not a fixed message). */
export function titleWithShop(args: HeadArgs, text: string): string {
  const { locale } = splitLocale(args.location.pathname);
  const shop = rootOf(args)?.head?.shopName;
  return shop ? formatAppMessage(locale, "app.meta.titleWithShop", { page: text, shop }) : text;
}

function pageSuffix(locale: Locale, title: string, page: number): string {
  return page > 1 ? formatAppMessage(locale, "app.listing.pageN", { title, page }) : title;
}

export interface ListingHead {
  title: string;
  description: string;
  keywords: string | null;
  image: string | null;
  crumbs: Crumb[];
  page: number;
}

export function listingHead(args: HeadArgs, head: ListingHead): MetaDescriptor[] {
  const { locale } = splitLocale(args.location.pathname);
  const root = rootOf(args);
  const origin = root?.origin ?? "";
  const absolute = (path: string) => (origin ? new URL(path, origin).href : path);
  const shop = root?.head?.shopName;
  const page = pageSuffix(locale, head.title, head.page);
  const title = titleWithShop(args, page);
  const home: Crumb = {
    name: formatAppMessage(locale, "app.page.home"),
    path: localizePath("/", locale),
  };
  const meta: MetaDescriptor[] = [
    { title },
    { property: "og:type", content: "website" },
    { property: "og:title", content: page },
    { property: "og:url", content: absolute(`${args.location.pathname}${args.location.search}`) },
    { property: "og:locale", content: locale },
  ];
  if (shop) meta.push({ property: "og:site_name", content: shop });
  if (head.description) {
    meta.push({ name: "description", content: head.description });
    meta.push({ property: "og:description", content: head.description });
  }
  if (head.keywords) meta.push({ name: "keywords", content: head.keywords });
  if (head.image) meta.push({ property: "og:image", content: absolute(head.image) });
  meta.push({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [home, ...head.crumbs].map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.path),
      })),
    },
  });
  return meta;
}

export function categoryMeta(args: HeadArgs, data: CategoryPageData): MetaDescriptor[] {
  const { locale } = splitLocale(args.location.pathname);
  const { category, listing } = data;
  return listingHead(args, {
    title: category.seo_title || category.name,
    description: category.seo_description || plainText(category.description),
    keywords: category.seo_keywords,
    image: category.image_path,
    crumbs: category.breadcrumb.map((crumb) => ({
      name: crumb.name,
      path: localizePath(`/${crumb.seo_link}`, locale),
    })),
    page: listing.query.page,
  });
}

export function brandMeta(
  args: HeadArgs,
  data: Pick<BrandPageData, "brand" | "listing"> & {
    category: CategoryPageData["category"] | null;
  },
): MetaDescriptor[] {
  const { locale } = splitLocale(args.location.pathname);
  const { brand, category, listing } = data;
  const brandsCrumb: Crumb = {
    name: formatAppMessage(locale, "app.page.brands"),
    path: localizePath(paths.brands, locale),
  };
  const brandCrumb: Crumb = { name: brand.name, path: localizePath(`/${brand.seo_link}`, locale) };
  if (category) {
    const title = formatAppMessage(locale, "app.listing.brandInCategory", {
      brand: brand.name,
      category: category.name,
    });
    return listingHead(args, {
      title,
      description: formatAppMessage(locale, "app.listing.brandInCategoryDescription", {
        brand: brand.name,
        category: category.name,
      }),
      keywords: [brand.name, category.name].join(", "),
      image: brand.logo_path,
      crumbs: [brandsCrumb, brandCrumb, { name: category.name, path: args.location.pathname }],
      page: listing.query.page,
    });
  }
  return listingHead(args, {
    title: brand.seo_title || brand.name,
    description: brand.seo_description || plainText(brand.description),
    keywords: brand.seo_keywords,
    image: brand.logo_path,
    crumbs: [brandsCrumb, brandCrumb],
    page: listing.query.page,
  });
}

export function newArrivalsMeta(args: HeadArgs, data: NewArrivalsPageData): MetaDescriptor[] {
  const { locale } = splitLocale(args.location.pathname);
  const title = formatAppMessage(locale, "app.page.newArrivals");
  return listingHead(args, {
    title,
    description: formatAppMessage(locale, "app.listing.newArrivalsDescription"),
    keywords: null,
    image: null,
    crumbs: [{ name: title, path: localizePath(paths.newArrivals, locale) }],
    page: data.listing.query.page,
  });
}
