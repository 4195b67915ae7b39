// A listing's state (filters, sort, page) in its URL, and back. Readable Turkish keys:
//   ?marka=3,5&fiyat=100-500&ozellik=12,14&stok=1&sirala=price_asc&sayfa=2
// Prices in `fiyat` are in the shopper's currency, major units ("99.90" allowed), either end
// open ("100-", "-500"). The forms that work without JavaScript submit `minPrice`/`maxPrice`
// (what the shopper typed) and `sort` (the ui's order name): those win and are folded into the
// readable keys when links are built. Anything that does not parse is ignored; a page below 1 is 1.
import type { CategoryProductsRequest, ProductFilter, ProductSort } from "@shop/api/contract";
import { parsePriceInput } from "@shop/ui";

export const listingParams = {
  brands: "marka",
  price: "fiyat",
  properties: "ozellik",
  inStock: "stok",
  sort: "sirala",
  page: "sayfa",
  /** The no-JavaScript forms' fields. */
  priceMin: "minPrice",
  priceMax: "maxPrice",
  formSort: "sort",
} as const;

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 1_000_000;
const MAX_BRANDS = 100;
const MAX_VALUES = 200;

export interface ListingQuery {
  brandIds: number[];
  propertyValueIds: number[];
  /** Minor units of the shopper's currency; null: open. */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  sort: ProductSort;
  page: number;
}

export const emptyListingQuery: ListingQuery = {
  brandIds: [],
  propertyValueIds: [],
  priceMin: null,
  priceMax: null,
  inStock: false,
  sort: "default",
  page: 1,
};

/** The ui SortSelect's order names and the API's. */
export const uiSortOf = {
  default: "recommended",
  price_asc: "priceAsc",
  price_desc: "priceDesc",
  newest: "newest",
  best_selling: "bestSelling",
} as const satisfies Record<ProductSort, string>;
// uiSortOf's keys are every ProductSort (its `satisfies`), so the browser needs no contract value.
const isProductSort = (text: string): text is ProductSort => Object.hasOwn(uiSortOf, text);

export type UiSort = (typeof uiSortOf)[ProductSort];

export function apiSortOf(sort: UiSort): ProductSort {
  const entry = Object.entries(uiSortOf).find(([, ui]) => ui === sort);
  return (entry?.[0] as ProductSort | undefined) ?? "default";
}

function parseIds(text: string | null, max: number): number[] {
  if (!text) return [];
  const ids = new Set<number>();
  for (const part of text.split(",")) {
    const trimmed = part.trim();
    if (!/^\d{1,10}$/.test(trimmed)) continue;
    const value = Number(trimmed);
    if (value >= 1 && value <= MAX_ID) ids.add(value);
    if (ids.size >= max) break;
  }
  return [...ids].sort((a, b) => a - b);
}

/** "99.90" or "100" (major units) -> minor units; anything else null. */
function parseMajor(text: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0") || "0");
  return Number.isSafeInteger(minor) ? minor : null;
}

function parseRange(text: string | null): { min: number | null; max: number | null } {
  const open = { min: null, max: null };
  if (!text) return open;
  const match = /^\s*([^-]*)-([^-]*)\s*$/.exec(text);
  if (!match) return open;
  const [, low = "", high = ""] = match;
  const min = low.trim() === "" ? null : parseMajor(low);
  const max = high.trim() === "" ? null : parseMajor(high);
  if ((low.trim() !== "" && min === null) || (high.trim() !== "" && max === null)) return open;
  return ordered(min, max);
}

function ordered(min: number | null, max: number | null) {
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

function parseTyped(text: string | null): number | null | "invalid" {
  if (text === null) return null;
  return parsePriceInput(text);
}

function parseSort(params: URLSearchParams, pageSort: ProductSort): ProductSort {
  const form = params.get(listingParams.formSort);
  if (form) {
    const fromUi = Object.entries(uiSortOf).find(([, ui]) => ui === form)?.[0];
    if (fromUi) return fromUi as ProductSort;
    if (isProductSort(form)) return form;
  }
  const sort = params.get(listingParams.sort);
  return sort && isProductSort(sort) ? sort : pageSort;
}

function parsePage(text: string | null): number {
  if (!text || !/^\d{1,7}$/.test(text.trim())) return 1;
  const page = Number(text.trim());
  return Math.min(Math.max(page, 1), MAX_PAGE);
}

/** `pageSort`: the order of a URL that names none (new arrivals are newest first). */
export function parseListingQuery(
  params: URLSearchParams,
  pageSort: ProductSort = "default",
): ListingQuery {
  let price = parseRange(params.get(listingParams.price));
  const typedMin = parseTyped(params.get(listingParams.priceMin));
  const typedMax = parseTyped(params.get(listingParams.priceMax));
  if (params.has(listingParams.priceMin) || params.has(listingParams.priceMax)) {
    if (typedMin !== "invalid" && typedMax !== "invalid") price = ordered(typedMin, typedMax);
  }
  return {
    brandIds: parseIds(params.get(listingParams.brands), MAX_BRANDS),
    propertyValueIds: parseIds(params.get(listingParams.properties), MAX_VALUES),
    priceMin: price.min,
    priceMax: price.max,
    inStock: ["1", "true", "evet"].includes(params.get(listingParams.inStock) ?? ""),
    sort: parseSort(params, pageSort),
    page: parsePage(params.get(listingParams.page)),
  };
}

function formatMajor(minor: number): string {
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, "0")}`;
}

/**
 * The query string of a listing state ("" or "?marka=3&..."), keys in a fixed order; the page's
 * own order is left out, so that the page has one address.
 */
export function listingSearch(query: ListingQuery, pageSort: ProductSort = "default"): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${value}`);
  if (query.brandIds.length > 0)
    add(listingParams.brands, [...query.brandIds].sort(byNumber).join(","));
  if (query.priceMin !== null || query.priceMax !== null) {
    const low = query.priceMin === null ? "" : formatMajor(query.priceMin);
    const high = query.priceMax === null ? "" : formatMajor(query.priceMax);
    add(listingParams.price, `${low}-${high}`);
  }
  if (query.propertyValueIds.length > 0) {
    add(listingParams.properties, [...query.propertyValueIds].sort(byNumber).join(","));
  }
  if (query.inStock) add(listingParams.inStock, "1");
  if (query.sort !== pageSort) add(listingParams.sort, query.sort);
  if (query.page > 1) add(listingParams.page, String(query.page));
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

function byNumber(a: number, b: number) {
  return a - b;
}

/** Whether the shopper narrowed the listing (any filter; sort and page do not count). */
export function isFiltered(query: ListingQuery): boolean {
  return (
    query.brandIds.length > 0 ||
    query.propertyValueIds.length > 0 ||
    query.priceMin !== null ||
    query.priceMax !== null ||
    query.inStock
  );
}

/** The API filter of a listing state on top of the page's own scope (category, brand). */
export function toProductFilter(query: ListingQuery, scope: ProductFilter): ProductFilter {
  const filter: ProductFilter = { ...scope };
  if (query.brandIds.length > 0 && scope.brand_id === undefined) filter.brand_ids = query.brandIds;
  if (query.propertyValueIds.length > 0) filter.property_value_ids = query.propertyValueIds;
  if (query.priceMin !== null) filter.price_min = query.priceMin;
  if (query.priceMax !== null) filter.price_max = query.priceMax;
  if (query.inStock) filter.in_stock = true;
  return filter;
}

export function toProductsRequest(
  query: ListingQuery,
  scope: ProductFilter,
): CategoryProductsRequest {
  return { ...toProductFilter(query, scope), sort: query.sort, page: query.page };
}
