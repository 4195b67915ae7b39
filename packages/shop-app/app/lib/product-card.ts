// The API's product card as the ui ProductCard's props (without the shop-wide currency,
// placeholder picture and link renderer, which the screen adds).
import type { ProductCard as ApiProductCard } from "@shop/api/contract";
import type { ProductCardProps } from "@shop/ui";
import { type Locale, localizePath } from "./locale.ts";

export type ProductCardData = Omit<
  ProductCardProps,
  "renderLink" | "placeholderImage" | "currency" | "onToggleFavourite" | "priority"
>;

export function productHref(seoLink: string, locale: Locale): string {
  return localizePath(`/${seoLink}`, locale);
}

export function toProductCardProps(card: ApiProductCard, locale: Locale): ProductCardData {
  const props: ProductCardData = {
    href: productHref(card.seo_link, locale),
    title: card.name,
    image: card.image?.path_m ?? null,
    price: card.price,
    isNew: card.is_new,
    freeShipping: card.free_shipping,
    outOfStock: !card.in_stock,
  };
  // most names start with their brand already: showing it twice reads as a stutter
  if (card.brand && !startsWithWord(card.name, card.brand.name)) props.brand = card.brand.name;
  if (card.old_price !== null && card.old_price > card.price) props.oldPrice = card.old_price;
  if (card.rating.count > 0) {
    props.rating = { value: card.rating.average, count: card.rating.count };
  }
  return props;
}

function startsWithWord(text: string, word: string): boolean {
  const head = text.slice(0, word.length);
  return (
    head.localeCompare(word, undefined, { sensitivity: "base" }) === 0 &&
    (text.length === word.length || /\s/.test(text.charAt(word.length)))
  );
}
