// The header search's suggestions while the shopper types: asked from the API in the browser
// 150 ms after the last key, from 2 characters on; an answer that arrives after a newer text
// was typed is dropped.
import type { SearchSuggestions } from "@shop/api/contract";
import type { SearchSuggestion } from "@shop/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { type Locale, localizePath } from "../../lib/locale.ts";

export const SUGGEST_DELAY_MS = 150;
export const SUGGEST_MIN_LENGTH = 2;

export function toSearchSuggestions(answer: SearchSuggestions, locale: Locale): SearchSuggestion[] {
  const href = (seoLink: string) => localizePath(`/${seoLink}`, locale);
  return [
    ...answer.terms.map((term) => ({
      id: `term-${term.term}`,
      label: term.term,
      kind: "query" as const,
    })),
    ...answer.products.map((product) => {
      const entry: SearchSuggestion = {
        id: `product-${product.id}`,
        label: product.name,
        kind: "product",
        href: href(product.seo_link),
      };
      if (product.image) entry.imageUrl = product.image.path_s;
      return entry;
    }),
    ...answer.categories.map((category) => ({
      id: `category-${category.id}`,
      label: category.name,
      kind: "category" as const,
      href: href(category.seo_link),
    })),
    ...answer.brands.map((brand) => ({
      id: `brand-${brand.id}`,
      label: brand.name,
      kind: "brand" as const,
      href: href(brand.seo_link),
    })),
  ];
}

export function useSearchSuggestions(locale: Locale, currency: number) {
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onQueryChange = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const asked = ++latest.current;
      const trimmed = text.trim();
      if (trimmed.length < SUGGEST_MIN_LENGTH) {
        setSuggestions([]);
        setLoading(false);
        return;
      }
      setLoading(true);
      timer.current = setTimeout(async () => {
        try {
          const { createShopApi, unwrap } = await import("../../lib/shop-api.ts");
          const shopApi = createShopApi({
            origin: window.location.origin,
            language: locale,
            currency,
          });
          const param = { text: encodeURIComponent(trimmed) };
          const answer = await unwrap(shopApi.search["elastic-search"][":text"].$get({ param }));
          if (asked !== latest.current) return;
          setSuggestions(toSearchSuggestions(answer, locale));
        } catch (error) {
          if (asked !== latest.current) return;
          console.warn("search suggestions unavailable", error);
          setSuggestions([]);
        }
        setLoading(false);
      }, SUGGEST_DELAY_MS);
    },
    [locale, currency],
  );

  return { suggestions, loading, onQueryChange };
}
