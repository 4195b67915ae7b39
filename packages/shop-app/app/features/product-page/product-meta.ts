// What search engines and link previews read about a product page: title, description, keywords,
// Open Graph, and schema.org JSON-LD (Product with its Offer, BreadcrumbList).
import type { ProductDetail } from "@shop/api/contract";
import type { MetaDescriptor } from "react-router";
import { formatAppMessage } from "../../i18n/messages.ts";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { plainText } from "../../lib/plain-text.ts";
import { productHref as productPath } from "../../lib/product-card.ts";

export interface ProductMetaData {
  product: ProductDetail;
}

const DESCRIPTION_LENGTH = 160;

/** The meta description: the admin's SEO text, else the summary, else the description's start. */
export function productDescription(product: ProductDetail): string {
  const text =
    product.seo_description?.trim() ||
    product.summary?.trim() ||
    plainText(product.description, DESCRIPTION_LENGTH);
  return plainText(text, DESCRIPTION_LENGTH);
}

export function productTitle(product: ProductDetail, locale: Locale, shopName?: string): string {
  if (product.seo_title?.trim()) return product.seo_title.trim();
  return shopName
    ? formatAppMessage(locale, "app.meta.titleWithShop", { page: product.name, shop: shopName })
    : product.name;
}

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** The route's meta: title, description, keywords and Open Graph of a product page. */
export function productMeta(
  data: ProductMetaData,
  origin: string,
  locale: Locale,
  shopName?: string,
): MetaDescriptor[] {
  const { product } = data;
  const description = productDescription(product);
  const url = absolute(productPath(product.seo_link, locale), origin);
  const image = product.images[0]?.path ?? product.image?.path;
  return [
    { title: productTitle(product, locale, shopName) },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(product.seo_keywords?.trim()
      ? [{ name: "keywords", content: product.seo_keywords.trim() }]
      : []),
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.seo_title?.trim() || product.name },
    ...(description ? [{ property: "og:description", content: description }] : []),
    ...(image ? [{ property: "og:image", content: absolute(image, origin) }] : []),
    { property: "og:url", content: url },
    ...(shopName ? [{ property: "og:site_name", content: shopName }] : []),
    { property: "og:locale", content: { tr: "tr_TR", en: "en_US", ar: "ar_AR" }[locale] },
    { property: "product:price:amount", content: decimalPrice(product.price) },
    { property: "product:price:currency", content: product.currency_code },
  ];
}

/** Minor units as a schema.org decimal: 129990 -> "1299.90". */
export function decimalPrice(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const value = Math.abs(minor);
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`;
}

type JsonLd = Record<string, unknown>;

/** schema.org Product (with its Offer and rating) and BreadcrumbList of a product page. */
export function productJsonLd(
  product: ProductDetail,
  origin: string,
  locale: Locale,
  homeLabel: string = formatAppMessage(locale, "app.page.home"),
): JsonLd[] {
  const url = absolute(productPath(product.seo_link, locale), origin);
  const images = product.images.map((image) => absolute(image.path, origin));
  if (images.length === 0 && product.image) images.push(absolute(product.image.path, origin));
  const description = productDescription(product);
  const barcode = product.barcode?.trim() ?? "";
  const productLd: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(/^\d{13}$/.test(barcode) ? { gtin13: barcode } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    ...(product.model ? { model: product.model.name } : {}),
    category: product.breadcrumb.map((item) => item.name).join(" > ") || product.category.name,
    offers: {
      "@type": "Offer",
      url,
      price: decimalPrice(product.price),
      priceCurrency: product.currency_code,
      availability: product.in_stock
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const crumbs = [
    { name: homeLabel, path: localizePath("/", locale) },
    ...product.breadcrumb.map((item) => ({
      name: item.name,
      path: localizePath(`/${item.seo_link}`, locale),
    })),
    { name: product.name, path: productPath(product.seo_link, locale) },
  ];
  const breadcrumbLd: JsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, origin),
    })),
  };
  return [productLd, breadcrumbLd];
}

/** JSON for a `<script type="application/ld+json">`: no `<` can close the script early. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
