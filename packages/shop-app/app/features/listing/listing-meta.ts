// Head tags of category and brand pages, as list pages (lib/listing-head.ts).
import type { MetaDescriptor } from "react-router";
import { formatAppMessage } from "../../i18n/messages.ts";
import { type Crumb, type HeadArgs, listingHead } from "../../lib/listing-head.ts";
import { localizePath, splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { plainText } from "../../lib/plain-text.ts";
import type { BrandPageData } from "./brand-page.server.ts";
import type { CategoryPageData } from "./category-page.server.ts";

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
