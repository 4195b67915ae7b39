// Sample facets for the catalogue stories (brands, colours, sizes) in the story's locale.
// Stories only; never shipped to shoppers.
import { useIntl } from "../../i18n/intl.ts";
import type { FacetGroup, FacetOption, ListingFilters } from "./filters.ts";

type Texts = { tr: string; en: string; ar: string };

export const storyBrands: FacetOption[] = [
  { value: "koton", label: "Koton", count: 128 },
  { value: "mavi", label: "Mavi", count: 96 },
  { value: "lc-waikiki", label: "LC Waikiki", count: 1243 },
  { value: "defacto", label: "DeFacto", count: 874 },
  { value: "derimod", label: "Derimod", count: 31 },
  { value: "lescon", label: "Lescon", count: 57 },
  { value: "pasabahce", label: "Paşabahçe", count: 12 },
  { value: "vakko", label: "Vakko", count: 8 },
  { value: "network", label: "Network", count: 44 },
  { value: "ipekyol", label: "İpekyol", count: 19 },
];

const colours: [string, Texts, number][] = [
  ["red", { tr: "Kırmızı", en: "Red", ar: "أحمر" }, 42],
  ["blue", { tr: "Mavi", en: "Blue", ar: "أزرق" }, 77],
  ["black", { tr: "Siyah", en: "Black", ar: "أسود" }, 153],
  ["green", { tr: "Yeşil", en: "Green", ar: "أخضر" }, 9],
];

const sizes: [string, Texts, number][] = [
  ["s", { tr: "S", en: "S", ar: "S" }, 61],
  ["m", { tr: "M", en: "M", ar: "M" }, 88],
  ["l", { tr: "L", en: "L", ar: "L" }, 70],
  ["xl", { tr: "XL", en: "XL", ar: "XL" }, 23],
];

function pick(texts: Texts, locale: string): string {
  if (locale.startsWith("ar")) return texts.ar;
  if (locale.startsWith("en")) return texts.en;
  return texts.tr;
}

/** The colour and size groups in the story's locale. */
export function useStoryGroups(): FacetGroup[] {
  const { locale } = useIntl();
  return [
    {
      id: "colour",
      label: pick({ tr: "Renk", en: "Colour", ar: "اللون" }, locale),
      options: colours.map(([value, label, count]) => ({
        value,
        label: pick(label, locale),
        count,
      })),
    },
    {
      id: "size",
      label: pick({ tr: "Beden", en: "Size", ar: "المقاس" }, locale),
      options: sizes.map(([value, label, count]) => ({ value, label: pick(label, locale), count })),
    },
  ];
}

/** A listing address for filters, as the app would build it (the stories' links). */
export function storyFilterHref(filters: ListingFilters, path = "/kadin-giyim"): string {
  const query = new URLSearchParams();
  for (const brand of filters.brands) query.append("marka", brand);
  for (const [group, values] of Object.entries(filters.properties)) {
    for (const value of values) query.append(group, value);
  }
  if (filters.price.min !== null) query.set("minPrice", String(filters.price.min / 100));
  if (filters.price.max !== null) query.set("maxPrice", String(filters.price.max / 100));
  if (filters.inStock) query.set("stok", "1");
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
