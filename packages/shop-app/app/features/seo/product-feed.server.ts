// /xml: the product feed for shopping engines (Google Merchant RSS 2.0 with g: fields), in the
// requested language and currency.
import type { FeedItem } from "@shop/api/contract";
import { escapeXml } from "./sitemap.server.ts";

function money(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

function itemXml(item: FeedItem, origin: string): string {
  const field = (name: string, value: string | null | undefined) =>
    value ? `<g:${name}>${escapeXml(value)}</g:${name}>` : "";
  return [
    "<item>",
    field("id", String(item.id)),
    `<title>${escapeXml(item.title)}</title>`,
    `<description>${escapeXml(item.description)}</description>`,
    `<link>${escapeXml(new URL(item.link, origin).href)}</link>`,
    field("image_link", item.image ? new URL(item.image, origin).href : null),
    ...item.additional_images
      .slice(0, 10)
      .map((image) => field("additional_image_link", new URL(image, origin).href)),
    field("price", money(item.price, item.currency_code)),
    field(
      "sale_price",
      item.sale_price === null ? null : money(item.sale_price, item.currency_code),
    ),
    field("availability", item.availability),
    field("brand", item.brand),
    field("gtin", item.gtin),
    field("mpn", item.mpn),
    field("condition", item.condition),
    field("product_type", item.category_path),
    "</item>",
  ].join("");
}

export function productFeedXml(items: FeedItem[], origin: string, shopName: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>',
    `<title>${escapeXml(shopName)}</title>`,
    `<link>${escapeXml(origin)}</link>`,
    `<description>${escapeXml(shopName)}</description>`,
    ...items.map((item) => itemXml(item, origin)),
    "</channel></rss>",
  ].join("\n");
}
