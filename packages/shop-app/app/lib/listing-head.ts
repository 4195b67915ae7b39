// Head tags of a page that lists things (category, brand, blog): title, description, keywords,
// Open Graph and a JSON-LD BreadcrumbList. A page beyond the first says so in its title (its
// canonical is itself).
import type { MetaArgs, MetaDescriptor } from "react-router";
import { formatAppMessage } from "../i18n/messages.ts";
import { type Locale, localizePath, splitLocale } from "./locale.ts";
import type { RootData } from "./root-data.ts";

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
